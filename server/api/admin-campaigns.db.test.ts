import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { staffApiSuite } from "../../tests/support/app.ts";
import { insertOrderRows } from "../../tests/support/order-rows.ts";
import { contentVersion } from "../domain/content/content-version.ts";

// Campaigns in the back office through the real app: create with products and pickup days, edit (a day kept by its
// date keeps its reserved units), refusals beside their fields in English and Vietnamese, a product in one campaign
// only, a capacity never below what is ordered, a stale save and two saves at once → 409, delete refused with orders;
// the kitchen refused. At the counter: a deposit recorded and an order collected once, however many clicks.

const suite = staffApiSuite("/admin");
const { call } = suite;
let categoryId = 0;

beforeAll(async () => {
  categoryId = (await suite.testDb.db.selectFrom("categories").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});

interface Campaign {
  id: number;
  slug: string;
  name_en: string;
  name_vi: string;
  is_published: boolean;
  deposit_kind: string;
  deposit_value: number;
  products: { product_id: number; name_en: string; per_customer_limit: number | null }[];
  pickup_days: { id: number; date: string; opens: string; closes: string; capacity_units: number; reserved_units: number }[];
  orders: number;
  updated_at: string;
}

async function newProduct() {
  const t = randomUUID().slice(0, 8);
  const res = await call("POST", "/products", {
    name_en: `Lotus mooncake ${t}`,
    name_vi: `Bánh nướng hạt sen ${t}`,
    slug: `banh-nuong-${t}`,
    sku: `bn-${t}`,
    category_id: categoryId,
    price_cents: 1200,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.product as { id: number };
}

const body = async (overrides: Record<string, unknown> = {}) => {
  const t = randomUUID().slice(0, 8);
  const product = await newProduct();
  return {
    slug: `tet-${t}`,
    name_en: `Tết pre-orders ${t}`,
    name_vi: `Đặt bánh Tết ${t}`,
    banner_en: "Pre-order now.",
    banner_vi: "Đặt trước ngay.",
    body_en: "First paragraph.\n\nSecond.",
    body_vi: "Đoạn một.\n\nĐoạn hai.",
    opens_at: "2027-01-01T06:00:00.000Z",
    closes_at: "2027-01-31T06:00:00.000Z",
    is_published: false,
    deposit_kind: "percent",
    deposit_value: 30,
    cancel_until_days: 7,
    products: [{ product_id: product.id, per_customer_limit: 5 }],
    pickup_days: [
      { date: "2027-02-01", opens: "08:00", closes: "18:00", capacity_units: 40 },
      { date: "2027-02-02", opens: "09:00", closes: "17:00", capacity_units: 20 },
    ],
    ...overrides,
  };
};

async function newCampaign(overrides: Record<string, unknown> = {}): Promise<Campaign> {
  const res = await call("POST", "/campaigns", await body(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.campaign as Campaign;
}

const editOf = (c: Campaign, changes: Record<string, unknown> = {}) => ({
  slug: c.slug,
  name_en: c.name_en,
  name_vi: c.name_vi,
  opens_at: "2027-01-01T06:00:00.000Z",
  closes_at: "2027-01-31T06:00:00.000Z",
  deposit_kind: c.deposit_kind,
  deposit_value: c.deposit_value,
  products: c.products.map((p) => ({ product_id: p.product_id, per_customer_limit: p.per_customer_limit })),
  pickup_days: c.pickup_days.map(({ date, opens, closes, capacity_units }) => ({ date, opens, closes, capacity_units })),
  expected_updated_at: c.updated_at,
  ...changes,
});

describe("campaigns", () => {
  it("creates a campaign with its products and pickup days, audited, shown on the storefront at once", async () => {
    const version = await contentVersion(suite.testDb.db);
    const input = await body();
    const res = await call("POST", "/campaigns", input, "vi");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(`Đã tạo đợt đặt trước ${input.name_vi}.`);
    const campaign = res.body.data.campaign as Campaign;
    expect(campaign).toMatchObject({ slug: input.slug, is_published: false, deposit_kind: "percent", deposit_value: 30, orders: 0 });
    expect(campaign.products.map((p) => [p.product_id, p.per_customer_limit])).toEqual([[input.products[0]!.product_id, 5]]);
    expect(campaign.pickup_days.map((d) => [d.date, d.capacity_units, d.reserved_units])).toEqual([
      ["2027-02-01", 40, 0],
      ["2027-02-02", 20, 0],
    ]);
    expect(await contentVersion(suite.testDb.db)).toBeGreaterThan(version);
    expect((await call("GET", `/campaigns/${campaign.id}`)).body.data.campaign).toEqual(campaign);
    const listed = (await call("GET", "/campaigns")).body.data.campaigns as Campaign[];
    expect(listed.map((c) => c.slug)).toEqual(expect.arrayContaining(["tet", "trung-thu", input.slug]));
    const slug = await suite.testDb.db.selectFrom("slugs").selectAll().where("slug", "=", input.slug).executeTakeFirstOrThrow();
    expect(slug).toMatchObject({ kind: "campaign", entity_id: campaign.id });
    const audit = await suite.testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "campaign")
      .where("entity_id", "=", String(campaign.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["campaign.create"]);
  });

  it("refuses bad fields beside them, in English and Vietnamese", async () => {
    const input = await body();
    const res = await call("POST", "/campaigns", {
      ...input,
      name_vi: " ",
      slug: "Tết 2027",
      closes_at: "2026-12-01T00:00:00.000Z",
      deposit_value: 120,
      pickup_days: [
        { date: "2027-02-01", opens: "08:00", closes: "07:00", capacity_units: 10 },
        { date: "2027-02-01", opens: "08:00", closes: "18:00", capacity_units: -1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name_vi: ["Give the campaign a name in both English and Vietnamese."],
      slug: [expect.stringContaining("lower-case letters")],
      closes_at: ["Orders must close after they open."],
      deposit_value: ["A percentage deposit is a whole number from 1 to 100."],
      "pickup_days.0.closes": ["The pickup hours must close after they open."],
      "pickup_days.1.date": ["This date is listed twice."],
      "pickup_days.1.capacity_units": ["The capacity is a whole number of units from 0 to 100,000."],
    });
    const fixed = await call("POST", "/campaigns", { ...input, deposit_kind: "fixed", deposit_value: 0 }, "vi");
    expect(fixed.status).toBe(422);
    expect(fixed.body.errors.deposit_value).toEqual(["Tiền cọc cố định là số tiền trên $0.00 cho mỗi món (tối đa $10,000.00)."]);
    const taken = await call("POST", "/campaigns", { ...input, slug: "tet" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.slug).toEqual(["The slug tet is already used by a product, a news post, a page or another campaign."]);
  });

  it("sells a product through one campaign only, and says which one has it", async () => {
    const chung = await suite.testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-chung").executeTakeFirstOrThrow();
    const input = await body();
    const res = await call(
      "POST",
      "/campaigns",
      { ...input, products: [...input.products, { product_id: chung.id, per_customer_limit: null }] },
      "vi",
    );
    expect(res.status).toBe(409);
    expect(res.body.errors["products.1.product_id"]).toEqual([
      expect.stringMatching(/^Bánh chưng.* đã thuộc đợt đặt trước Đặt bánh Tết \d{4}: mỗi sản phẩm chỉ thuộc một đợt/),
    ]);
    const other = await newCampaign();
    const steal = await call(
      "PUT",
      `/campaigns/${other.id}`,
      editOf(other, { products: [{ product_id: chung.id, per_customer_limit: 2 }] }),
    );
    expect(steal.status).toBe(409);
    expect(steal.body.message).toMatch(/is already sold through the campaign Tết \d{4} pre-orders/);
    const unknown = await call("POST", "/campaigns", { ...input, products: [{ product_id: 999_999, per_customer_limit: null }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors["products.0.product_id"]).toEqual(["There is no such product."]);
  });

  it("of two campaigns given one product at once, one gets it and the other is told which campaign has it", async () => {
    const product = await newProduct();
    const [a, b] = await Promise.all([body(), body()]);
    const results = await Promise.all(
      [a, b].map((input) => call("POST", "/campaigns", { ...input, products: [{ product_id: product.id, per_customer_limit: null }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!.body.data.campaign as Campaign;
    expect(results.find((r) => r.status === 409)!.body.errors["products.0.product_id"]).toEqual([
      expect.stringContaining(`is already sold through the campaign ${winner.name_en}`),
    ]);
  });

  it("renames a campaign's slug: the old address answers with a redirect to the new one", async () => {
    const campaign = await newCampaign();
    const renamed = await call("PUT", `/campaigns/${campaign.id}`, editOf(campaign, { slug: `${campaign.slug}-moi` }));
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const redirect = await suite.testDb.db
      .selectFrom("redirects")
      .select("to_url")
      .where("from_path", "=", `/${campaign.slug}`)
      .executeTakeFirstOrThrow();
    expect(redirect.to_url).toBe(`/${campaign.slug}-moi`);
    expect(await suite.testDb.db.selectFrom("slugs").select("kind").where("slug", "=", campaign.slug).executeTakeFirst()).toBeUndefined();
  });

  it("keeps a pickup day's ordered units; refuses a capacity below them, or taking out a day with orders, naming the day", async () => {
    const campaign = await newCampaign();
    const [first, second] = campaign.pickup_days;
    await suite.testDb.db.updateTable("campaign_pickup_days").set({ reserved_units: 12 }).where("id", "=", first!.id).execute();
    const below = await call(
      "PUT",
      `/campaigns/${campaign.id}`,
      editOf(campaign, { pickup_days: [{ ...editOf(campaign).pickup_days[0], capacity_units: 10 }, editOf(campaign).pickup_days[1]] }),
    );
    expect(below.status).toBe(409);
    expect(below.body.errors["pickup_days.0.capacity_units"]).toEqual([
      "Monday, February 1, 2027: 12 units are already ordered, so the capacity cannot be less than 12.",
    ]);
    const belowVi = await call(
      "PUT",
      `/campaigns/${campaign.id}`,
      editOf(campaign, { pickup_days: [editOf(campaign).pickup_days[1]] }),
      "vi",
    );
    expect(belowVi.status).toBe(409);
    expect(belowVi.body.message).toMatch(
      /^Không thể bỏ Thứ Hai, .*2027: ngày này đã có đơn \(12 đơn vị\)\. Hãy hủy hoặc chuyển các đơn đó trước\.$/,
    );
    // Nothing was written by the refused saves.
    expect((await call("GET", `/campaigns/${campaign.id}`)).body.data.campaign.updated_at).toBe(campaign.updated_at);

    // The day taken out has no orders: it goes; the kept day keeps its 12 units with a capacity of 12.
    const saved = await call(
      "PUT",
      `/campaigns/${campaign.id}`,
      editOf(campaign, { pickup_days: [{ ...editOf(campaign).pickup_days[0], capacity_units: 12 }] }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const days = (saved.body.data.campaign as Campaign).pickup_days;
    expect(days.map((d) => [d.id, d.capacity_units, d.reserved_units])).toEqual([[first!.id, 12, 12]]);
    expect(days.some((d) => d.id === second!.id)).toBe(false);
  });

  it("refuses a save on an old version, and of two saves at once lets one win", async () => {
    const campaign = await newCampaign();
    const saved = await call("PUT", `/campaigns/${campaign.id}`, editOf(campaign, { name_en: "Tết cakes" }));
    expect(saved.status).toBe(200);
    const stale = await call("PUT", `/campaigns/${campaign.id}`, editOf(campaign, { name_en: "Tết treats" }), "vi");
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Có người khác vừa sửa đợt đặt trước này. Đây là bản hiện tại: kiểm tra lại rồi lưu lần nữa.");
    expect(stale.body.data.campaign.name_en).toBe("Tết cakes");

    const now = saved.body.data.campaign as Campaign;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => call("PUT", `/campaigns/${campaign.id}`, editOf(now, { name_en: `Save ${i}` }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data.campaign as Campaign;
    expect((await call("GET", `/campaigns/${campaign.id}`)).body.data.campaign.name_en).toBe(winner.name_en);
    const audit = await suite.testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "campaign")
      .where("entity_id", "=", String(campaign.id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["campaign.create", "campaign.update", "campaign.update"]);
  });

  it("deletes a campaign without orders (its slug is free again); refuses one with orders", async () => {
    const campaign = await newCampaign();
    await insertOrderRows(suite.testDb.db, [{ slot_date: "2027-02-01", campaign_id: campaign.id, status: "canceled" }]);
    const refused = await call("DELETE", `/campaigns/${campaign.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This campaign has 1 order(s) and cannot be deleted. Unpublish it instead.");

    const empty = await newCampaign();
    const version = await contentVersion(suite.testDb.db);
    const removed = await call("DELETE", `/campaigns/${empty.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.campaign.pickup_days).toHaveLength(2);
    expect(await contentVersion(suite.testDb.db)).toBeGreaterThan(version);
    expect(await suite.testDb.db.selectFrom("slugs").select("slug").where("slug", "=", empty.slug).executeTakeFirst()).toBeUndefined();
    expect(
      await suite.testDb.db.selectFrom("campaign_products").select("product_id").where("campaign_id", "=", empty.id).execute(),
    ).toEqual([]);
    expect((await call("DELETE", `/campaigns/${empty.id}`)).status).toBe(404);
    expect((await call("GET", `/campaigns/${empty.id}`)).status).toBe(404);
  });

  it("refuses the kitchen (403) every campaign call", async () => {
    const campaign = await newCampaign();
    const k = suite.kitchen;
    expect((await call("GET", "/campaigns", undefined, "en", k)).status).toBe(403);
    expect((await call("POST", "/campaigns", await body(), "en", k)).status).toBe(403);
    expect((await call("PUT", `/campaigns/${campaign.id}`, editOf(campaign), "en", k)).status).toBe(403);
    expect((await call("DELETE", `/campaigns/${campaign.id}`, undefined, "en", k)).status).toBe(403);
    expect((await call("GET", `/campaigns/${campaign.id}`)).status).toBe(200);
  });
});

describe("at the counter", () => {
  it("records a deposit once, whatever the clicks: history and audit once", async () => {
    const campaign = await newCampaign();
    const [order] = await insertOrderRows(suite.testDb.db, [
      { slot_date: "2027-02-01", campaign_id: campaign.id, total_cents: 5000, deposit_cents: 1500, deposit_status: "due" },
    ]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", `/orders/${order!.code}/deposit`, undefined, "en", suite.kitchen)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(results.find((r) => r.status === 200)!.body.message).toBe(`Deposit of $15.00 recorded for order ${order!.code}.`);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(`The deposit of order ${order!.code} is already recorded.`);
    const row = await suite.testDb.db
      .selectFrom("orders")
      .select(["deposit_status", "status"])
      .where("id", "=", order!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deposit_status: "paid", status: "unfinished" });
    const history = await suite.testDb.db
      .selectFrom("order_status_history")
      .select(["status", "note"])
      .where("order_id", "=", order!.id)
      .execute();
    expect(history).toEqual([{ status: "unfinished", note: "Deposit $15.00 paid at the counter." }]);
    const audit = await suite.testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "order")
      .where("entity_id", "=", order!.code)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["order.deposit"]);

    const [none] = await insertOrderRows(suite.testDb.db, [{ slot_date: "2027-02-01", campaign_id: campaign.id }]);
    const notDue = await call("POST", `/orders/${none!.code}/deposit`, undefined, "vi");
    expect(notDue.status).toBe(409);
    expect(notDue.body.message).toBe(`Đơn ${none!.code} không có tiền cọc cần trả tại quầy.`);
    expect((await call("POST", "/orders/MV-0000000000000/deposit")).status).toBe(404);
    expect((await call("POST", `/orders/${"X".repeat(41)}/collected`)).status).toBe(422);
  });

  it("marks an order collected and paid in full once; refuses a canceled one", async () => {
    const campaign = await newCampaign();
    const [order, canceled] = await insertOrderRows(suite.testDb.db, [
      { slot_date: "2027-02-01", campaign_id: campaign.id, total_cents: 5000, deposit_cents: 1500, deposit_status: "paid" },
      { slot_date: "2027-02-01", campaign_id: campaign.id, status: "canceled", deposit_cents: 1500, deposit_status: "kept" },
    ]);
    const results = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/orders/${order!.code}/collected`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const done = results.find((r) => r.status === 200)!;
    expect(done.body.message).toBe(`Order ${order!.code} collected: $35.00 paid at the counter.`);
    expect(done.body.data.balance_cents).toBe(3500);
    const row = await suite.testDb.db
      .selectFrom("orders")
      .select(["status", "payment_status", "deposit_status", "collected_at"])
      .where("id", "=", order!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "completed", payment_status: "paid", deposit_status: "paid" });
    expect(row.collected_at).toBe(done.body.data.collected_at);
    const history = await suite.testDb.db.selectFrom("order_status_history").select(["status"]).where("order_id", "=", order!.id).execute();
    expect(history).toEqual([{ status: "completed" }]);
    const emails = await suite.testDb.db.selectFrom("outbox_emails").select("kind").where("order_id", "=", order!.id).execute();
    expect(emails.map((e) => e.kind)).toEqual(["order_status"]);
    const audit = await suite.testDb.db.selectFrom("audit_log").select("action").where("entity_id", "=", order!.code).execute();
    expect(audit.map((a) => a.action)).toEqual(["order.collected"]);

    const refused = await call("POST", `/orders/${canceled!.code}/collected`, undefined, "vi");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Đơn ${canceled!.code} đã bị hủy.`);
  });
});
