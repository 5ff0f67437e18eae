// The one rule for "is the production build current?" (npm start, npm run test:scale, npm run scale:demo): a hash of
// the sources' names, sizes and modification times, kept beside the build; missing or different, it builds.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// scripts/build-server.mjs and react-router.mjs are part of the build too: a change to them rebuilds.
const SOURCES = [
  "app",
  "server",
  "public",
  "scripts/build-server.mjs",
  "scripts/react-router.mjs",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

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

/** Builds into `buildDir` (npm run build with BUILD_DIR) when it has no build or the sources changed since; exits on failure. */
export function buildWhenStale(buildDir = "build") {
  const stamp = join(buildDir, ".source-hash");
  const hash = sourceHash();
  const built = existsSync(join(buildDir, "server-main.js")) && existsSync(join(buildDir, "server", "index.js")) && existsSync(stamp);
  if (built && readFileSync(stamp, "utf8") === hash) return;
  console.log(
    built ? `Sources changed since the build in ${buildDir}/: rebuilding…` : `No production build in ${buildDir}/ yet: building…`,
  );
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, hash);
}
