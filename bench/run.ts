// `npm run bench`: the performance table, each figure against its goal, measured in one run on loopback against bare
// node:http (bench/bare-server.ts, its own process) answering each subject's very bytes and Content-Type from memory —
// the home page and a product page from the page cache, the product page rendered (a second server with
// PAGE_CACHE_MB=0), a cart and the product list from the API; the server's memory; the first load's JavaScript and
// CSS; orders per second through POST /api/v1/checkout on SQLite with its capacity checks; Lighthouse
// (bench/lighthouse.ts) when it is there.
// Each subject is measured A B A B (storefront, bare, storefront, bare) after a warm-up of each, and the medians compared.
// A benchmark, not a test: on a shared machine, read the ratios rather than the absolute figures.
//
// BENCH_ONLY=reads | checkout | mixed | uploads | lighthouse runs one part; BENCH_PROFILE=1 also profiles the rendered product page under
// load (node --cpu-prof) and prints its top ten by self time (bench/profile-summary.ts); BENCH_ACCEPT_ENCODING=br asks
// for compressed answers (bare then answers the same compressed bytes). docs/performance.md lists the other knobs.
// `npm run bench -- --processes 1,2` is another bench: the server with one worker process and with two, on PostgreSQL
// (bench/processes.ts).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { openDb } from "../server/db/index.ts";
import { fillCarts, openSlotsFor, registerCustomerAt, startServer, tuneShop, type ServerProcess } from "../tests/support/checkout-load.ts";
import { configureProduct } from "../tests/support/configurations.ts";
import type { BareSubject } from "./bare-server.ts";
import { cpuSeconds, get, loadAverage, median, placeOrders, startFlags } from "./common.ts";
import { checkoutsFor, runMixed, type MixedCart, type MixedResult } from "./mixed.ts";
import { benchProcesses, processesArgument } from "./processes.ts";
import { formatSummary, summariseProfile } from "./profile-summary.ts";

// `npm run bench -- --processes 1,2`: the same server with WEB_CONCURRENCY=1, then 2, on PostgreSQL (bench/processes.ts).
const processCounts = processesArgument(process.argv.slice(2));
if (processCounts !== undefined) process.exit(await benchProcesses(processCounts));

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** How many times each subject and its bare are measured, interleaved (A B A B for 2); the medians are compared. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PARTS = ["reads", "checkout", "mixed", "uploads", "lighthouse"] as const;
const ONLY = process.env.BENCH_ONLY;
if (ONLY && !(PARTS as readonly string[]).includes(ONLY)) {
  console.error(`BENCH_ONLY is one of ${PARTS.join(", ")}, not "${ONLY}"`);
  process.exit(2);
}
/** BENCH_ACCEPT_ENCODING=br (say) asks for compressed answers as a browser does; by default autocannon asks for none. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
const runs = (part: (typeof PARTS)[number]) => !ONLY || ONLY === part;
const PROFILE = process.env.BENCH_PROFILE === "1";
// The checkout scenario: BENCH_ORDERS measured orders after BENCH_WARMUP_ORDERS unmeasured ones, BENCH_CHECKOUT_CONNECTIONS at once.
const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 300);
const CHECKOUT_CONNECTIONS = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 50);
// The mixed open-loop scenario: BENCH_MIXED_RATE requests a second for BENCH_MIXED_SECONDS, then the rate stepped up by
// BENCH_MIXED_STEP a second, BENCH_MIXED_STEP_SECONDS each, while p99 stays under MIXED_P99_MS (BENCH_MIXED_STEPS=0: no steps).
const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 400);
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const MIXED_STEP = Number(process.env.BENCH_MIXED_STEP ?? 200);
const MIXED_STEP_SECONDS = Number(process.env.BENCH_MIXED_STEP_SECONDS ?? 15);
const MIXED_STEPS = Number(process.env.BENCH_MIXED_STEPS ?? 10);
const MIXED_P99_MS = 100;
/** The goal of the first, fixed-rate run: p99 under 50 ms with no error (the steps after it look for the 100 ms line). */
const MIXED_GOAL_P99_MS = 50;
/** Given 3 options (5 × 5 × 4 values): 100 variants, the most the back office allows a product. */
const MANY_VARIANTS_PRODUCT = "pandan-chiffon-cake";
/** Seeded with a daily capacity: every order runs the guarded stock update as well as the slot's. */
const CAPACITY_PRODUCT = "banh-mi-hoa-cuc";
const DATA_DIR = "data/bench";
const SQLITE_PATH = `${DATA_DIR}/bakery.sqlite`;
const OUTBOX_DIR = `${DATA_DIR}/outbox`;
/** The node flags `npm start` runs the server with (package.json's start script: the heap ceiling), for every server here. */
const START_FLAGS = startFlags();
const SERVER_ENV = { SQLITE_PATH, OUTBOX_DIR, LOG_LEVEL: "silent", CART_LIMIT_PER_HOUR: "1000000", CHECKOUT_LIMIT_PER_HOUR: "1000000" };

/** The table's rows, printed at the end. */
interface Row {
  what: string;
  measured: string;
  p99?: string;
  bare?: string;
  ratio?: string;
  goal: string;
  met?: boolean;
}
const rows: Row[] = [];
const warnings: string[] = [];
function warn(message: string) {
  warnings.push(message);
  console.warn(`WARNING: ${message}`);
}

// The production build of the sources as they are now, in a directory of the bench's own (BUILD_DIR, as parallel e2e
// runs do: a build/ another run is serving is left alone), on a fresh database, on a free port of 127.0.0.1.
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
if (ONLY === "uploads") {
  // The upload pipeline runs in the bench's child process, from the sources: no build, no server.
  uploadsScenario();
  printTable();
  process.exit(0);
}
const built = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
if (built.status !== 0) process.exit(1);
if (ONLY === "lighthouse" && !PROFILE) {
  lighthouse();
  printTable();
  process.exit(0);
}
rmSync(DATA_DIR, { recursive: true, force: true });
const server = await startServer({
  args: [...START_FLAGS, `${BUILD_DIR}/server-main.js`],
  env: SERVER_ENV,
  timeoutMs: 60_000,
});
const base = server.base;
console.log(
  `\nautocannon: ${CONNECTIONS} connections, ${DURATION} s a measurement after ${WARMUP_SECONDS} s of warm-up, ` +
    `${ROUNDS} rounds interleaved with bare node:http; Node ${process.version}, ${availableParallelism()} cores; ` +
    `PAGE_CACHE_MB=${process.env.PAGE_CACHE_MB ?? "(the server's default)"}; node ${START_FLAGS.join(" ")}; load average ${loadAverage()}\n`,
);

try {
  if (runs("reads")) await readScenarios();
  if (PROFILE) await profileScenario();
  if (runs("checkout")) await checkoutScenario();
  if (runs("mixed")) await mixedScenario();
} finally {
  await stop(server);
}
// After the server has stopped: the uploads run in a process of their own, Lighthouse starts its own server.
if (runs("uploads")) uploadsScenario();
if (runs("lighthouse")) lighthouse();
printTable();

interface Subject {
  key: string;
  what: string;
  server: ServerProcess;
  path: string;
  headers?: Record<string, string>;
  /**
   * Served from the page cache (the bench checks X-Page-Cache: hit), or rendered each time: with the cache off, or for
   * a signed-in customer ("personal": the cache is bypassed, X-Page-Cache must not say hit).
   */
  cache?: "hit" | "off" | "personal";
  /** Set when a page meant to come from the cache did not (no X-Page-Cache: hit). */
  missed?: boolean;
  /** `cpu`: the most milliseconds of the server's CPU an answer may take. */
  goal: { ratio: number; p99?: number; cpu?: number };
}

/** Pages and API reads, each against bare node:http serving its bytes; the server's memory; the first load. */
async function readScenarios() {
  const manySlug = await configureManyVariants();
  // The same database: the seed is there already, and nothing the reads do changes what a page shows.
  const uncached = await startServer({
    args: [...START_FLAGS, `${BUILD_DIR}/server-main.js`],
    env: { ...SERVER_ENV, PAGE_CACHE_MB: "0" },
    timeoutMs: 60_000,
  });
  let bare: ServerProcess | null = null;
  const peak = watchMemory([server, uncached]);
  try {
    const products = await publishedProducts(3);
    const slug = products[0]!.slug;
    const [cartToken] = await fillCarts(
      base,
      1,
      products.map((product) => ({ product_id: product.id, quantity: 1 })),
    );
    const asked = ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : undefined;
    // A customer signed in through the API: the session cookie makes every page personal, so the page cache is bypassed.
    const signedIn = { ...asked, cookie: `auth_token=${await registerCustomerAt(base, 4242)}` };
    const subjects: Subject[] = [
      { key: "home", what: "home page `/` cached", server, path: "/", headers: asked, cache: "hit", goal: { ratio: 0.5, p99: 50 } },
      {
        key: "product",
        what: `product page \`/${slug}\` cached`,
        server,
        path: `/${slug}`,
        headers: asked,
        cache: "hit",
        goal: { ratio: 0.5 },
      },
      {
        key: "product-render",
        what: "product page uncached render",
        server: uncached,
        path: `/${slug}`,
        headers: asked,
        cache: "off",
        goal: { ratio: 0.1 },
      },
      {
        key: "product-100",
        what: `product page \`/${manySlug}\` (100 variants × 3 options) cached`,
        server,
        path: `/${manySlug}`,
        headers: asked,
        cache: "hit",
        goal: { ratio: 0.5 },
      },
      {
        key: "product-100-render",
        what: "product page (100 variants × 3 options) uncached render",
        server: uncached,
        path: `/${manySlug}`,
        headers: asked,
        cache: "off",
        goal: { ratio: 0.1 },
      },
      {
        key: "home-signed-in",
        what: "home page `/` signed in (rendered: the page cache bypassed)",
        server,
        path: "/",
        headers: signedIn,
        cache: "personal",
        goal: { ratio: 0.1, cpu: 3 },
      },
      {
        key: "product-signed-in",
        what: `product page \`/${slug}\` signed in (rendered)`,
        server,
        path: `/${slug}`,
        headers: signedIn,
        cache: "personal",
        goal: { ratio: 0.1, cpu: 3 },
      },
      {
        key: "cart",
        what: `\`GET /api/v1/carts\` (${products.length} lines)`,
        server,
        path: "/api/v1/carts",
        headers: { ...asked, "cart-token": cartToken! },
        goal: { ratio: 0.3 },
      },
      { key: "products", what: "`GET /api/v1/products`", server, path: "/api/v1/products", headers: asked, goal: { ratio: 0.3 } },
    ];

    // Each subject's bytes as autocannon gets them, for the bare server to answer.
    const bareDir = `${DATA_DIR}/bare`;
    mkdirSync(bareDir, { recursive: true });
    const bareSubjects: BareSubject[] = [];
    for (const subject of subjects) {
      const answer = await answerOf(subject);
      const file = `${bareDir}/${subject.key}`;
      writeFileSync(file, answer.body);
      const contentType = String(answer.headers["content-type"] ?? "application/octet-stream");
      const contentEncoding = answer.headers["content-encoding"];
      bareSubjects.push({ path: `/${subject.key}`, contentType, ...(contentEncoding ? { contentEncoding } : {}), file });
      console.log(`${subject.what}: ${answer.body.length} bytes, ${contentType}${contentEncoding ? `, ${contentEncoding}` : ""}`);
    }
    writeFileSync(`${bareDir}/subjects.json`, JSON.stringify(bareSubjects));
    bare = await startBare(`${bareDir}/subjects.json`);

    let served = 0;
    for (const subject of subjects) {
      const target = `${subject.server.base}${subject.path}`;
      const yardstick = `${bare.base}/${subject.key}`;
      await load(target, subject.headers, WARMUP_SECONDS);
      await load(yardstick, subject.headers, WARMUP_SECONDS);
      const mine: Measurement[] = [];
      let cpu = 0; // the server's CPU seconds in the measured rounds
      let bareCpu = 0;
      const theirs: Measurement[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const cpuBefore = cpuSeconds(subject.server.child.pid);
        mine.push(await load(target, subject.headers));
        cpu += cpuSeconds(subject.server.child.pid) - cpuBefore;
        const bareBefore = cpuSeconds(bare.child.pid);
        theirs.push(await load(yardstick, subject.headers));
        bareCpu += cpuSeconds(bare.child.pid) - bareBefore;
        console.log(`  ${subject.what} — round ${round + 1}: ${describe(mine.at(-1)!)} | bare ${describe(theirs.at(-1)!)}`);
      }
      const answered = mine.reduce((sum, m) => sum + m.total, 0);
      if (subject.server === server) served += answered;
      if (subject.cache === "hit") await checkCache(subject, "after the measurement");
      const rps = median(mine.map((m) => m.rps));
      const p99 = median(mine.map((m) => m.p99));
      const bareRps = median(theirs.map((m) => m.rps));
      const ratio = rps / bareRps;
      const failures = mine.reduce((sum, m) => sum + m.failures, 0);
      if (failures) warn(`${subject.what}: ${failures} errors or answers other than 2xx`);
      const cpuEach = perAnswer(cpu, mine);
      rows.push({
        what: subject.missed ? `${subject.what} — NOT from the cache` : subject.what,
        // CPU per answer depends less on what else the machine runs than rps does.
        measured: `${rps.toFixed(0)} rps${cpu >= 0 ? ` (${cpuEach} ms CPU each)` : ""}`,
        p99: `${p99} ms`,
        bare: `${bareRps.toFixed(0)} rps, p99 ${median(theirs.map((m) => m.p99))} ms${bareCpu >= 0 ? ` (${perAnswer(bareCpu, theirs)} ms CPU each)` : ""}`,
        ratio: ratio.toFixed(3),
        goal:
          `≥ ${subject.goal.ratio} × bare${subject.goal.p99 ? `, p99 < ${subject.goal.p99} ms` : ""}` +
          (subject.goal.cpu ? `, ≤ ${subject.goal.cpu} ms CPU` : ""),
        met:
          ratio >= subject.goal.ratio &&
          (!subject.goal.p99 || p99 < subject.goal.p99) &&
          (!subject.goal.cpu || (cpu >= 0 && Number(cpuEach) <= subject.goal.cpu)),
      });
    }

    const after = memoryOf(server);
    const peaks = peak.stop();
    const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
    rows.push({
      what: "memory (RSS of the cached server)",
      measured: `${mb(after.rss)} after ${served.toLocaleString("en-US")} measured requests; peak ${mb(peaks.get(server) ?? after.rss)} under load`,
      goal: "≤ 200 MB steady",
      met: after.rss <= 200 * 1024,
    });
    rows.push({
      what: "memory (RSS of the uncached server)",
      measured: `${mb(memoryOf(uncached).rss)} after the run; peak ${mb(peaks.get(uncached) ?? 0)} under load`,
      goal: "≤ 200 MB steady",
      met: memoryOf(uncached).rss <= 200 * 1024,
    });
    await firstLoads(slug, manySlug);
    await criticalBytes(slug);
  } finally {
    peak.stop();
    if (bare) await stop(bare);
    await stop(uncached);
  }
}

/** The subject's answer, fetched as autocannon asks; for a cached page, twice, and the second must be a hit. */
async function answerOf(subject: Subject) {
  let answer = await get(subject.server.base, subject.path, subject.headers);
  if (answer.status !== 200) throw new Error(`GET ${subject.path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  if (subject.cache === "hit") answer = await checkCache(subject, "before the measurement");
  else if (subject.cache === "off" || subject.cache === "personal") {
    const state = answer.headers["x-page-cache"];
    console.log(`${subject.what}: X-Page-Cache ${state ?? "(absent)"}`);
    if (state === "hit") warn(`${subject.what}: X-Page-Cache: hit, where the page should be rendered`);
  }
  return answer;
}

async function checkCache(subject: Subject, when: string) {
  const answer = await get(subject.server.base, subject.path, subject.headers);
  const state = answer.headers["x-page-cache"];
  if (state !== "hit") subject.missed = true;
  if (state === undefined) warn(`${subject.what}: no X-Page-Cache header ${when} — no page cache in this build, measured as rendered`);
  else if (state !== "hit") warn(`${subject.what}: X-Page-Cache: ${String(state)} ${when}, not hit`);
  return answer;
}

/**
 * The JavaScript and CSS a page's HTML loads (module preloads, in the head or asked for by its module script;
 * stylesheets, scripts, inline imports), gzip -9 each.
 */
async function firstLoad(path: string) {
  const html = (await get(base, path)).body.toString();
  const assets = new Set<string>();
  const asset = (url: string | undefined) => {
    const assetPath = url?.replace(/^https?:\/\/[^/]+/, "");
    if (assetPath && /^\/assets\/[^?#]+\.(js|css)$/.test(assetPath)) assets.add(assetPath);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="(modulepreload|stylesheet|preload)"/.test(tag)) asset(/\bhref="([^"]+)"/.exec(tag)?.[1]);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) asset(/\bsrc="([^"]+)"/.exec(tag)?.[1]);
  for (const match of html.matchAll(/\bimport\s*(?:\(\s*|[\w$*{}\s,]+\bfrom\s*)?["']([^"']+)["']/g)) asset(match[1]);
  // The module preloads the page's module script asks for once the page has painted (app/lib/paint-first.server.ts).
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of body!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) asset(match[1]);
  }
  let js = 0;
  let css = 0;
  for (const assetPath of assets) {
    const answer = await get(base, assetPath);
    if (answer.status !== 200) warn(`first load of ${path}: ${assetPath} answered ${answer.status}`);
    const size = gzipSync(answer.body, { level: 9 }).length;
    if (assetPath.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css, files: assets.size };
}

/**
 * The first load of the home page (against the JavaScript budget), of the plain product page, and of the product page
 * with 100 variants × 3 options: its options may load no more than 5 KiB (gzip -9) beyond the plain page's.
 */
async function firstLoads(plainSlug: string, optionsSlug: string) {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const describeLoad = (load: { js: number; css: number; files: number }) =>
    `${kib(load.js + load.css)} KiB (JS ${kib(load.js)}, CSS ${kib(load.css)}; ${load.files} files)`;
  const home = await firstLoad("/");
  rows.push({
    what: "first load of `/`: JS + CSS, gzip",
    measured: describeLoad(home),
    goal: "JavaScript ≤ 120 KiB",
    met: home.js <= 120 * 1024,
  });
  const plain = await firstLoad(`/${plainSlug}`);
  const options = await firstLoad(`/${optionsSlug}`);
  rows.push({ what: `first load of \`/${plainSlug}\`: JS + CSS, gzip`, measured: describeLoad(plain), goal: "" });
  const more = options.js + options.css - (plain.js + plain.css);
  rows.push({
    what: `first load of \`/${optionsSlug}\` (100 variants × 3 options): JS + CSS, gzip`,
    measured: `${describeLoad(options)}: ${more >= 0 ? "+" : "−"}${kib(Math.abs(more))} KiB against the plain product page`,
    goal: "≤ 5 KiB more than the plain product page",
    met: more <= 5 * 1024,
  });
}

/**
 * The first screen's bytes of a page as visitors get it (anonymous, from the page cache): its HTML up to the end of
 * its first screen, brotli-compressed. The first screen ends after the later of the first </h1> and the first <img>
 * inside <main> (a page without one of them: the other; without either, the whole page). Also the whole page's raw
 * size and its inline <style> and <script> (the bytes between their tags, scripts with a src not counted).
 */
async function criticalBytes(productSlug: string) {
  for (const path of ["/", "/vi", `/${productSlug}`]) {
    const answer = await get(base, path);
    if (answer.status !== 200) {
      warn(`critical bytes: ${path} answered ${answer.status}`);
      continue;
    }
    const html = answer.body.toString("utf8");
    const bytes = (text: string) => Buffer.byteLength(text, "utf8");
    const mainAt = html.search(/<main[\s>]/);
    const ends: number[] = [];
    if (mainAt >= 0) {
      const closed = html.indexOf("</main>", mainAt);
      const main = html.slice(mainAt, closed >= 0 ? closed : undefined);
      const h1 = main.indexOf("</h1>");
      if (h1 >= 0) ends.push(mainAt + h1 + "</h1>".length);
      const img = /<img\b[^>]*>/.exec(main);
      if (img) ends.push(mainAt + img.index + img[0].length);
    }
    if (!ends.length) warn(`critical bytes: ${path} has no <h1> nor <img> inside <main>: its whole page is counted`);
    const prefix = ends.length ? html.slice(0, Math.max(...ends)) : html;
    const compressed = brotliCompressSync(Buffer.from(prefix, "utf8")).length;
    let style = 0;
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) style += bytes(match[1]!);
    let script = 0;
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) if (!/\bsrc=/.test(match[1]!)) script += bytes(match[2]!);
    const page = answer.body.length;
    const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
    rows.push({
      what: `critical bytes of \`${path}\`: the HTML through its first screen, brotli`,
      measured:
        `${compressed.toLocaleString("en-US")} bytes (${kb(bytes(prefix))} raw); the page ${kb(page)} raw, ` +
        `inline <style> ${kb(style)}, inline <script> ${kb(script)}`,
      goal: "first screen ≤ 14,600 bytes brotli; page ≤ 60 KB raw",
      met: compressed <= 14_600 && page <= 60_000,
    });
  }
}

/** BENCH_PROFILE=1: the rendered product page under load on a server run with --cpu-prof; its top ten by self time. */
async function profileScenario() {
  const dir = `${DATA_DIR}/profiles`;
  rmSync(dir, { recursive: true, force: true });
  const profiled = await startServer({
    args: [...START_FLAGS, "--cpu-prof", `--cpu-prof-dir=${dir}`, `${BUILD_DIR}/server-main.js`],
    env: { ...SERVER_ENV, PAGE_CACHE_MB: "0" },
    timeoutMs: 60_000,
  });
  let from = 0;
  let to = 0;
  let measured: Measurement;
  const path = `/${(await publishedProducts(1))[0]!.slug}`;
  try {
    await load(`${profiled.base}${path}`, undefined, WARMUP_SECONDS);
    from = Number(process.hrtime.bigint() / 1000n);
    measured = await load(`${profiled.base}${path}`);
    to = Number(process.hrtime.bigint() / 1000n);
  } finally {
    await stop(profiled);
  }
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main thread (a worker's profile is beside it).
  const profiles = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  const file = profiles.find((name) => /\.0\.\d+\.cpuprofile$/.test(name)) ?? profiles[0];
  if (!file) {
    warn(`the profiled server wrote no .cpuprofile in ${dir}`);
    return;
  }
  console.log(`\nCPU profile of ${path} rendered (PAGE_CACHE_MB=0) under load, ${describe(measured)} with the profiler on: ${dir}/${file}`);
  console.log(formatSummary(summariseProfile(`${dir}/${file}`, { from, to, top: 10 })).join("\n"));
}

/** Orders per second: every cart made beforehand through the API, one POST checkout each. */
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
    `\nPOST /api/v1/checkout, SQLite, pay at pickup, slot and daily capacity checked: ${total} carts made in ` +
      `${((Date.now() - preparing) / 1000).toFixed(1)} s, spread over ${slots.length} slots; ${WARMUP_ORDERS} orders to warm up, ` +
      `then ${ORDERS} measured, ${Math.min(CHECKOUT_CONNECTIONS, ORDERS)} connections`,
  );

  const warm = await placeOrders(base, carts.slice(0, WARMUP_ORDERS), CHECKOUT_CONNECTIONS);
  const cpuBefore = cpuSeconds(server.child.pid);
  const clientBefore = process.cpuUsage();
  const run = await placeOrders(base, carts.slice(WARMUP_ORDERS), CHECKOUT_CONNECTIONS);
  const serverCpu = cpuSeconds(server.child.pid) - cpuBefore;
  const clientUsage = process.cpuUsage(clientBefore);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6;
  const { latency } = run.result;
  const others = Object.entries(run.byStatus).filter(([code]) => code !== "201");
  const perSecond = run.created / run.seconds;
  console.log(
    `${"orders placed".padEnd(34)} ${perSecond.toFixed(0).padStart(7)} orders/s   ` +
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
  if (run.notCreated) warn(`checkout: ${run.notCreated} of ${carts.length - WARMUP_ORDERS} orders not placed`);
  rows.push({
    what: `checkout, SQLite (${Math.min(CHECKOUT_CONNECTIONS, ORDERS)} connections)`,
    measured: `${perSecond.toFixed(0)} orders/s`,
    p99: `${latency.p99} ms`,
    goal: "≥ 200 orders/s",
    met: perSecond >= 200 && run.notCreated === 0,
  });
  const rss = memoryOf(server);
  console.log(
    `    server RSS after the orders: ${(rss.rss / 1024).toFixed(0)} MB (its peak since start ${(rss.hwm / 1024).toFixed(0)} MB)`,
  );
}

/**
 * The mixed open-loop scenario (bench/mixed.ts): 80 % page views, 15 % cart calls, 5 % checkouts at MIXED_RATE a
 * second for MIXED_SECONDS, then the rate stepped up (shorter runs) until p99 reaches MIXED_P99_MS; the last rate that
 * held is reported. Checkout carts are made beforehand, one for each checkout of each run.
 */
async function mixedScenario() {
  const ids = tuneShop(SQLITE_PATH, { ordersPerSlot: 1000, capacity: { [CAPACITY_PRODUCT]: 1_000_000 } });
  const productId = ids.get(CAPACITY_PRODUCT)!;
  const products = await publishedProducts(3);
  const slug = products[0]!.slug;
  const other = products[1]!.slug;
  // Home, product and catalogue pages in both languages, anonymous: the page cache answers them, as it does visitors.
  const pages = ["/", `/${slug}`, "/products", "/vi", `/vi/${slug}`, "/vi/products", `/${other}`, `/vi/${other}`];
  for (const page of pages) {
    const answer = await get(base, page, { "accept-encoding": "gzip, deflate, br" });
    if (answer.status !== 200) throw new Error(`GET ${page} answered ${answer.status}`);
  }
  const browsingCarts = await fillCarts(base, 200, [{ product_id: productId, quantity: 1 }]);
  const slots = await openSlotsFor(base, browsingCarts[0]!);
  let slotTurn = 0;
  const prepare = async (rate: number, seconds: number): Promise<MixedCart[]> => {
    const tokens = await fillCarts(base, checkoutsFor(rate, seconds), [{ product_id: productId, quantity: 1 }]);
    return tokens.map((token) => ({ token, slot: slots[slotTurn++ % slots.length]! }));
  };
  const line = (rate: number, seconds: number, result: MixedResult) =>
    `${String(rate).padStart(5)}/s for ${seconds} s: achieved ${result.achievedRate.toFixed(0)}/s, ` +
    `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, ` +
    `${result.errors} errors of ${result.answered} (${result.checkouts} checkouts); the scheduler sent at worst ${result.worstSendDelay.toFixed(1)} ms late`;
  // Between runs, the server finishes what the last one left it (answers the client gave up on are still worked on).
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await get(base, "/healthz");
  };
  const holds = (result: MixedResult, rate: number) =>
    result.p99 < MIXED_P99_MS && result.errors === 0 && result.achievedRate >= 0.95 * rate;

  console.log(
    `\nmixed open loop on SQLite: 80 % pages (${pages.join(" ")}), 15 % cart calls (create, add, read), 5 % checkouts ` +
      `(pickup, pay at pickup, each its own Idempotency-Key); latency from each request's due time; load average ${loadAverage()}`,
  );
  const carts = await prepare(MIXED_RATE, MIXED_SECONDS);
  const cpuBefore = cpuSeconds(server.child.pid);
  const main = await runMixed({ base, rate: MIXED_RATE, seconds: MIXED_SECONDS, pages, productId, browsingCarts, checkoutCarts: carts });
  const cpu = cpuSeconds(server.child.pid) - cpuBefore;
  console.log(line(MIXED_RATE, MIXED_SECONDS, main));
  console.log(
    `    answers: ${Object.entries(main.byKind)
      .map(([kind, n]) => `${kind}: ${n}`)
      .join(", ")}`,
  );
  if (cpu >= 0)
    console.log(
      `    server CPU: ${((1000 * cpu) / Math.max(1, main.answered)).toFixed(2)} ms a request, ${((100 * cpu) / MIXED_SECONDS).toFixed(0)} % of one core`,
    );
  rows.push({
    what: `mixed open loop, SQLite, ${MIXED_RATE} requests/s for ${MIXED_SECONDS} s`,
    measured: `achieved ${main.achievedRate.toFixed(0)}/s; p50 ${main.p50.toFixed(1)} ms, max ${main.max.toFixed(0)} ms; ${main.errors} errors`,
    p99: `${main.p99.toFixed(1)} ms`,
    goal: `p99 < ${MIXED_GOAL_P99_MS} ms, no errors`,
    met: main.p99 < MIXED_GOAL_P99_MS && holds(main, MIXED_RATE),
  });

  let held = holds(main, MIXED_RATE) ? MIXED_RATE : 0;
  // When the first rate does not hold (a busy machine), halve it until one does, in runs as short as the steps'.
  for (let rate = Math.floor(MIXED_RATE / 2); !held && MIXED_STEPS > 0 && rate >= 25; rate = Math.floor(rate / 2)) {
    await settle();
    const result = await runMixed({
      base,
      rate,
      seconds: MIXED_STEP_SECONDS,
      pages,
      productId,
      browsingCarts,
      checkoutCarts: await prepare(rate, MIXED_STEP_SECONDS),
    });
    console.log(line(rate, MIXED_STEP_SECONDS, result));
    if (holds(result, rate)) held = rate;
  }
  const climbing = held === MIXED_RATE;
  for (let step = 1; climbing && step <= MIXED_STEPS; step++) {
    const rate = MIXED_RATE + step * MIXED_STEP;
    const stepCarts = await prepare(rate, MIXED_STEP_SECONDS);
    await settle();
    const result = await runMixed({ base, rate, seconds: MIXED_STEP_SECONDS, pages, productId, browsingCarts, checkoutCarts: stepCarts });
    console.log(line(rate, MIXED_STEP_SECONDS, result));
    if (!holds(result, rate)) break;
    held = rate;
  }
  rows.push({
    what: `mixed open loop: the highest rate that holds p99 < ${MIXED_P99_MS} ms (steps of ${MIXED_STEP}/s up, or halved down, ${MIXED_STEP_SECONDS} s each)`,
    measured: held ? `${held} requests/s` : `none down to 25/s`,
    goal: "",
  });
}

/**
 * bench/upload-memory.ts in a process of its own, with `npm start`'s node flags and MALLOC_ARENA_MAX, resting 60 s
 * after the uploads: its RSS before, at its peak, right after, and after the minute.
 */
function uploadsScenario() {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const arenas =
    process.env.MALLOC_ARENA_MAX ??
    /MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-(\d+)\}/.exec(start)?.[1] ??
    /MALLOC_ARENA_MAX=(\d+)/.exec(start)?.[1];
  const flags = startFlags();
  const idle = 60;
  console.log(
    `\nuploads: bench/upload-memory.ts, ${process.env.UPLOADS ?? 8} 40-megapixel PNGs at once; node ${flags.join(" ")}; ` +
      `MALLOC_ARENA_MAX=${arenas ?? "(unset)"}; load average ${loadAverage()}`,
  );
  const ran = spawnSync(process.execPath, [...flags, "--import", "tsx", "bench/upload-memory.ts"], {
    env: { ...process.env, IDLE_SECONDS: String(idle), ...(arenas ? { MALLOC_ARENA_MAX: arenas } : {}) },
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  process.stdout.write(ran.stdout ?? "");
  const figures = /RSS before (\d+) MB, peak (\d+) MB, right after (\d+) MB, after \d+ s idle (\d+) MB/.exec(ran.stdout ?? "");
  const answers = /answers: (.*)$/m.exec(ran.stdout ?? "")?.[1] ?? "";
  if (ran.status !== 0 || !figures) {
    warn(`bench/upload-memory.ts exited with ${ran.status ?? ran.signal}`);
    rows.push({
      what: "memory under uploads",
      measured: "failed (see above)",
      goal: "≤ 250 MB during, < 200 MB within a minute",
      met: false,
    });
    return;
  }
  const [before, peak, after, rested] = figures.slice(1).map(Number) as [number, number, number, number];
  rows.push({
    what: `memory under uploads (8 × 40 MP PNGs at once; MALLOC_ARENA_MAX=${arenas ?? "unset"})`,
    measured: `RSS before ${before} MB, peak ${peak} MB, right after ${after} MB, after ${idle} s ${rested} MB; answers ${answers}`,
    goal: "≤ 250 MB during, < 200 MB within a minute",
    met: peak <= 250 && rested < 200,
  });
}

/** bench/lighthouse.ts (the Lighthouse part of the table) against this run's server, when it is there. */
const LIGHTHOUSE_GOAL = "100 on every page, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0";

function lighthouse() {
  const script = "bench/lighthouse.ts";
  if (!existsSync(script)) {
    console.log(`\nLighthouse: skipped, ${script} is not there`);
    rows.push({ what: "Lighthouse mobile", measured: `skipped (no ${script})`, goal: LIGHTHOUSE_GOAL });
    return;
  }
  // It starts a server of its own on a fresh database (a Lighthouse run must not find the bench's orders); this build.
  console.log(`\nLighthouse: ${script} on the build in ${BUILD_DIR}`);
  const ran = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
  if (ran.status !== 0) warn(`${script} exited with ${ran.status ?? ran.signal}`);
  rows.push({ what: "Lighthouse mobile", measured: `printed above by ${script}`, goal: LIGHTHOUSE_GOAL });
}

interface Measurement {
  rps: number;
  p99: number;
  total: number;
  failures: number;
}

/** autocannon against one URL; without `seconds`, a measurement of DURATION. */
async function load(url: string, headers?: Record<string, string>, seconds = DURATION): Promise<Measurement> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total, failures: result.errors + result.non2xx };
}

/** Milliseconds of a server's CPU per answer, over measurements. */
function perAnswer(cpuSeconds: number, measurements: Measurement[]) {
  return (
    (1000 * cpuSeconds) /
    Math.max(
      1,
      measurements.reduce((sum, m) => sum + m.total, 0),
    )
  ).toFixed(2);
}

function describe(m: Measurement) {
  return `${m.rps.toFixed(0).padStart(6)} rps, p99 ${String(m.p99).padStart(4)} ms${m.failures ? ` (${m.failures} failed)` : ""}`;
}

/** The first published products of the list, in its order. */
/**
 * Gives MANY_VARIANTS_PRODUCT 3 options of 5, 5 and 4 values, each combination a variant with its own SKU and price,
 * as the back office's options editor would; the running server sees the change within a second (the content version).
 */
async function configureManyVariants(): Promise<string> {
  const { db } = openDb({ sqlitePath: SQLITE_PATH });
  try {
    const product = await db.selectFrom("products").select("id").where("slug", "=", MANY_VARIANTS_PRODUCT).executeTakeFirstOrThrow();
    const values = (en: string[], vi: string[]) => en.map((label, i) => ({ en: label, vi: vi[i]! }));
    const options = [
      {
        name: { en: "Size", vi: "Cỡ bánh" },
        values: values(["5 inch", "6 inch", "7 inch", "8 inch", "10 inch"], ["5 inch", "6 inch", "7 inch", "8 inch", "10 inch"]),
      },
      {
        name: { en: "Flavour", vi: "Vị" },
        values: values(["Pandan", "Coconut", "Taro", "Coffee", "Ube"], ["Lá dứa", "Dừa", "Khoai môn", "Cà phê", "Khoai lang tím"]),
      },
      {
        name: { en: "Filling", vi: "Nhân" },
        values: values(["None", "Jackfruit", "Durian", "Mango"], ["Không nhân", "Mít", "Sầu riêng", "Xoài"]),
      },
    ];
    const variants = [];
    for (let size = 0; size < 5; size++)
      for (let flavour = 0; flavour < 5; flavour++)
        for (let filling = 0; filling < 4; filling++)
          variants.push({
            sku: `CK-BENCH-${size}${flavour}${filling}`,
            price_cents: 2800 + size * 600 + flavour * 100 + filling * 150,
            values: [size, flavour, filling],
            capacity_units: size === 4 ? 2 : 1,
          });
    await configureProduct(db, product.id, { options, variants });
  } finally {
    await db.destroy();
  }
  // The server checks the content version every second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return MANY_VARIANTS_PRODUCT;
}

async function publishedProducts(count: number) {
  const answer = await get(base, `/api/v1/products?per_page=${count}`);
  if (answer.status !== 200) throw new Error(`GET /api/v1/products answered ${answer.status}`);
  const items = (JSON.parse(answer.body.toString()) as { data: { items: { id: number; slug: string }[] } }).data.items;
  if (items.length < count) throw new Error(`the seeded catalogue lists ${items.length} products, fewer than ${count}`);
  return items;
}

/** bench/bare-server.ts in a process of its own, serving the subjects listed in `config`. */
async function startBare(config: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", config], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((how) => reject(new Error(`the bare server exited (${JSON.stringify(how)}): ${output}`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    base: origin,
    port,
    output: () => "",
    exited,
    kill9: async () => {
      child.kill("SIGKILL");
      return exited;
    },
  };
}

async function stop(target: ServerProcess) {
  if (target.child.exitCode !== null || target.child.signalCode !== null) return;
  target.child.kill("SIGTERM");
  const done = await Promise.race([target.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000))]);
  if (!done) await target.kill9();
}

/** VmRSS and VmHWM (its peak since start) of a process, in KiB (Linux /proc); zeros elsewhere. */
function memoryOf(target: ServerProcess): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${target.child.pid}/status`, "utf8");
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
    return { rss: field("VmRSS"), hwm: field("VmHWM") };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

/** The highest RSS seen every 200 ms while the load runs (start-up and seeding left out, unlike VmHWM). */
function watchMemory(processes: ServerProcess[]) {
  const peaks = new Map<ServerProcess, number>();
  const sample = () => {
    for (const target of processes) peaks.set(target, Math.max(peaks.get(target) ?? 0, memoryOf(target).rss));
  };
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      return peaks;
    },
  };
}

function countOrders(): number {
  const db = new Database(SQLITE_PATH, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM orders").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

function printTable() {
  if (!rows.length) return;
  console.log(`\nload average at the end: ${loadAverage()} (1 / 5 / 15 min)`);
  console.log(`\n| what | measured | p99 | bare node:http | × bare | goal | met |\n|---|---|---|---|---|---|---|`);
  for (const row of rows) {
    const met = row.met === undefined ? "" : row.met ? "yes" : "no";
    console.log(`| ${row.what} | ${row.measured} | ${row.p99 ?? ""} | ${row.bare ?? ""} | ${row.ratio ?? ""} | ${row.goal} | ${met} |`);
  }
  if (warnings.length) console.log(`\n${warnings.length} warning(s):\n${warnings.map((w) => `- ${w}`).join("\n")}`);
}
