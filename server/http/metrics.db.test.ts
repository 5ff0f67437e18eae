import { randomBytes, randomUUID } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE_CONTROL } from "../../app/lib/page-cache.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { startTestServer } from "../../tests/support/server.ts";
import { countLimitRefusal } from "../observability/metrics.ts";

// GET /metrics (decision 030): off without METRICS_TOKEN, a bearer token's, Prometheus's text with bounded labels.

const TOKEN = "metrics-token-0123456789abcdef";
let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

/** React Router stands in: its root middleware names the route pattern the way app/root.tsx does. */
async function standInPage(request: Request, context: RouterContextProvider): Promise<Response> {
  const { pathname } = new URL(request.url);
  const product = /^(\/vi)?\/products\/[^/]+$/.test(pathname);
  if (context.pageRoute) context.pageRoute.route = product ? "/:lang?/products/:slug" : "*";
  return new Response(product ? `<!doctype html><h1>${pathname}</h1>` : "<!doctype html><h1>Not found</h1>", {
    status: product ? 200 : 404,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(product ? { "Cache-Control": SHARED_PAGE_CACHE_CONTROL } : {}) },
  });
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { METRICS_TOKEN: TOKEN, CART_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "2" }, standInPage);
});
afterAll(() => testDb.destroy());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, name, value] of match[2]?.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g) ?? []) labels[name!] = value!;
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of `name`'s samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(): Promise<Sample[]> {
  const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return parse(await res.text());
}

describe("GET /metrics", () => {
  it("is not there without METRICS_TOKEN: the same 404 as any unknown path", async () => {
    const off = createTestApp(testDb, {}, standInPage);
    const metrics = await off.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    const unknown = await off.request("/no-such-page", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(404);
    expect(await metrics.text()).toBe(await unknown.text());
    expect(metrics.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
  });

  it("asks for the bearer token: none or a wrong one is 401 with WWW-Authenticate, and shows nothing", async () => {
    for (const authorization of [
      undefined,
      "Bearer nope",
      `Bearer ${TOKEN}x`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      TOKEN,
    ]) {
      const res = await app.request("/metrics", authorization ? { headers: { Authorization: authorization } } : {});
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer\b/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).not.toContain("bakery_");
    }
  });

  it("answers Prometheus's text with the shop's series, and the request counts move with requests", async () => {
    const res = await app.request("/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    for (const name of [
      "bakery_http_request_duration_seconds",
      "bakery_orders_placed_total",
      "bakery_orders_refused_total",
      "bakery_page_cache_requests_total",
      "bakery_rate_limit_refusals_total",
      "bakery_outbox_depth",
      "bakery_outbox_oldest_age_seconds",
      "nodejs_eventloop_lag_seconds",
      "nodejs_heap_size_used_bytes",
      "process_resident_memory_bytes",
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
    expect(total(parse(text), "bakery_outbox_depth")).toBeGreaterThanOrEqual(0);

    const product = "/api/v1/products/:slug";
    const before = await scrape();
    const count = (samples: Sample[], route: string, status: string) =>
      total(samples, "bakery_http_request_duration_seconds_count", { method: "GET", route, status });
    for (let i = 0; i < 3; i++) expect((await app.request("/api/v1/products/banh-mi-dac-biet")).status).toBe(200);
    expect((await app.request("/api/v1/products/no-such-bread")).status).toBe(404);
    // A page: rendered and kept, then from memory.
    expect((await app.request("/products/banh-mi-dac-biet")).headers.get("x-page-cache")).toBe("miss");
    expect((await app.request("/products/banh-mi-dac-biet")).headers.get("x-page-cache")).toBe("hit");
    const after = await scrape();
    expect(count(after, product, "200") - count(before, product, "200")).toBe(3);
    expect(count(after, product, "404") - count(before, product, "404")).toBe(1);
    expect(count(after, "/:lang?/products/:slug", "200") - count(before, "/:lang?/products/:slug", "200")).toBe(2);
    const cache = (samples: Sample[], result: string) => total(samples, "bakery_page_cache_requests_total", { result });
    expect(cache(after, "miss") - cache(before, "miss")).toBe(1);
    expect(cache(after, "hit") - cache(before, "hit")).toBe(1);
  });

  it("labels 1,000 distinct paths with a handful of route patterns, never the paths", async () => {
    const random = () => randomBytes(6).toString("hex");
    const paths = Array.from(
      { length: 1000 },
      (_, i) =>
        [
          `/${random()}/${random()}`,
          `/vi/products/${random()}`,
          `/api/v1/${random()}`,
          `/api/v1/products/${random()}`,
          `/api/v1/${random()}/${random()}?q=${random()}`,
        ][i % 5]!,
    );
    for (let i = 0; i < paths.length; i += 50) await Promise.all(paths.slice(i, i + 50).map((path) => app.request(path)));
    const routes = new Set(
      (await scrape()).filter((s) => s.name === "bakery_http_request_duration_seconds_count").map((s) => s.labels.route),
    );
    expect(routes.size).toBeLessThan(50);
    for (const route of routes) expect(route, "a raw path as a label").not.toMatch(/[0-9a-f]{12}/);
    expect(routes).toContain("unmatched");
    expect(routes).toContain("/api/v1/products/:slug");
  }, 60_000);

  it("counts an order placed, and a checkout refused by its reason and by the limit that refused it", async () => {
    const product = await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow();
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(`/api/v1${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const cart = async () => (await (await post("/carts", { product_id: product.id, quantity: 1 })).json()).data.token as string;
    const token = await cart();
    const options = await (await app.request("/api/v1/checkout/options", { headers: { "cart-token": token } })).json();
    const day = options.data.days[1] ?? options.data.days[0];
    const free = day.slots.find((s: { full: boolean }) => !s.full);
    const slot = { date: free.date, start: free.start };
    const checkout = async (cartToken: string) =>
      (await post("/checkout", pickupForm({ slot }), { "cart-token": cartToken, "Idempotency-Key": randomUUID() })).status;

    const before = await scrape();
    expect(await checkout(token)).toBe(201);
    const middle = await scrape();
    expect(total(middle, "bakery_orders_placed_total") - total(before, "bakery_orders_placed_total")).toBe(1);

    // CHECKOUT_LIMIT_PER_HOUR is 2 here: the third attempt from this address is refused.
    expect(await checkout(await cart())).toBe(201);
    expect(await checkout(await cart())).toBe(429);
    const after = await scrape();
    expect(total(after, "bakery_orders_placed_total") - total(middle, "bakery_orders_placed_total")).toBe(1);
    const refused = (samples: Sample[]) => total(samples, "bakery_orders_refused_total", { reason: "tooManyAttempts" });
    expect(refused(after) - refused(middle)).toBe(1);
    const limited = (samples: Sample[]) => total(samples, "bakery_rate_limit_refusals_total", { limit: "checkout", per: "ip" });
    expect(limited(after) - limited(middle)).toBe(1);
  }, 60_000);

  it("counts the pages answered from memory before the app, under their route", async () => {
    const server = await startTestServer(testDb, { METRICS_TOKEN: TOKEN, LOG_LEVEL: "silent" }, standInPage);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const get = (path: string) => fetch(`${base}${path}`);
      const read = async () => parse(await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text());
      const path = `/products/kept-${randomBytes(4).toString("hex")}`;
      await get(path);
      const before = await read();
      for (let i = 0; i < 4; i++) expect((await get(path)).headers.get("x-page-cache")).toBe("hit");
      const after = await read();
      const hits = (samples: Sample[]) => total(samples, "bakery_page_cache_requests_total", { result: "hit" });
      expect(hits(after) - hits(before)).toBe(4);
      const route = (samples: Sample[]) =>
        total(samples, "bakery_http_request_duration_seconds_count", { route: "/:lang?/products/:slug", status: "200" });
      expect(route(after) - route(before)).toBe(4);
    } finally {
      await server.close();
    }
  });
});

describe("rate-limit refusals", () => {
  it("are counted by the limit's first word and what it counts by, never by the address or the account", async () => {
    const before = await scrape();
    countLimitRefusal("cart:open:203.0.113.9");
    countLimitRefusal("staff-login:lan@example.com:ip:203.0.113.9");
    countLimitRefusal("login:email:lan@example.com");
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      total(after, "bakery_rate_limit_refusals_total", labels) - total(before, "bakery_rate_limit_refusals_total", labels);
    expect(delta({ limit: "cart", per: "ip" })).toBe(1);
    expect(delta({ limit: "staff-login", per: "account_ip" })).toBe(1);
    expect(delta({ limit: "login", per: "account" })).toBe(1);
    const labels = after.filter((s) => s.name === "bakery_rate_limit_refusals_total").flatMap((s) => Object.values(s.labels));
    expect(labels.join(" ")).not.toMatch(/203\.0|example\.com/);
  });
});
