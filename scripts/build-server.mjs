// Bundles the Node entry (server/main.ts and the API and domain code it imports) into build/server-main.js.
// Packages stay external: they are loaded from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server/main.ts"],
  outfile: `${process.env.BUILD_DIR ?? "build"}/server-main.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
