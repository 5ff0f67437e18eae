import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { apiMessage } from "../i18n/api-messages.ts";

// Every write of the API and every page form, sent three ways: from another site's page with the visitor's cookies
// (refused), from our own page (not refused), and by another client with a Bearer token and no cookie (not refused).

const SITE = "http://shop.test";
const FOREIGN = "https://evil.example";
const REFUSED = apiMessage("en", "authCrossSiteRequest");

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let reachedPages: string[] = [];
let session: { cookie: string; bearer: string };
let postId: number;

let lastIp = 0;
const nextIp = () => `192.0.2.${(++lastIp % 250) + 1}`;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { TRUST_PROXY: "true" }, async (request) => {
    reachedPages.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response("page", { status: 200 });
  });
  const registered = await app.request(`${SITE}/api/v1/register`, {
    method: "POST",
    headers: { ...JSON_HEADERS, Origin: SITE, "X-Forwarded-For": nextIp() },
    body: JSON.stringify({
      name: "Lan",
      email: "lan.origin@example.com",
      password: "Bxq7-hoa-sen-2026",
      password_confirmation: "Bxq7-hoa-sen-2026",
    }),
  });
  expect(registered.status).toBe(201);
  const token = ((await registered.json()) as { data: { token: string } }).data.token;
  session = { cookie: `auth_token=${token}; cart_token=ct_${"a".repeat(24)}; visitor_id=v_${"b".repeat(24)}`, bearer: `Bearer ${token}` };
  postId = (await testDb.db.selectFrom("posts").select("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

type Sender = "foreign page, with cookies" | "our page, with cookies" | "bearer client, no cookie";
const SENDERS: Record<Sender, () => Record<string, string>> = {
  "foreign page, with cookies": () => ({ Origin: FOREIGN, "Sec-Fetch-Site": "cross-site", Cookie: session.cookie }),
  "our page, with cookies": () => ({ Origin: SITE, "Sec-Fetch-Site": "same-origin", Cookie: session.cookie }),
  "bearer client, no cookie": () => ({ Origin: FOREIGN, Authorization: session.bearer }),
};

/** Every write of the API, with a body its route accepts where that is easy (a 2xx shows the route was reached). */
const API_WRITES: { method: string; path: string; doc: string; body?: () => unknown }[] = [
  { method: "POST", path: "/login", doc: "/login", body: () => ({}) },
  { method: "POST", path: "/register", doc: "/register", body: () => ({}) },
  { method: "POST", path: "/logout", doc: "/logout" },
  { method: "POST", path: "/forgot-password", doc: "/forgot-password", body: () => ({}) },
  { method: "POST", path: "/reset-password", doc: "/reset-password", body: () => ({}) },
  {
    method: "POST",
    path: "/posts/{id}/comments",
    doc: "/posts/{id}/comments",
    body: () => ({ name: "Mallory", email: "m@example.com", content: "Nice bread!" }),
  },
  { method: "POST", path: "/posts/{id}/ratings", doc: "/posts/{id}/ratings", body: () => ({ rating: 5 }) },
  {
    method: "POST",
    path: "/campaigns/tet/waitlist",
    doc: "/campaigns/{slug}/waitlist",
    body: () => ({ date: "2020-01-01", email: "m@example.com" }),
  },
  { method: "POST", path: "/custom-cakes", doc: "/custom-cakes", body: () => ({}) },
  {
    method: "POST",
    path: "/custom-cakes/CK-00000000/accept",
    doc: "/custom-cakes/{code}/accept",
    body: () => ({ payment_option: "card" }),
  },
  { method: "POST", path: "/custom-cakes/CK-00000000/decline", doc: "/custom-cakes/{code}/decline", body: () => ({ reason: "" }) },
  {
    method: "POST",
    path: "/contact",
    doc: "/contact",
    body: () => ({ name: "Mallory", email: "m@example.com", message: "Hello from elsewhere" }),
  },
  {
    method: "POST",
    path: "/chat/messages",
    doc: "/chat/messages",
    body: () => ({ name: "Mallory", email: "m@example.com", message: "Hi" }),
  },
  { method: "POST", path: "/carts", doc: "/carts", body: () => ({ product_id: 1, quantity: 1 }) },
  { method: "PATCH", path: "/carts/1/update", doc: "/carts/{lineId}/update", body: () => ({ quantity: 2 }) },
  { method: "PUT", path: "/carts/1/update", doc: "/carts/{lineId}/update", body: () => ({ quantity: 2 }) },
  { method: "DELETE", path: "/carts/1/remove", doc: "/carts/{lineId}/remove" },
  { method: "DELETE", path: "/carts/clear", doc: "/carts/clear" },
  { method: "POST", path: "/carts/coupon", doc: "/carts/coupon", body: () => ({ code: "NOPE" }) },
  { method: "DELETE", path: "/carts/coupon", doc: "/carts/coupon" },
  { method: "POST", path: "/checkout", doc: "/checkout", body: () => ({}) },
  { method: "POST", path: "/orders/MV-0000000000AA/cancel", doc: "/orders/{code}/cancel" },
  { method: "POST", path: "/orders/MV-0000000000AA/reorder", doc: "/orders/{code}/reorder" },
  { method: "POST", path: "/notices/1/read", doc: "/notices/{id}/read" },
  { method: "POST", path: "/notices/read-all", doc: "/notices/read-all" },
  { method: "PUT", path: "/profile", doc: "/profile", body: () => ({}) },
  { method: "PUT", path: "/profile/password", doc: "/profile/password", body: () => ({}) },
  { method: "PUT", path: "/profile/email", doc: "/profile/email", body: () => ({}) },
  { method: "DELETE", path: "/profile/email", doc: "/profile/email" },
  { method: "POST", path: "/profile/email/confirm", doc: "/profile/email/confirm", body: () => ({ token: "1.x" }) },
  {
    method: "POST",
    path: "/addresses",
    doc: "/addresses",
    body: () => ({
      full_name: "Lan",
      phone: "7135550142",
      country: "US",
      state: "TX",
      city: "Houston",
      zip: "77072",
      address: "1 Main St",
    }),
  },
  { method: "PUT", path: "/addresses/1", doc: "/addresses/{id}", body: () => ({}) },
  { method: "DELETE", path: "/addresses/1", doc: "/addresses/{id}" },
  { method: "POST", path: "/addresses/1/default", doc: "/addresses/{id}/default" },
  // The back office (its cookie is SameSite=Strict too, but an older browser or another origin of the site may send it).
  { method: "POST", path: "/admin/login", doc: "/admin/login", body: () => ({}) },
  { method: "POST", path: "/admin/logout", doc: "/admin/logout" },
  { method: "PUT", path: "/admin/me/password", doc: "/admin/me/password", body: () => ({}) },
  { method: "POST", path: "/admin/staff", doc: "/admin/staff", body: () => ({}) },
  { method: "PUT", path: "/admin/staff/1", doc: "/admin/staff/{id}", body: () => ({ role: "owner" }) },
  {
    method: "POST",
    path: "/admin/orders/MV-0000000000AA/status",
    doc: "/admin/orders/{code}/status",
    body: () => ({ status: "canceled", reason: "x" }),
  },
  { method: "POST", path: "/admin/orders/MV-0000000000AA/notes", doc: "/admin/orders/{code}/notes", body: () => ({ body: "x" }) },
  { method: "POST", path: "/admin/out-today", doc: "/admin/out-today", body: () => ({ kind: "choice", id: 999999, out: true }) },
  {
    method: "PUT",
    path: "/admin/products/999999/options",
    doc: "/admin/products/{id}/options",
    body: () => ({ options: [], expected_updated_at: "x" }),
  },
  {
    method: "PATCH",
    path: "/admin/products/999999/variants",
    doc: "/admin/products/{id}/variants",
    body: () => ({ variants: [], expected_updated_at: "x" }),
  },
  {
    method: "PUT",
    path: "/admin/products/999999/modifier-groups",
    doc: "/admin/products/{id}/modifier-groups",
    body: () => ({ group_ids: [], expected_updated_at: "x" }),
  },
  { method: "POST", path: "/admin/modifier-groups", doc: "/admin/modifier-groups", body: () => ({}) },
  { method: "PUT", path: "/admin/modifier-groups/999999", doc: "/admin/modifier-groups/{id}", body: () => ({}) },
  { method: "DELETE", path: "/admin/modifier-groups/999999", doc: "/admin/modifier-groups/{id}" },
  { method: "POST", path: "/admin/campaigns", doc: "/admin/campaigns", body: () => ({}) },
  { method: "POST", path: "/admin/custom-cakes/999999/quote", doc: "/admin/custom-cakes/{id}/quote", body: () => ({}) },
  { method: "POST", path: "/admin/custom-cakes/999999/decline", doc: "/admin/custom-cakes/{id}/decline", body: () => ({}) },
  { method: "PUT", path: "/admin/campaigns/999999", doc: "/admin/campaigns/{id}", body: () => ({}) },
  { method: "DELETE", path: "/admin/campaigns/999999", doc: "/admin/campaigns/{id}" },
  { method: "POST", path: "/admin/orders/MV-0000000000AA/deposit", doc: "/admin/orders/{code}/deposit" },
  { method: "POST", path: "/admin/orders/MV-0000000000AA/collected", doc: "/admin/orders/{code}/collected" },
  { method: "PUT", path: "/admin/calendar/2030-01-02", doc: "/admin/calendar/{date}", body: () => ({ closed: true, reason_en: "x" }) },
  { method: "DELETE", path: "/admin/calendar/2030-01-02", doc: "/admin/calendar/{date}" },
  {
    method: "PUT",
    path: "/admin/calendar/2030-01-02/products/1",
    doc: "/admin/calendar/{date}/products/{product_id}",
    body: () => ({ capacity: 1 }),
  },
  {
    method: "PUT",
    path: "/admin/customers/2000000000",
    doc: "/admin/customers/{id}",
    body: () => ({ status: "disabled", expected_updated_at: "x" }),
  },
  { method: "POST", path: "/admin/coupons", doc: "/admin/coupons", body: () => ({ code: "X", type: "percentage", value: 1 }) },
  { method: "PUT", path: "/admin/coupons/999999", doc: "/admin/coupons/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/coupons/999999/active", doc: "/admin/coupons/{id}/active", body: () => ({}) },
  { method: "DELETE", path: "/admin/coupons/999999", doc: "/admin/coupons/{id}" },
  {
    method: "POST",
    path: "/admin/gift-promotions",
    doc: "/admin/gift-promotions",
    body: () => ({ name: { en: "X", vi: "" }, gift_product_id: 1, min_subtotal_cents: 0, active: false }),
  },
  { method: "PUT", path: "/admin/gift-promotions/999999", doc: "/admin/gift-promotions/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/gift-promotions/999999/active", doc: "/admin/gift-promotions/{id}/active", body: () => ({}) },
  { method: "DELETE", path: "/admin/gift-promotions/999999", doc: "/admin/gift-promotions/{id}" },
  { method: "POST", path: "/admin/images", doc: "/admin/images", body: () => ({}) },
  { method: "POST", path: "/admin/products/999999/images", doc: "/admin/products/{id}/images", body: () => ({ image_id: 1 }) },
  { method: "PUT", path: "/admin/products/999999/images", doc: "/admin/products/{id}/images", body: () => ({ order: [] }) },
  { method: "PUT", path: "/admin/products/999999/images/1", doc: "/admin/products/{id}/images/{imageId}", body: () => ({}) },
  { method: "DELETE", path: "/admin/products/999999/images/1", doc: "/admin/products/{id}/images/{imageId}" },
  { method: "POST", path: "/admin/posts", doc: "/admin/posts", body: () => ({ slug: "cross-site", translations: { en: { title: "x" } } }) },
  { method: "PUT", path: "/admin/posts/999999", doc: "/admin/posts/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/posts/999999/published", doc: "/admin/posts/{id}/published", body: () => ({}) },
  { method: "DELETE", path: "/admin/posts/999999", doc: "/admin/posts/{id}" },
  { method: "POST", path: "/admin/pages", doc: "/admin/pages", body: () => ({ slug: "cross-site", translations: { en: { title: "x" } } }) },
  { method: "PUT", path: "/admin/pages/999999", doc: "/admin/pages/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/pages/999999/published", doc: "/admin/pages/{id}/published", body: () => ({}) },
  { method: "DELETE", path: "/admin/pages/999999", doc: "/admin/pages/{id}" },
  {
    method: "POST",
    path: "/admin/products",
    doc: "/admin/products",
    body: () => ({ name_en: "X", slug: "x", sku: "X", category_id: 1, price_cents: 1 }),
  },
  { method: "PUT", path: "/admin/products/999999", doc: "/admin/products/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/products/999999/status", doc: "/admin/products/{id}/status", body: () => ({}) },
  { method: "DELETE", path: "/admin/products/999999", doc: "/admin/products/{id}" },
  { method: "POST", path: "/admin/categories", doc: "/admin/categories", body: () => ({ slug: "x", name_en: "x", name_vi: "x" }) },
  { method: "PUT", path: "/admin/categories/999999", doc: "/admin/categories/{id}", body: () => ({}) },
  { method: "DELETE", path: "/admin/categories/999999", doc: "/admin/categories/{id}" },
  { method: "POST", path: "/admin/menu/items", doc: "/admin/menu/items", body: () => ({}) },
  { method: "PUT", path: "/admin/menu/items/999999", doc: "/admin/menu/items/{id}", body: () => ({}) },
  { method: "POST", path: "/admin/menu/items/999999/move", doc: "/admin/menu/items/{id}/move", body: () => ({}) },
  { method: "DELETE", path: "/admin/menu/items/999999", doc: "/admin/menu/items/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/site", doc: "/admin/site", body: () => ({}) },
  { method: "POST", path: "/admin/redirects", doc: "/admin/redirects", body: () => ({ from: "/x", to: "/" }) },
  { method: "PUT", path: "/admin/redirects/999999", doc: "/admin/redirects/{id}", body: () => ({}) },
  { method: "DELETE", path: "/admin/redirects/999999", doc: "/admin/redirects/{id}" },
  { method: "PUT", path: "/admin/home/sections/999999", doc: "/admin/home/sections/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/home/sections/999999/move", doc: "/admin/home/sections/{id}/move", body: () => ({}) },
  { method: "POST", path: "/admin/home/sections/999999/items", doc: "/admin/home/sections/{id}/items", body: () => ({}) },
  { method: "PUT", path: "/admin/home/items/999999", doc: "/admin/home/items/{id}", body: () => ({}) },
  { method: "PUT", path: "/admin/home/items/999999/move", doc: "/admin/home/items/{id}/move", body: () => ({}) },
  { method: "DELETE", path: "/admin/home/items/999999", doc: "/admin/home/items/{id}" },
  {
    method: "POST",
    path: "/admin/inbox/messages/contact/1/handled",
    doc: "/admin/inbox/messages/{kind}/{id}/handled",
    body: () => ({ handled: true }),
  },
  {
    method: "POST",
    path: "/admin/inbox/messages/contact/1/reply",
    doc: "/admin/inbox/messages/{kind}/{id}/reply",
    body: () => ({ body: "x" }),
  },
  { method: "POST", path: "/admin/inbox/comments/1/approve", doc: "/admin/inbox/comments/{id}/approve", body: () => ({}) },
  { method: "POST", path: "/admin/inbox/comments/1/hide", doc: "/admin/inbox/comments/{id}/hide", body: () => ({}) },
  { method: "DELETE", path: "/admin/inbox/comments/1", doc: "/admin/inbox/comments/{id}" },
  { method: "DELETE", path: "/admin/inbox/ratings/1", doc: "/admin/inbox/ratings/{id}" },
];

/** The page forms (posted with or without JavaScript); the pages themselves stand in as one handler here. */
const PAGE_WRITES = [
  "/login",
  "/vi/login",
  "/register",
  "/customerLogin",
  "/forgot-password",
  "/reset-password",
  "/logout",
  "/contact",
  "/vi/contact",
  "/cart/cartList",
  "/vi/cart/cartList",
  "/banh-mi-story",
  "/vi/banh-mi-story",
  "/birthday-layer-cake",
  "/vi/birthday-layer-cake",
  "/tet",
  "/vi/tet",
  "/admin/login",
  "/vi/admin/login",
  "/admin/logout",
  "/admin",
  "/vi/admin",
  "/admin/staff",
  "/admin/orders/MV-0000000000AA",
  "/admin/calendar",
  "/admin/inbox",
  "/admin/inbox/contact/1",
  "/admin/customers/1",
  "/vi/admin/customers/1",
  "/admin/promotions",
  "/admin/promotions/coupons/new",
  "/admin/posts",
  "/vi/admin/posts/new",
  "/admin/posts/1",
  "/admin/pages",
  "/vi/admin/pages/1",
  "/admin/products/new",
  "/vi/admin/products/1",
  "/admin/modifier-groups/new",
  "/vi/admin/modifier-groups/1",
  "/admin/campaigns/new",
  "/vi/admin/campaigns/1",
  "/admin/campaigns/1/pickups",
  "/admin/custom-cakes/1",
  "/vi/admin/custom-cakes/1",
  "/admin/home",
  "/vi/admin/home",
  "/admin/home/sections/1",
  "/admin/home/sections/1/items/new",
  "/admin/promotions/gifts/new",
  "/admin/categories",
  "/vi/admin/categories/new",
  "/admin/categories/1",
  "/admin/menu",
  "/vi/admin/menu",
  "/admin/site",
  "/admin/redirects",
];

async function callApi(write: (typeof API_WRITES)[number], sender: Sender) {
  const body = write.body?.();
  const res = await app.request(`${SITE}/api/v1${write.path.replace("{id}", String(postId))}`, {
    method: write.method,
    headers: { ...JSON_HEADERS, "X-Forwarded-For": nextIp(), ...SENDERS[sender]() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

describe("cross-site writes to the API", () => {
  it("the table names every write of the API", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== "get")
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(new Set(API_WRITES.map((w) => `${w.method} ${w.doc}`))).toEqual(new Set(writes));
  });

  for (const write of API_WRITES) {
    it(`${write.method} ${write.path}: refused from another site's page, allowed from ours and for a bearer client`, async () => {
      const foreign = await callApi(write, "foreign page, with cookies");
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ error: true, message: REFUSED, data: null });
      for (const sender of ["our page, with cookies", "bearer client, no cookie"] as const) {
        const answer = await callApi(write, sender);
        expect(answer.body.message, sender).not.toBe(REFUSED);
        expect(answer.status, sender).not.toBe(403);
      }
    });
  }

  it("a comment from another site's page is not published (it was, with a 201)", async () => {
    const before = await testDb.db.selectFrom("post_comments").select(testDb.db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const write = API_WRITES.find((w) => w.path.endsWith("/comments"))!;
    expect((await callApi(write, "foreign page, with cookies")).status).toBe(403);
    const after = await testDb.db.selectFrom("post_comments").select(testDb.db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await callApi(write, "our page, with cookies")).status).toBe(201);
  });
});

describe("cross-site writes to the pages", () => {
  for (const path of PAGE_WRITES) {
    it(`POST ${path}: refused from another site's page (in the page's language), allowed from ours and for a bearer client`, async () => {
      reachedPages = [];
      const post = (sender: Sender) =>
        app.request(`${SITE}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...SENDERS[sender]() },
          body: "intent=comment&name=x",
        });
      const foreign = await post("foreign page, with cookies");
      expect(foreign.status).toBe(403);
      expect(await foreign.text()).toBe(apiMessage(path.startsWith("/vi/") ? "vi" : "en", "authCrossSiteRequest"));
      expect(reachedPages).toEqual([]);
      expect((await post("our page, with cookies")).status).toBe(200);
      expect((await post("bearer client, no cookie")).status).toBe(200);
      expect(reachedPages).toEqual([`POST ${path}`, `POST ${path}`]);
    });
  }

  it("a form from another site without any cookie is refused too (a forged login)", async () => {
    reachedPages = [];
    const res = await app.request(`${SITE}/login`, {
      method: "POST",
      headers: { Origin: FOREIGN },
      body: new URLSearchParams({ identifier: "x", password: "y" }),
    });
    expect(res.status).toBe(403);
    expect(reachedPages).toEqual([]);
  });

  it("with PUBLIC_URL, ours is its origin alone, never whatever Host the request names", async () => {
    const proxied = createTestApp(testDb, { PUBLIC_URL: "https://maivang.example" }, async () => new Response("page"));
    const post = (url: string, origin: string, host?: string) =>
      proxied.request(url, {
        method: "POST",
        headers: {
          Origin: origin,
          Cookie: session.cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          ...(host ? { Host: host } : {}),
        },
        body: "name=Lan",
      });
    // Another site whose name points at the shop: its pages' Origin equals the Host they send.
    expect((await post("http://other-name.example/contact", "http://other-name.example", "other-name.example")).status).toBe(403);
    expect((await post("http://other-name.example/api/v1/logout", "http://other-name.example", "other-name.example")).status).toBe(403);
    // The public address's host over another scheme or port is another origin.
    expect((await post("http://maivang.example/contact", "http://maivang.example", "maivang.example")).status).toBe(403);
    expect((await post("https://maivang.example:8443/contact", "https://maivang.example:8443", "maivang.example:8443")).status).toBe(403);
    expect((await post("http://127.0.0.1:3000/contact", "https://maivang.example")).status).toBe(200);
    expect((await post("http://127.0.0.1:3000/contact", "https://MAIVANG.example")).status).toBe(200);
  });

  it("the pages get an allowed form without Origin (React Router's own check reads the URL, not PUBLIC_URL) and with its body", async () => {
    const seen: { origin: string | null; body: string }[] = [];
    const proxied = createTestApp(testDb, { PUBLIC_URL: "https://maivang.example" }, async (request) => {
      seen.push({ origin: request.headers.get("origin"), body: await request.text() });
      return new Response("page");
    });
    const res = await proxied.request("http://127.0.0.1:3000/contact", {
      method: "POST",
      headers: { Origin: "https://maivang.example", Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Lan",
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ origin: null, body: "name=Lan" }]);
  });
});
