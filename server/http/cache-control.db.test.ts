import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { createApp } from "../app.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";

// Which answers may be kept by a browser or a shared cache: nothing personal (the session, the cart, a write, a
// cookie being set); the anonymous catalog keeps what its route says. The pages stand in as one handler here (the
// real ones are in tests/e2e/security.spec.ts); the API is the real one.

const PRIVATE = "private, no-store";
const CATALOG_CACHE = "public, max-age=60";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let signedIn: { cookie: string; bearer: string };

/** A page as React Router answers it: its route's own Cache-Control on /products, a cookie when asked to set one. */
async function standInPage(request: Request): Promise<Response> {
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  if (new URL(request.url).pathname === "/products") headers.set("Cache-Control", CATALOG_CACHE);
  if (request.headers.get("x-test-set-cookie")) headers.append("Set-Cookie", "visitor_id=v1; Path=/");
  return new Response("<!doctype html>", { headers });
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { TRUST_PROXY: "true" }, standInPage);
  const res = await app.request("/api/v1/register", {
    method: "POST",
    headers: { ...JSON_HEADERS, "X-Forwarded-For": "192.0.2.77" },
    body: JSON.stringify({
      name: "Minh",
      email: "minh.cache@example.com",
      password: "Bxq7-hoa-sen-2026",
      password_confirmation: "Bxq7-hoa-sen-2026",
    }),
  });
  expect(res.status).toBe(201);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const user = encodeURIComponent(JSON.stringify({ id: 1, name: "Minh" }));
  signedIn = { cookie: `auth_token=${token}; auth_user=${user}`, bearer: `Bearer ${token}` };
});
afterAll(() => testDb.destroy());

const cacheControl = async (path: string, headers: Record<string, string> = {}, method = "GET") =>
  (await app.request(`http://shop.test${path}`, { method, headers })).headers.get("Cache-Control");

const CATALOG_PAGES = [
  "/",
  "/vi",
  "/products",
  "/vi/products",
  "/news",
  "/vi/news",
  "/contact",
  "/search?q=banh",
  "/banh-mi-story",
  "/layouts/ProductView",
  "/products.data",
  "/_.data",
  "/_root.data",
];
const PERSONAL_PAGES = [
  "/profile",
  "/vi/profile",
  "/profile/orders",
  "/vi/profile/accoutInfo",
  "/profile.data",
  "/profile/_.data",
  "/cart/cartList",
  "/vi/cart/cartList",
  "/cart/cartList.data",
  "/cart/order-success",
  "/login",
  "/vi/login",
  "/register",
  "/customerLogin",
  "/forgot-password?identifier=a%40b.c&sent=1",
  "/reset-password?token=t",
  "/logout",
];

describe("pages", () => {
  it.each(CATALOG_PAGES)("%s, anonymous: keeps what the route says (cacheable)", async (path) => {
    expect(await cacheControl(path)).toBe(path === "/products" ? CATALOG_CACHE : null);
    // A visitor with a cart but no session sees the same catalog.
    expect(await cacheControl(path, { Cookie: "cart_token=ct_abc" })).toBe(path === "/products" ? CATALOG_CACHE : null);
    // One who rated a post sees their own stars on it: the rater's cookie makes a page theirs.
    expect(await cacheControl(path, { Cookie: "cart_token=ct_abc; visitor_id=v_abc" })).toBe(PRIVATE);
  });

  it.each([...CATALOG_PAGES, ...PERSONAL_PAGES])("%s, signed in: private, no-store", async (path) => {
    expect(await cacheControl(path, { Cookie: signedIn.cookie })).toBe(PRIVATE);
    expect(await cacheControl(path, { Cookie: "auth_user=%7B%7D" })).toBe(PRIVATE);
  });

  it.each(PERSONAL_PAGES)("%s, anonymous: private, no-store (about the visitor whoever it is)", async (path) => {
    expect(await cacheControl(path)).toBe(PRIVATE);
  });

  it("every form's answer, and every answer that sets a cookie, is private", async () => {
    for (const path of ["/products", "/contact", "/banh-mi-story", "/cart/cartList", "/vi/login"]) {
      expect(await cacheControl(path, { "Content-Type": "application/x-www-form-urlencoded" }, "POST"), path).toBe(PRIVATE);
    }
    expect(await cacheControl("/news", { "x-test-set-cookie": "1" })).toBe(PRIVATE);
  });

  it("a refused cross-site post is private too", async () => {
    expect(await cacheControl("/contact", { Origin: "https://evil.example", Cookie: signedIn.cookie }, "POST")).toBe(PRIVATE);
  });
});

describe("API", () => {
  it("the caller's resources are private, signed in or not", async () => {
    for (const headers of [
      {},
      { Cookie: signedIn.cookie },
      { Authorization: signedIn.bearer },
      { "cart-token": "ct_unknown0000000000000000" },
    ] as Record<string, string>[]) {
      expect(await cacheControl("/api/v1/me", headers), JSON.stringify(headers)).toBe(PRIVATE);
      expect(await cacheControl("/api/v1/carts", headers), JSON.stringify(headers)).toBe(PRIVATE);
      expect(await cacheControl("/api/v1/profile", headers), JSON.stringify(headers)).toBe(PRIVATE);
      expect(await cacheControl("/api/v1/addresses", headers), JSON.stringify(headers)).toBe(PRIVATE);
    }
  });

  it("the catalog is left alone for anonymous callers and private for signed-in ones; writes are private", async () => {
    expect(await cacheControl("/api/v1/products")).toBeNull();
    expect(await cacheControl("/api/v1/posts")).toBeNull();
    expect(await cacheControl("/api/v1/products", { Authorization: signedIn.bearer })).toBe(PRIVATE);
    expect(await cacheControl("/api/v1/posts", { Cookie: signedIn.cookie })).toBe(PRIVATE);
    expect(await cacheControl("/api/v1/contact", { ...JSON_HEADERS, "X-Forwarded-For": "192.0.2.78" }, "POST")).toBe(PRIVATE);
    expect(await cacheControl("/api/v1/logout", { Cookie: signedIn.cookie }, "POST")).toBe(PRIVATE);
  });
});

describe("static files", () => {
  it("stay public and immutable when the browser sends the session with them", async () => {
    // Under the working directory: the server serves its client folder by a path relative to it.
    mkdirSync("test-results", { recursive: true });
    const clientDir = mkdtempSync(join("test-results", "client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
    writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
    const withFiles = createApp({
      config: app.config,
      db: testDb.db,
      dialect: testDb.dialect,
      logger: createLogger(app.config),
      mailer: createMailer(app.config),
      clientDir,
      pageHandler: standInPage,
    });
    const get = async (path: string) =>
      (await withFiles.request(path, { headers: { Cookie: signedIn.cookie } })).headers.get("Cache-Control");
    expect(await get("/assets/entry-abc123.js")).toBe("public, max-age=31536000, immutable");
    expect(await get("/favicon.svg")).toBe("public, max-age=3600");
    expect(await get("/products")).toBe(PRIVATE);
    rmSync(clientDir, { recursive: true, force: true });
  });
});
