import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { exclude: ["better-sqlite3", "pg", "kysely"] },
  ssr: { external: ["better-sqlite3", "pg", "kysely", "pino", "nodemailer"] },
  // No "[PLUGIN_TIMINGS]" report: it only says the build was slow, which on a busy machine it always is.
  build: { assetsInlineLimit: 0, rolldownOptions: { checks: { bundlerTimings: false } } },
});
