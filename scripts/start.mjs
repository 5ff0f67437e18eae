// `npm start`: build the production bundle when it is missing or older than the sources, then serve it.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// scripts/build-server.mjs and react-router.mjs are part of the build too: a change to them rebuilds.
const SOURCES = ["app", "server", "public", "scripts/build-server.mjs", "scripts/react-router.mjs", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const STAMP = "build/.source-hash";

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
  } else {
    yield [path, stat.size, stat.mtimeMs];
  }
}

function sourceHash() {
  const hash = createHash("sha256");
  for (const source of SOURCES) for (const entry of files(source)) hash.update(entry.join("|") + "\n");
  return hash.digest("hex");
}

const hash = sourceHash();
const built = existsSync("build/server-main.js") && existsSync("build/server/index.js") && existsSync(STAMP);
if (!built || readFileSync(STAMP, "utf8") !== hash) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No production build yet: building…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, hash);
}

process.env.NODE_ENV ??= "production";
await import(new URL("../build/server-main.js", import.meta.url).href);
