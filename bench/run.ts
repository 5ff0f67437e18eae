// `npm run bench`: requests per second on loopback for (1) the home page, (2) one API read, and
// (3) bare node:http serving the same bytes as (1); then the ratios 1/3 and 2/3; then (4) placing orders: POST
// /api/v1/checkout on SQLite with its capacity checks, in orders (201 answers) per second. A benchmark, not a test.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { checkoutBody, fillCarts, idempotencyKey, openSlotsFor, startServer, tuneShop } from "../tests/support/checkout-load.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_ONLY=reads runs (1)–(3) only, BENCH_ONLY=checkout (4) only.
// Scenario (4): BENCH_ORDERS measured orders after BENCH_WARMUP_ORDERS unmeasured ones, BENCH_CHECKOUT_CONNECTIONS at once.
const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 300);
const CHECKOUT_CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? CONNECTIONS);
/** Seeded with a daily capacity: every order runs the guarded stock update as well as the slot's. */
const CAPACITY_PRODUCT = "banh-mi-hoa-cuc";
const DATA_DIR = "data/bench";
const SQLITE_PATH = `${DATA_DIR}/bakery.sqlite`;
const OUTBOX_DIR = `${DATA_DIR}/outbox`;

async function measure(name: string, url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const rps = result.requests.average;
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors/non-2xx)` : ""}`,
  );
  return rps;
}

// The production build of the sources as they are now, in a directory of the bench's own (BUILD_DIR, as parallel e2e
// runs do: a build/ another run is serving is left alone), on a fresh database, on a free port of 127.0.0.1.
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
const built = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
if (built.status !== 0) process.exit(1);
rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer({
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=data/profiles", goes to the server's node only.
  args: [...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean), `${BUILD_DIR}/server-main.js`],
  env: { SQLITE_PATH, OUTBOX_DIR, LOG_LEVEL: "silent", CART_LIMIT_PER_HOUR: "1000000", CHECKOUT_LIMIT_PER_HOUR: "1000000" },
  timeoutMs: 60_000,
});
const base = server.base;

try {
  if (process.env.BENCH_ONLY !== "checkout") await readScenarios();
  if (process.env.BENCH_ONLY !== "reads") await checkoutScenario();
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
}

/** (1)–(3): pages and API reads against bare node:http. */
async function readScenarios() {
  const products = (await (await fetch(`${base}/api/v1/products?per_page=1`)).json()) as { data: { items: { slug: string }[] } };
  const slug = products.data.items[0]!.slug;
  const homeBytes = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());

  const bare = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": homeBytes.length });
    res.end(homeBytes);
  });
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const barePort = (bare.address() as AddressInfo).port;

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, loopback, Node ${process.version}\n`);
  const home = await measure("(1) home page (SSR + database)", `${base}/`);
  const api = await measure(`(2) GET /api/v1/products/${slug.slice(0, 12)}…`, `${base}/api/v1/products/${slug}`);
  const raw = await measure(`(3) bare node:http, same ${homeBytes.length} bytes`, `http://127.0.0.1:${barePort}/`);
  console.log(`\nratio 1/3 (home vs bare): ${(home / raw).toFixed(3)}`);
  console.log(`ratio 2/3 (API vs bare):  ${(api / raw).toFixed(3)}`);
  bare.close();
}

/** (4) Orders per second: every cart made beforehand through the API, one POST checkout each. */
async function checkoutScenario() {
  // The bench's shop takes 1000 orders a slot (the most the settings allow) and a million loaves a day, so no answer
  // is "sold out" or "slot full".
  const ids = tuneShop(SQLITE_PATH, { ordersPerSlot: 1000, capacity: { [CAPACITY_PRODUCT]: 1_000_000 } });
  const total = WARMUP_ORDERS + ORDERS;
  const preparing = Date.now();
  const tokens = await fillCarts(base, total, [{ product_id: ids.get(CAPACITY_PRODUCT)!, quantity: 1 }]);
  const slots = await openSlotsFor(base, tokens[0]!);
  const room = slots.reduce((sum, slot) => sum + slot.remaining, 0);
  if (room < total) throw new Error(`the open slots take ${room} orders, fewer than the ${total} to place`);
  const carts = tokens.map((token, i) => ({ token, slot: slots[i % slots.length]! }));
  const ordersBefore = countOrders();
  console.log(
    `\n(4) POST /api/v1/checkout, SQLite, pay at pickup, slot and daily capacity checked: ${total} carts made in ` +
      `${((Date.now() - preparing) / 1000).toFixed(1)} s, spread over ${slots.length} slots; ${WARMUP_ORDERS} orders to warm up, ` +
      `then ${ORDERS} measured, ${Math.min(CHECKOUT_CONNECTIONS, ORDERS)} connections`,
  );

  const warm = await placeOrders(carts.slice(0, WARMUP_ORDERS));
  const cpuBefore = cpuSeconds(server.child.pid);
  const clientBefore = process.cpuUsage();
  const run = await placeOrders(carts.slice(WARMUP_ORDERS));
  const serverCpu = cpuSeconds(server.child.pid) - cpuBefore;
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const { latency } = run.result;
  const others = Object.entries(run.byStatus).filter(([code]) => code !== "201");
  console.log(
    `${"(4) orders placed".padEnd(34)} ${(run.created / run.seconds).toFixed(0).padStart(7)} orders/s   ` +
      `p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms   (${run.created} orders in ${run.seconds.toFixed(1)} s)`,
  );
  console.log(
    `    not 201: ${run.notCreated}${others.length ? ` (${others.map(([code, n]) => `${code}: ${n}`).join(", ")})` : ""}` +
      `${run.result.errors ? `; ${run.result.errors} errors` : ""}${run.result.timeouts ? `; ${run.result.timeouts} timeouts` : ""}`,
  );
  if (serverCpu >= 0) {
    console.log(
      `    server CPU: ${((1000 * serverCpu) / Math.max(1, run.created)).toFixed(2)} ms per order, ${((100 * serverCpu) / run.seconds).toFixed(0)} % of one core ` +
        `(autocannon, in this process: ${((100 * clientCpu) / run.seconds).toFixed(0)} %; ${availableParallelism()} cores in all)`,
    );
  }
  const stored = countOrders() - ordersBefore;
  const mails = existsSync(OUTBOX_DIR) ? readdirSync(OUTBOX_DIR).length : 0;
  console.log(`    in the database: ${stored} new orders for ${warm.created + run.created} answers 201; ${mails} e-mails in ${OUTBOX_DIR}`);
}

/** One POST checkout per cart, each with its own Idempotency-Key; 201s per second of wall time. */
async function placeOrders(carts: { token: string; slot: { date: string; start: string } }[]) {
  let next = 0;
  const started = process.hrtime.bigint();
  // autocannon ends an `amount` run on its next one-second tick: the run lasts until the last answer, not that tick.
  let lastAnswer = started;
  const result = await autocannon({
    url: base,
    connections: Math.min(CHECKOUT_CONNECTIONS, carts.length),
    amount: carts.length,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/v1/checkout",
        setupRequest: (request) => {
          const i = next++;
          const cart = carts[i % carts.length]!;
          return {
            ...request,
            headers: { "content-type": "application/json", "cart-token": cart.token, "idempotency-key": idempotencyKey() },
            body: JSON.stringify(checkoutBody(cart.slot, i)),
          };
        },
        onResponse: () => {
          lastAnswer = process.hrtime.bigint();
        },
      },
    ],
  });
  const seconds = Number(lastAnswer - started) / 1e9;
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count ?? 0)]));
  const created = byStatus["201"] ?? 0;
  return { result, seconds, created, byStatus, notCreated: carts.length - created };
}

/** User + system CPU seconds a process has used so far (Linux /proc), or NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks (USER_HZ = 100 on Linux)
  } catch {
    return Number.NaN;
  }
}

function countOrders(): number {
  const db = new Database(SQLITE_PATH, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM orders").get() as { n: number }).n;
  } finally {
    db.close();
  }
}
