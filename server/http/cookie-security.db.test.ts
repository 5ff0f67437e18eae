import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertStaff, STAFF_PASSWORD } from "../../tests/support/staff.ts";
import { secureCookies } from "./cookie-security.ts";
import { cartTokenCookie } from "./shopper.ts";

// `Secure` only where the browser keeps it (decision 020): Safari drops a Secure cookie set by a plain-http answer,
// localhost included, so on http://localhost a sign-in, a cart or a guest's order would never come back.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
});
afterAll(() => testDb.destroy());

const LIMITS = { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" };

type App = ReturnType<typeof createTestApp>;

async function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`/api/v1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Every cookie an answer sets, by name: its attributes. */
function cookiesOf(res: Response): Record<string, string[]> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((line) => [
      line.split("=")[0]!,
      line
        .split(";")
        .slice(1)
        .map((a) => a.trim()),
    ]),
  );
}

/** The cookies of a registration, a staff sign-in and a guest's order (its `order_access` key). */
async function cookiesSetBy(app: App, headers: Record<string, string>) {
  const email = `cookie-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await post(
    app,
    "/register",
    { name: "Lan", email, password: "Banh-Bao-2026", password_confirmation: "Banh-Bao-2026", remember: 1 },
    headers,
  );
  expect(registered.status).toBe(201);
  const staff = await insertStaff(testDb.db, "kitchen");
  const staffLogin = await post(app, "/admin/login", { email: staff.email, password: STAFF_PASSWORD }, headers);
  expect(staffLogin.status).toBe(200);
  const product = await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow();
  const cart = await post(app, "/carts", { product_id: product.id, quantity: 1 }, headers);
  const token = ((await cart.json()) as { data: { token: string } }).data.token;
  const options = await app.request("/api/v1/checkout/options", { headers: { "cart-token": token, ...headers } });
  const days = ((await options.json()) as { data: { days: { slots: { date: string; start: string; full: boolean }[] }[] } }).data.days;
  const slot = (days[1] ?? days[0])!.slots.find((s) => !s.full)!;
  const order = await post(app, "/checkout", pickupForm({ slot: { date: slot.date, start: slot.start } }), {
    "cart-token": token,
    "Idempotency-Key": randomUUID(),
    ...headers,
  });
  expect(order.status).toBe(201);
  return { ...cookiesOf(registered), ...cookiesOf(staffLogin), ...cookiesOf(order) };
}

const NAMES = ["auth_token", "auth_user", "auth_exp", "customer_id", "staff_token", "order_access"];

describe("the Secure attribute of the shop's cookies", () => {
  it("is left off on plain http (the demo on http://localhost), even when a client claims https to a server that trusts no proxy", async () => {
    for (const headers of [{}, { "X-Forwarded-Proto": "https" }] as Record<string, string>[]) {
      const cookies = await cookiesSetBy(createTestApp(testDb, LIMITS), headers);
      for (const name of NAMES) {
        expect(cookies[name], name).toBeDefined();
        expect(cookies[name], name).not.toContain("Secure");
      }
      expect(cookies.auth_token).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    }
  });

  it("is set when a trusted proxy says the visitor came over https", async () => {
    const cookies = await cookiesSetBy(createTestApp(testDb, { ...LIMITS, TRUST_PROXY: "true" }), { "X-Forwarded-Proto": "https" });
    for (const name of NAMES) expect(cookies[name], name).toContain("Secure");
  });

  it("is set when PUBLIC_URL is an https address, whatever the request says", async () => {
    const cookies = await cookiesSetBy(createTestApp(testDb, { ...LIMITS, PUBLIC_URL: "https://shop.example" }), {});
    for (const name of NAMES) expect(cookies[name], name).toContain("Secure");
  });

  it("follows the same rule for the cart cookie and every request", () => {
    const http = { url: "http://localhost:3000/cart/cartList", headers: new Headers() };
    const proxied = { url: "http://10.0.0.2:3000/", headers: new Headers({ "X-Forwarded-Proto": "https, http" }) };
    expect(secureCookies(http, { TRUST_PROXY: false, PUBLIC_URL: undefined })).toBe(false);
    expect(secureCookies(http, { TRUST_PROXY: false, PUBLIC_URL: "http://localhost:3000" })).toBe(false);
    expect(secureCookies(http, { TRUST_PROXY: false, PUBLIC_URL: "https://shop.example" })).toBe(true);
    expect(secureCookies({ url: "https://shop.example/", headers: new Headers() }, { TRUST_PROXY: false, PUBLIC_URL: undefined })).toBe(
      true,
    );
    expect(secureCookies(proxied, { TRUST_PROXY: true, PUBLIC_URL: undefined })).toBe(true);
    expect(secureCookies(proxied, { TRUST_PROXY: false, PUBLIC_URL: undefined })).toBe(false);
    expect(cartTokenCookie("ct_abc", 60, false)).toBe("cart_token=ct_abc; Max-Age=60; Path=/; SameSite=Lax");
    expect(cartTokenCookie("", 0, true)).toBe("cart_token=; Max-Age=0; Path=/; Secure; SameSite=Lax");
  });
});
