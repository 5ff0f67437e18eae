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

/**
 * The production client's chunks for what every page loads: React, React DOM and React Router in one chunk
 * ("framework", changed only by an upgrade) and the app's modules the root route imports statically (the shell,
 * the i18n core, the API client: "shell") in another, instead of some twenty chunks of
 * 0.1–3 KiB that rolldown cuts along the routes sharing them. Only the root's static imports: what a route or a
 * lazy import alone needs stays in its own chunks. The set is read from the module graph when the build ends.
 */
function shellChunks(): Plugin & { isShellModule: (id: string) => boolean } {
  const shell = new Set<string>();
  return {
    name: "bakery:shell-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      const roots = new Set(queue);
      const seen = new Set<string>();
      while (queue.length) {
        const id = queue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!roots.has(id) && !id.includes("/node_modules/") && !id.startsWith("\0")) shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    isShellModule: (id) => shell.has(id),
  };
}

const shell = shellChunks();

export default defineConfig({
  plugins: [reactRouterProductionBuild(), shell, tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["better-sqlite3", "pg", "kysely"] },
  ssr: { external: ["better-sqlite3", "pg", "kysely", "pino", "nodemailer"] },
  // No "[PLUGIN_TIMINGS]" report: it only says the build was slow, which on a busy machine it always is.
  build: { assetsInlineLimit: 0, rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                { name: "shell", test: (id) => shell.isShellModule(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
