// `npm run test:scale`: the scale suite (tests/scale) — two real server processes on one PostgreSQL
// database, and on Redis too when REDIS_URL is set, also behind a real nginx and Caddy. Builds the production bundle first when it is missing or older
// than the sources, checks that PostgreSQL (and Redis) answer, then runs Vitest with vitest.scale.config.ts.
// Arguments are passed on to Vitest (a file name, -t "pattern"…).
//   TEST_DATABASE_URL  PostgreSQL to make the suite's databases in (default postgres://postgres@127.0.0.1:5432/postgres)
//   REDIS_URL          given to the servers when set
//   BUILD_DIR          the build to run (default build), as `npm run build` and scripts/e2e-server.mjs read it
import { spawnSync } from "node:child_process";
import pg from "pg";
import { createClient } from "redis";
import { buildWhenStale } from "./build-when-stale.mjs";
import { ensureProxies } from "./ensure-proxies.mjs";

const buildDir = process.env.BUILD_DIR || "build";
const databaseUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL || "";
const started = Date.now();

function fail(message) {
  console.error(`\n✗ test:scale: ${message}`);
  process.exit(1);
}

// The proxy test runs the shop behind Debian's nginx and Caddy (installed here as root on Debian, else named).
if (!ensureProxies()) fail("nginx and Caddy are needed (see above)");

// The build as npm start judges it (scripts/build-when-stale.mjs): rebuilt when the sources changed.
buildWhenStale(buildDir);

// PostgreSQL is what the suite is about: without it the suite fails (in CI and here alike), it never skips.
const where = (url) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
};
{
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    fail(`PostgreSQL at ${where(databaseUrl)} (TEST_DATABASE_URL) cannot be reached: ${error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}
if (redisUrl) {
  // One attempt, no reconnecting: a Redis that is not there is said at once.
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    fail(`Redis at ${where(redisUrl)} (REDIS_URL) cannot be reached: ${error.message}`);
  } finally {
    await client.close().catch(() => {});
  }
}

console.log(`▶ scale suite: build ${buildDir}/, PostgreSQL ${where(databaseUrl)}${redisUrl ? `, Redis ${where(redisUrl)}` : ", no Redis"}`);
const run = spawnSync("npx", ["vitest", "run", "--config", "vitest.scale.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: databaseUrl, SCALE_BUILD_DIR: buildDir },
});
console.log(
  `\n${run.status === 0 ? "✓" : "✗"} scale suite${redisUrl ? " with Redis" : ""}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(run.status ?? 1);
