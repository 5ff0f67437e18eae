import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { FULFILMENT_SETTINGS_KEY, loadFulfilmentSettings } from "../domain/fulfilment/settings.ts";
import { apiMessage } from "../i18n/api-messages.ts";

// A coupon's per-customer limit holds for guests too: a customer is counted by account, by the order's e-mail and by
// its phone (normalised), inside the order's transaction, so of many checkouts sent at once only the limit's number
// get the coupon; the others get 409 with the coupon's reason in their language. On SQLite and PostgreSQL alike.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let banhMi = 0;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  banhMi = (await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow()).id;
  // Room for every order of a burst in one slot: only the coupon may refuse.
  const settings = { ...(await loadFulfilmentSettings(testDb.db)), orders_per_slot: 1000 };
  await testDb.db
    .insertInto("shop_settings")
    .values({ key: FULFILMENT_SETTINGS_KEY, value_json: JSON.stringify(settings), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value_json: JSON.stringify(settings) }))
    .execute();
});
afterAll(() => testDb.destroy());

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; lang?: "en" | "vi"; auth?: string; key?: string } = {},
) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

/** A "first order" coupon: 10 % off, once per customer, no overall limit. */
async function firstOrderCoupon(): Promise<string> {
  const code = `FIRST${randomUUID().slice(0, 6).toUpperCase()}`;
  const now = new Date().toISOString();
  await testDb.db
    .insertInto("coupons")
    .values({
      code,
      type: "percentage",
      value: 10,
      min_subtotal_cents: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_customer_limit: 1,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return code;
}

/** A cart with two bánh mì and `code` applied (a signed-in customer's when `auth` is given). */
async function cartWithCoupon(code: string, auth?: string): Promise<string> {
  const added = await call("POST", "/carts", { product_id: banhMi, quantity: 2 }, auth ? { auth } : {});
  expect(added.status).toBe(200);
  const token = added.body.data.token as string;
  expect((await call("POST", "/carts/coupon", { code }, { token, ...(auth ? { auth } : {}) })).status).toBe(200);
  return token;
}

let slot: { date: string; start: string } | undefined;
async function laterSlot(token: string) {
  if (slot) return slot;
  const { body } = await call("GET", "/checkout/options", undefined, { token });
  const day = body.data.days[1] ?? body.data.days[0];
  const free = day.slots.find((s: { full: boolean }) => !s.full);
  slot = { date: free.date, start: free.start };
  return slot;
}

const checkout = async (token: string, form: Record<string, unknown>, options: { lang?: "en" | "vi"; auth?: string } = {}) =>
  call("POST", "/checkout", pickupForm({ slot: await laterSlot(token), ...form }), { token, key: randomUUID(), ...options });

function expectAlreadyUsed(
  answer: { status: number; body: { data: { reason: string }; errors?: Record<string, string[]> } },
  code: string,
  lang: "en" | "vi" = "en",
) {
  expect(answer.status).toBe(409);
  expect(answer.body.data.reason).toBe("cart_changed");
  expect(answer.body.errors?.coupon).toEqual([apiMessage(lang, "couponAlreadyUsed", { code })]);
}

describe("a per-customer coupon limit for guests", () => {
  it("50 guest checkouts at once with one e-mail (written 50 ways): exactly one gets the coupon", async () => {
    const code = await firstOrderCoupon();
    const tokens = await Promise.all(Array.from({ length: 50 }, () => cartWithCoupon(code)));
    await laterSlot(tokens[0]!);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        checkout(
          token,
          { email: i % 2 ? ` Lan.Same@Example.COM ` : "lan.same@example.com", phone: `(713) 555-${String(2000 + i)}` },
          { lang: i % 3 === 0 ? "vi" : "en" },
        ),
      ),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.body.data.order.coupon_code).toBe(code);
    answers.forEach((answer, i) => answer.status !== 201 && expectAlreadyUsed(answer, code, i % 3 === 0 ? "vi" : "en"));
    const rows = await testDb.db
      .selectFrom("coupon_redemptions as r")
      .innerJoin("coupons as c", "c.id", "r.coupon_id")
      .select(["r.email_key"])
      .where("c.code", "=", code)
      .execute();
    expect(rows).toEqual([{ email_key: "lan.same@example.com" }]);
  }, 120_000);

  it("the same phone written two ways, with two e-mails: the second is refused", async () => {
    const code = await firstOrderCoupon();
    const first = await checkout(await cartWithCoupon(code), {
      email: `a-${randomUUID().slice(0, 6)}@example.com`,
      phone: "(713) 555-0199",
    });
    expect(first.status).toBe(201);
    const second = await checkout(await cartWithCoupon(code), { email: `b-${randomUUID().slice(0, 6)}@example.com`, phone: "7135550199" });
    expectAlreadyUsed(second, code);
    const third = await checkout(
      await cartWithCoupon(code),
      { email: `c-${randomUUID().slice(0, 6)}@example.com`, phone: "+1 713 555 0199" },
      { lang: "vi" },
    );
    expectAlreadyUsed(third, code, "vi");
  });

  it("a guest with the e-mail or the phone of an account that used it: refused", async () => {
    const code = await firstOrderCoupon();
    const email = `minh-${randomUUID().slice(0, 6)}@example.com`;
    const password = "Bxq7-hoa-sen-2026";
    const registered = await call("POST", "/register", {
      name: "Minh",
      email,
      phone: "(281) 555-0123",
      password,
      password_confirmation: password,
    });
    expect(registered.status).toBe(201);
    const auth = registered.body.data.token as string;
    // The customer's order, signed in, with other contact details on the form.
    const mine = await checkout(
      await cartWithCoupon(code, auth),
      { email: `other-${randomUUID().slice(0, 6)}@example.com`, phone: "(281) 555-0999" },
      { auth },
    );
    expect(mine.status).toBe(201);
    expect(mine.body.data.order.coupon_code).toBe(code);
    // Guests with the account's e-mail (any case), or its phone: the account's use counts.
    expectAlreadyUsed(await checkout(await cartWithCoupon(code), { email: email.toUpperCase(), phone: "(713) 555-3001" }), code);
    expectAlreadyUsed(
      await checkout(await cartWithCoupon(code), { email: `x-${randomUUID().slice(0, 6)}@example.com`, phone: "281-555-0123" }),
      code,
    );
    // Someone else entirely still gets it.
    expect(
      (await checkout(await cartWithCoupon(code), { email: `y-${randomUUID().slice(0, 6)}@example.com`, phone: "(713) 555-3002" })).status,
    ).toBe(201);
  });

  it("the demo customer's use counts for a guest with the demo's e-mail or phone", async () => {
    const code = await firstOrderCoupon();
    const login = await call("POST", "/login", { identifier: "demo@maivangbakery.example", password: "BanhBao-2026!" });
    expect(login.status).toBe(200);
    const auth = login.body.data.token as string;
    const mine = await checkout(
      await cartWithCoupon(code, auth),
      { email: "demo@maivangbakery.example", phone: "(832) 555-0164" },
      { auth },
    );
    expect(mine.status).toBe(201);
    expectAlreadyUsed(await checkout(await cartWithCoupon(code), { email: "Demo@MaiVangBakery.example", phone: "(713) 555-3003" }), code);
    expectAlreadyUsed(
      await checkout(
        await cartWithCoupon(code),
        { email: `z-${randomUUID().slice(0, 6)}@example.com`, phone: "832.555.0164" },
        { lang: "vi" },
      ),
      code,
      "vi",
    );
  });
});

describe("the migration", () => {
  it("gives the redemptions made before it their order's e-mail and phone, normalised", async () => {
    const { migrations } = await import("../db/migrations/index.ts");
    const migration = migrations["2026-11-29T0900-coupon-redemption-keys"]!;
    await migration.down!(testDb.db);
    await migration.up(testDb.db);
    const seeded = await testDb.db
      .selectFrom("coupon_redemptions as r")
      .innerJoin("orders as o", "o.id", "r.order_id")
      .innerJoin("customers as u", "u.id", "r.customer_id")
      .select(["r.email_key", "r.phone_key"])
      .where("u.email", "=", "demo@maivangbakery.example")
      .execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) expect(row).toEqual({ email_key: "demo@maivangbakery.example", phone_key: "8325550164" });
  });
});
