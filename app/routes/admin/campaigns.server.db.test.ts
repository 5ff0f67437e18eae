import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { insertOrderRows } from "../../../tests/support/order-rows.ts";
import type { CampaignDashboard, PlanDay } from "../../../server/domain/campaigns/campaign-reports.service.ts";
import type { PickupList } from "../../../server/domain/campaigns/pickups.service.ts";
import { middleware as campaignMiddleware } from "./campaign.tsx";
import { middleware as campaignsMiddleware } from "./campaigns.tsx";
import { middleware as dashboardMiddleware } from "./campaign-dashboard.tsx";
import { middleware as pickupsMiddleware } from "./campaign-pickups.tsx";
import { middleware as productionMiddleware } from "./campaign-production.tsx";
import {
  campaignDashboardLoader,
  campaignPickupsAction,
  campaignPickupsCsvLoader,
  campaignPickupsLoader,
  campaignProductionCsvLoader,
  campaignProductionLoader,
} from "./campaign-reports.server.ts";
import { campaignAction, campaignLoader, campaignsLoader, type CampaignForm, type CampaignListItem } from "./campaigns.server.ts";

// The campaigns' pages as React Router runs them: the form is the catalogue's staff's, the dashboard, plan and pickup
// list every role's. The form posted without JavaScript (the window on the shop's clock, a fixed deposit in dollars,
// rows of products and days with the empty ones left out; refusals beside their rows, in the page's language; a stale
// save with the campaign as it is now; delete asks first); the dashboard's numbers; the plan and its CSV; a pickup
// day's deposit recorded and order collected once, the collection asking first.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const { signIn, run } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  await signIn(testDb, app);
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ current?: CampaignForm }>;

async function newProductId(): Promise<number> {
  const t = randomUUID().slice(0, 8);
  const category = await testDb.db.selectFrom("categories").select("id").orderBy("id").executeTakeFirstOrThrow();
  const { id } = await testDb.db
    .insertInto("products")
    .values({
      slug: `banh-deo-${t}`,
      category_id: category.id,
      sku: `bd-${t}`,
      price_cents: 900,
      status: "published",
      lead_time_hours: 0,
      daily_capacity: null,
      is_featured: 0,
      position: 0,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await testDb.db
    .insertInto("product_translations")
    .values([
      { product_id: id, locale: "en", name: `Snow skin mooncake ${t}`, summary: "", description: "", search_text: "" },
      { product_id: id, locale: "vi", name: `Bánh dẻo ${t}`, summary: "", description: "", search_text: "" },
    ] as never)
    .execute();
  return id;
}

/** The form as a browser posts it: the campaign's fields, then its product rows and day rows (empty ones included). */
async function form(fields: Record<string, string> = {}, product?: number): Promise<[string, string][]> {
  const t = randomUUID().slice(0, 6);
  const base: Record<string, string> = {
    intent: "save",
    slug: `trung-thu-${t}`,
    name_en: `Mid-Autumn ${t}`,
    name_vi: `Trung Thu ${t}`,
    banner_en: "Mooncakes",
    banner_vi: "Bánh trung thu",
    body_en: "",
    body_vi: "",
    opens_date: "2027-08-01",
    opens_time: "09:00",
    closes_date: "2027-09-10",
    closes_time: "18:00",
    is_published: "1",
    deposit_kind: "fixed",
    deposit_percent: "",
    deposit_fixed: "$2.50",
    cancel_until_days: "3",
    ...fields,
  };
  return [
    ...Object.entries(base),
    ["products.0.product_id", String(product ?? (await newProductId()))],
    ["products.0.limit", "4"],
    ["products.1.product_id", ""],
    ["products.1.limit", ""],
    ["days.0.date", "2027-09-12"],
    ["days.0.opens", "09:00"],
    ["days.0.closes", "18:00"],
    ["days.0.capacity", "50"],
    ["days.1.date", ""],
    ["days.1.opens", "08:00"],
    ["days.1.closes", "18:00"],
    ["days.1.capacity", ""],
    ["days.2.date", "2027-09-13"],
    ["days.2.opens", "09:00"],
    ["days.2.closes", "12:00"],
    ["days.2.capacity", "20"],
  ];
}

async function post(path: string, id: string, fields: [string, string][]) {
  const { args } = await run(path, "manager", campaignMiddleware, { id }, fields);
  return settle(campaignAction(args));
}

async function shown(id: number, path = `/admin/campaigns/${id}`) {
  const { args } = await run(path, "manager", campaignMiddleware, { id: String(id) });
  return ((await campaignLoader(args)) as unknown as { data: { campaign: CampaignForm; saved: string | null } }).data;
}

const idFrom = (answer: Response) => Number(/campaigns\/(\d+)\?/.exec(answer.headers.get("Location") ?? "")?.[1]);

async function created(fields?: [string, string][]): Promise<number> {
  const answer = (await post("/admin/campaigns/new", "new", fields ?? (await form()))) as Response;
  expect(answer.status).toBe(303);
  return idFrom(answer);
}

/** A campaign form's fields as they are now, for an edit. */
function editOf(c: CampaignForm, changes: Record<string, string> = {}): [string, string][] {
  const base: Record<string, string> = {
    intent: "save",
    slug: c.slug,
    name_en: c.name_en,
    name_vi: c.name_vi,
    opens_date: c.opens_date,
    opens_time: c.opens_time,
    closes_date: c.closes_date,
    closes_time: c.closes_time,
    deposit_kind: c.deposit_kind,
    deposit_percent: c.deposit_kind === "percent" ? String(c.deposit_value) : "",
    deposit_fixed: c.deposit_kind === "fixed" ? (c.deposit_value / 100).toFixed(2) : "",
    cancel_until_days: String(c.cancel_until_days),
    expected_updated_at: c.updated_at,
    ...changes,
  };
  return [
    ...Object.entries(base),
    ...c.products.flatMap((p, n): [string, string][] => [
      [`products.${n}.product_id`, String(p.product_id)],
      [`products.${n}.limit`, p.per_customer_limit?.toString() ?? ""],
    ]),
    ...c.pickup_days.flatMap((d, n): [string, string][] => [
      [`days.${n}.date`, d.date],
      [`days.${n}.opens`, d.opens],
      [`days.${n}.closes`, d.closes],
      [`days.${n}.capacity`, String(d.capacity_units)],
    ]),
  ];
}

const with_ = (fields: [string, string][], name: string, value: string): [string, string][] =>
  fields.map(([k, v]) => [k, k === name ? value : v]);

describe("the campaigns' pages", () => {
  it("the form is the catalogue's staff's; the list, dashboard, plan and pickups are the kitchen's too", async () => {
    expect((await run("/vi/admin/campaigns/new", "kitchen", campaignMiddleware)).thrown?.init?.status).toBe(403);
    expect((await run("/admin/campaigns/new", "manager", campaignMiddleware)).thrown).toBeUndefined();
    for (const [path, middleware] of [
      ["/admin/campaigns", campaignsMiddleware],
      ["/admin/campaigns/1/dashboard", dashboardMiddleware],
      ["/admin/campaigns/1/production", productionMiddleware],
      ["/vi/admin/campaigns/1/pickups", pickupsMiddleware],
    ] as const)
      expect((await run(path, "kitchen", middleware)).thrown, path).toBeUndefined();
    const { args } = await run("/admin/campaigns", "kitchen", campaignsMiddleware);
    const list = ((await campaignsLoader(args)) as unknown as { data: { campaigns: CampaignListItem[]; mayEdit: boolean } }).data;
    expect(list.mayEdit).toBe(false);
    expect(list.campaigns.map((c) => c.slug)).toEqual(expect.arrayContaining(["tet", "trung-thu"]));
    expect(list.campaigns.find((c) => c.slug === "tet")!.state).toBe("open");
  });

  it("creates a campaign from the shop's clock and dollars, the empty rows left out; the form shows it back the same", async () => {
    const answer = (await post("/vi/admin/campaigns/new", "new", await form())) as Response;
    expect(answer.status).toBe(303);
    const id = idFrom(answer);
    expect(answer.headers.get("Location")).toBe(`/vi/admin/campaigns/${id}?saved=created`);
    const page = await shown(id, `/vi/admin/campaigns/${id}?saved=created`);
    expect(page.saved).toBe("created");
    expect(page.campaign).toMatchObject({
      // 09:00 in Houston in August is 14:00 UTC (daylight time).
      opens_at: "2027-08-01T14:00:00.000Z",
      opens_date: "2027-08-01",
      opens_time: "09:00",
      closes_date: "2027-09-10",
      closes_time: "18:00",
      is_published: true,
      deposit_kind: "fixed",
      deposit_value: 250,
      cancel_until_days: 3,
    });
    expect(page.campaign.products.map((p) => p.per_customer_limit)).toEqual([4]);
    expect(page.campaign.pickup_days.map((d) => [d.date, d.opens, d.closes, d.capacity_units])).toEqual([
      ["2027-09-12", "09:00", "18:00", 50],
      ["2027-09-13", "09:00", "12:00", 20],
    ]);
  });

  it("refuses beside the field and the row, in the page's language, keeping what was typed", async () => {
    const fields = with_(
      with_(await form({ name_vi: "", deposit_kind: "percent", deposit_percent: "0" }), "days.2.closes", "08:00"),
      "opens_time",
      "9am",
    );
    const answer = (await post("/vi/admin/campaigns/new", "new", fields)) as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.errors).toMatchObject({
      name_vi: "Hãy đặt tên đợt đặt trước bằng cả tiếng Anh và tiếng Việt.",
      deposit_percent: "Tiền cọc theo phần trăm là số nguyên từ 1 đến 100.",
      opens_date: "Nhập thời điểm bắt đầu nhận đặt: ngày và giờ.",
      // The third row on the form (the second sent: the empty row is left out).
      "days.2.closes": "Giờ đóng cửa nhận bánh phải sau giờ mở.",
    });
    expect(answer.data.values?.opens_time).toBe("9am");

    // A product already another campaign's: beside its row, naming that campaign.
    const chung = await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-chung").executeTakeFirstOrThrow();
    const taken = (await post("/admin/campaigns/new", "new", await form({}, chung.id))) as Answer;
    expect(taken.init?.status).toBe(409);
    expect(taken.data.errors?.["products.0.product_id"]).toMatch(/is already sold through the campaign Tết \d{4} pre-orders/);
  });

  it("refuses a capacity below the units ordered beside its day; a stale save shows the campaign as it is now", async () => {
    const id = await created();
    const { campaign } = await shown(id);
    await testDb.db.updateTable("campaign_pickup_days").set({ reserved_units: 30 }).where("id", "=", campaign.pickup_days[0]!.id).execute();
    const below = (await post(`/admin/campaigns/${id}`, String(id), with_(editOf(campaign), "days.0.capacity", "25"))) as Answer;
    expect(below.init?.status).toBe(409);
    expect(below.data.errors?.["days.0.capacity"]).toBe(
      "Sunday, September 12, 2027: 30 units are already ordered, so the capacity cannot be less than 30.",
    );
    const saved = (await post(`/admin/campaigns/${id}`, String(id), editOf(campaign, { name_en: "Moon festival" }))) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/admin/campaigns/${id}?saved=updated`);
    const stale = (await post(`/admin/campaigns/${id}`, String(id), editOf(campaign, { name_en: "Lantern night" }))) as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.current?.name_en).toBe("Moon festival");
    expect(stale.data.values).toBeUndefined();
  });

  it("asks before deleting, then deletes; a campaign with orders is not deleted, and says why", async () => {
    const id = await created();
    const asked = (await post(`/admin/campaigns/${id}`, String(id), [["intent", "delete"]])) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toMatch(/\?confirm=delete#confirm-delete$/);
    expect((await shown(id)).campaign.id).toBe(id);
    const deleted = (await post(`/admin/campaigns/${id}`, String(id), [
      ["intent", "delete"],
      ["confirmed", "1"],
    ])) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/campaigns?saved=deleted");

    const busy = await created();
    await insertOrderRows(testDb.db, [{ slot_date: "2027-09-12", campaign_id: busy }]);
    const refused = (await post(`/vi/admin/campaigns/${busy}`, String(busy), [
      ["intent", "delete"],
      ["confirmed", "1"],
    ])) as Answer;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toBe("Đợt đặt trước này có 1 đơn nên không thể xóa. Hãy ẩn (bỏ đăng) đợt này.");
  });
});

describe("a campaign's days", () => {
  let id = 0;
  const codes: Record<string, string> = {};
  beforeAll(async () => {
    id = await created();
    const [product] = (await shown(id)).campaign.products;
    const line = (quantity: number, label: string | null) => ({
      product_id: product!.product_id,
      sku: "BD",
      name: "Snow skin",
      quantity,
      variant_label_en: label,
      variant_label_vi: label && `${label} (vi)`,
    });
    const rows = await insertOrderRows(testDb.db, [
      {
        slot_date: "2027-09-12",
        campaign_id: id,
        full_name: "An",
        preorder_units: 3,
        total_cents: 4000,
        deposit_cents: 1000,
        deposit_status: "paid",
        lines: [line(2, "Lotus"), line(1, "Durian")],
      },
      {
        slot_date: "2027-09-12",
        campaign_id: id,
        full_name: "Bình",
        preorder_units: 3,
        total_cents: 3000,
        deposit_cents: 750,
        deposit_status: "due",
        deposit_due_by: "2027-09-01T05:00:00.000Z",
        lines: [line(3, "Lotus")],
      },
      {
        slot_date: "2027-09-12",
        campaign_id: id,
        full_name: "Chi",
        preorder_units: 5,
        status: "canceled",
        total_cents: 2000,
        deposit_cents: 500,
        deposit_status: "kept",
        lines: [line(5, "Lotus")],
      },
      {
        slot_date: "2027-09-13",
        campaign_id: id,
        full_name: "Dũng",
        preorder_units: 1,
        total_cents: 1000,
        deposit_cents: 0,
        deposit_status: "none",
        lines: [line(1, null)],
      },
    ]);
    ["paid", "due", "canceled", "plain"].forEach((k, i) => (codes[k] = rows[i]!.code));
  });

  it("the dashboard: per day, units against capacity, deposits taken and due, balances; totals; canceled apart", async () => {
    const { args } = await run(`/admin/campaigns/${id}/dashboard`, "kitchen", dashboardMiddleware, { id: String(id) });
    const { dashboard } = ((await campaignDashboardLoader(args)) as unknown as { data: { dashboard: CampaignDashboard } }).data;
    const [first, second] = dashboard.days;
    expect(first).toMatchObject({
      date: "2027-09-12",
      capacity_units: 50,
      orders: 2,
      units: 6,
      deposits_taken_cents: 1500,
      deposits_due_cents: 750,
      balance_due_cents: 3000 + 3000,
    });
    expect(first!.deposits_due).toEqual([{ code: codes.due, full_name: "Bình", deposit_cents: 750, due_by: "2027-09-01T05:00:00.000Z" }]);
    expect(second).toMatchObject({ date: "2027-09-13", orders: 1, units: 1, balance_due_cents: 1000 });
    expect(dashboard.totals).toMatchObject({
      capacity_units: 70,
      orders: 3,
      units: 7,
      deposits_taken_cents: 1500,
      balance_due_cents: 7000,
    });
    expect(dashboard.canceled).toEqual({ orders: 1, deposits_kept_cents: 500, deposits_refunded_cents: 0 });
  });

  it("the production plan: per day, each product's pieces by variant, canceled orders left out; its CSV in the page's language", async () => {
    const { args } = await run(`/vi/admin/campaigns/${id}/production`, "kitchen", productionMiddleware, { id: String(id) });
    const { plan } = ((await campaignProductionLoader(args)) as unknown as { data: { plan: PlanDay[] } }).data;
    expect(plan.map((d) => [d.date, d.orders, d.quantity])).toEqual([
      ["2027-09-12", 2, 6],
      ["2027-09-13", 1, 1],
    ]);
    expect(plan[0]!.products[0]!.variants.map((v) => [v.label, v.quantity])).toEqual([
      ["Durian (vi)", 1],
      ["Lotus (vi)", 5],
    ]);
    const res = await campaignProductionCsvLoader(args);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // (text() drops the byte-order mark: campaign-csv.test.ts checks it.)
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe("Ngày nhận bánh,Sản phẩm,Tùy chọn,Số lượng,Đơn vị");
    expect(text).toContain("2027-09-12,");
    expect(text).toContain(",Lotus (vi),5,5\r\n");
  });

  it("the pickup list: a deposit recorded once; collected asks first, then once; canceled apart; its CSV", async () => {
    const path = `/admin/campaigns/${id}/pickups?date=2027-09-12`;
    const list = async () => {
      const { args } = await run(path, "kitchen", pickupsMiddleware, { id: String(id) });
      return ((await campaignPickupsLoader(args)) as unknown as { data: { list: PickupList } }).data.list;
    };
    const before = await list();
    expect(before.orders.map((o) => [o.full_name, o.deposit_status, o.balance_due_cents])).toEqual([
      ["An", "paid", 3000],
      ["Bình", "due", 3000],
    ]);
    expect(before.canceled.map((o) => o.full_name)).toEqual(["Chi"]);

    const act = async (fields: [string, string][], lang = "") => {
      const { args } = await run(`${lang}${path}`, "kitchen", pickupsMiddleware, { id: String(id) }, fields);
      return settle(campaignPickupsAction(args));
    };
    const recorded = (await act([
      ["intent", "deposit"],
      ["code", codes.due!],
      ["date", "2027-09-12"],
    ])) as Response;
    expect(recorded.status).toBe(303);
    expect(recorded.headers.get("Location")).toBe(`/admin/campaigns/${id}/pickups?date=2027-09-12&done=deposit&code=${codes.due}`);
    const again = (await act(
      [
        ["intent", "deposit"],
        ["code", codes.due!],
        ["date", "2027-09-12"],
      ],
      "/vi",
    )) as Answer;
    expect(again.init?.status).toBe(409);
    expect(again.data.message).toBe(`Tiền cọc của đơn ${codes.due} đã được ghi nhận.`);
    expect((await list()).orders[1]).toMatchObject({ deposit_status: "paid", balance_due_cents: 2250 });

    const asked = (await act([
      ["intent", "collected"],
      ["code", codes.due!],
      ["date", "2027-09-12"],
    ])) as Response;
    expect(asked.headers.get("Location")).toMatch(/confirm=collected.*#confirm-collected$/);
    expect((await list()).orders[1]!.collected_at).toBeNull();
    const confirmed: [string, string][] = [
      ["intent", "collected"],
      ["code", codes.due!],
      ["date", "2027-09-12"],
      ["confirmed", "1"],
    ];
    expect(((await act(confirmed)) as Response).status).toBe(303);
    const twice = (await act(confirmed)) as Answer;
    expect(twice.init?.status).toBe(409);
    expect(twice.data.message).toBe(`Order ${codes.due} is already collected.`);
    const canceled = (await act([
      ["intent", "collected"],
      ["code", codes.canceled!],
      ["confirmed", "1"],
    ])) as Answer;
    expect(canceled.data.message).toBe(`Order ${codes.canceled} is canceled.`);
    const after = (await list()).orders[1]!;
    expect(after).toMatchObject({ status: "completed", payment_status: "paid", deposit_status: "paid", balance_due_cents: 0 });

    const { args } = await run(path, "kitchen", pickupsMiddleware, { id: String(id) });
    const csv = await (await campaignPickupsCsvLoader(args)).text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Pickup day,Time,Order,Name,Phone,Items,Status,Deposit,Deposit ($),Balance due ($),Collected");
    expect(lines[1]).toContain(`,${codes.paid},An,`);
    expect(lines[1]).toContain(",2 × Snow skin (Lotus); 1 × Snow skin (Durian),");
    expect(lines[2]).toContain(",Completed,Paid,7.50,0.00,2");
    expect(lines[3]).toContain(",Canceled,Kept,5.00,0.00,");
  });
});
