import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestApp, type ApiCallOptions } from "../../tests/support/app.ts";
import { registerCustomer } from "../../tests/support/customers.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { awardPointsForCompletedOrder } from "../domain/loyalty/loyalty.service.ts";
import { createGatewayDouble, DOUBLE_CREDENTIALS } from "../payments/authorize-net-double.ts";
import { createCardGateway, type CardGateway } from "../payments/authorize-net.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";

// A customer's own orders after checkout (cancel, order again), its notices, the coupons it used, and the points a
// completed order earns — through the real app with `app.request()`. Orders are placed by POST checkout, so the
// capacity, payments and notices they hold are the ones checkout wrote. Cards go to the local double of Authorize.Net.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const gatewayDouble = createGatewayDouble();
let failVoids = false;
const ids = new Map<string, number>();

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const real = createCardGateway(
    {
      apiLoginId: DOUBLE_CREDENTIALS.apiLoginId,
      transactionKey: DOUBLE_CREDENTIALS.transactionKey,
      clientKey: "test-client-key",
      env: "sandbox",
      timeoutMs: 300,
    },
    gatewayDouble.fetch,
  );
  // The double voids whatever it charged; this switch stands for a gateway that refuses (or never answers) a void.
  const gateway: CardGateway = { ...real, void: (id) => (failVoids ? Promise.resolve({ ok: false, reason: "timeout" }) : real.void(id)) };
  app = createTestApp(
    testDb,
    {
      CART_LIMIT_PER_HOUR: "100000",
      REGISTER_LIMIT_PER_HOUR: "100000",
      CHECKOUT_LIMIT_PER_HOUR: "100000",
      AUTHORIZE_NET_API_LOGIN_ID: DOUBLE_CREDENTIALS.apiLoginId,
      AUTHORIZE_NET_TRANSACTION_KEY: DOUBLE_CREDENTIALS.transactionKey,
      AUTHORIZE_NET_CLIENT_KEY: "test-client-key",
    },
    undefined,
    { cardGateway: gateway },
  );
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
});
afterAll(() => testDb.destroy());

const BANH_MI = "banh-mi-dac-biet";
const CAKE = "custom-birthday-cake";
const productId = (slug: string) => ids.get(slug)!;

const call = (method: string, path: string, body?: unknown, options: Omit<ApiCallOptions, "cookie"> = {}) =>
  callApi(app, method, path, body, options);

let phones = 1000;
async function customer(): Promise<{ auth: string; id: number }> {
  return registerCustomer(app, phones++);
}

interface Placed {
  code: string;
  id: number;
  slot: { date: string; start: string };
}

/** Fills the customer's cart and places the order through POST checkout, in a slot a few days ahead. */
async function placeOrder(
  auth: string,
  lines: [slug: string, quantity: number, note?: string][],
  extra: Record<string, unknown> = {},
): Promise<Placed> {
  for (const [slug, quantity, note] of lines) {
    const added = await call("POST", "/carts", { product_id: productId(slug), quantity, ...(note ? { note } : {}) }, { auth });
    expect(added.status).toBe(200);
  }
  const options = await call("GET", "/checkout/options", undefined, { auth });
  const day = options.body.data.days[3] ?? options.body.data.days.at(-1);
  const open = day.slots.find((s: { full: boolean }) => !s.full);
  const slot = { date: open.date as string, start: open.start as string };
  const res = await call("POST", "/checkout", pickupForm({ email: "lan@example.com", slot, ...extra }), { auth, key: randomUUID() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await testDb.db.selectFrom("orders").select("id").where("code", "=", res.body.data.order.code).executeTakeFirstOrThrow();
  return { code: res.body.data.order.code, id: row.id, slot };
}

const CARD = { payment_option: "card", payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: "approve" } };

/** Moves the order's slot to start this long from now: the clock of the cancel window, without waiting for it. */
async function slotStartsIn(order: Placed, ms: number) {
  await testDb.db
    .updateTable("orders")
    .set({ slot_starts_at: new Date(Date.now() + ms).toISOString() })
    .where("id", "=", order.id)
    .execute();
}

async function slotReserved(slot: Placed["slot"]): Promise<number> {
  const row = await testDb.db
    .selectFrom("slot_reservations")
    .select("reserved")
    .where("date", "=", slot.date)
    .where("start", "=", slot.start)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}

async function stockReserved(slug: string, date: string): Promise<number> {
  const row = await testDb.db
    .selectFrom("stock_reservations")
    .select("reserved")
    .where("product_id", "=", productId(slug))
    .where("date", "=", date)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}

const HOUR = 3_600_000;

describe("POST orders/{code}/cancel", () => {
  it("needs a session (401); another customer's order or an unknown code is 404, never 403", async () => {
    const lan = await customer();
    const minh = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    expect((await call("POST", `/orders/${order.code}/cancel`)).status).toBe(401);
    const theirs = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: minh.auth });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("We could not find this order.");
    expect((await call("POST", "/orders/MV-0000000000AA/cancel", undefined, { auth: lan.auth })).status).toBe(404);
    expect((await call("POST", "/orders/nonsense/cancel", undefined, { auth: lan.auth })).status).toBe(404);
    const row = await testDb.db.selectFrom("orders").select("status").where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("unfinished");
  });

  it("cancels until an hour before the slot for products without a lead time, and says until when it could", async () => {
    const lan = await customer();
    const late = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    await slotStartsIn(late, 59 * 60_000);
    const refused = await call("POST", `/orders/${late.code}/cancel`, undefined, { auth: lan.auth });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(new RegExp(`^Order ${late.code} could be canceled until .+: the bakery has started on it`));
    const vi = await call("POST", `/orders/${late.code}/cancel`, undefined, { auth: lan.auth, lang: "vi" });
    expect(vi.body.message).toContain("chỉ có thể hủy đến");

    const inTime = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    await slotStartsIn(inTime, 61 * 60_000);
    const res = await call("POST", `/orders/${inTime.code}/cancel`, undefined, { auth: lan.auth });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Order ${inTime.code} is canceled.`);
    expect(res.body.data.order).toMatchObject({ code: inTime.code, status: "canceled", status_label: "Canceled" });
    expect(res.body.data.card).toBeNull();
    const history = await testDb.db
      .selectFrom("order_status_history")
      .select(["status", "actor"])
      .where("order_id", "=", inTime.id)
      .orderBy("id")
      .execute();
    expect(history).toEqual([
      { status: "unfinished", actor: "customer" },
      { status: "canceled", actor: "customer" },
    ]);
  });

  it("an order with a custom cake cancels only until its 48-hour lead time before the slot", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[CAKE, 1, "Happy birthday Bà"]]);
    await slotStartsIn(order, 47 * HOUR);
    expect((await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth })).status).toBe(409);
    await slotStartsIn(order, 49 * HOUR);
    expect((await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth })).status).toBe(200);
  });

  it("a line whose variant has its own lead time (a 10-inch cake's two days) cancels only until that lead time", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    const { variant_id } = await testDb.db
      .selectFrom("order_lines")
      .select("variant_id")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    await testDb.db.updateTable("product_variants").set({ lead_time_hours: 48 }).where("id", "=", variant_id!).execute();
    try {
      await slotStartsIn(order, 47 * HOUR);
      const refused = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(new RegExp(`^Order ${order.code} could be canceled until `));
      await slotStartsIn(order, 49 * HOUR);
      expect((await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth })).status).toBe(200);
    } finally {
      await testDb.db.updateTable("product_variants").set({ lead_time_hours: null }).where("id", "=", variant_id!).execute();
    }
  });

  it("a shipped order is not canceled (409 “ready for pickup”); a canceled one not twice", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    await testDb.db.updateTable("orders").set({ status: "shipped" }).where("id", "=", order.id).execute();
    const shipped = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth });
    expect(shipped.status).toBe(409);
    // A pickup order is not "shipped" to its customer: it is ready at the counter.
    expect(shipped.body.message).toContain("is already made and ready for pickup");
    const vi = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth, lang: "vi" });
    expect(vi.body.message).toContain("đã làm xong, đang chờ bạn đến lấy");
    expect(vi.body.message).not.toContain("vận chuyển");
    await testDb.db.updateTable("orders").set({ status: "completed" }).where("id", "=", order.id).execute();
    expect((await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth })).status).toBe(409);
  });

  it("gives back the slot's place and every line's pieces (the gift's too), once, when ten cancels arrive at once", async () => {
    const lan = await customer();
    const giftId = (await testDb.db.selectFrom("promotions").select("gift_product_id").where("kind", "=", "gift").executeTakeFirstOrThrow())
      .gift_product_id!;
    const giftSlug = [...ids].find(([, id]) => id === giftId)![0];
    await testDb.db
      .updateTable("products")
      .set({ daily_capacity: 500 })
      .where("id", "in", [productId(BANH_MI), giftId])
      .execute();
    try {
      // $7.50 × 4 = $30: the free gift comes with it.
      const order = await placeOrder(lan.auth, [[BANH_MI, 4]]);
      const gifts = await testDb.db
        .selectFrom("order_lines")
        .select("quantity")
        .where("order_id", "=", order.id)
        .where("is_gift", "=", 1)
        .execute();
      expect(gifts).toHaveLength(1);
      const before = {
        slot: await slotReserved(order.slot),
        banhMi: await stockReserved(BANH_MI, order.slot.date),
        gift: await stockReserved(giftSlug, order.slot.date),
      };
      expect(before.slot).toBeGreaterThanOrEqual(1);
      expect(before.banhMi).toBeGreaterThanOrEqual(4);
      expect(before.gift).toBeGreaterThanOrEqual(1);

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(`Order ${order.code} is already canceled.`);

      expect(await slotReserved(order.slot)).toBe(before.slot - 1);
      expect(await stockReserved(BANH_MI, order.slot.date)).toBe(before.banhMi - 4);
      expect(await stockReserved(giftSlug, order.slot.date)).toBe(before.gift - 1);
      const history = await testDb.db
        .selectFrom("order_status_history")
        .select("status")
        .where("order_id", "=", order.id)
        .where("status", "=", "canceled")
        .execute();
      expect(history).toHaveLength(1);
      const notices = await testDb.db
        .selectFrom("notices")
        .select("params_json")
        .where("order_id", "=", order.id)
        .where("kind", "=", "order_status")
        .execute();
      expect(notices.map((n) => JSON.parse(n.params_json))).toEqual([{ code: order.code, status: "canceled" }]);
    } finally {
      await testDb.db
        .updateTable("products")
        .set({ daily_capacity: null })
        .where("id", "in", [productId(BANH_MI), giftId])
        .execute();
    }
  });

  it("never takes a reservation below 0", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    await testDb.db
      .updateTable("slot_reservations")
      .set({ reserved: 0 })
      .where("date", "=", order.slot.date)
      .where("start", "=", order.slot.start)
      .execute();
    expect((await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth })).status).toBe(200);
    expect(await slotReserved(order.slot)).toBe(0);
  });

  it("voids a card payment through the gateway: the payment and the order say “voided”", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 2]], {
      ...CARD,
      payment_token: { ...CARD.payment_token, data_value: `approve-${randomUUID()}` },
    });
    const payment = await testDb.db.selectFrom("payments").selectAll().where("order_id", "=", order.id).executeTakeFirstOrThrow();
    const res = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth });
    expect(res.status).toBe(200);
    expect(res.body.data.card).toBe("voided");
    expect(res.body.message).toContain("your card payment was voided");
    expect(res.body.data.order.payment.status).toBe("voided");
    expect(gatewayDouble.voids).toContain(payment.transaction_id);
    const after = await testDb.db.selectFrom("payments").select(["status", "note"]).where("id", "=", payment.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "voided", note: "" });
  });

  it("when the gateway does not void, the order is canceled, stays “paid”, and the payment carries a note for the staff", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 2]], {
      ...CARD,
      payment_token: { ...CARD.payment_token, data_value: `approve-${randomUUID()}` },
    });
    failVoids = true;
    try {
      const res = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: lan.auth });
      expect(res.status).toBe(200);
      expect(res.body.data.card).toBe("void_failed");
      expect(res.body.data.order).toMatchObject({ status: "canceled", payment: { status: "paid" } });
      const payment = await testDb.db
        .selectFrom("payments")
        .select(["status", "note"])
        .where("order_id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(payment.status).toBe("void_pending");
      expect(payment.note).toMatch(/Not given back after the customer canceled \(void: timeout\).*Authorize\.Net/);
    } finally {
      failVoids = false;
    }
  });
});

describe("POST orders/{code}/reorder", () => {
  it("puts the lines still sold back in the cart with their notes, and names the one no longer sold", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [
      [BANH_MI, 3, "extra cilantro"],
      [CAKE, 1, "Happy birthday Bà"],
    ]);
    expect((await call("POST", `/orders/${order.code}/reorder`)).status).toBe(401);
    const minh = await customer();
    expect((await call("POST", `/orders/${order.code}/reorder`, undefined, { auth: minh.auth })).status).toBe(404);

    await testDb.db.updateTable("products").set({ status: "draft" }).where("id", "=", productId(CAKE)).execute();
    await contentChanged(testDb.db);
    try {
      const res = await call("POST", `/orders/${order.code}/reorder`, undefined, { auth: lan.auth });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Some products of order ${order.code} could not be added to your cart.`);
      expect(res.body.data.cart.items.map((i: { slug: string; quantity: number; note: string }) => [i.slug, i.quantity, i.note])).toEqual([
        [BANH_MI, 3, "extra cilantro"],
      ]);
      expect(res.body.data.skipped).toEqual([
        {
          product_id: productId(CAKE),
          name: expect.any(String),
          // A product without options: no variant to name.
          variant: null,
          quantity: 1,
          reason: "unavailable",
          message: expect.stringContaining("is no longer sold"),
        },
      ]);
      // Again: the same line grows, and stops at 99 (the cart's rule).
      await testDb.db.updateTable("cart_lines").set({ quantity: 98 }).where("product_id", "=", productId(BANH_MI)).execute();
      const again = await call("POST", `/orders/${order.code}/reorder`, undefined, { auth: lan.auth });
      expect(again.body.data.cart.items[0].quantity).toBe(99);
    } finally {
      await testDb.db.updateTable("products").set({ status: "published" }).where("id", "=", productId(CAKE)).execute();
      await contentChanged(testDb.db);
    }
  });

  it("does not copy gifts: the cart's promotion gives them when its condition is met", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 4]]);
    expect(
      (await testDb.db.selectFrom("order_lines").select("id").where("order_id", "=", order.id).where("is_gift", "=", 1).execute()).length,
    ).toBe(1);
    const res = await call("POST", `/orders/${order.code}/reorder`, undefined, { auth: lan.auth });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`The products of order ${order.code} are back in your cart.`);
    expect(res.body.data.cart.items.every((i: { is_gift: boolean }) => !i.is_gift)).toBe(true);
    expect(res.body.data.cart.gifts).toHaveLength(1);
    expect(res.body.data.skipped).toEqual([]);
  });
});

describe("notices", () => {
  it("lists the customer's notices unread first, then newest, said in the request's language; marks one or all read", async () => {
    expect((await call("GET", "/notices")).status).toBe(401);
    const lan = await customer();
    const first = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    const second = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    expect((await call("POST", `/orders/${second.code}/cancel`, undefined, { auth: lan.auth })).status).toBe(200);

    const list = await call("GET", "/notices", undefined, { auth: lan.auth });
    expect(list.status).toBe(200);
    expect(list.res.headers.get("cache-control")).toBe("private, no-store");
    expect(list.body.data.unread).toBe(3);
    expect(list.body.data.notices.map((n: { title: string }) => n.title)).toEqual([
      `Order ${second.code} is now Canceled`,
      `Order ${second.code} received`,
      `Order ${first.code} received`,
    ]);
    expect(list.body.data.notices[0]).toMatchObject({ kind: "order_status", order_code: second.code, read_at: null });
    const vi = await call("GET", "/notices", undefined, { auth: lan.auth, lang: "vi" });
    expect(vi.body.data.notices[0].title).toBe(`Đơn hàng ${second.code}: Đã hủy`);
    expect(vi.body.data.notices[2].title).toBe(`Đã nhận đơn hàng ${first.code}`);

    // Read the newest: it goes after the unread ones.
    const newest = list.body.data.notices[0].id as number;
    const read = await call("POST", `/notices/${newest}/read`, undefined, { auth: lan.auth });
    expect(read.status).toBe(200);
    expect(read.body.data.unread).toBe(2);
    expect(read.body.data.notice.read_at).toBeTruthy();
    const after = await call("GET", "/notices", undefined, { auth: lan.auth });
    expect(after.body.data.notices.map((n: { id: number }) => n.id).at(-1)).toBe(newest);

    // Another customer's notice is 404, and stays unread.
    const minh = await customer();
    const other = list.body.data.notices[1].id as number;
    expect((await call("POST", `/notices/${other}/read`, undefined, { auth: minh.auth })).status).toBe(404);
    expect((await call("POST", "/notices/999999/read", undefined, { auth: lan.auth })).status).toBe(404);
    expect((await call("GET", "/notices", undefined, { auth: lan.auth })).body.data.unread).toBe(2);

    const all = await call("POST", "/notices/read-all", undefined, { auth: lan.auth });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: 2, unread: 0 });
    expect((await call("GET", "/notices", undefined, { auth: minh.auth })).body.data).toMatchObject({ notices: [], unread: 0 });
  });
});

describe("GET promotions/used", () => {
  it("lists the customer's coupon uses, newest first, named in the request's language, with the order and the discount", async () => {
    expect((await call("GET", "/promotions/used")).status).toBe(401);
    const lan = await customer();
    const first = await placeOrder(lan.auth, [[BANH_MI, 2]], { coupon: "BANHMI10" });
    const second = await placeOrder(lan.auth, [[BANH_MI, 4]], { coupon: "WELCOME5" });
    const res = await call("GET", "/promotions/used", undefined, { auth: lan.auth });
    expect(res.status).toBe(200);
    expect(res.res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.data.coupons).toEqual([
      {
        code: "WELCOME5",
        name: "Welcome: $5 off your first order of $25 or more",
        used_at: expect.any(String),
        order_code: second.code,
        discount: 5,
        discount_cents: 500,
      },
      {
        code: "BANHMI10",
        name: "10% off orders of $15 or more",
        used_at: expect.any(String),
        order_code: first.code,
        discount: 1.5,
        discount_cents: 150,
      },
    ]);
    expect(res.body.data.pagination).toEqual({ page: 1, per_page: 20, total: 2, last_page: 1 });
    const vi = await call("GET", "/promotions/used?page=1", undefined, { auth: lan.auth, lang: "vi" });
    expect(vi.body.data.coupons[1].name).toBe("Giảm 10% cho đơn từ $15");
    const minh = await customer();
    expect((await call("GET", "/promotions/used", undefined, { auth: minh.auth })).body.data.coupons).toEqual([]);
  });
});

describe("loyalty: points for a completed order", () => {
  it("awards once per order however often it is called, raises the level, and tells the customer", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 4]]);
    const db = testDb.db;
    expect(await db.transaction().execute((trx) => awardPointsForCompletedOrder(trx, order.id, { pointsPerDollar: 1 }))).toEqual({
      awarded: false,
      reason: "not_completed",
    });
    await db.updateTable("orders").set({ status: "completed" }).where("id", "=", order.id).execute();
    await db.updateTable("customers").set({ points: 480 }).where("id", "=", lan.id).execute();

    const awards = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.transaction().execute((trx) => awardPointsForCompletedOrder(trx, order.id, { pointsPerDollar: 1 })),
      ),
    );
    expect(awards.filter((a) => a.awarded)).toEqual([{ awarded: true, points: 30, total: 510, level: "silver" }]);
    expect(awards.filter((a) => !a.awarded).every((a) => !a.awarded && a.reason === "already_awarded")).toBe(true);
    const row = await db.selectFrom("customers").select(["points", "membership_level"]).where("id", "=", lan.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ points: 510, membership_level: "silver" });

    const notices = await call("GET", "/notices", undefined, { auth: lan.auth });
    expect(notices.body.data.notices[0]).toMatchObject({
      kind: "points_earned",
      order_code: order.code,
      title: "You earned 30 points",
      body: `Order ${order.code} earned you 30 points. You now have 510 points: Silver.`,
    });
    const vi = await call("GET", "/notices", undefined, { auth: lan.auth, lang: "vi" });
    expect(vi.body.data.notices[0].body).toContain("hạng Bạc");
  });

  it("a guest's order earns nothing", async () => {
    const lan = await customer();
    const order = await placeOrder(lan.auth, [[BANH_MI, 1]]);
    await testDb.db.updateTable("orders").set({ status: "completed", customer_id: null }).where("id", "=", order.id).execute();
    expect(await awardPointsForCompletedOrder(testDb.db, order.id, { pointsPerDollar: 1 })).toEqual({
      awarded: false,
      reason: "guest_order",
    });
  });
});
