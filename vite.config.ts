import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router 7.18.4's package sends every export condition to its development build (remix-run/react-router#14102):
 * the browser would download its warnings and checks. The production client build takes `react-router` and
 * `react-router/dom` from dist/production instead (one copy: the two entries share its chunks). The server does the
 * same at run time (server/react-router-production.ts); dev and tests keep the development build.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: "bakery:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && source !== "react-router/dom") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes("/react-router/dist/development/")) return resolved;
      return { ...resolved, id: resolved.id.replace("/react-router/dist/development/", "/react-router/dist/production/") };
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["better-sqlite3", "pg", "kysely"] },
  ssr: { external: ["better-sqlite3", "pg", "kysely", "pino", "nodemailer"] },
  // No "[PLUGIN_TIMINGS]" report: it only says the build was slow, which on a busy machine it always is.
  build: { assetsInlineLimit: 0, rolldownOptions: { checks: { bundlerTimings: false } } },
});
