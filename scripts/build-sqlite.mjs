// `npm install` (our postinstall) builds better-sqlite3's native module. Its own install script is denied in
// package.json's allowScripts because, where no prebuilt binary can be downloaded, its node-gyp build finds Node's
// headers only by downloading them too, or through a `nodedir` npm setting that npm 11 warns is unknown (npm 12
// refuses it). This runs the same command with node-gyp pointed at the headers installed beside this Node
// (e.g. /usr/include/node from the nodejs package) when they are this Node's own.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The prefix whose include/node has this Node's headers (a node_version.h of the same version), or null. */
export function headersPrefix(execPath, version, read = (path) => readFileSync(path, "utf8")) {
  const prefix = dirname(dirname(execPath));
  let header;
  try {
    header = read(join(prefix, "include", "node", "node_version.h"));
  } catch {
    return null;
  }
  const part = (name) => header.match(new RegExp(`^#define NODE_${name}_VERSION (\\d+)`, "m"))?.[1];
  return `${part("MAJOR")}.${part("MINOR")}.${part("PATCH")}` === version ? prefix : null;
}

const require = createRequire(import.meta.url);

function loads() {
  try {
    const Database = require("better-sqlite3");
    new Database(":memory:").close();
    return true;
  } catch {
    return false;
  }
}

function build() {
  if (loads()) return true; // built by an earlier install: nothing to do
  const packageDir = dirname(require.resolve("better-sqlite3/package.json"));
  const { scripts } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const env = { ...process.env };
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  env.PATH = [join(root, "node_modules", ".bin"), env.PATH].join(delimiter); // prebuild-install
  const nodedir =
    env.npm_package_config_node_gyp_nodedir || env.npm_config_nodedir || headersPrefix(process.execPath, process.versions.node);
  if (nodedir) env.npm_package_config_node_gyp_nodedir = nodedir; // node-gyp's own setting; npm has no opinion on it
  console.log(
    `Building better-sqlite3's native module${nodedir ? ` against Node's headers in ${join(nodedir, "include", "node")}` : ""} (a minute or two)…`,
  );
  const result = spawnSync(scripts.install, { cwd: packageDir, env, shell: true, encoding: "utf8" });
  if (result.status === 0 && loads()) return true;
  process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
  console.error(
    nodedir
      ? "Building better-sqlite3 failed (output above): it needs python3, make and a C++ compiler."
      : `Building better-sqlite3 failed (output above): no prebuilt binary could be downloaded, and node-gyp needs Node's headers (install them beside Node, e.g. Debian's nodejs package has /usr/include/node) as well as python3, make and a C++ compiler.`,
  );
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exit(build() ? 0 : 1);
}
