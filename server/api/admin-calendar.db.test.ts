import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { loadFulfilmentSettings } from "../domain/fulfilment/settings.ts";
import { addDays, localDateAt } from "../domain/fulfilment/shop-time.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";

// The capacity calendar through the real app: a manager closes a date, sets a date's orders per slot
// and slot length and a product's capacity on a date; new checkouts follow at once (options and placing, under
// requests sent at once), placed orders never change, a limit below what is booked is saved with a warning.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";
const ids = new Map<string, number>();
/** Dates the checkout offers a plain cart (not today, none with orders yet), one per test so that the tests do not meet. */
let dates: string[] = [];
let today = "";

const BANH_MI = "banh-mi-dac-biet"; // no daily capacity, no lead time
const HOA_CUC = "banh-mi-hoa-cuc"; // 20 a day
const productId = (slug: string) => ids.get(slug)!;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  // Thirty days ahead rather than fourteen: enough open dates for one a test, even around Christmas and Tết.
  const settings = await loadFulfilmentSettings(testDb.db);
  await testDb.db
    .updateTable("shop_settings")
    .set({ value_json: JSON.stringify({ ...settings, days_ahead: 30 }) })
    .where("key", "=", "fulfilment")
    .execute();
  today = localDateAt(new Date(), "America/Chicago");
  const token = await cartWith([BANH_MI, 1]);
  const { body } = await options(token);
  // Not the date of the demo customer's coming order: these tests count the orders of their dates.
  const booked = new Set((await testDb.db.selectFrom("orders").select("slot_date").execute()).map((o) => o.slot_date));
  dates = (body.data.days as { date: string }[]).map((d) => d.date).filter((d) => d > today && !booked.has(d));
  expect(dates.length).toBeGreaterThanOrEqual(8);
});
afterAll(() => testDb.destroy());

interface Call {
  token?: string;
  lang?: "en" | "vi";
  cookie?: string;
  key?: string;
}

async function call(method: string, path: string, body?: unknown, options: Call = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const admin = (method: string, path: string, body?: unknown, lang: "en" | "vi" = "en") =>
  call(method, `/admin/calendar${path}`, body, { cookie: manager, lang });

async function cartWith(...lines: [slug: string, quantity: number][]): Promise<string> {
  let token = "";
  for (const [slug, quantity] of lines) {
    const res = await call("POST", "/carts", { product_id: productId(slug), quantity }, { token });
    expect(res.status).toBe(200);
    token = res.body.data.token;
  }
  return token;
}

const options = (token: string, lang: "en" | "vi" = "en") => call("GET", "/checkout/options", undefined, { token, lang });

interface SlotView {
  date: string;
  start: string;
  end: string;
  remaining: number;
  full: boolean;
}
async function slotsOn(date: string, token?: string): Promise<SlotView[]> {
  const { body } = await options(token ?? (await cartWith([BANH_MI, 1])));
  return (body.data.days as { date: string; slots: SlotView[] }[]).find((d) => d.date === date)?.slots ?? [];
}

const form = (slot: { date: string; start: string }) => pickupForm({ slot });

const checkout = (token: string, slot: { date: string; start: string }, lang: "en" | "vi" = "en") =>
  call("POST", "/checkout", form(slot), { token, key: randomUUID(), lang });

async function placeOrder(slot: { date: string; start: string }, ...lines: [string, number][]) {
  const res = await checkout(await cartWith(...(lines.length ? lines : [[BANH_MI, 1] as [string, number]])), slot);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.order as { code: string };
}

describe("closing a date", () => {
  it("takes it out of the checkout at once, shows its reason in the customer's language, and refuses an order for it (422)", async () => {
    const date = dates[0]!;
    const [slot] = await slotsOn(date);
    const saved = await admin("PUT", `/${date}`, { closed: true, reason_en: "Staff training", reason_vi: "Tập huấn nhân viên" }, "vi");
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(`Đã lưu ngày ${date}.`);
    expect(saved.body.data.day).toMatchObject({
      date,
      closed: true,
      open: false,
      reason_en: "Staff training",
      reason_vi: "Tập huấn nhân viên",
      in_calendar: true,
    });
    expect(saved.body.data.warnings).toEqual([]);

    const token = await cartWith([BANH_MI, 1]);
    const vi = await options(token, "vi");
    expect(vi.body.data.days.map((d: { date: string }) => d.date)).not.toContain(date);
    expect(vi.body.data.closed_days).toContainEqual({ date, reason: "Tập huấn nhân viên" });
    expect((await options(token, "en")).body.data.closed_days).toContainEqual({ date, reason: "Staff training" });

    const refused = await checkout(token, { date, start: slot!.start }, "vi");
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("Tập huấn nhân viên");
    expect(refused.body.errors.slot[0]).toContain("Tập huấn nhân viên");

    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "calendar_day")
      .where("entity_id", "=", date)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "calendar.day", before_json: null });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ closed: true, reason_vi: "Tập huấn nhân viên" });

    // Given back to the standing settings: offered again, the change audited before → after.
    const reset = await admin("DELETE", `/${date}`);
    expect(reset.status).toBe(200);
    expect(reset.body.data.day).toMatchObject({ closed: false, open: true, in_calendar: false });
    expect((await slotsOn(date)).length).toBeGreaterThan(0);
    const resetAudit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "calendar.reset")
      .where("entity_id", "=", date)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(resetAudit.before_json!)).toMatchObject({ closed: true });
    expect(resetAudit.after_json).toBeNull();
  });

  it("is allowed when orders are booked, with a warning that says how many; the orders stay as they were", async () => {
    const date = dates[1]!;
    const [first, second] = await slotsOn(date);
    const a = await placeOrder(first!);
    await placeOrder(second!);
    const saved = await admin("PUT", `/${date}`, { closed: true, reason_en: "Oven repair", reason_vi: "" });
    expect(saved.status).toBe(200);
    expect(saved.body.data.warnings).toEqual([
      `2 orders are booked on ${date}. They are kept: contact the customers to move or cancel them.`,
    ]);
    expect(saved.body.data.day.orders_booked).toBe(2);
    const order = await testDb.db.selectFrom("orders").select(["status", "slot_date"]).where("code", "=", a.code).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: "unfinished", slot_date: date });
    // Only an English reason: the Vietnamese customer reads that one rather than nothing.
    expect((await options(await cartWith([BANH_MI, 1]), "vi")).body.data.closed_days).toContainEqual({ date, reason: "Oven repair" });
  });
});

describe("a date's orders per slot", () => {
  it("limits its slots at once: with 1 a slot, 20 checkouts at once place exactly 1 and the next is refused (409)", async () => {
    const date = dates[2]!;
    const saved = await admin("PUT", `/${date}`, { closed: false, orders_per_slot: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.day).toMatchObject({ orders_per_slot: 1, orders_per_slot_overridden: true, slot_minutes_overridden: false });
    const slots = await slotsOn(date);
    expect(slots.every((s) => s.remaining === 1)).toBe(true);
    // Another date keeps the standing 8.
    expect((await slotsOn(dates[3]!))[0]!.remaining).toBe(8);

    const slot = { date, start: slots.at(-1)!.start };
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cartWith([BANH_MI, 1])));
    const answers = await Promise.all(tokens.map((token) => checkout(token, slot)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.data.reason === "slot_full")).toBe(true);
    const again = await checkout(await cartWith([BANH_MI, 1]), slot);
    expect(again.status).toBe(409);
    expect((await slotsOn(date)).find((s) => s.start === slot.start)).toMatchObject({ remaining: 0, full: true });
  }, 60_000);

  it("set below what a slot holds is saved, with a warning that counts the orders over the limit", async () => {
    const date = dates[4]!;
    const [slot] = await slotsOn(date);
    for (let i = 0; i < 3; i++) await placeOrder(slot!);
    const saved = await admin("PUT", `/${date}`, { closed: false, orders_per_slot: 1 }, "vi");
    expect(saved.status).toBe(200);
    expect(saved.body.data.warnings).toEqual([`Khung giờ ${slot!.start} đã có 3 đơn: vượt 2 đơn so với giới hạn mới là 1.`]);
    const day = (await admin("GET", `?from=${date}&to=${date}`)).body.data.days[0];
    expect(day.slots.find((s: { start: string }) => s.start === slot!.start)).toMatchObject({ booked: 3, limit: 1, over: 2 });
    expect(day.orders_booked).toBe(3);
    expect(
      await testDb.db.selectFrom("orders").select("id").where("slot_date", "=", date).where("status", "=", "unfinished").execute(),
    ).toHaveLength(3);
  });
});

describe("a date's slot length", () => {
  it("cuts that date's windows into slots of its own length; a start of the old length is no slot any more", async () => {
    const date = dates[5]!;
    const before = await slotsOn(date);
    const saved = await admin("PUT", `/${date}`, { closed: false, slot_minutes: 30, orders_per_slot: null });
    expect(saved.status).toBe(200);
    const after = await slotsOn(date);
    expect(after.length).toBeGreaterThan(before.length);
    for (const slot of after)
      expect(Date.parse(`2000-01-01T${slot.end}:00Z`) - Date.parse(`2000-01-01T${slot.start}:00Z`)).toBe(30 * 60_000);
    const half = after.find((s) => s.start.endsWith(":30") !== before[0]!.start.endsWith(":30"))!;
    const order = await placeOrder(half);
    const row = await testDb.db
      .selectFrom("orders")
      .select(["slot_start", "slot_end"])
      .where("code", "=", order.code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ slot_start: half.start, slot_end: half.end });
    // Back to hour slots: the half-hour order keeps its time, and the answer says so.
    const back = await admin("PUT", `/${date}`, { closed: false, slot_minutes: 120, orders_per_slot: null });
    expect(back.body.data.warnings).toHaveLength(1);
    expect(back.body.data.warnings[0]).toBe(
      "1 order was booked at a time that is no longer a 120-minute slot of this day; it keeps its time.",
    );
    expect(back.body.data.day.slots.find((s: { start: string }) => s.start === half.start)).toMatchObject({
      booked: 1,
      in_schedule: false,
    });
  });
});

describe("a product's capacity on a date", () => {
  it("limits a product that is normally unlimited: 10 checkouts at once for 2 pieces place exactly 2", async () => {
    const date = dates[6]!;
    const saved = await admin("PUT", `/${date}/products/${productId(BANH_MI)}`, { capacity: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      product: { capacity: 2, default_capacity: null, overridden: true, booked: 0, over: 0 },
      warnings: [],
    });
    const slots = await slotsOn(date);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => cartWith([BANH_MI, 1])));
    const answers = await Promise.all(tokens.map((token, i) => checkout(token, { date, start: slots[i % slots.length]!.start })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.data.reason === "sold_out")).toBe(true);
    const day = (await admin("GET", `?from=${date}&to=${date}`)).body.data.days[0];
    expect(day.products.find((p: { product_id: number }) => p.product_id === productId(BANH_MI))).toMatchObject({
      capacity: 2,
      booked: 2,
      over: 0,
    });
    // Another day, it is unlimited again.
    const other = await checkout(await cartWith([BANH_MI, 5]), { date: dates[7]!, start: (await slotsOn(dates[7]!))[0]!.start });
    expect(other.status).toBe(201);
  }, 60_000);

  it("never changes a placed order: set below what is booked, it is saved with the overbooked count, and only new checkouts are refused", async () => {
    const date = dates[3]!;
    const [slot] = await slotsOn(date);
    const placed = await placeOrder(slot!, [HOA_CUC, 3]);
    const saved = await admin("PUT", `/${date}/products/${productId(HOA_CUC)}`, { capacity: 1 }, "vi");
    expect(saved.status).toBe(200);
    expect(saved.body.data.product).toMatchObject({ capacity: 1, default_capacity: 20, overridden: true, booked: 3, over: 2 });
    expect(saved.body.data.warnings).toHaveLength(1);
    expect(saved.body.data.warnings[0]).toMatch(/^Đã có 3 .+ được đặt cho ngày .+: vượt 2 so với số lượng tối đa mới là 1\.$/);
    const lines = await testDb.db
      .selectFrom("order_lines")
      .innerJoin("orders", "orders.id", "order_lines.order_id")
      .select(["order_lines.quantity", "orders.status"])
      .where("orders.code", "=", placed.code)
      .where("order_lines.product_id", "=", productId(HOA_CUC))
      .execute();
    expect(lines).toEqual([{ quantity: 3, status: "unfinished" }]);
    const refused = await checkout(await cartWith([HOA_CUC, 1]), slot!);
    expect(refused.status).toBe(409);
    expect(refused.body.data.reason).toBe("sold_out");
    // 0: not sold that day. null: its daily 20 again, the 3 booked still counted.
    expect((await admin("PUT", `/${date}/products/${productId(HOA_CUC)}`, { capacity: 0 })).body.data.product).toMatchObject({
      capacity: 0,
      over: 3,
    });
    const daily = await admin("PUT", `/${date}/products/${productId(HOA_CUC)}`, { capacity: null });
    expect(daily.body.data).toMatchObject({ product: { capacity: 20, overridden: false, booked: 3 }, warnings: [] });
    expect((await checkout(await cartWith([HOA_CUC, 17]), slot!)).status).toBe(201);
    expect((await checkout(await cartWith([HOA_CUC, 1]), slot!)).status).toBe(409);
    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "product_capacity")
      .where("entity_id", "=", `${productId(HOA_CUC)}@${date}`)
      .orderBy("id")
      .execute();
    expect(
      audit.map((a) => [a.before_json && JSON.parse(a.before_json).capacity, a.after_json && JSON.parse(a.after_json).capacity]),
    ).toEqual([
      [null, 1],
      [1, 0],
      [0, null],
    ]);
  });
});

describe("GET admin/calendar", () => {
  it("shows each date: open or closed by hours and calendar, the slots with their bookings, the limited products", async () => {
    const { status, body } = await admin("GET", "");
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({
      from: today,
      today,
      time_zone: "America/Chicago",
      standing: { slot_minutes: 60, orders_per_slot: 8, days_ahead: 30 },
    });
    expect(data.days).toHaveLength(28);
    const monday = data.days.find((d: { weekday: number }) => d.weekday === 1);
    expect(monday).toMatchObject({ open: false, open_by_hours: false, slots: [] });
    const open = data.days.find((d: { date: string }) => d.date === dates[3]);
    expect(open).toMatchObject({ open: true, slot_minutes: 60, orders_per_slot: 8, orders_per_slot_overridden: false });
    expect(open.products.find((p: { product_id: number }) => p.product_id === productId(HOA_CUC))).toMatchObject({
      capacity: 20,
      default_capacity: 20,
      overridden: false,
    });
    expect(open.products.some((p: { product_id: number }) => p.product_id === productId(BANH_MI))).toBe(false);
    // The seed's holidays are closed days with their reasons.
    const seeded = await admin("GET", "?from=2026-12-20&to=2027-01-02");
    expect(seeded.body.data.days.find((d: { date: string }) => d.date === "2026-12-25")).toMatchObject({
      closed: true,
      open: false,
      reason_en: "Christmas",
      reason_vi: "Giáng Sinh",
    });
  });
});

describe("bad input", () => {
  it("is refused with a 4xx and a message in the request's language, never a 5xx", async () => {
    const future = addDays(today, 20);
    const pid = productId(HOA_CUC);
    const cases: [string, string, unknown, number, string | RegExp][] = [
      ["PUT", "/2026-13-01", { closed: false }, 422, "Ngày không hợp lệ: hãy viết theo dạng YYYY-MM-DD."],
      ["PUT", "/tomorrow", { closed: false }, 422, "Ngày không hợp lệ: hãy viết theo dạng YYYY-MM-DD."],
      ["PUT", `/${addDays(today, -1)}`, { closed: true, reason_en: "Late", reason_vi: "" }, 422, /đã qua/],
      ["PUT", `/${future}`, { closed: true, reason_en: " ", reason_vi: "" }, 422, /cần có lý do/],
      ["PUT", `/${future}`, { closed: false, slot_minutes: 7 }, 422, /15 đến 240 phút/],
      ["PUT", `/${future}`, { closed: false, slot_minutes: 62 }, 422, /15 đến 240 phút/],
      ["PUT", `/${future}`, { closed: false, orders_per_slot: 0 }, 422, /từ 1 đến 1\.000/],
      ["PUT", `/${future}`, { closed: "yes" }, 422, /./],
      ["PUT", `/${future}/products/${pid}`, { capacity: -1 }, 422, /từ 0 đến 10\.000/],
      ["PUT", `/${future}/products/${pid}`, { capacity: 2.5 }, 422, /từ 0 đến 10\.000/],
      ["PUT", `/${future}/products/${pid}`, {}, 422, /./],
      ["PUT", `/${future}/products/999999`, { capacity: 1 }, 404, "Không có sản phẩm số 999999."],
      ["PUT", `/${future}/products/abc`, { capacity: 1 }, 422, /./],
      ["DELETE", `/${addDays(today, -3)}`, undefined, 422, /đã qua/],
      ["GET", `?from=${today}&to=${addDays(today, 62)}`, undefined, 422, "Chọn tối đa 62 ngày, ngày đầu phải trước ngày cuối."],
      ["GET", `?from=${today}&to=${addDays(today, -1)}`, undefined, 422, /tối đa 62 ngày/],
      ["GET", "?from=2026-02-30", undefined, 422, /./],
    ];
    for (const [method, path, body, status, message] of cases) {
      const res = await admin(method, path, body, "vi");
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error).toBe(true);
      const texts = [res.body.message, ...Object.values((res.body.errors ?? {}) as Record<string, string[]>).flat()].join(" ");
      if (typeof message === "string") expect(texts).toContain(message);
      else expect(texts).toMatch(message);
    }
    // Nothing was written by a refused call.
    expect(await testDb.db.selectFrom("calendar_days").select("date").where("date", "=", future).execute()).toEqual([]);
  });
});
