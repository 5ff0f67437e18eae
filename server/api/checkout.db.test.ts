import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, outboxMessages } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { loadFulfilmentSettings } from "../domain/fulfilment/settings.ts";
import { createGatewayDouble, DOUBLE_CREDENTIALS } from "../payments/authorize-net-double.ts";
import { createCardGateway } from "../payments/authorize-net.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { longDay } from "../domain/checkout/shop-clock.shared.ts";

// POST checkout and GET checkout/options, GET orders, through the real app with `app.request()`. Card
// payments go to the local double of Authorize.Net's API, never the network.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const gatewayDouble = createGatewayDouble();
const ids = new Map<string, number>();

const CARD_ENV = {
  AUTHORIZE_NET_API_LOGIN_ID: DOUBLE_CREDENTIALS.apiLoginId,
  AUTHORIZE_NET_TRANSACTION_KEY: DOUBLE_CREDENTIALS.transactionKey,
  AUTHORIZE_NET_CLIENT_KEY: "test-client-key",
};

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const gateway = createCardGateway(
    {
      ...{ apiLoginId: DOUBLE_CREDENTIALS.apiLoginId, transactionKey: DOUBLE_CREDENTIALS.transactionKey, clientKey: "test-client-key" },
      env: "sandbox",
      timeoutMs: 300,
    },
    gatewayDouble.fetch,
  );
  app = createTestApp(
    testDb,
    { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000", ...CARD_ENV },
    undefined,
    { cardGateway: gateway },
  );
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
});
afterAll(() => testDb.destroy());

const BANH_MI = "banh-mi-dac-biet";
const CAKE = "custom-birthday-cake";
const productId = (slug: string) => ids.get(slug)!;

interface Call {
  token?: string;
  lang?: "en" | "vi";
  key?: string | null;
  auth?: string;
  cookie?: string;
}

async function call(method: string, path: string, body?: unknown, options: Call = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.key) headers["Idempotency-Key"] = options.key;
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json(), res };
}

async function cartWith(...lines: [slug: string, quantity: number, note?: string][]): Promise<string> {
  let token = "";
  for (const [slug, quantity, note] of lines) {
    const res = await call("POST", "/carts", { product_id: productId(slug), quantity, ...(note ? { note } : {}) }, { token });
    expect(res.status).toBe(200);
    token = res.body.data.token;
  }
  return token;
}

const options = (token: string, query = "") => call("GET", `/checkout/options${query}`, undefined, { token });

/** A slot well clear of the clock: the first of the second day offered (so it cannot pass while a test runs). */
async function laterSlot(token: string) {
  const { body } = await options(token);
  const day = body.data.days[1] ?? body.data.days[0];
  const slot = day.slots.find((s: { full: boolean }) => !s.full);
  return { date: slot.date as string, start: slot.start as string };
}

const form = pickupForm;

const checkout = (token: string, body: unknown, options: Call = {}) =>
  call("POST", "/checkout", body, { token, key: randomUUID(), ...options });

async function orderCount() {
  const row = await testDb.db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("GET checkout/options", () => {
  it("offers pickup and delivery, pay at pickup and card, slots on the shop's clock, and the server's totals with tax", async () => {
    const token = await cartWith([BANH_MI, 2]);
    const { status, body } = await options(token);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.time_zone).toBe("America/Chicago");
    expect(data.fulfilment_methods.map((m: { code: string }) => m.code)).toEqual(["pickup", "delivery"]);
    expect(data.payment_methods.map((m: { code: string }) => m.code)).toEqual(["pay_at_pickup", "card"]);
    expect(data.payment_methods[1]).toMatchObject({
      api_login_id: DOUBLE_CREDENTIALS.apiLoginId,
      client_key: "test-client-key",
      script_url: "https://jstest.authorize.net/v3/AcceptUI.js",
    });
    expect(data.days.length).toBeGreaterThan(5);
    for (const day of data.days) {
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(1); // closed on Mondays
      expect(day.date).not.toBe("2026-12-25");
    }
    // $7.50 × 2 = $15.00; 8.25 % tax = $1.24 (1.2375 rounded half up).
    expect(data.totals).toMatchObject({ subtotal_cents: 1500, fee_cents: 0, tax_cents: 124, total_cents: 1624, tax_rate: 8.25 });
    expect(data.count).toBe(2);
  });

  it("starts the slots at the cart's largest lead time (a custom cake: 48 hours)", async () => {
    const token = await cartWith([BANH_MI, 1], [CAKE, 1, "Happy birthday Bà"]);
    const { body } = await options(token);
    expect(body.data.lead_time_hours).toBe(48);
    const first = Date.parse(body.data.days[0].slots[0].starts_at);
    expect(first).toBeGreaterThanOrEqual(Date.now() + 48 * 3_600_000 - 60_000);
  });

  it("prices delivery by ZIP zone and says when a ZIP is outside every zone", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const inZone = await options(token, "?fulfilment=delivery&zip=77072");
    expect(inZone.body.data.delivery).toMatchObject({ ok: true, zip: "77072" });
    expect(inZone.body.data.totals.fee_cents).toBeGreaterThan(0);
    const outside = await options(token, "?fulfilment=delivery&zip=10001");
    expect(outside.body.data.delivery).toMatchObject({ ok: false, reason: "zip_outside_zones" });
  });

  it("lists a full slot as full rather than hiding it", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const slot = await laterSlot(token);
    const settings = await loadFulfilmentSettings(testDb.db);
    // The seed's coming orders may already hold a place in it: fill what is left, and give back only that afterwards.
    const before = await testDb.db
      .selectFrom("slot_reservations")
      .select("reserved")
      .where("date", "=", slot.date)
      .where("start", "=", slot.start)
      .executeTakeFirst();
    await testDb.db
      .insertInto("slot_reservations")
      .values({ ...slot, reserved: settings.orders_per_slot })
      .onConflict((oc) => oc.columns(["date", "start"]).doUpdateSet({ reserved: settings.orders_per_slot }))
      .execute();
    const { body } = await options(token);
    const shown = body.data.days
      .flatMap((d: { slots: unknown[] }) => d.slots)
      .find((s: { date: string; start: string }) => s.date === slot.date && s.start === slot.start);
    expect(shown).toMatchObject({ remaining: 0, full: true });
    const refused = await checkout(token, form({ slot }));
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe("slot_full");
    await testDb.db
      .updateTable("slot_reservations")
      .set({ reserved: Number(before?.reserved ?? 0) })
      .where("date", "=", slot.date)
      .where("start", "=", slot.start)
      .execute();
  });
});

describe("POST checkout", () => {
  it("places a pay-at-pickup order: 201 with the code and totals, the cart closed, two e-mails, a link only its browser can open", async () => {
    const token = await cartWith([BANH_MI, 2], [CAKE, 1, "Chúc mừng sinh nhật Bà"]);
    const { body: opts } = await options(token);
    const slot = { date: opts.data.days[0].slots[0].date, start: opts.data.days[0].slots[0].start };
    const before = outboxMessages(app.config).length;
    const res = await checkout(token, form({ slot, expected_total_cents: opts.data.totals.total_cents }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Order successful!");
    const order = res.body.data.order;
    expect(order.code).toMatch(/^MV-[0-9A-Z]{12}$/);
    expect(order.status).toBe("unfinished");
    expect(order.totals.total_cents).toBe(opts.data.totals.total_cents);
    expect(order.lines.find((l: { slug: string }) => l.slug === CAKE)).toMatchObject({
      note: "Chúc mừng sinh nhật Bà",
      note_kind: "inscription",
    });
    expect(order.lines.find((l: { slug: string }) => l.slug === BANH_MI).allergens).toContain("wheat");
    expect(order.slot).toMatchObject({ ...slot, time_zone: "America/Chicago" });
    expect(order.payment).toMatchObject({ option: "pay_at_pickup", status: "unpaid", card: null });

    // The cart is closed: the token now shows an empty cart.
    const cart = await call("GET", "/carts", undefined, { token });
    expect(cart.body.data.count).toBe(0);
    // The customer's e-mail and the shop's.
    // Sent just after the answer, from the outbox the order's transaction wrote.
    // Drawing two e-mails can take more than Vitest's default second on a busy machine.
    const mails = await vi.waitFor(
      () => {
        const written = outboxMessages(app.config).slice(before);
        expect(written).toHaveLength(2);
        return written;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(mails.join("\n")).toContain(order.code);

    // The browser that ordered holds the cookie; nobody else can open the order.
    const cookie = res.res.headers.get("set-cookie")!.match(/order_access=[^;]+/)![0];
    expect((await call("GET", `/orders/${order.code}`, undefined, { cookie })).status).toBe(200);
    expect((await call("GET", `/orders/${order.code}`)).status).toBe(404);
    expect((await call("GET", `/orders/MV-0000000000AA`, undefined, { cookie })).status).toBe(404);
  });

  it("a guest client without a cookie jar reads its order with the key the 201 answered, and nobody else can", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const { body: opts } = await options(token);
    const slot = { date: opts.data.days[0].slots[0].date, start: opts.data.days[0].slots[0].start };
    const res = await checkout(token, form({ slot }));
    expect(res.status).toBe(201);
    const { order, access_key: key } = res.body.data as { order: { code: string }; access_key: string };
    expect(key).toMatch(/^[\w-]{32}$/);
    const read = (headers: Record<string, string>) => app.request(`/api/v1/orders/${order.code}`, { headers });
    const mine = await read({ "Order-Access-Key": key });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { data: { code: string } }).data.code).toBe(order.code);
    expect((await read({})).status).toBe(404);
    // Another last character (never the one it has: a key ending in "x" would otherwise be sent unchanged).
    expect((await read({ "Order-Access-Key": `${key.slice(0, -1)}${key.endsWith("x") ? "y" : "x"}` })).status).toBe(404);
    // The key opens this order only.
    const other = await checkout(await cartWith([BANH_MI, 1]), form({ slot }));
    const otherCode = (other.body.data as { order: { code: string } }).order.code;
    expect((await app.request(`/api/v1/orders/${otherCode}`, { headers: { "Order-Access-Key": key } })).status).toBe(404);
  });

  it("needs an Idempotency-Key (400), and checks every required field in the request's language (422)", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const noKey = await call("POST", "/checkout", form({ slot: await laterSlot(token) }), { token, lang: "vi" });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toContain("Idempotency-Key");
    const empty = await checkout(token, {}, { lang: "vi" });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["email", "payment_option", "phone", "shipping_option", "slot"]);
    expect(empty.body.errors.phone[0]).toBe("Vui lòng nhập số điện thoại.");
    expect(await orderCount()).toBeGreaterThanOrEqual(0);
  });

  it("asks for the address only where it is used: a delivery's, a card's billing; a pickup paid at the shop needs none", async () => {
    const noAddress = { address: "", city: "", state: "", country: undefined, zip: "" };
    const token = await cartWith([BANH_MI, 1]);
    const slot = await laterSlot(token);
    const delivery = await checkout(token, form({ ...noAddress, slot, shipping_option: "delivery", zip: "77072" }), { lang: "vi" });
    expect(delivery.status).toBe(422);
    expect(Object.keys(delivery.body.errors).sort()).toEqual(["address", "city", "country", "state"]);
    expect(delivery.body.errors.address[0]).toBe("Vui lòng nhập địa chỉ.");
    // Said together with the other fields' faults, not after they are mended.
    const withPhone = await checkout(
      token,
      form({
        ...noAddress,
        slot,
        phone: "",
        payment_option: "card",
        payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: "x" },
      }),
    );
    expect(withPhone.status).toBe(422);
    expect(Object.keys(withPhone.body.errors).sort()).toEqual(["address", "city", "country", "phone", "state"]);
    const pickup = await checkout(token, form({ ...noAddress, slot }));
    expect(pickup.status).toBe(201);
    expect(pickup.body.data.order.address).toMatchObject({ address: "", city: "", state: "" });
  });

  it("refuses a slot in the past, on a closed day, before the lead time, or malformed (422 on slot)", async () => {
    const token = await cartWith([CAKE, 1]);
    const { body } = await options(token);
    const firstCake = body.data.days[0].slots[0];
    const bunToken = await cartWith([BANH_MI, 1]);
    const bunFirst = (await options(bunToken)).body.data.days[0].slots[0];
    let monday = new Date();
    while (monday.getUTCDay() !== 1) monday = new Date(monday.getTime() + 86_400_000);
    const cases = [
      { date: "2020-01-07", start: "09:00" },
      { date: monday.toISOString().slice(0, 10), start: "09:00" },
      { date: bunFirst.date, start: bunFirst.start },
      { date: "2026-13-40", start: "9am" },
    ];
    expect(firstCake.starts_at > bunFirst.starts_at).toBe(true);
    for (const slot of cases) {
      const res = await checkout(token, form({ slot }));
      expect(res.status, JSON.stringify(slot)).toBe(422);
      expect(res.body.errors.slot).toHaveLength(1);
    }
  });

  it("refuses an empty cart, and a ZIP outside the delivery zones", async () => {
    const emptyToken = await cartWith([BANH_MI, 1]);
    const slot = await laterSlot(emptyToken);
    await call("DELETE", "/carts/clear", undefined, { token: emptyToken });
    const empty = await checkout(emptyToken, form({ slot }));
    expect(empty.status).toBe(422);
    expect(empty.body.errors.cart).toEqual(["Your cart is empty."]);

    const token = await cartWith([BANH_MI, 1]);
    const far = await checkout(token, form({ slot, shipping_option: "delivery", zip: "10001" }));
    expect(far.status).toBe(422);
    expect(far.body.errors.zip[0]).toContain("10001");
  });

  it("the same key and body answer the same order again; another body with that key is refused", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const body = form({ slot: await laterSlot(token) });
    const key = randomUUID();
    const first = await checkout(token, body, { key });
    expect(first.status).toBe(201);
    const again = await checkout(token, body, { key });
    expect(again.status).toBe(201);
    expect(again.res.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.order.code).toBe(first.body.data.order.code);
    const other = await checkout(token, { ...body, notes: "another" }, { key });
    expect(other.status).toBe(422);
  });

  it("the same key sent 20 times at once places one order and charges the card once", async () => {
    const token = await cartWith([BANH_MI, 3]);
    const body = form({
      slot: await laterSlot(token),
      payment_option: "card",
      payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: `approve-${randomUUID()}` },
    });
    const key = randomUUID();
    const charges = gatewayDouble.charges.length;
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(token, body, { key })));
    const codes = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.order.code));
    expect(codes.size).toBe(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(await orderCount()).toBe(before + 1);
    expect(gatewayDouble.charges.length).toBe(charges + 1);
  });

  it("charges a card once and records it; a declined or timed-out card places no order and keeps the cart", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const slot = await laterSlot(token);
    for (const [value, message] of [
      ["decline-1", "declined"],
      ["timeout-1", "could not be completed"],
    ] as const) {
      const before = await orderCount();
      const res = await checkout(
        token,
        form({ slot, payment_option: "card", payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: value } }),
      );
      expect(res.status).toBe(402);
      expect(res.body.message).toContain(message);
      expect(await orderCount()).toBe(before);
      expect((await call("GET", "/carts", undefined, { token })).body.data.count).toBe(1);
    }
    const vi = await checkout(
      token,
      form({ slot, payment_option: "card", payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: "decline-2" } }),
      { lang: "vi" },
    );
    expect(vi.body.message).toContain("Thẻ của bạn bị từ chối");
    const paid = await checkout(
      token,
      form({
        slot,
        payment_option: "card",
        payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: `approve-${randomUUID()}` },
      }),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data.order.payment).toMatchObject({ option: "card", status: "paid", card: { account_number: "XXXX1111" } });
    const payment = await testDb.db.selectFrom("payments").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(payment.amount_cents).toBe(paid.body.data.order.totals.total_cents);
  });

  it("the server's price wins: a price changed since the page was shown is refused with the new totals", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const { body } = await options(token);
    const shown = body.data.totals.total_cents;
    const old = await testDb.db.selectFrom("products").select("price_cents").where("id", "=", productId(BANH_MI)).executeTakeFirstOrThrow();
    // The price a cart charges is the product's variant's (a product without options has one).
    const setPrice = async (price_cents: number) => {
      await testDb.db.updateTable("products").set({ price_cents }).where("id", "=", productId(BANH_MI)).execute();
      await testDb.db.updateTable("product_variants").set({ price_cents }).where("product_id", "=", productId(BANH_MI)).execute();
    };
    await setPrice(old.price_cents + 100);
    await contentChanged(testDb.db);
    try {
      const res = await checkout(token, form({ slot: await laterSlot(token), expected_total_cents: shown }));
      expect(res.status).toBe(409);
      expect(res.body.data.reason).toBe("price_changed");
      expect(res.body.data.totals.total_cents).toBeGreaterThan(shown);
    } finally {
      await setPrice(old.price_cents);
      await contentChanged(testDb.db);
    }
  });

  it("a coupon that expired between cart and checkout: the total shown is refused with the new one, then the order goes through without the discount", async () => {
    const now = new Date().toISOString();
    const code = `SOON${randomUUID().slice(0, 6).toUpperCase()}`;
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
        per_customer_limit: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const token = await cartWith([BANH_MI, 4]);
    expect((await call("POST", "/carts/coupon", { code }, { token })).status).toBe(200);
    const { body } = await options(token);
    expect(body.data.totals.discount_cents).toBe(300);
    const shown = body.data.totals.total_cents;
    await testDb.db
      .updateTable("coupons")
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where("code", "=", code)
      .execute();
    const slot = await laterSlot(token);
    const refused = await checkout(token, form({ slot, expected_total_cents: shown }));
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe("price_changed");
    expect(refused.body.data.totals.discount_cents).toBe(0);
    const placed = await checkout(token, form({ slot, expected_total_cents: refused.body.data.totals.total_cents }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.totals.discount_cents).toBe(0);
    expect(placed.body.data.order.coupon_code).toBeNull();
  });

  it("a product unpublished between cart and checkout: 409 naming it, and no order", async () => {
    const token = await cartWith([BANH_MI, 1], ["vietnamese-baguette", 1]);
    const slot = await laterSlot(token);
    await testDb.db.updateTable("products").set({ status: "draft" }).where("id", "=", productId("vietnamese-baguette")).execute();
    await contentChanged(testDb.db);
    try {
      const res = await checkout(token, form({ slot }));
      expect(res.status).toBe(409);
      expect(res.body.data.reason).toBe("cart_changed");
      expect(res.body.message).toMatch(/no longer available/);
    } finally {
      await testDb.db.updateTable("products").set({ status: "published" }).where("id", "=", productId("vietnamese-baguette")).execute();
      await contentChanged(testDb.db);
    }
  });

  it("creates an account at checkout that owns the order; an e-mail with an account gets “Email đã tồn tại” and no order", async () => {
    const token = await cartWith([BANH_MI, 1]);
    const slot = await laterSlot(token);
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const res = await checkout(
      token,
      form({
        slot,
        email,
        phone: "(713) 555-0101",
        create_account: 1,
        password: "bakery-Loaf-2026",
        password_confirmation: "bakery-Loaf-2026",
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.token).toBeTruthy();
    expect(res.body.data.user.email).toBe(email);
    const mine = await call("GET", "/orders", undefined, { auth: res.body.data.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.orders.map((o: { code: string }) => o.code)).toEqual([res.body.data.order.code]);

    const again = await cartWith([BANH_MI, 1]);
    const before = await orderCount();
    const taken = await checkout(
      again,
      form({ slot, email, create_account: 1, password: "bakery-Loaf-2026", password_confirmation: "bakery-Loaf-2026" }),
      { lang: "vi" },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(["Email đã tồn tại"]);
    expect(await orderCount()).toBe(before);
    // The phone of an account is refused the same way, before anything is ordered.
    const phoneTaken = await checkout(
      again,
      form({ slot, phone: "(713) 555-0101", create_account: 1, password: "bakery-Loaf-2026", password_confirmation: "bakery-Loaf-2026" }),
    );
    expect(phoneTaken.status).toBe(422);
    expect(phoneTaken.body.errors.phone).toEqual(["This phone number is already registered"]);
    expect(await orderCount()).toBe(before);
  });

  it("GET orders needs a session; a customer never sees another's order", async () => {
    expect((await call("GET", "/orders")).status).toBe(401);
    const account = async () => {
      const token = await cartWith([BANH_MI, 1]);
      const phone = `(713) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
      const res = await checkout(
        token,
        form({
          slot: await laterSlot(token),
          phone,
          create_account: 1,
          password: "bakery-Loaf-2026",
          password_confirmation: "bakery-Loaf-2026",
        }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data.token).toBeTruthy();
      return { session: res.body.data.token as string, code: res.body.data.order.code as string };
    };
    const [lan, minh] = [await account(), await account()];
    expect((await call("GET", `/orders/${lan.code}`, undefined, { auth: lan.session })).status).toBe(200);
    expect((await call("GET", `/orders/${lan.code}`, undefined, { auth: minh.session })).status).toBe(404);
    const minhs = await call("GET", "/orders", undefined, { auth: minh.session });
    expect(minhs.body.data.orders.map((o: { code: string }) => o.code)).toEqual([minh.code]);
  });
});

describe("a day's capacity", () => {
  it("says how many are left for which day, in the customer's language and date format", async () => {
    // The cake: 6 a day, 48 hours' notice. Seven in the cart can never be one day's order.
    const token = await cartWith([CAKE, 7, "Chúc mừng"]);
    const slot = await laterSlot(token);
    const reserved = await testDb.db
      .selectFrom("stock_reservations")
      .select("reserved")
      .where("product_id", "=", productId(CAKE))
      .where("date", "=", slot.date)
      .executeTakeFirst();
    const left = 6 - Number(reserved?.reserved ?? 0);
    // The day as the shop writes it in each language ("Tuesday, December 1, 2026", "Thứ Ba, 1/12/2026").
    const day = (tag: string) => longDay(slot.date, tag === "vi-VN" ? "vi" : "en");
    const en = await checkout(token, form({ slot }));
    expect(en.status).toBe(409);
    expect(en.body.data.reason).toBe("sold_out");
    expect(en.body.message).toBe(
      left > 0
        ? `Only ${left} of “Custom Birthday Cake” left for ${day("en-US")}, and your cart has 7. Please lower the quantity or choose another day.`
        : `“Custom Birthday Cake” is sold out for ${day("en-US")}. Please choose another day, or remove it from your cart.`,
    );
    expect(en.body.message).not.toContain(slot.date);
    const vi = await checkout(token, form({ slot }), { lang: "vi" });
    expect(vi.body.message).toContain(day("vi-VN"));
    expect(vi.body.message).not.toContain(slot.date);
  });
});

describe("capacity under concurrent checkouts", () => {
  it("200 checkouts at once for a product with 10 left place exactly 10 orders", async () => {
    const slug = "banh-mi-hoa-cuc";
    await testDb.db.updateTable("products").set({ daily_capacity: 10 }).where("id", "=", productId(slug)).execute();
    const settings = await loadFulfilmentSettings(testDb.db);
    await testDb.db
      .insertInto("shop_settings")
      .values({
        key: "fulfilment",
        value_json: JSON.stringify({ ...settings, orders_per_slot: 1000 }),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value_json: JSON.stringify({ ...settings, orders_per_slot: 1000 }) }))
      .execute();
    const tokens = await Promise.all(Array.from({ length: 200 }, () => cartWith([slug, 1])));
    const slot = await laterSlot(tokens[0]!);
    const before = await orderCount();
    const answers = await Promise.all(tokens.map((token) => checkout(token, form({ slot }))));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.data.reason === "sold_out")).toBe(true);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
    expect(await orderCount()).toBe(before + 10);
    const reserved = await testDb.db
      .selectFrom("stock_reservations")
      .select("reserved")
      .where("product_id", "=", productId(slug))
      .where("date", "=", slot.date)
      .executeTakeFirstOrThrow();
    expect(Number(reserved.reserved)).toBe(10);
  }, 60_000);
});

describe("limits that hold under requests sent at once", () => {
  it("a coupon's last use goes to one order only", async () => {
    const now = new Date().toISOString();
    const code = `LAST${randomUUID().slice(0, 6).toUpperCase()}`;
    await testDb.db
      .insertInto("coupons")
      .values({
        code,
        type: "percentage",
        value: 10,
        min_subtotal_cents: 0,
        starts_at: null,
        ends_at: null,
        usage_limit: 1,
        per_customer_limit: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => cartWith([BANH_MI, 2])));
    for (const token of tokens) expect((await call("POST", "/carts/coupon", { code }, { token })).status).toBe(200);
    const slot = await laterSlot(tokens[0]!);
    const answers = await Promise.all(tokens.map((token) => checkout(token, form({ slot }))));
    const withCoupon = answers.filter((a) => a.status === 201 && a.body.data.order.coupon_code === code);
    expect(withCoupon).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.data.reason).toBe("cart_changed");
    }
  });

  it("checkout attempts per address per hour: of 12 sent at once with a limit of 5, exactly 5 get through", async () => {
    // Behind our proxy the client's address is the last X-Forwarded-For entry: this test is an address of its own.
    const limited = createTestApp(testDb, { TRUST_PROXY: "true", CART_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "5" });
    const tokens = await Promise.all(Array.from({ length: 12 }, () => cartWith([BANH_MI, 1])));
    const slot = await laterSlot(tokens[0]!);
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const res = await limited.request("/api/v1/checkout", {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "cart-token": token,
            "Idempotency-Key": randomUUID(),
            "Http-Accept-Language": "vi_VN",
            "X-Forwarded-For": "203.0.113.9",
          },
          body: JSON.stringify(form({ slot })),
        });
        return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(7);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    expect(refused[0]!.body.message).toContain("Có quá nhiều lần đặt hàng");
  });
});

describe("the seeded demo customer", () => {
  it("has five past orders, one in each status, and two coming ones, listed newest first", async () => {
    const login = await call("POST", "/login", { identifier: "demo@maivangbakery.example", password: "BanhBao-2026!" });
    expect(login.status).toBe(200);
    const { body } = await call("GET", "/orders", undefined, { auth: login.body.data.token });
    const orders = body.data.orders as { status: string; created_at: string }[];
    expect(orders.map((o) => o.status).sort()).toEqual([
      "canceled",
      "completed",
      "delivered",
      "shipped",
      "unfinished",
      "unfinished",
      "unfinished",
    ]);
    const placed = orders.map((o) => o.created_at);
    expect(placed).toEqual([...placed].sort().reverse());
  });
});
