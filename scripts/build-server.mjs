// Bundles the Node entry (server/main.ts and the API and domain code it imports) into build/server-main.js, with
// the rest of the server in chunks beside it, and React Router's resolve hook (server/react-router-production.ts)
// as build/react-router-production.js. Code splitting is what lets server/main.ts install the hook (and set
// NODE_ENV) before the server's imports run: a single file would hoist every package import above it.
// Packages stay external: they are loaded from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: { "server-main": "server/main.ts", "react-router-production": "server/react-router-production.ts" },
  outdir: process.env.BUILD_DIR ?? "build",
  // In the build folder itself, as server-main.js: code that finds files from import.meta.url sees the same folder.
  chunkNames: "server-[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
