// The two API reads of the bench (a visitor's cart of three lines by its Cart-Token, the product list's first page),
// each under autocannon for a while on the production build, with the server's CPU per answer; with --profile, the
// server runs under `node --cpu-prof` and each read's top functions are printed (bench/profile-summary.ts).
// A quick loop for working on the API's speed, without the whole `npm run bench`:
//   npx tsx bench/api-profile.ts [--profile] [seconds = 8]      (on the build in BENCH_BUILD_DIR, default build-bench/)
import { readdirSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { fillCarts, startServer } from "../tests/support/checkout-load.ts";
import { cpuSeconds, get, loadAverage, startFlags } from "./common.ts";
import { formatSummary, summariseProfile } from "./profile-summary.ts";

const args = process.argv.slice(2);
const PROFILE = args.includes("--profile");
const SECONDS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 8);
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
const DATA_DIR = "data/bench-api";
const PROFILE_DIR = `${DATA_DIR}/profiles`;

rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer({
  args: [...startFlags(), ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : []), `${BUILD_DIR}/server-main.js`],
  env: { SQLITE_PATH: `${DATA_DIR}/bakery.sqlite`, OUTBOX_DIR: `${DATA_DIR}/outbox`, LOG_LEVEL: "silent", CART_LIMIT_PER_HOUR: "1000000" },
  timeoutMs: 60_000,
});
const windows: { what: string; from: number; to: number }[] = [];
try {
  const list = JSON.parse((await get(server.base, "/api/v1/products?per_page=3")).body.toString()) as { data: { items: { id: number }[] } };
  const [token] = await fillCarts(
    server.base,
    1,
    list.data.items.map((item) => ({ product_id: item.id, quantity: 1 })),
  );
  console.log(`load average ${loadAverage()}; ${SECONDS} s each, 32 connections${PROFILE ? ", profiler on" : ""}`);
  for (const [what, path, headers] of [
    ["GET /api/v1/carts (3 lines)", "/api/v1/carts", { "cart-token": token! }],
    ["GET /api/v1/products", "/api/v1/products", {}],
  ] as const) {
    const url = `${server.base}${path}`;
    await autocannon({ url, connections: 32, duration: 2, headers });
    const before = cpuSeconds(server.child.pid);
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({ url, connections: 32, duration: SECONDS, headers });
    const to = Number(process.hrtime.bigint() / 1000n);
    const cpu = cpuSeconds(server.child.pid) - before;
    windows.push({ what, from, to });
    const failed = result.errors + result.non2xx;
    console.log(
      `${what.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} rps  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
        `${((1000 * cpu) / Math.max(1, result.requests.total)).toFixed(3)} ms CPU each${failed ? `  (${failed} failed)` : ""}`,
    );
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
}
if (PROFILE) {
  const file = readdirSync(PROFILE_DIR).find((name) => /\.0\.\d+\.cpuprofile$/.test(name));
  for (const window of windows) {
    if (!file) break;
    console.log(`\n${window.what}: ${PROFILE_DIR}/${file}`);
    console.log(formatSummary(summariseProfile(`${PROFILE_DIR}/${file}`, { from: window.from, to: window.to, top: 25 })).join("\n"));
  }
}
