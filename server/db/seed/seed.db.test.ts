import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { logIn } from "../../domain/accounts/accounts.service.ts";
import { loginInput } from "../../domain/accounts/accounts.schema.ts";
import { taxCents } from "../../domain/checkout/tax.ts";
import { isOrderCode } from "../../domain/checkout/order-code.ts";
import { loadFulfilmentSettings } from "../../domain/fulfilment/settings.ts";
import { instantAt, localDateAt, minutesOf, weekdayOf } from "../../domain/fulfilment/shop-time.ts";
import { seedDemoBakery, seedIfFirstStart } from "./index.ts";
import { DEMO_CUSTOMER } from "./data/demo-customer.ts";
import { fulfilment } from "./data/fulfilment.ts";
import { closedDays } from "./data/calendar.ts";
import { calendarDays } from "../../domain/fulfilment/calendar.repository.ts";
import { shop } from "./data/shop.ts";

// The demo bakery's checkout data: its fulfilment settings, and a customer with past orders written as checkout would.
// Seeded at a fixed moment just after Tết 2027 (Tuesday 9 February, 09:00 in Houston), so that the orders' days
// step over the closed Monday and the Tết holidays.

const NOW = Date.parse("2027-02-09T15:00:00.000Z");
let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoBakery(testDb.db, NOW);
});
afterAll(() => testDb.destroy());

const ordersOfDemo = () =>
  testDb.db
    .selectFrom("orders")
    .innerJoin("customers", "customers.id", "orders.customer_id")
    .selectAll("orders")
    .where("customers.email", "=", DEMO_CUSTOMER.email)
    .orderBy("orders.created_at")
    .execute();

describe("the demo bakery's fulfilment settings", () => {
  it("are stored under 'fulfilment' and read back as the seed wrote them", async () => {
    expect(await loadFulfilmentSettings(testDb.db)).toEqual(fulfilment);
  });

  it("close the holidays in the capacity calendar, each with its reason in both languages", async () => {
    const days = await calendarDays(testDb.db, "2026-01-01", "2027-12-31");
    expect(days.map((d) => d.date)).toEqual(closedDays.map((d) => d.date).sort());
    for (const day of days) {
      expect(day).toMatchObject({ closed: 1, slot_minutes: null, orders_per_slot: null });
      expect(day.reason_en.length * day.reason_vi.length, day.date).toBeGreaterThan(0);
    }
    expect(days.find((d) => d.date === "2026-11-26")).toMatchObject({ reason_en: "Thanksgiving", reason_vi: "Lễ Tạ Ơn" });
    expect(days.find((d) => d.date === "2027-02-06")!.reason_vi).toContain("Tết Nguyên Đán");
  });

  it("give the custom birthday cake 48 hours' notice and six a day", async () => {
    const cake = await testDb.db.selectFrom("products").select(["lead_time_hours", "daily_capacity"]).where("slug", "=", "custom-birthday-cake").executeTakeFirstOrThrow();
    expect(cake).toEqual({ lead_time_hours: 48, daily_capacity: 6 });
  });

  it("are seeded once: a second start leaves them, and the demo customer, alone", async () => {
    expect(await seedIfFirstStart(testDb.db)).toBe(false);
    expect(await testDb.db.selectFrom("shop_settings").select("key").execute()).toEqual([{ key: "fulfilment" }]);
    expect((await ordersOfDemo()).length).toBe(5);
  });
});

describe("the demo customer", () => {
  it("signs in with the e-mail or the phone and the published password", async () => {
    for (const identifier of [DEMO_CUSTOMER.email, "(832) 555-0164"]) {
      const input = loginInput.parse({ identifier, password: DEMO_CUSTOMER.password, remember: 0 });
      const signedIn = await logIn({ db: testDb.db }, input, { ip: "203.0.113.9", lang: "vi" });
      expect(signedIn.user).toMatchObject({ email: DEMO_CUSTOMER.email });
    }
  });

  it("has the points of its completed order (a dollar a point of the goods after the discount), once, with their notice", async () => {
    const customer = await testDb.db.selectFrom("customers").select(["id", "points"]).where("email", "=", DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    const completed = await testDb.db.selectFrom("orders").select(["id", "subtotal_cents", "discount_cents"]).where("customer_id", "=", customer.id).where("status", "=", "completed").execute();
    expect(completed).toHaveLength(1);
    expect(customer.points).toBe(Math.floor((completed[0]!.subtotal_cents - completed[0]!.discount_cents) / 100));
    const awards = await testDb.db.selectFrom("loyalty_awards").select("points").where("customer_id", "=", customer.id).execute();
    expect(awards.map((a) => a.points)).toEqual([customer.points]);
    const notices = await testDb.db.selectFrom("notices").select("kind").where("customer_id", "=", customer.id).where("kind", "=", "points_earned").execute();
    expect(notices).toHaveLength(1);
  });

  it("has five orders over the past weeks, one in each status, picked up and delivered", async () => {
    const orders = await ordersOfDemo();
    expect(orders.map((o) => o.status).sort()).toEqual(["canceled", "completed", "delivered", "shipped", "unfinished"]);
    expect(new Set(orders.map((o) => o.fulfilment))).toEqual(new Set(["pickup", "delivery"]));
    for (const order of orders) {
      expect(isOrderCode(order.code)).toBe(true);
      expect(order.access_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(order.created_at)).toBeLessThan(NOW);
      expect(Date.parse(order.created_at)).toBeGreaterThan(NOW - 35 * 86_400_000);
    }
    // Only the order still to be made is ahead: on Thursday, after the Tết days and the closed Monday.
    const ahead = orders.filter((o) => Date.parse(o.slot_starts_at) > NOW);
    expect(ahead.map((o) => [o.status, o.slot_date])).toEqual([["unfinished", "2027-02-11"]]);
    expect(orders.find((o) => o.status === "shipped")!.slot_date).toBe("2027-02-04");
  });

  it("has its slots inside the opening hours on open days, on the shop's clock", async () => {
    for (const order of await ordersOfDemo()) {
      expect(closedDays.map((d) => d.date)).not.toContain(order.slot_date);
      const window = shop.opening_hours.find((w) => w.day === weekdayOf(order.slot_date));
      expect(window, order.slot_date).toBeDefined();
      expect(minutesOf(order.slot_start)).toBeGreaterThanOrEqual(minutesOf(window!.opens));
      expect(minutesOf(order.slot_end)).toBeLessThanOrEqual(minutesOf(window!.closes));
      expect(minutesOf(order.slot_end) - minutesOf(order.slot_start)).toBe(fulfilment.slot_minutes);
      expect(order.slot_starts_at).toBe(instantAt(order.slot_date, order.slot_start, "America/Chicago").toISOString());
      expect(order.time_zone).toBe("America/Chicago");
      expect(localDateAt(new Date(order.slot_starts_at), order.time_zone)).toBe(order.slot_date);
    }
  });

  it("has totals that add up: the lines, the gift at $30, the coupon, the zone's fee, 8.25 % tax rounded half up", async () => {
    for (const order of await ordersOfDemo()) {
      const lines = await testDb.db.selectFrom("order_lines").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
      const paid = lines.filter((l) => l.is_gift === 0);
      const subtotal = paid.reduce((sum, l) => sum + l.price_cents * l.quantity, 0);
      expect(order.subtotal_cents).toBe(subtotal);
      expect(order.tax_rate_bp).toBe(825);
      expect(order.tax_cents).toBe(taxCents(order.subtotal_cents - order.discount_cents + order.fee_cents, 825));
      expect(order.total_cents).toBe(order.subtotal_cents - order.discount_cents + order.fee_cents + order.tax_cents);
      const gifts = lines.filter((l) => l.is_gift === 1);
      expect(gifts.length, order.code).toBe(subtotal >= 3000 ? 1 : 0);
      for (const gift of gifts) expect(gift).toMatchObject({ price_cents: 0, slug: "banh-bao-xa-xiu", promotion_name: expect.any(String) });
      if (order.fulfilment === "pickup") expect([order.fee_cents, order.delivery_zone]).toEqual([0, null]);
      if (order.coupon_code) {
        expect(order.discount_cents).toBe(Math.round(subtotal / 10)); // BANHMI10
        const redemption = await testDb.db.selectFrom("coupon_redemptions").select("discount_cents").where("order_id", "=", order.id).executeTakeFirstOrThrow();
        expect(redemption.discount_cents).toBe(order.discount_cents);
      } else {
        expect(order.discount_cents).toBe(0);
      }
    }
    const delivered = (await ordersOfDemo()).filter((o) => o.fulfilment === "delivery");
    expect(delivered.map((o) => [o.delivery_zone, o.fee_cents]).sort()).toEqual([
      ["Alief & Sharpstown", 0], // $91.80 after the coupon: over the zone's $50
      ["Inner Houston", 999],
    ]);
  });

  it("copies the products into its lines in the order's language, with allergens, and the cake's inscription", async () => {
    const rows = await testDb.db
      .selectFrom("order_lines as l")
      .innerJoin("orders as o", "o.id", "l.order_id")
      .innerJoin("products as p", "p.id", "l.product_id")
      .innerJoin("product_translations as t", (join) => join.onRef("t.product_id", "=", "p.id").onRef("t.locale", "=", "o.locale"))
      .select(["l.name", "l.sku", "l.price_cents", "l.is_gift", "l.allergens_json", "l.note", "l.note_kind", "p.id as product_id", "p.sku as product_sku", "p.price_cents as product_price", "t.name as product_name"])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.name).toBe(row.product_name);
      expect(row.sku).toBe(row.product_sku);
      expect(row.price_cents).toBe(row.is_gift ? 0 : row.product_price);
      const allergens = await testDb.db.selectFrom("product_allergens").select("allergen").where("product_id", "=", row.product_id).execute();
      expect(JSON.parse(row.allergens_json)).toEqual(allergens.map((a) => a.allergen).sort());
    }
    const cake = rows.find((r) => r.note === "Chúc mừng sinh nhật Bà")!;
    expect(cake).toMatchObject({ name: "Bánh kem sinh nhật theo yêu cầu", note_kind: "inscription" });
    expect(JSON.parse(cake.allergens_json)).toEqual(["egg", "milk", "wheat"]);
    expect(rows.find((r) => r.note === "Không ớt, thêm đồ chua")).toMatchObject({ note_kind: "kitchen" });
    expect(rows.some((r) => r.name === "Butter Croissant")).toBe(true); // the order placed in English
  });

  it("records each order's moves, from unfinished to where it is, none after the seed's clock", async () => {
    for (const order of await ordersOfDemo()) {
      const history = await testDb.db.selectFrom("order_status_history").selectAll().where("order_id", "=", order.id).orderBy("created_at").orderBy("id").execute();
      expect(history[0]).toMatchObject({ status: "unfinished", actor: "customer", created_at: order.created_at });
      expect(history.at(-1)!.status).toBe(order.status);
      expect(order.updated_at).toBe(history.at(-1)!.created_at);
      for (const move of history) expect(Date.parse(move.created_at)).toBeLessThan(NOW);
    }
    const completed = (await ordersOfDemo()).find((o) => o.status === "completed")!;
    const moves = await testDb.db.selectFrom("order_status_history").select("status").where("order_id", "=", completed.id).orderBy("id").execute();
    expect(moves.map((m) => m.status)).toEqual(["unfinished", "shipped", "delivered", "completed"]);
  });

  it("has a captured card payment, a voided one for the canceled order, and the others paid at the shop or the door", async () => {
    for (const order of await ordersOfDemo()) {
      const payments = await testDb.db.selectFrom("payments").selectAll().where("order_id", "=", order.id).execute();
      if (order.payment_option === "card") {
        expect(payments).toHaveLength(1);
        expect(payments[0]!.amount_cents).toBe(order.total_cents);
        expect([order.payment_status, payments[0]!.status]).toEqual(order.status === "canceled" ? ["voided", "voided"] : ["paid", "captured"]);
      } else {
        expect([order.payment_status, payments]).toEqual(["unpaid", []]);
      }
    }
  });

  it("holds the capacity of every order not canceled, by fulfilment date", async () => {
    const orders = (await ordersOfDemo()).filter((o) => o.status !== "canceled");
    const slots = await testDb.db.selectFrom("slot_reservations").selectAll().orderBy("date").execute();
    expect(slots.map((s) => [s.date, s.start, s.reserved])).toEqual(orders.map((o) => [o.slot_date, o.slot_start, 1]).sort());
    const stock = await testDb.db
      .selectFrom("stock_reservations as r")
      .innerJoin("products as p", "p.id", "r.product_id")
      .select(["p.slug", "r.date", "r.reserved", "p.daily_capacity"])
      .execute();
    for (const row of stock) expect(row.reserved).toBeLessThanOrEqual(row.daily_capacity!);
    expect(stock.map((r) => r.slug).sort()).toEqual(["banh-bong-lan-trung-muoi", "butter-croissant", "custom-birthday-cake", "pandan-milk-loaf"]);
  });
});
