// `npm run bench -- --processes 1,2`: how the storefront scales with its worker processes. For each count N
// the production server runs with WEB_CONCURRENCY=N (node:cluster, one port) on a PostgreSQL database of its own
// (bench_<pid>_<N>, seeded by the server's first start, dropped at the end), and the bench measures the anonymous home
// page from the page cache, the product page rendered for every request (a second server on the same database with
// PAGE_CACHE_MB=0), `GET /api/v1/carts` and orders through `POST /api/v1/checkout`; the counts are measured in turn
// (1 2 1 2 for two rounds) so that a change in what else the machine runs falls on both. Bare node:http with as many
// processes, answering the home page's bytes, shows what the machine and the load generator allow at most.
// Every measurement reads the CPU each process used from /proc: the server's workers and primary, the PostgreSQL
// backends of its database, the load generator (autocannon, in this process) and the rest of the machine, since on
// a 2-core machine the load generator takes a good part of the second core.
// The last table is the one docs/deploy.md shows (what, rps with each count, the factor, CPU ms per answer).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, cpus } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { DEFAULT_FULFILMENT_SETTINGS, FULFILMENT_SETTINGS_KEY, parseFulfilmentSettings } from "../server/domain/fulfilment/settings.ts";
import { fillCarts, openSlotsFor } from "../tests/support/checkout-load.ts";
import type { BareSubject } from "./bare-server.ts";
import { get, loadAverage, median, placeOrders, startFlags, type CheckoutCart } from "./common.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 300);
const CHECKOUT_CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 50);
/** Seeded with a daily capacity: every order runs the guarded stock update as well as the slot's. */
const CAPACITY_PRODUCT = "banh-mi-hoa-cuc";
/** Where the bench makes and drops its databases (a role that may CREATE DATABASE). */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The ports the servers listen on, "first-last" (a machine shared with other runs gives each its own range). */
const PORTS = process.env.BENCH_PORTS ?? "3400-3419";
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
/** BENCH_ACCEPT_ENCODING=br (say) asks for compressed answers as a browser does (bare then answers the same bytes). */
const ASKED: Record<string, string> = process.env.BENCH_ACCEPT_ENCODING ? { "accept-encoding": process.env.BENCH_ACCEPT_ENCODING } : {};
const DATA_DIR = "data/bench-processes";
/** BENCH_ONLY=reads or checkout: one part of it. */
const ONLY = process.env.BENCH_ONLY;
const USER_HZ = 100; // clock ticks per second in /proc (USER_HZ on Linux)

/** `--processes 1,2` or `--processes=1,2` among the arguments: the list as written, or undefined without the flag. */
export function processesArgument(args: string[]): string | undefined {
  for (const [i, arg] of args.entries()) {
    if (arg === "--processes") return args[i + 1] ?? "";
    if (arg.startsWith("--processes=")) return arg.slice("--processes=".length);
  }
  return undefined;
}

interface Cluster {
  processes: number;
  label: string;
  child: ChildProcess;
  base: string;
  port: number;
  output(): string;
  exited: Promise<unknown>;
}

interface Setup {
  processes: number;
  database: string;
  server: Cluster;
  outbox: string;
}

/** CPU seconds used by each part of the machine over one measurement, and its wall time. */
interface CpuUse {
  wall: number;
  /** Each process of the server that answered (the workers; the only process when it runs without a primary). */
  workers: number[];
  /** The part of each worker's that is its main thread (JavaScript); the rest is V8's and libuv's threads (GC, gzip…). */
  mainThreads: number[];
  /** node:cluster's primary (null without one): it accepts the connections and hands them to the workers. */
  primary: number | null;
  postgres: number;
  loadGenerator: number;
  /** Everything else the machine ran meanwhile (other people's work on a shared machine, the kernel's). */
  others: number;
  machine: number;
}

interface Measured {
  rps: number;
  p99: number;
  answers: number;
  failures: number;
  cpu: CpuUse;
}

interface Row {
  what: string;
  unit: string;
  /** By process count: what each measurement gave. */
  by: Map<number, Measured[]>;
  note?: string;
}

const rows: Row[] = [];
const warnings: string[] = [];
function warn(message: string) {
  warnings.push(message);
  console.warn(`WARNING: ${message}`);
}

/** Runs the whole comparison; the exit code. */
export async function benchProcesses(list: string): Promise<number> {
  const counts = list.split(",").map((n) => Number(n.trim()));
  if (!list || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 16) || new Set(counts).size !== counts.length) {
    console.error(`--processes takes different process counts from 1 to 16 separated by commas, e.g. --processes 1,2 (not "${list}")`);
    return 2;
  }
  if (ONLY && ONLY !== "reads" && ONLY !== "checkout") {
    console.error(`with --processes, BENCH_ONLY is reads or checkout, not "${ONLY}"`);
    return 2;
  }
  const ports = portRange(PORTS);
  if (process.env.BENCH_BUILD !== "0") {
    // As `npm run bench` does: the sources as they are, in a build directory of the bench's own.
    const built = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
    if (built.status !== 0) return 1;
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.error(`PostgreSQL is not reachable at ${redact(POSTGRES_URL)} (BENCH_POSTGRES_URL): ${(error as Error).message}`);
    return 1;
  }

  const setups: Setup[] = [];
  const databases: string[] = [];
  const started: Cluster[] = [];
  const startAt = new Date();
  const loadAtStart = loadAverage();
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    console.error("\nInterrupted: stopping the servers and dropping the databases…");
    void cleanUp().then(() => process.exit(130));
  };
  async function cleanUp() {
    for (const cluster of started) await stopCluster(cluster);
    for (const database of databases) {
      await admin
        .query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
        .catch((error: Error) => warn(`could not drop ${database}: ${error.message}`));
    }
    databases.length = 0;
    await admin.end().catch(() => {});
  }
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const start = async (processes: number, database: string, outbox: string, env: Record<string, string>, label: string) => {
    const cluster = await startCluster({ processes, database, outbox, env, label, port: await nextPort(ports) });
    started.push(cluster);
    return cluster;
  };
  const stop = async (cluster: Cluster) => {
    await stopCluster(cluster);
    started.splice(started.indexOf(cluster), 1);
  };

  try {
    rmSync(DATA_DIR, { recursive: true, force: true });
    for (const processes of counts) {
      const database = `bench_${process.pid}_${processes}`;
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${database}`);
      databases.push(database);
      const outbox = `${DATA_DIR}/${database}/outbox`;
      mkdirSync(outbox, { recursive: true });
      const server = await start(processes, database, outbox, {}, "page cache on");
      setups.push({ processes, database, server, outbox });
    }
    console.log(
      `\n--processes ${counts.join(",")}: WEB_CONCURRENCY=${counts.join(", then ")} on PostgreSQL (${redact(POSTGRES_URL).replace(/\/[^/]*$/, "")}), ` +
        `build ${BUILD_DIR}; autocannon: ${CONNECTIONS} connections, ${DURATION} s a measurement after ${WARMUP_SECONDS} s of warm-up, ` +
        `${ROUNDS} rounds with the counts in turn${ASKED["accept-encoding"] ? `; Accept-Encoding: ${ASKED["accept-encoding"]}` : ""}; Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}); ` +
        `node ${startFlags().join(" ")}; load average ${loadAtStart}\n`,
    );

    if (ONLY !== "checkout") {
      const products = await publishedProducts(setups[0]!.server.base, 3);
      const slug = products[0]!.slug;
      const lines = products.map((product) => ({ product_id: product.id, quantity: 1 }));

      // The home page as an anonymous visitor gets it: from each worker's page cache once warm.
      await readSubject(setups, {
        what: "home page `/`, anonymous, page cache",
        target: (setup) => ({ cluster: setup.server, path: "/" }),
        cache: "hit",
      });

      // The yardstick: bare node:http with as many processes, answering the same bytes.
      const home = await get(setups[0]!.server.base, "/", ASKED);
      const encoding = home.headers["content-encoding"];
      const bareDir = `${DATA_DIR}/bare`;
      mkdirSync(bareDir, { recursive: true });
      writeFileSync(`${bareDir}/home`, home.body);
      const bareSubjects: BareSubject[] = [
        {
          path: "/home",
          contentType: String(home.headers["content-type"] ?? "text/html"),
          ...(encoding ? { contentEncoding: encoding } : {}),
          file: `${bareDir}/home`,
        },
      ];
      writeFileSync(`${bareDir}/subjects.json`, JSON.stringify(bareSubjects));
      const bares = new Map<number, Cluster>();
      try {
        for (const processes of counts) {
          const bare = await startBare(processes, `${bareDir}/subjects.json`, await nextPort(ports));
          started.push(bare);
          bares.set(processes, bare);
        }
        await readSubject(setups, {
          what: `bare node:http, the home page's ${(home.body.length / 1024).toFixed(0)} KB${encoding ? ` (${encoding})` : ""} from memory (the machine's ceiling)`,
          target: (setup) => ({ cluster: bares.get(setup.processes)!, path: "/home" }),
          postgres: false,
        });
      } finally {
        for (const bare of bares.values()) await stop(bare);
      }

      // A visitor's cart of three lines, on each database.
      const tokens = new Map<number, string>();
      for (const setup of setups) tokens.set(setup.processes, (await fillCarts(setup.server.base, 1, lines))[0]!);
      await readSubject(setups, {
        what: `\`GET /api/v1/carts\` (${lines.length} lines)`,
        target: (setup) => ({ cluster: setup.server, path: "/api/v1/carts", headers: { "cart-token": tokens.get(setup.processes)! } }),
      });

      // The product page rendered for every request: the same anonymous page with the page cache off (PAGE_CACHE_MB=0)
      // renders exactly what a cache miss renders, where a personal cookie would add a session's work.
      const uncached = new Map<number, Cluster>();
      try {
        for (const setup of setups)
          uncached.set(
            setup.processes,
            await start(setup.processes, setup.database, setup.outbox, { PAGE_CACHE_MB: "0" }, "PAGE_CACHE_MB=0"),
          );
        await readSubject(setups, {
          what: `product page \`/${slug}\` rendered (PAGE_CACHE_MB=0)`,
          target: (setup) => ({ cluster: uncached.get(setup.processes)!, path: `/${slug}` }),
          cache: "bypass",
        });
      } finally {
        for (const cluster of uncached.values()) await stop(cluster);
      }
    }
    if (ONLY !== "reads") await checkoutSubject(setups);
  } catch (error) {
    if (interrupted) return 130;
    console.error(error);
    for (const cluster of started) console.error(`\n${cluster.label}, its last output:\n${cluster.output().slice(-3000)}`);
    warn(`the run stopped: ${(error as Error).message}`);
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
    if (!interrupted) await cleanUp();
  }
  printTables(counts, startAt, loadAtStart);
  return warnings.length ? 1 : 0;
}

/** One read, measured with each process count in turn (1 2 1 2…) after a warm-up of each. */
async function readSubject(
  setups: Setup[],
  subject: {
    what: string;
    target: (setup: Setup) => { cluster: Cluster; path: string; headers?: Record<string, string> };
    /** What X-Page-Cache must say: a page from the cache (checked before and after), or rendered. */
    cache?: "hit" | "bypass";
    /** Whether the target uses the setup's database (the bare server does not). */
    postgres?: boolean;
  },
) {
  console.log(`\n${subject.what}`);
  const row: Row = { what: subject.what, unit: "rps", by: new Map() };
  rows.push(row);
  for (const setup of setups) {
    const { cluster, path, headers } = subject.target(setup);
    const first = await get(cluster.base, path, { ...ASKED, ...headers });
    if (first.status !== 200)
      throw new Error(`GET ${path} with ${cluster.label} answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
    await load(cluster.base + path, headers, WARMUP_SECONDS);
    if (subject.cache) await checkCache(row, cluster, path, subject.cache, "before the measurement");
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const setup of setups) {
      const { cluster, path, headers } = subject.target(setup);
      const before = cpuNow(cluster, subject.postgres === false ? null : setup.database);
      const result = await load(cluster.base + path, headers, DURATION);
      const cpu = cpuBetween(before, cpuNow(cluster, subject.postgres === false ? null : setup.database));
      const measured: Measured = { ...result, cpu };
      if (result.failures) warn(`${subject.what}, ${plural(setup.processes)}: ${result.failures} errors or answers other than 2xx`);
      row.by.set(setup.processes, [...(row.by.get(setup.processes) ?? []), measured]);
      console.log(`  ${plural(setup.processes).padEnd(11)} round ${round}: ${describe(measured, "rps")}`);
    }
  }
  for (const setup of setups) {
    const { cluster, path } = subject.target(setup);
    if (subject.cache) await checkCache(row, cluster, path, subject.cache, "after the measurement");
  }
}

/**
 * X-Page-Cache on fresh connections (node:cluster hands each new one to the next worker, so every worker answers
 * some): all must say `expected`.
 */
async function checkCache(row: Row, cluster: Cluster, path: string, expected: string, when: string) {
  const seen: string[] = [];
  for (let i = 0; i < 2 * cluster.processes + 2; i++)
    seen.push(String((await get(cluster.base, path, ASKED)).headers["x-page-cache"] ?? "(none)"));
  const wrong = seen.filter((state) => state !== expected);
  if (wrong.length) {
    row.note = `X-Page-Cache not always ${expected}`;
    warn(
      `${row.what}, ${cluster.label}: X-Page-Cache ${wrong.join(", ")} in ${wrong.length} of ${seen.length} answers ${when}, not ${expected}`,
    );
  }
}

/** Orders per second: the carts made beforehand through the API on each database, then one POST checkout each. */
async function checkoutSubject(setups: Setup[]) {
  const total = WARMUP_ORDERS + ORDERS;
  const what = `checkout, \`POST /api/v1/checkout\` (${CHECKOUT_CONNECTIONS} connections)`;
  console.log(`\n${what}: pay at pickup, slot and daily capacity checked; ${WARMUP_ORDERS} orders to warm up, then ${ORDERS} measured`);
  const row: Row = { what, unit: "orders/s", by: new Map() };
  rows.push(row);
  const carts = new Map<number, CheckoutCart[]>();
  for (const setup of setups) {
    // The bench's shop takes 1000 orders a slot (the most the settings allow) and a million loaves a day, so no answer
    // is "sold out" or "slot full".
    const productId = await tuneShop(setup.database, { ordersPerSlot: 1000, capacity: { [CAPACITY_PRODUCT]: 1_000_000 } });
    const preparing = Date.now();
    const tokens = await fillCarts(setup.server.base, total, [{ product_id: productId, quantity: 1 }]);
    const slots = await openSlotsFor(setup.server.base, tokens[0]!);
    const room = slots.reduce((sum, slot) => sum + slot.remaining, 0);
    if (room < total) throw new Error(`the open slots take ${room} orders, fewer than the ${total} to place`);
    carts.set(
      setup.processes,
      tokens.map((token, i) => ({ token, slot: slots[i % slots.length]! })),
    );
    console.log(
      `  ${plural(setup.processes).padEnd(11)} ${total} carts made in ${((Date.now() - preparing) / 1000).toFixed(1)} s, spread over ${slots.length} slots`,
    );
  }
  for (const setup of setups) {
    const mine = carts.get(setup.processes)!;
    const ordersBefore = await countOrders(setup.database);
    const warm = await placeOrders(setup.server.base, mine.slice(0, WARMUP_ORDERS), CHECKOUT_CONNECTIONS);
    const before = cpuNow(setup.server, setup.database);
    const run = await placeOrders(setup.server.base, mine.slice(WARMUP_ORDERS), CHECKOUT_CONNECTIONS);
    const cpu = cpuBetween(before, cpuNow(setup.server, setup.database));
    const measured: Measured = {
      rps: run.created / run.seconds,
      p99: run.result.latency.p99,
      answers: run.created,
      failures: run.notCreated,
      cpu,
    };
    row.by.set(setup.processes, [measured]);
    const stored = (await countOrders(setup.database)) - ordersBefore;
    const others = Object.entries(run.byStatus).filter(([code]) => code !== "201");
    console.log(`  ${plural(setup.processes).padEnd(11)} ${describe(measured, "orders/s")}`);
    console.log(
      `  ${"".padEnd(11)} ${run.created} orders in ${run.seconds.toFixed(1)} s; not 201: ${run.notCreated}` +
        `${others.length ? ` (${others.map(([code, n]) => `${code}: ${n}`).join(", ")})` : ""}; in the database: ${stored} new orders for ` +
        `${warm.created + run.created} answers 201`,
    );
    if (run.notCreated) warn(`checkout, ${plural(setup.processes)}: ${run.notCreated} of ${ORDERS} orders not placed`);
    if (stored !== warm.created + run.created)
      warn(`checkout, ${plural(setup.processes)}: ${stored} orders stored for ${warm.created + run.created} answers 201`);
  }
}

/** autocannon against one URL for `seconds`. */
async function load(url: string, headers: Record<string, string> | undefined, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { ...ASKED, ...headers } });
  return { rps: result.requests.average, p99: result.latency.p99, answers: result.requests.total, failures: result.errors + result.non2xx };
}

// ---- CPU, from /proc ----

interface CpuSnapshot {
  at: bigint;
  /** The server's processes (its primary first) by pid: CPU seconds so far. */
  server: Map<number, number>;
  /** The server's processes' main threads, by pid. */
  mainThreads: Map<number, number>;
  root: number;
  postgres: Map<number, number>;
  loadGenerator: number;
  machine: number;
}

function cpuNow(cluster: Cluster, database: string | null): CpuSnapshot {
  const table = processTable();
  const root = cluster.child.pid!;
  const server = new Map<number, number>();
  const mainThreads = new Map<number, number>();
  for (const pid of [root, ...workersOf(root, table)]) {
    server.set(pid, table.get(pid)?.cpu ?? 0);
    mainThreads.set(pid, cpuOf(`/proc/${pid}/task/${pid}/stat`));
  }
  const postgres = new Map<number, number>();
  if (database) {
    // A backend's title: "postgres: [<cluster>: ]<user> <database> <client> <state>" (the database's name is the run's own).
    for (const [pid, entry] of table)
      if (entry.command.startsWith("postgres: ") && entry.command.split(/\s+/).includes(database)) postgres.set(pid, entry.cpu);
  }
  const usage = process.cpuUsage();
  return {
    at: process.hrtime.bigint(),
    server,
    mainThreads,
    root,
    postgres,
    loadGenerator: (usage.user + usage.system) / 1e6,
    machine: machineBusy(),
  };
}

function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  const delta = (pid: number, a: Map<number, number>, b: Map<number, number>) => (b.get(pid) ?? 0) - (a.get(pid) ?? 0);
  const children = [...after.server.keys()].filter((pid) => pid !== after.root);
  const primary = children.length ? delta(after.root, before.server, after.server) : null;
  const serving = children.length ? children : [after.root];
  const workers = serving.map((pid) => delta(pid, before.server, after.server));
  const mainThreads = serving.map((pid) => delta(pid, before.mainThreads, after.mainThreads));
  const postgres = [...after.postgres.keys()].reduce((sum, pid) => sum + delta(pid, before.postgres, after.postgres), 0);
  const loadGenerator = after.loadGenerator - before.loadGenerator;
  const machine = after.machine - before.machine;
  const known = (primary ?? 0) + workers.reduce((a, b) => a + b, 0) + postgres + loadGenerator;
  return {
    wall: Number(after.at - before.at) / 1e9,
    workers,
    mainThreads,
    primary,
    postgres,
    loadGenerator,
    machine,
    others: Math.max(0, machine - known),
  };
}

interface ProcessEntry {
  ppid: number;
  /** The executable's name (/proc/<pid>/stat's second field). */
  name: string;
  /** When it started, in clock ticks after boot: with the pid, names this very process (a pid is reused after it ends). */
  started: number;
  cpu: number;
  command: string;
}

/** Every process we may read: its parent, CPU seconds (user + system) and command line. */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.replace(/^.*\) /, "").split(" ");
      const command = readFileSync(`/proc/${name}/cmdline`, "utf8").replace(/\0+$/, "").replaceAll("\0", " ");
      const executable = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      table.set(Number(name), {
        ppid: Number(fields[1]),
        name: executable,
        started: Number(fields[19]),
        cpu: (Number(fields[11]) + Number(fields[12])) / USER_HZ,
        command,
      });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return table;
}

function descendantsOf(root: number, table: Map<number, ProcessEntry>): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, entry] of table) {
      if (entry.ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** User + system CPU seconds in a /proc stat file (a process's or a thread's); 0 when it is gone. */
function cpuOf(statFile: string): number {
  try {
    const fields = readFileSync(statFile, "utf8")
      .replace(/^.*\) /, "")
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  } catch {
    return 0;
  }
}

/** The node:cluster workers under `root`: its node children (not, say, the esbuild service tsx runs beside bare-server.ts). */
function workersOf(root: number, table: Map<number, ProcessEntry>): number[] {
  const node = table.get(root)?.name;
  return [...table].filter(([, entry]) => entry.ppid === root && entry.name === node).map(([pid]) => pid);
}

/** CPU seconds the whole machine has been busy (every core; /proc/stat's first line less idle and iowait). */
function machineBusy(): number {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / USER_HZ;
}

// ---- servers ----

/** The production build with WEB_CONCURRENCY=`processes` on `database`, listening on `port` of 127.0.0.1. */
async function startCluster(options: {
  processes: number;
  database: string;
  outbox: string;
  env: Record<string, string>;
  label: string;
  port: number;
}) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATABASE_URL: databaseUrl(options.database),
    WEB_CONCURRENCY: String(options.processes),
    OUTBOX_DIR: options.outbox,
    UPLOADS_DIR: `${DATA_DIR}/${options.database}/uploads`,
    PRIVATE_UPLOADS_DIR: `${DATA_DIR}/${options.database}/private`,
    CART_LIMIT_PER_HOUR: "1000000",
    CHECKOUT_LIMIT_PER_HOUR: "1000000",
    ...options.env,
  };
  // On PostgreSQL alone unless asked: BENCH_REDIS_URL gives the servers Redis for their rate limits and content changes.
  delete env.REDIS_URL;
  delete env.SQLITE_PATH;
  if (process.env.BENCH_REDIS_URL) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  const label = `${plural(options.processes)}, ${options.label}`;
  const child = spawn(process.execPath, [...startFlags(), `${BUILD_DIR}/server-main.js`], { env, stdio: ["ignore", "pipe", "pipe"] });
  const cluster = watch(child, options.processes, label, options.port);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${label}: the server exited before answering /healthz:\n${cluster.output()}`);
    const ok = await fetch(`${cluster.base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stopCluster(cluster);
      throw new Error(`${label}: no answer from /healthz within 120 s:\n${cluster.output()}`);
    }
    await sleep(200);
  }
  if (options.processes > 1) {
    // Each worker starts on its own; the first one up answers /healthz. Wait for the others' processes.
    const until = Date.now() + 30_000;
    while (workersOf(child.pid!, processTable()).length < options.processes && Date.now() < until) await sleep(200);
    const found = workersOf(child.pid!, processTable()).length;
    if (found < options.processes)
      warn(`${label}: ${found} worker processes instead of ${options.processes} (does this build read WEB_CONCURRENCY?)`);
    await sleep(2_000); // their start-up (the database pool, the build) before the warm-up
  }
  console.log(`${label}: pid ${child.pid}, ${cluster.base}, ${describeTree(child.pid!)}`);
  return cluster;
}

/** bench/bare-server.ts with `processes` processes (node:cluster workers for more than one). */
async function startBare(processes: number, config: string, port: number): Promise<Cluster> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", config, String(port)], {
    env: { ...process.env, BARE_PROCESSES: processes > 1 ? String(processes) : "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const bare = watch(child, processes, `bare node:http, ${plural(processes)}`, port);
  const until = Date.now() + 30_000;
  while (!/listening \d+/.test(bare.output())) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`${bare.label} did not start:\n${bare.output()}`);
    await sleep(100);
  }
  return bare;
}

function watch(child: ChildProcess, processes: number, label: string, port: number): Cluster {
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return { processes, label, child, base: `http://127.0.0.1:${port}`, port, output: () => output, exited };
}

/**
 * SIGTERM (the server shuts down as one), then SIGKILL to what is left of it after 60 s: a server that took thousands
 * of orders sends their e-mails from the outbox before it exits (order-outbox.ts's stop), which takes a while.
 */
async function stopCluster(cluster: Cluster) {
  const pid = cluster.child.pid!;
  const table = processTable();
  const workers = new Set(workersOf(pid, table));
  const tree = descendantsOf(pid, table);
  if (cluster.child.exitCode === null && cluster.child.signalCode === null) {
    cluster.child.kill("SIGTERM");
    const done = await Promise.race([cluster.exited.then(() => true), sleep(60_000).then(() => false)]);
    if (!done) {
      warn(`${cluster.label} did not stop within 60 s of SIGTERM: killed`);
      cluster.child.kill("SIGKILL");
      await cluster.exited;
    }
  }
  if (tree.length) await sleep(1_000); // the workers' own exit, and tsx's esbuild service noticing its parent gone
  const now = processTable();
  for (const left of tree) {
    if (now.get(left)?.started !== table.get(left)?.started) continue; // gone with its primary, as it should be
    try {
      process.kill(left, "SIGKILL");
      if (workers.has(left)) warn(`${cluster.label}: worker ${left} outlived its primary: killed`);
    } catch {
      // gone with its primary, as it should be
    }
  }
}

function describeTree(root: number) {
  const children = workersOf(root, processTable());
  return children.length
    ? `primary ${root} and ${children.length} worker${children.length === 1 ? "" : "s"} (${children.join(", ")})`
    : "one process, no primary";
}

// ---- the database ----

function databaseUrl(database: string) {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

function redact(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

async function withDatabase<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** As tests/support/checkout-load.ts's tuneShop does on SQLite: room for every order; the capacity product's id. */
async function tuneShop(database: string, options: { ordersPerSlot: number; capacity: Record<string, number> }): Promise<number> {
  return withDatabase(database, async (client) => {
    const row = (
      await client.query<{ value_json: string }>("SELECT value_json FROM shop_settings WHERE key = $1", [FULFILMENT_SETTINGS_KEY])
    ).rows[0];
    const current = row ? parseFulfilmentSettings(row.value_json) : DEFAULT_FULFILMENT_SETTINGS;
    const next = JSON.stringify(parseFulfilmentSettings(JSON.stringify({ ...current, orders_per_slot: options.ordersPerSlot })));
    await client.query(
      "INSERT INTO shop_settings (key, value_json, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at",
      [FULFILMENT_SETTINGS_KEY, next, new Date().toISOString()],
    );
    let id = 0;
    for (const [slug, capacity] of Object.entries(options.capacity)) {
      const product = (
        await client.query<{ id: number }>("UPDATE products SET daily_capacity = $1 WHERE slug = $2 RETURNING id", [capacity, slug])
      ).rows[0];
      if (!product) throw new Error(`no product "${slug}" in the seeded catalogue`);
      id = Number(product.id);
    }
    return id;
  });
}

async function countOrders(database: string): Promise<number> {
  return withDatabase(database, async (client) =>
    Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM orders")).rows[0]!.n),
  );
}

async function publishedProducts(base: string, count: number) {
  const answer = await get(base, `/api/v1/products?per_page=${count}`);
  if (answer.status !== 200) throw new Error(`GET /api/v1/products answered ${answer.status}`);
  const items = (JSON.parse(answer.body.toString()) as { data: { items: { id: number; slug: string }[] } }).data.items;
  if (items.length < count) throw new Error(`the seeded catalogue lists ${items.length} products, fewer than ${count}`);
  return items;
}

// ---- ports ----

function portRange(range: string): number[] {
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (!match) throw new Error(`BENCH_PORTS is "first-last", e.g. 3400-3419 (not "${range}")`);
  const ports: number[] = [];
  for (let port = Number(match[1]); port <= Number(match[2]); port++) ports.push(port);
  return ports;
}

/** The next port of the range that nothing listens on (taken from the list: each server of the run gets its own). */
async function nextPort(ports: number[]): Promise<number> {
  while (ports.length) {
    const port = ports.shift()!;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port left in BENCH_PORTS (${PORTS})`);
}

// ---- the report ----

function plural(processes: number) {
  return `${processes} process${processes === 1 ? "" : "es"}`;
}

function percent(seconds: number, wall: number) {
  return `${((100 * seconds) / wall).toFixed(0)} %`;
}

function describe(m: Measured, unit: string) {
  const { cpu } = m;
  const server = cpu.workers.reduce((a, b) => a + b, 0) + (cpu.primary ?? 0);
  return (
    `${m.rps.toFixed(0).padStart(6)} ${unit}, p99 ${String(m.p99).padStart(4)} ms${m.failures ? ` (${m.failures} failed)` : ""}; ` +
    `CPU (% of one core): server ${cpu.workers.map((w, i) => `${percent(w, cpu.wall)} (main thread ${percent(cpu.mainThreads[i]!, cpu.wall)})`).join(" + ")}${cpu.primary === null ? "" : ` + primary ${percent(cpu.primary, cpu.wall)}`}` +
    ` = ${msPer(server, m.answers)} ms an answer, PostgreSQL ${percent(cpu.postgres, cpu.wall)}, load generator ${percent(cpu.loadGenerator, cpu.wall)}, ` +
    `others ${percent(cpu.others, cpu.wall)}; machine ${percent(cpu.machine, cpu.wall)} of ${100 * availableParallelism()} %`
  );
}

function msPer(seconds: number, answers: number) {
  return ((1000 * seconds) / Math.max(1, answers)).toFixed(2);
}

/** The measurements of one count summed: CPU seconds by part, answers, wall time. */
function total(measurements: Measured[]) {
  const sum = (pick: (cpu: CpuUse) => number) => measurements.reduce((s, m) => s + pick(m.cpu), 0);
  return {
    rps: median(measurements.map((m) => m.rps)),
    answers: measurements.reduce((s, m) => s + m.answers, 0),
    wall: sum((c) => c.wall),
    workers: sum((c) => c.workers.reduce((a, b) => a + b, 0)),
    perWorker: measurements[0]!.cpu.workers.map((_, i) => sum((c) => c.workers[i] ?? 0)),
    perMainThread: measurements[0]!.cpu.workers.map((_, i) => sum((c) => c.mainThreads[i] ?? 0)),
    primary: measurements.some((m) => m.cpu.primary !== null) ? sum((c) => c.primary ?? 0) : null,
    postgres: sum((c) => c.postgres),
    loadGenerator: sum((c) => c.loadGenerator),
    others: sum((c) => c.others),
    machine: sum((c) => c.machine),
  };
}

function printTables(counts: number[], startAt: Date, loadAtStart: string) {
  if (!rows.length) return;
  const time = (date: Date) => date.toISOString().slice(11, 16);
  console.log(
    `\n${startAt.toISOString().slice(0, 10)} ${time(startAt)}–${time(new Date())} UTC, load average ${loadAtStart} at the start, ` +
      `${loadAverage()} at the end (1 / 5 / 15 min); ${availableParallelism()} cores`,
  );
  const [first, ...more] = counts;
  console.log(
    `\n| what | ${counts.map((n) => `${plural(n)} rps`).join(" | ")} | ${more.map((n) => `factor (${n} vs ${first})`).join(" | ")} | CPU ms/answer (${counts.join(" / ")}) |`,
  );
  console.log(`|---|${counts.map(() => "---:").join("|")}|${more.map(() => "---:").join("|")}|---|`);
  for (const row of rows) {
    const totals = new Map(counts.map((n) => [n, row.by.has(n) ? total(row.by.get(n)!) : undefined]));
    const rps = counts.map((n) => (totals.get(n) ? `${totals.get(n)!.rps.toFixed(0)}${row.unit === "rps" ? "" : ` ${row.unit}`}` : "—"));
    const factors = more.map((n) => {
      const a = totals.get(first!);
      const b = totals.get(n);
      return a && b && a.rps ? `${(b.rps / a.rps).toFixed(2)} ×` : "—";
    });
    const server = counts
      .map((n) => (totals.get(n) ? msPer(totals.get(n)!.workers + (totals.get(n)!.primary ?? 0), totals.get(n)!.answers) : "—"))
      .join(" / ");
    const postgres = counts.map((n) => (totals.get(n) ? msPer(totals.get(n)!.postgres, totals.get(n)!.answers) : "—"));
    const withPostgres = postgres.some((ms) => ms !== "—" && Number(ms) >= 0.01) ? `, + PostgreSQL ${postgres.join(" / ")}` : "";
    console.log(
      `| ${row.what}${row.note ? ` (${row.note})` : ""} | ${rps.join(" | ")} | ${factors.join(" | ")} | ${server}${withPostgres} |`,
    );
  }

  console.log(
    `\nWhere the CPU went during the measurements (% of one core, averaged over them; ${100 * availableParallelism()} % in all):`,
  );
  // What the answers themselves cost (the server, its database, the load generator): with every core for them, at most
  // cores ÷ that cost per second — the most a count of processes can give on this machine with the load generator on it.
  const cores = availableParallelism();
  console.log(
    `\n| what | processes | server, each process (its main thread) | primary | PostgreSQL | load generator (autocannon) | everything else | machine busy | ` +
      `CPU ms an answer: server + PostgreSQL + load generator | ${cores} cores allow at most |`,
  );
  console.log(`|---|---:|---|---:|---:|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    for (const n of counts) {
      const measurements = row.by.get(n);
      if (!measurements) continue;
      const t = total(measurements);
      const all = t.workers + (t.primary ?? 0) + t.postgres + t.loadGenerator;
      console.log(
        `| ${row.what} | ${n} | ${t.perWorker.map((w, i) => `${percent(w, t.wall)} (${percent(t.perMainThread[i]!, t.wall)})`).join(" + ")} | ${t.primary === null ? "—" : percent(t.primary, t.wall)} | ` +
          `${percent(t.postgres, t.wall)} | ${percent(t.loadGenerator, t.wall)} | ${percent(t.others, t.wall)} | ${percent(t.machine, t.wall)} | ` +
          `${msPer(all, t.answers)} | ${((cores * t.answers) / all).toFixed(0)}${row.unit === "rps" ? "" : ` ${row.unit}`} |`,
      );
    }
  }
  if (warnings.length) console.log(`\n${warnings.length} warning(s):\n${warnings.map((w) => `- ${w}`).join("\n")}`);
}

function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
