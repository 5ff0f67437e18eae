// React Router's CLI (`react-router build`, `react-router typegen`) without two lines a reader can do nothing about:
// - Vite 8's "The `envFile` option is deprecated": React Router 7 passes that option itself to the Vite servers that
//   load its config (React Router 8 fixed it, remix-run/react-router#15230, but needs Node 22: decision 004);
// - "Using Vite Environment API (experimental)", React Router's note that future.v8_viteEnvironmentApi is on.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const NOISE = ["The `envFile` option is deprecated, please use `envDir: false` instead.", "Using Vite Environment API (experimental)"];

for (const method of /** @type {const} */ (["log", "warn"])) {
  const print = console[method].bind(console);
  console[method] = (...args) => {
    if (typeof args[0] === "string" && NOISE.some((line) => args[0].includes(line))) return;
    print(...args);
  };
}

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve("@react-router/dev/package.json")), "bin.js");
process.argv.splice(1, 1, bin); // the CLI reads its command from process.argv
require(bin);
