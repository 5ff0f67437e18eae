import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { logIn } from "../../domain/accounts/accounts.service.ts";
import { loginInput } from "../../domain/accounts/accounts.schema.ts";
import { taxCents } from "../../domain/checkout/tax.ts";
import { isOrderCode } from "../../domain/checkout/order-code.ts";
import { loadFulfilmentSettings } from "../../domain/fulfilment/settings.ts";
import { instantAt, localDateAt, minutesOf, weekdayOf } from "../../domain/fulfilment/shop-time.ts";
import { seedDemoBakery, seedIfFirstStart } from "./index.ts";
import { DEMO_CUSTOMER, DEMO_STAFF_ACTOR } from "./data/demo-customer.ts";
import { upcomingOrders } from "./data/upcoming-orders.ts";
import { fulfilment } from "./data/fulfilment.ts";
import { closedDays } from "./data/calendar.ts";
import { calendarDays } from "../../domain/fulfilment/calendar.repository.ts";
import { shop } from "./data/shop.ts";

// The demo bakery's checkout data: its fulfilment settings, a customer with past orders, and the coming days' orders
// of guests and of that customer, all written as checkout would. Seeded at a fixed moment just after Tết 2027 (Tuesday
// 9 February, 09:00 in Houston), so that the orders' days step over the closed Monday and the Tết holidays.

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

const allOrders = () => testDb.db.selectFrom("orders").selectAll().orderBy("slot_starts_at").orderBy("id").execute();

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
    const cake = await testDb.db
      .selectFrom("products")
      .select(["lead_time_hours", "daily_capacity"])
      .where("slug", "=", "custom-birthday-cake")
      .executeTakeFirstOrThrow();
    expect(cake).toEqual({ lead_time_hours: 48, daily_capacity: 6 });
  });

  it("are seeded once: a second start leaves them, and the demo customer, alone", async () => {
    expect(await seedIfFirstStart(testDb.db)).toBe(false);
    expect(await testDb.db.selectFrom("shop_settings").select("key").execute()).toEqual([{ key: "fulfilment" }]);
    expect((await ordersOfDemo()).length).toBe(7);
    expect((await allOrders()).length).toBe(5 + upcomingOrders.length);
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
    const customer = await testDb.db
      .selectFrom("customers")
      .select(["id", "points"])
      .where("email", "=", DEMO_CUSTOMER.email)
      .executeTakeFirstOrThrow();
    const completed = await testDb.db
      .selectFrom("orders")
      .select(["id", "subtotal_cents", "discount_cents"])
      .where("customer_id", "=", customer.id)
      .where("status", "=", "completed")
      .execute();
    expect(completed).toHaveLength(1);
    expect(customer.points).toBe(Math.floor((completed[0]!.subtotal_cents - completed[0]!.discount_cents) / 100));
    const awards = await testDb.db.selectFrom("loyalty_awards").select("points").where("customer_id", "=", customer.id).execute();
    expect(awards.map((a) => a.points)).toEqual([customer.points]);
    const notices = await testDb.db
      .selectFrom("notices")
      .select("kind")
      .where("customer_id", "=", customer.id)
      .where("kind", "=", "points_earned")
      .execute();
    expect(notices).toHaveLength(1);
  });

  it("has five orders over the past weeks, one in each status, and two more coming; picked up and delivered", async () => {
    const orders = await ordersOfDemo();
    expect(orders.map((o) => o.status).sort()).toEqual([
      "canceled",
      "completed",
      "delivered",
      "shipped",
      "unfinished",
      "unfinished",
      "unfinished",
    ]);
    expect(new Set(orders.map((o) => o.fulfilment))).toEqual(new Set(["pickup", "delivery"]));
    for (const order of orders) {
      expect(isOrderCode(order.code)).toBe(true);
      expect(order.access_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(order.created_at)).toBeLessThan(NOW);
      expect(Date.parse(order.created_at)).toBeGreaterThan(NOW - 35 * 86_400_000);
    }
    // Only the orders still to be made are ahead: the past ones' on Thursday, after the Tết days and the closed Monday,
    // and the two of the coming days (Wednesday's first slot, Thursday's fourth).
    const ahead = orders.filter((o) => Date.parse(o.slot_starts_at) > NOW).sort((a, b) => a.slot_starts_at.localeCompare(b.slot_starts_at));
    expect(ahead.map((o) => [o.status, o.slot_date, o.slot_start])).toEqual([
      ["unfinished", "2027-02-10", "06:30"],
      ["unfinished", "2027-02-11", "07:30"],
      ["unfinished", "2027-02-11", "09:30"],
    ]);
    expect(orders.find((o) => o.status === "shipped")!.slot_date).toBe("2027-02-04");
  });

  it("has its slots inside the opening hours on open days, on the shop's clock (the guests' orders too)", async () => {
    for (const order of await allOrders()) {
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
    // A gift line names its promotion, so the back office counts the seeded gifts and will not delete a used promotion.
    const giftPromotion = await testDb.db.selectFrom("promotions").select("id").where("kind", "=", "gift").executeTakeFirstOrThrow();
    for (const order of await allOrders()) {
      const lines = await testDb.db.selectFrom("order_lines").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
      const paid = lines.filter((l) => l.is_gift === 0);
      const subtotal = paid.reduce((sum, l) => sum + l.price_cents * l.quantity, 0);
      expect(order.subtotal_cents).toBe(subtotal);
      expect(order.tax_rate_bp).toBe(825);
      expect(order.tax_cents).toBe(taxCents(order.subtotal_cents - order.discount_cents + order.fee_cents, 825));
      expect(order.total_cents).toBe(order.subtotal_cents - order.discount_cents + order.fee_cents + order.tax_cents);
      const gifts = lines.filter((l) => l.is_gift === 1);
      expect(gifts.length, order.code).toBe(subtotal >= 3000 ? 1 : 0);
      for (const gift of gifts)
        expect(gift).toMatchObject({
          price_cents: 0,
          slug: "banh-bao-xa-xiu",
          promotion_name: expect.any(String),
          promotion_id: giftPromotion.id,
        });
      if (order.fulfilment === "pickup") expect([order.fee_cents, order.delivery_zone]).toEqual([0, null]);
      else {
        const zone = fulfilment.delivery_zones.find((z) => z.zips.includes(order.zip))!;
        expect([order.delivery_zone, order.fee_cents]).toEqual([
          zone.name,
          subtotal - order.discount_cents >= zone.free_over_cents! ? 0 : zone.fee_cents,
        ]);
      }
      if (order.coupon_code) {
        expect(order.discount_cents).toBe(Math.round(subtotal / 10)); // BANHMI10
        const redemption = await testDb.db
          .selectFrom("coupon_redemptions")
          .select("discount_cents")
          .where("order_id", "=", order.id)
          .executeTakeFirstOrThrow();
        expect(redemption.discount_cents).toBe(order.discount_cents);
      } else {
        expect(order.discount_cents).toBe(0);
      }
    }
    const delivered = (await ordersOfDemo()).filter((o) => o.fulfilment === "delivery");
    expect(delivered.map((o) => [o.delivery_zone, o.fee_cents]).sort()).toEqual([
      ["Alief & Sharpstown", 0], // $91.80 after the coupon: over the zone's $50
      ["Alief & Sharpstown", 499], // a coming one, $40.50
      ["Downtown, Heights & Galleria", 999],
    ]);
  });

  it("copies the products into its lines in the order's language, with allergens, and the cake's inscription", async () => {
    const rows = await testDb.db
      .selectFrom("order_lines as l")
      .innerJoin("orders as o", "o.id", "l.order_id")
      .innerJoin("products as p", "p.id", "l.product_id")
      .innerJoin("product_translations as t", (join) => join.onRef("t.product_id", "=", "p.id").onRef("t.locale", "=", "o.locale"))
      .select([
        "l.name",
        "l.sku",
        "l.price_cents",
        "l.is_gift",
        "l.allergens_json",
        "l.note",
        "l.note_kind",
        "p.id as product_id",
        "p.sku as product_sku",
        "p.price_cents as product_price",
        "t.name as product_name",
        "l.variant_id",
        "l.modifiers_json",
      ])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.name).toBe(row.product_name);
      // A line names what it bought: its variant's SKU and price, and its add-ons' prices, as checkout copies them.
      const variant = await testDb.db
        .selectFrom("product_variants")
        .select(["sku", "price_cents", "is_default"])
        .where("id", "=", row.variant_id!)
        .executeTakeFirstOrThrow();
      expect(row.sku).toBe(variant.is_default ? row.product_sku : variant.sku);
      const deltas = (JSON.parse(row.modifiers_json) as { price_delta_cents: number; quantity: number }[]).reduce(
        (sum, m) => sum + m.price_delta_cents * m.quantity,
        0,
      );
      expect(row.price_cents).toBe(row.is_gift ? 0 : variant.price_cents + deltas);
      const allergens = await testDb.db
        .selectFrom("product_allergens")
        .select("allergen")
        .where("product_id", "=", row.product_id)
        .execute();
      expect(JSON.parse(row.allergens_json)).toEqual(allergens.map((a) => a.allergen).sort());
    }
    const cake = rows.find((r) => r.note === "Chúc mừng sinh nhật Bà")!;
    expect(cake).toMatchObject({ name: "Bánh kem sinh nhật theo yêu cầu", note_kind: "inscription" });
    expect(JSON.parse(cake.allergens_json)).toEqual(["egg", "milk", "wheat"]);
    // The coming birthday cakes, one ordered in Vietnamese, one in English.
    expect(rows.find((r) => r.note === "Chúc mừng sinh nhật Bà Nội 80 tuổi")).toMatchObject({
      name: "Bánh kem sinh nhật theo yêu cầu",
      note_kind: "inscription",
    });
    expect(rows.find((r) => r.note === "Happy 30th Birthday, Linh!")).toMatchObject({
      name: "Custom Birthday Cake",
      note_kind: "inscription",
    });
    expect(rows.find((r) => r.note === "Không ớt, thêm đồ chua")).toMatchObject({ note_kind: "kitchen" });
    expect(rows.some((r) => r.name === "Butter Croissant")).toBe(true); // the order placed in English
  });

  it("records each order's moves, from unfinished to where it is, none after the seed's clock", async () => {
    for (const order of await allOrders()) {
      const history = await testDb.db
        .selectFrom("order_status_history")
        .selectAll()
        .where("order_id", "=", order.id)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      expect(history[0]).toMatchObject({ status: "unfinished", actor: "customer", created_at: order.created_at });
      expect(history.at(-1)!.status).toBe(order.status);
      expect(order.updated_at).toBe(history.at(-1)!.created_at);
      for (const move of history) expect(Date.parse(move.created_at)).toBeLessThan(NOW);
      for (const move of history.slice(1)) expect(move.actor).toBe(DEMO_STAFF_ACTOR);
    }
    const completed = (await ordersOfDemo()).find((o) => o.status === "completed")!;
    const moves = await testDb.db
      .selectFrom("order_status_history")
      .select("status")
      .where("order_id", "=", completed.id)
      .orderBy("id")
      .execute();
    expect(moves.map((m) => m.status)).toEqual(["unfinished", "shipped", "delivered", "completed"]);
  });

  it("has a captured card payment, a voided one for a canceled order, and the others paid at the shop or the door", async () => {
    for (const order of await allOrders()) {
      const payments = await testDb.db.selectFrom("payments").selectAll().where("order_id", "=", order.id).execute();
      if (order.payment_option === "card") {
        expect(payments).toHaveLength(1);
        expect(payments[0]!.amount_cents).toBe(order.total_cents);
        expect(payments[0]!.transaction_id).toMatch(/^\d{11}$/);
        expect([order.payment_status, payments[0]!.status]).toEqual(
          order.status === "canceled" ? ["voided", "voided"] : ["paid", "captured"],
        );
      } else {
        expect([order.payment_status, payments]).toEqual(["unpaid", []]);
      }
    }
  });

  it("has notices of its orders: each placed, each move, the latest unread", async () => {
    const customer = await testDb.db
      .selectFrom("customers")
      .select("id")
      .where("email", "=", DEMO_CUSTOMER.email)
      .executeTakeFirstOrThrow();
    for (const order of await ordersOfDemo()) {
      const notices = await testDb.db
        .selectFrom("notices")
        .select(["kind", "read_at"])
        .where("order_id", "=", order.id)
        .where("kind", "!=", "points_earned")
        .orderBy("id")
        .execute();
      const moves = await testDb.db.selectFrom("order_status_history").select("id").where("order_id", "=", order.id).execute();
      expect(notices.map((n) => n.kind)).toEqual(["order_placed", ...Array(moves.length - 1).fill("order_status")]);
      expect(notices.filter((n) => n.read_at === null)).toHaveLength(1);
    }
    expect(await testDb.db.selectFrom("notices").select("id").where("customer_id", "!=", customer.id).execute()).toEqual([]);
  });
});

describe("the coming days' orders", () => {
  const coming = async () => (await allOrders()).filter((o) => Date.parse(o.slot_starts_at) > NOW);

  it("fill today's slots still ahead and the next two open days, none before the seed's clock", async () => {
    const orders = await coming();
    // Today (Tuesday) from 09:30, Wednesday, Thursday; the demo customer's past order still to come is one of them.
    expect(orders).toHaveLength(upcomingOrders.length + 1);
    expect([...new Set(orders.map((o) => o.slot_date))]).toEqual(["2027-02-09", "2027-02-10", "2027-02-11"]);
    expect(orders.filter((o) => o.slot_date === "2027-02-09").map((o) => o.slot_start)).toEqual(["09:30", "10:30", "12:30", "14:30"]);
    for (const order of orders) {
      expect(Date.parse(order.created_at)).toBeLessThan(NOW);
      const lines = await testDb.db
        .selectFrom("order_lines as l")
        .innerJoin("products as p", "p.id", "l.product_id")
        .select(["p.slug", "p.lead_time_hours"])
        .where("l.order_id", "=", order.id)
        .execute();
      // Placed at least the largest lead time of its lines before its slot, as checkout requires.
      const lead = Math.max(...lines.map((l) => l.lead_time_hours));
      expect(Date.parse(order.slot_starts_at) - Date.parse(order.created_at), order.code).toBeGreaterThanOrEqual(lead * 3_600_000);
    }
  });

  it("come from guests (no customer, no notices) and from the demo customer, in both languages, picked up and delivered, by card and at pickup", async () => {
    const orders = await coming();
    const guests = orders.filter((o) => o.customer_id === null);
    expect(guests).toHaveLength(upcomingOrders.filter((o) => o.buyer !== "demo").length);
    expect(orders.filter((o) => o.email === DEMO_CUSTOMER.email)).toHaveLength(3);
    for (const order of guests) {
      expect(order.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(order.phone).toMatch(/^\d{3}55501\d\d$/);
      expect(order.full_name.length).toBeGreaterThan(3);
      expect(await testDb.db.selectFrom("notices").select("id").where("order_id", "=", order.id).execute()).toEqual([]);
    }
    expect(new Set(orders.map((o) => o.locale))).toEqual(new Set(["en", "vi"]));
    expect(new Set(orders.map((o) => o.fulfilment))).toEqual(new Set(["pickup", "delivery"]));
    expect(new Set(orders.map((o) => o.payment_option))).toEqual(new Set(["pay_at_pickup", "card"]));
    expect(new Set(orders.map((o) => o.delivery_zone))).toEqual(new Set([null, "Alief & Sharpstown", "Downtown, Heights & Galleria"]));
    expect(
      orders
        .map((o) => o.status)
        .filter((s) => s !== "unfinished")
        .sort(),
    ).toEqual(["canceled", "shipped"]);
    const canceled = orders.find((o) => o.status === "canceled")!;
    const history = await testDb.db
      .selectFrom("order_status_history")
      .select(["status", "actor", "note"])
      .where("order_id", "=", canceled.id)
      .orderBy("id")
      .execute();
    expect(history).toMatchObject([
      { status: "unfinished", actor: "customer" },
      { status: "canceled", actor: DEMO_STAFF_ACTOR, note: expect.stringMatching(/./) },
    ]);
  });

  it("hold exactly the capacity of the orders not canceled, per slot and per product and date, never over a limit", async () => {
    await expectReservationsOfOrders(testDb);
  });

  it("step over a closed day: seeded the evening before Thanksgiving, they fall on Friday, Saturday and Sunday", async () => {
    const evening = await createTestDb();
    try {
      // Wednesday 25 November 2026, 17:00 in Houston: today's last slot has started, Thursday is Thanksgiving.
      const at = Date.parse("2026-11-25T23:00:00.000Z");
      await seedDemoBakery(evening.db, at);
      const orders = (await evening.db.selectFrom("orders").selectAll().execute()).filter((o) => Date.parse(o.slot_starts_at) > at);
      expect(orders).toHaveLength(upcomingOrders.length + 1);
      expect([...new Set(orders.map((o) => o.slot_date))].sort()).toEqual(["2026-11-27", "2026-11-28", "2026-11-29"]);
      for (const order of orders) expect(Date.parse(order.created_at)).toBeLessThan(at);
      await expectReservationsOfOrders(evening);
    } finally {
      await evening.destroy();
    }
  });
});

/** The slot and stock reservations are the sums of the orders not canceled (every product, gifts too), within limits. */
async function expectReservationsOfOrders(test: TestDb) {
  const held = await test.db.selectFrom("orders").select(["id", "slot_date", "slot_start"]).where("status", "!=", "canceled").execute();
  const slots = new Map<string, number>();
  for (const o of held) slots.set(`${o.slot_date} ${o.slot_start}`, (slots.get(`${o.slot_date} ${o.slot_start}`) ?? 0) + 1);
  const slotRows = await test.db.selectFrom("slot_reservations").selectAll().execute();
  expect(new Map(slotRows.filter((r) => Number(r.reserved) > 0).map((r) => [`${r.date} ${r.start}`, Number(r.reserved)]))).toEqual(slots);
  for (const count of slots.values()) expect(count).toBeLessThanOrEqual(fulfilment.orders_per_slot);

  const lines = await test.db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select(["l.product_id", "o.slot_date", "l.quantity"])
    .where("o.status", "!=", "canceled")
    .execute();
  const pieces = new Map<string, number>();
  for (const l of lines) pieces.set(`${l.product_id} ${l.slot_date}`, (pieces.get(`${l.product_id} ${l.slot_date}`) ?? 0) + l.quantity);
  const stock = await test.db
    .selectFrom("stock_reservations as r")
    .innerJoin("products as p", "p.id", "r.product_id")
    .select(["r.product_id", "r.date", "r.reserved", "p.daily_capacity"])
    .execute();
  expect(new Map(stock.filter((r) => Number(r.reserved) > 0).map((r) => [`${r.product_id} ${r.date}`, Number(r.reserved)]))).toEqual(
    pieces,
  );
  for (const row of stock) if (row.daily_capacity !== null) expect(Number(row.reserved)).toBeLessThanOrEqual(row.daily_capacity);
  // Unlimited products are counted too, as checkout now counts them.
  expect(stock.some((r) => r.daily_capacity === null)).toBe(true);
}

describe("the products' ingredients", () => {
  // Each allergen by the words a shopper would look for on the label, in each language.
  const NAMED: Record<string, { en: RegExp; vi: RegExp }> = {
    wheat: { en: /wheat flour/i, vi: /bột mì/i },
    egg: { en: /\begg/i, vi: /trứng/i },
    milk: { en: /\bmilk|butter|cream|mascarpone/i, vi: /sữa|(?<!\p{L})bơ(?!\p{L})|kem/iu },
    fish: { en: /fish sauce/i, vi: /nước mắm/i },
    soy: { en: /\bsoy/i, vi: /đậu nành|nước tương/iu },
    sesame: { en: /sesame/i, vi: /(?<!\p{L})mè(?!\p{L})/iu },
    tree_nuts: { en: /coconut/i, vi: /dừa/i },
  };

  it("are filled in both languages for every product, naming each of its allergens", async () => {
    const rows = await testDb.db
      .selectFrom("products as p")
      .innerJoin("product_translations as t", "t.product_id", "p.id")
      .select(["p.id", "p.slug", "t.locale", "t.ingredients"])
      .execute();
    const allergens = await testDb.db.selectFrom("product_allergens").select(["product_id", "allergen"]).execute();
    const products = new Set(rows.map((r) => r.id));
    expect(rows.length).toBe(products.size * 2);
    const missing: string[] = [];
    for (const row of rows) {
      if (row.ingredients.trim().length < 10) missing.push(`${row.slug}.${row.locale}: empty`);
      for (const { allergen } of allergens.filter((a) => a.product_id === row.id)) {
        const word = NAMED[allergen]?.[row.locale as "en" | "vi"];
        if (!word || !word.test(row.ingredients)) missing.push(`${row.slug}.${row.locale}: ${allergen}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("lists no flour for the products without wheat, and the Vietnamese speaks of sugar as đường", async () => {
    const rows = await testDb.db
      .selectFrom("products as p")
      .innerJoin("product_translations as t", "t.product_id", "p.id")
      .leftJoin("product_allergens as a", (join) => join.onRef("a.product_id", "=", "p.id").on("a.allergen", "=", "wheat"))
      .select(["p.slug", "t.locale", "t.ingredients", "a.allergen"])
      .execute();
    const wheatless = rows.filter((r) => r.allergen === null);
    expect(wheatless.length).toBeGreaterThan(4);
    expect(wheatless.filter((r) => /wheat|bột mì/i.test(r.ingredients)).map((r) => r.slug)).toEqual([]);
    expect(rows.filter((r) => r.locale === "vi" && /bột ngọt/i.test(r.ingredients))).toEqual([]);
  });
});
