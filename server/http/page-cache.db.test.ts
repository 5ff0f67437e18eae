import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { startTestServer } from "../../tests/support/server.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../../app/lib/page-cache.ts";

// The page cache (decision 016) in front of a stand-in for React Router: anonymous catalog and content pages are
// rendered once and answered from memory, compressed, with an ETag and a policy naming their inline scripts by hash,
// until a content change; nothing personal is ever kept. The real pages are in tests/e2e/page-cache.spec.ts.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let renders = 0;
/** What the stand-in pages say: changes between renders show whether an answer was rendered again. */
let edition = "first";
/** When the stand-in campaign page (/tet) says its words go stale (its `Expires`). */
let staleAt = 0;
let renderDelayMs = 0;

const SHARED = new Set(["/", "/vi", "/products", "/vi/products", "/news", "/bread.data", "/tet"]);

/** A page as React Router renders it: the route's Cache-Control, inline scripts carrying the request's nonce. */
async function standInPage(request: Request, context: RouterContextProvider): Promise<Response> {
  renders += 1;
  const { pathname, search } = new URL(request.url);
  // What the page shows is read first (a loader), then the render takes its time.
  const shown = edition;
  if (renderDelayMs) await new Promise((resolve) => setTimeout(resolve, renderDelayMs));
  if (pathname === "/missing")
    return new Response("<!doctype html><h1>Not found</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
  const headers = new Headers({ "Content-Type": pathname.endsWith(".data") ? "text/x-script" : "text/html; charset=utf-8" });
  if (SHARED.has(pathname)) headers.set("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  if (pathname === "/tet") headers.set("Expires", new Date(staleAt).toUTCString());
  const html =
    `<!doctype html><html><body><h1>${pathname}${search} · ${shown}</h1>` +
    `<script nonce="${context.nonce}">window.__ctx = {"page": "${pathname}"}</script>` +
    `<script type="module" nonce="${context.nonce}" src="/assets/entry.js"></script>` +
    `<script nonce="${context.nonce}">console.log("${"x".repeat(2000)}")</script></body></html>`;
  return new Response(html, { headers });
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(`http://shop.test${path}`, { method, headers });
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, {}, standInPage);
});
afterAll(() => testDb.destroy());
beforeEach(async () => {
  // A fresh cache for each test: a content change empties it.
  await contentChanged(testDb.db);
  renders = 0;
  edition = "first";
  renderDelayMs = 0;
});

describe("an anonymous catalog page", () => {
  it("is rendered once, whole, then answered from memory with the same bytes", async () => {
    const first = await get("/products");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const body = await first.text();
    expect(body).toContain("/products · first</h1>");
    edition = "second";
    const second = await get("/products");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(await second.text()).toBe(body);
    expect(renders).toBe(1);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(second.headers.get("Cache-Control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers.get("Vary")).toMatch(/Accept-Encoding/);
    expect(second.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(Number(second.headers.get("Content-Length"))).toBe(Buffer.byteLength(body));
  });

  it("carries no nonce: its policy allows exactly its own inline scripts, by hash", async () => {
    await get("/products");
    const res = await get("/products");
    const body = await res.text();
    expect(body).not.toContain("nonce=");
    const csp = res.headers.get("Content-Security-Policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha256(`window.__ctx = {"page": "/products"}`)} ${sha256(`console.log("${"x".repeat(2000)}")`)}`,
    );
    expect(scriptSrc).not.toMatch(/nonce-|unsafe-inline/);
    // The other security headers are there as on every answer.
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("is kept compressed: brotli or gzip as the browser accepts, the same page either way", async () => {
    const plain = await (await get("/products")).text();
    const br = await get("/products", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("Content-Length"))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString("utf8")).toBe(plain);
    expect(brBytes.length).toBeLessThan(Buffer.byteLength(plain) / 3);

    const gz = await get("/products", { "Accept-Encoding": "gzip, br;q=0" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(plain);

    const identity = await get("/products", { "Accept-Encoding": "identity" });
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await identity.text()).toBe(plain);
    expect(renders).toBe(1);
  });

  it("answers 304 without a body when the browser's copy is current", async () => {
    const first = await get("/products");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/products", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect((await get("/products", { "If-None-Match": `"other", ${etag.slice(2)}` })).status).toBe(304);
    expect((await get("/products", { "If-None-Match": '"something-else"' })).status).toBe(200);
  });

  it("is kept per address: each language, path and query is its own page", async () => {
    for (const path of ["/products", "/vi/products", "/products?page=2", "/", "/vi"])
      expect((await get(path)).headers.get("X-Page-Cache")).toBe("miss");
    for (const path of ["/products", "/vi/products", "/products?page=2", "/", "/vi"]) {
      const res = await get(path);
      expect(res.headers.get("X-Page-Cache")).toBe("hit");
      expect(await res.text()).toContain(`<h1>${path}`);
    }
    expect(renders).toBe(5);
  });

  it("keeps a client navigation's data too", async () => {
    await get("/bread.data");
    const res = await get("/bread.data");
    expect(res.headers.get("X-Page-Cache")).toBe("hit");
    expect(res.headers.get("Content-Type")).toBe("text/x-script");
  });

  it("answers HEAD from a kept page, without a body", async () => {
    expect((await get("/products", {}, "HEAD")).headers.get("X-Page-Cache")).toBe("bypass");
    await get("/products");
    const head = await get("/products", {}, "HEAD");
    expect(head.headers.get("X-Page-Cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });
});

describe("what a page shows changes", () => {
  it("a content change (any staff change, a comment, a rating) renders it again on the next visit", async () => {
    await get("/products");
    edition = "second";
    await contentChanged(testDb.db);
    const res = await get("/products");
    expect(res.headers.get("X-Page-Cache")).toBe("miss");
    expect(await res.text()).toContain("· second</h1>");
  });

  it("a page that says when its words go stale (a campaign's countdown) is kept until then, not the cache's whole time", async () => {
    // Expires has whole seconds: two from now is at least one.
    staleAt = Date.now() + 2_000;
    expect((await get("/tet")).headers.get("X-Page-Cache")).toBe("miss");
    edition = "second";
    expect((await get("/tet")).headers.get("X-Page-Cache")).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, staleAt - Date.now()) + 50));
    // Rendered again, it says when its new words go stale.
    staleAt = Date.now() + 60_000;
    const later = await get("/tet");
    expect(later.headers.get("X-Page-Cache")).toBe("miss");
    expect(await later.text()).toContain("· second</h1>");
    // Stale already when rendered: served to its visitor, kept for nobody.
    await contentChanged(testDb.db);
    staleAt = Date.now() - 1_000;
    expect((await get("/tet")).headers.get("X-Page-Cache")).toBe("bypass");
    expect((await get("/tet")).headers.get("X-Page-Cache")).toBe("bypass");
  });

  it("a visitor's comment on a post empties the cache: the post's page shows it at once", async () => {
    const { id } = await testDb.db.selectFrom("posts").select("id").orderBy("id").executeTakeFirstOrThrow();
    await get("/news");
    expect((await get("/news")).headers.get("X-Page-Cache")).toBe("hit");
    const posted = await app.request("http://shop.test/api/v1/posts/" + id + "/comments", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ name: "Lan", content: "Ngon quá!" }),
    });
    expect(posted.status).toBe(201);
    expect((await get("/news")).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("a change committed while a page renders: that render is served, not kept", async () => {
    renderDelayMs = 50;
    const rendering = get("/products");
    await new Promise((resolve) => setTimeout(resolve, 10));
    await contentChanged(testDb.db);
    edition = "second";
    expect(await (await rendering).text()).toContain("· first</h1>");
    renderDelayMs = 0;
    const next = await get("/products");
    expect(next.headers.get("X-Page-Cache")).toBe("miss");
    expect(await next.text()).toContain("· second</h1>");
  });
});

describe("under load", () => {
  it("twenty visitors asking at once for a page nobody has kept: one render, the rest wait for it", async () => {
    renderDelayMs = 30;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/news")));
    expect(renders).toBe(1);
    const states = answers.map((res) => res.headers.get("X-Page-Cache"));
    expect(states.filter((s) => s === "miss")).toHaveLength(1);
    expect(states.filter((s) => s === "hit")).toHaveLength(19);
    const bodies = new Set(await Promise.all(answers.map((res) => res.text())));
    expect(bodies.size).toBe(1);
  });
});

describe("nothing personal is kept or served from the cache", () => {
  const user = encodeURIComponent(JSON.stringify({ id: 1, name: "Minh" }));

  it.each([
    ["a signed-in visitor (session cookies)", { Cookie: `auth_token=abc; auth_user=${user}` }],
    ["a signed-in app (Bearer token)", { Authorization: "Bearer abc" }],
    ["a visitor who rated a post (their stars show)", { Cookie: "visitor_id=v_abcdefghijklmnop" }],
  ])("%s gets a page rendered for them, private", async (_who, headers) => {
    await get("/products");
    const res = await get("/products", headers);
    expect(res.headers.get("X-Page-Cache")).toBe("bypass");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    // Rendered for this request: its scripts carry the request's nonce (a kept page's carry none).
    expect(await res.text()).toMatch(/<script nonce="[^"]+">/);
    expect(renders).toBe(2);
  });

  it("a visitor with a cart (its token cookie only) gets the shared page: no catalog page reads the cart", async () => {
    await get("/products");
    expect((await get("/products", { Cookie: "cart_token=ct_abc; site_lang=en" })).headers.get("X-Page-Cache")).toBe("hit");
  });

  it("personal pages, pages without a shared Cache-Control and error pages are never kept", async () => {
    for (const path of ["/cart/cartList", "/profile", "/missing", "/search?q=banh"]) {
      await get(path);
      const res = await get(path);
      expect(res.headers.get("X-Page-Cache"), path).toBe("bypass");
    }
    expect(renders).toBe(8);
  });

  it("a form's answer is rendered for its sender", async () => {
    const res = await app.request("http://shop.test/products", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.headers.get("X-Page-Cache")).toBe("bypass");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("with card payments on, a kept page allows Authorize.Net's script host as a rendered one does", async () => {
    // The checkout reached from a kept page by a link (no reload) keeps that page's policy: AcceptUI.js must load.
    const card = createTestApp(
      testDb,
      { AUTHORIZE_NET_API_LOGIN_ID: "login", AUTHORIZE_NET_TRANSACTION_KEY: "key", AUTHORIZE_NET_CLIENT_KEY: "client" },
      standInPage,
    );
    const [rendered, kept] = [await card.request("http://shop.test/news"), await card.request("http://shop.test/news")];
    expect(kept.headers.get("X-Page-Cache")).toBe("hit");
    const origin = (res: Response) =>
      res.headers
        .get("Content-Security-Policy")!
        .split("; ")
        .find((d) => d.startsWith("frame-src "));
    expect(origin(rendered)).toMatch(/^frame-src https:\/\/\S+$/);
    expect(origin(kept)).toBe(origin(rendered));
    const scriptSrc = kept.headers
      .get("Content-Security-Policy")!
      .split("; ")
      .find((d) => d.startsWith("script-src "))!;
    expect(scriptSrc.endsWith(` ${origin(rendered)!.slice("frame-src ".length)}`)).toBe(true);
  });

  it("PAGE_CACHE_MB=0 turns the cache off", async () => {
    const off = createTestApp(testDb, { PAGE_CACHE_MB: "0" }, standInPage);
    for (let i = 0; i < 2; i += 1) expect((await off.request("http://shop.test/products")).headers.get("X-Page-Cache")).toBe("bypass");
    expect(renders).toBe(2);
  });
});

describe("the server answers a kept page from memory, as the app would", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer(testDb, { LOG_LEVEL: "info" }, standInPage);
  });
  afterAll(() => server.close());
  // A browser's user agent: crawlers are never sent to another language.
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
  const fetchPage = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" });
  const IGNORED = new Set(["date", "x-request-id", "x-page-cache", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !IGNORED.has(name)));

  it("with the same headers and bytes as the app's answer, and its own request id and log line", async () => {
    const viaApp = await fetchPage("/", { "Accept-Encoding": "identity" });
    expect(viaApp.headers.get("X-Page-Cache")).toBe("miss");
    const fromMemory = await fetchPage("/", { "Accept-Encoding": "identity", "X-Request-Id": "from-memory-0001" });
    expect(fromMemory.headers.get("X-Page-Cache")).toBe("hit");
    expect(headersOf(fromMemory)).toEqual(headersOf(viaApp));
    expect(fromMemory.headers.get("Vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(await fromMemory.text()).toBe(await viaApp.text());
    expect(fromMemory.headers.get("X-Request-Id")).toBe("from-memory-0001");
    expect(server.lines.find((line) => line.requestId === "from-memory-0001")).toMatchObject({ msg: "request", path: "/", status: 200 });
    expect(renders).toBe(1);
  });

  it("304 and brotli as the app gives them", async () => {
    await fetchPage("/news");
    const br = await fetchPage("/news", { "Accept-Encoding": "br" });
    expect(br.headers.get("X-Page-Cache")).toBe("hit");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    // (fetch decompresses: the bytes are the page.)
    expect(await br.text()).toContain("<h1>/news");
    const current = await fetchPage("/news", { "If-None-Match": br.headers.get("ETag")! });
    expect(current.status).toBe(304);
    expect(current.headers.get("X-Page-Cache")).toBe("hit");
  });

  it("the language rule holds: a visitor who chose Vietnamese is sent to /vi, not given the kept English page", async () => {
    await fetchPage("/");
    const chose = await fetchPage("/", { Cookie: "site_lang=vi" });
    expect(chose.status).toBe(302);
    expect(chose.headers.get("Location")).toBe("/vi");
    const browser = await fetchPage("/", { "Accept-Language": "vi-VN,vi;q=0.9" });
    expect(browser.status).toBe(302);
  });

  it("a signed-in visitor is never answered from memory", async () => {
    await fetchPage("/products");
    const res = await fetchPage("/products", { Cookie: "auth_token=abc" });
    expect(res.headers.get("X-Page-Cache")).toBe("bypass");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
