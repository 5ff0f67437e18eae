// `npx tsx bench/lighthouse.ts` (or `BENCH_ONLY=lighthouse npm run bench`): Lighthouse 12's mobile run (its default
// config: a phone, simulated throttling) on the storefront's main pages — the home page in each language, a product,
// a news post, the empty cart and the checkout (the cart page holding a cart) — several times each, and per page the
// medians of the performance score, LCP, TBT, CLS, FCP and Speed Index, the other three categories' scores, and for
// the median run what holds the score back: the LCP element and its phases, and every failed audit. A benchmark, not
// a test (the goal: performance 100, LCP ≤ 1.2 s, TBT ≤ 50 ms and CLS 0 on each page).
//
// The production build (BUILD_DIR: used as it is when it holds server-main.js, else built there; without it, a fresh
// build in build-lighthouse-<pid>, removed after), on a fresh SQLite database with the seed, on a free port of 127.0.0.1, in Debian's
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium) started by chrome-launcher (Lighthouse's own).
//   LIGHTHOUSE_RUNS=3             runs per page (the runs go round the pages, A B A B, so a busy moment hits them all)
//   LIGHTHOUSE_PAGES=home,product names a subset: home, vi, product, post, cart, checkout
//   LIGHTHOUSE_REPORTS=dir        keeps each page's median run as dir/<page>.json (open it in the Lighthouse viewer)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { fillCarts, startServer } from "../tests/support/checkout-load.ts";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

interface Page {
  name: string;
  path: string;
  /** The cart token the browser holds (as the `cart_token` cookie) when the page opens. */
  cartToken?: string;
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
  lhr: LighthouseResult;
}

/** The part of Lighthouse's result (LH.Result) read here. */
interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      displayValue?: string;
      details?: unknown;
    }
  >;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// The build of the sources as they are now, in a directory of this run's own (never build/, nor another run's, which
// may be serving), removed at the end; or BUILD_DIR as it is.
const ownBuild = !process.env.BUILD_DIR;
const BUILD_DIR = process.env.BUILD_DIR ?? `build-lighthouse-${process.pid}`;
if (ownBuild || !existsSync(join(BUILD_DIR, "server-main.js"))) {
  const built = spawnSync("npm", ["run", "--silent", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR },
  });
  if (built.status !== 0) process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), "bakery-lighthouse-"));
const server = await startServer({
  args: [`${BUILD_DIR}/server-main.js`],
  env: {
    SQLITE_PATH: join(dataDir, "bakery.sqlite"),
    OUTBOX_DIR: join(dataDir, "outbox"),
    UPLOADS_DIR: join(dataDir, "uploads"),
    PRIVATE_UPLOADS_DIR: join(dataDir, "private"),
    LOG_LEVEL: "silent",
    CART_LIMIT_PER_HOUR: "1000",
  },
  timeoutMs: 60_000,
});
mkdirSync(join(dataDir, "chromium"));
let chrome: chromeLauncher.LaunchedChrome | undefined;

try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir: join(dataDir, "chromium") });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const pages = await choosePages(server.base);
  // One unmeasured visit each first: the server's first render of a page (and its page cache) is not what a phone sees.
  for (const page of pages)
    await fetch(`${server.base}${page.path}`, { headers: page.cartToken ? { Cookie: `cart_token=${page.cartToken}` } : {} });
  const runs = new Map<string, Run[]>(pages.map((page) => [page.name, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const page of pages) runs.get(page.name)!.push(await auditWithRetries(browser, server.base, page));
  }
  await browser.disconnect();
  report(pages, runs);
} finally {
  chrome?.kill();
  server.child.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (ownBuild) rmSync(BUILD_DIR, { recursive: true, force: true });
}

/** The pages: a product and a news post from the API, and a visitor's cart of two lines for the checkout. */
async function choosePages(base: string): Promise<Page[]> {
  const read = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { data: T }).data;
  const products = await read<{ items: { id: number; slug: string }[] }>("/api/v1/products?per_page=2");
  const posts = await read<{ items: { slug: string }[] }>("/api/v1/posts");
  const [first, second] = products.items;
  if (!first || !second || !posts.items[0]) throw new Error("the seed has no products or no posts");
  const [cartToken] = await fillCarts(base, 1, [
    { product_id: first.id, quantity: 2 },
    { product_id: second.id, quantity: 1 },
  ]);
  const all: Page[] = [
    { name: "home", path: "/" },
    { name: "vi", path: "/vi" },
    { name: "product", path: `/${first.slug}` },
    { name: "post", path: `/${posts.items[0].slug}` },
    { name: "cart", path: "/cart/cartList" },
    { name: "checkout", path: "/cart/cartList", cartToken: cartToken! },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
  return only ? all.filter((page) => only.includes(page.name)) : all;
}

/** Lighthouse now and then loses the page load's trace (NO_NAVSTART, NO_FCP): such a run is made again, twice at most. */
async function auditWithRetries(browser: Browser, base: string, page: Page): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const run = await audit(browser, base, page);
    if (!run.lhr.runtimeError || attempt === 3) return run;
  }
}

/** One Lighthouse run in a fresh tab: no cookies nor storage of the origin but the page's cart cookie. */
async function audit(browser: Browser, base: string, page: Page): Promise<Run> {
  const tab = await browser.newPage();
  try {
    const cdp = await tab.createCDPSession();
    await cdp.send("Storage.clearDataForOrigin", { origin: base, storageTypes: "all" });
    await cdp.send("Network.clearBrowserCookies");
    if (page.cartToken)
      await cdp.send("Network.setCookie", { name: "cart_token", value: page.cartToken, url: base, path: "/", sameSite: "Lax" });
    await cdp.detach();
    const result = await lighthouse(`${base}${page.path}`, { logLevel: "error", output: "json" }, undefined, tab);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const lhr = result.lhr as unknown as LighthouseResult;
    if (lhr.runtimeError) console.error(`${page.name}: Lighthouse failed (${lhr.runtimeError.code}): ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      fcp: value("first-contentful-paint"),
      si: value("speed-index"),
      lhr,
    };
  } finally {
    await tab.close();
  }
}

function report(pages: Page[], runs: Map<string, Run[]>) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  // Simulated throttling scales the CPU work it saw by 4: on a busy machine (the load average, Lighthouse's benchmark
  // index of this CPU, lower when busy) TBT and the render delay of FCP and LCP grow with it.
  const index = median([...runs.values()].flat().map((run) => run.lhr.environment.benchmarkIndex));
  console.log(`\nLighthouse 12, mobile (simulated throttling), median of ${RUNS} runs; ${CHROMIUM}`);
  console.log(
    `benchmark index ${index.toFixed(0)} (median), load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}\n`,
  );
  console.log(
    `${"page".padEnd(9)} ${"perf".padStart(4)} ${"LCP".padStart(7)} ${"TBT".padStart(6)} ${"CLS".padStart(5)} ${"FCP".padStart(7)} ${"SI".padStart(7)}  a11y  BP  SEO   perf runs`,
  );
  for (const page of pages) {
    const list = runs.get(page.name)!;
    const m = (key: Exclude<keyof Run, "lhr">) => median(list.map((run) => run[key]));
    console.log(
      `${page.name.padEnd(9)} ${String(m("performance")).padStart(4)} ${seconds(m("lcp")).padStart(7)} ${`${m("tbt").toFixed(0)} ms`.padStart(6)} ${m("cls").toFixed(3).padStart(5)} ${seconds(m("fcp")).padStart(7)} ${seconds(m("si")).padStart(7)}  ${String(m("accessibility")).padStart(4)} ${String(m("bestPractices")).padStart(3)} ${String(m("seo")).padStart(4)}   ${list.map((run) => run.performance).join(" ")}`,
    );
  }
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (dir) mkdirSync(dir, { recursive: true });
  console.log("\nThe median run of each page: its LCP element and phases, and the audits that fail");
  for (const page of pages) {
    const list = runs.get(page.name)!;
    const run = [...list].sort((a, b) => a.performance - b.performance)[Math.floor(list.length / 2)]!;
    if (dir) writeFileSync(join(dir, `${page.name}.json`), JSON.stringify(run.lhr));
    console.log(`\n${page.name} (${page.path}${page.cartToken ? ", with a cart" : ""})`);
    console.log(`  LCP element: ${lcpElement(run.lhr)}`);
    for (const warning of run.lhr.runWarnings) console.log(`  warning: ${warning}`);
    for (const [category, { auditRefs }] of Object.entries(run.lhr.categories)) {
      for (const ref of auditRefs) {
        const item = run.lhr.audits[ref.id];
        if (
          !item ||
          item.score === null ||
          item.score >= 0.9 ||
          item.scoreDisplayMode === "informative" ||
          item.scoreDisplayMode === "notApplicable"
        )
          continue;
        if (category === "performance" && ref.weight === 0 && item.scoreDisplayMode !== "metricSavings") continue;
        console.log(`  ${category}: ${item.id} (${item.score}) ${item.title}${item.displayValue ? ` — ${item.displayValue}` : ""}`);
      }
    }
  }
}

/** The LCP element's HTML and its phases (time to first byte, load delay, load time, render delay). */
function lcpElement(lhr: LighthouseResult): string {
  type Table = { type: string; items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };
  const details = lhr.audits["largest-contentful-paint-element"]?.details as { items?: Table[] } | undefined;
  const tables = details?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet ?? "(none)";
  const phases = (tables[1]?.items ?? []).map((row) => `${row.phase} ${Math.round(row.timing ?? 0)} ms`).join(", ");
  return `${snippet.slice(0, 200)}${phases ? `\n  LCP phases: ${phases}` : ""}`;
}
