import { describe, expect, it, beforeAll } from "vitest";
import { staffApiSuite } from "../../tests/support/app.ts";
import { insertOrderRows, type RowOrder } from "../../tests/support/order-rows.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { NO_TRACKING } from "../domain/orders/attribution.shared.ts";

// GET admin/reports/sales (and its CSV) through the real app, on hand-computed orders placed in two weeks of January
// 2026 on the shop's clock (America/Chicago, UTC−6 then), apart from the seed's orders (which are all near today).
// Every figure below was worked out by hand from the orders written here.

const suite = staffApiSuite("/admin/reports");
const RANGE = "from=2026-01-05&to=2026-01-18";
let campaignId: number;
let banhMi: number;
let suKem: number;

beforeAll(async () => {
  const db = suite.testDb.db;
  campaignId = Number((await db.selectFrom("campaigns").select("id").orderBy("id").executeTakeFirstOrThrow()).id);
  const products = new Map((await db.selectFrom("products").select(["id", "slug"]).execute()).map((p) => [p.slug, Number(p.id)]));
  banhMi = products.get("banh-mi-dac-biet")!;
  suKem = products.get("banh-su-kem")!;
  const bm = (quantity: number, extra = {}) => ({
    product_id: banhMi,
    sku: "BM",
    name: "Bánh mì đặc biệt",
    quantity,
    price_cents: 750,
    ...extra,
  });
  const sk = (quantity: number, extra = {}) => ({
    product_id: suKem,
    sku: "SK",
    name: "Bánh su kem",
    quantity,
    price_cents: 500,
    ...extra,
  });
  const odd = (name: string) => ({ product_id: null, sku: "X", name, quantity: 1, price_cents: 100 });
  const rows: RowOrder[] = [
    // Before the range on the shop's clock: Jan 4, 23:00 in Houston.
    { slot_date: "2026-01-05", created_at: "2026-01-05T05:00:00.000Z", email: "early@example.com", subtotal_cents: 9999, lines: [bm(1)] },
    // O1: Mon Jan 5, 9:00 — a's first order ever; Facebook.
    {
      slot_date: "2026-01-06",
      created_at: "2026-01-05T15:00:00.000Z",
      email: "a@example.com",
      subtotal_cents: 2000,
      tax_cents: 165,
      total_cents: 2165,
      lines: [bm(2), sk(1)],
    },
    // O2: Jan 5, 23:30 in Houston (Jan 6 in UTC) — delivery, a coupon whose code a spreadsheet would run; Google.
    {
      slot_date: "2026-01-07",
      created_at: "2026-01-06T05:30:00.000Z",
      email: "b@example.com",
      fulfilment: "delivery",
      subtotal_cents: 750,
      discount_cents: 150,
      fee_cents: 500,
      tax_cents: 91,
      total_cents: 1191,
      coupon_code: "=HYPERLINK(1)",
      lines: [bm(1, { variant_id: 7, variant_label_en: "Large", variant_label_vi: "Lớn" })],
    },
    // O3: Mon Jan 12 — a again (returning), a campaign's pre-order, a gift line; nothing recorded of where from.
    {
      slot_date: "2026-01-13",
      created_at: "2026-01-12T18:00:00.000Z",
      email: "a@example.com",
      campaign_id: campaignId,
      subtotal_cents: 1500,
      tax_cents: 124,
      total_cents: 1624,
      lines: [sk(3), bm(1, { is_gift: true, price_cents: 0 })],
    },
    // O4: Tue Jan 13 — canceled late: $5.00 refunded, a $10.00 deposit kept; TikTok.
    {
      slot_date: "2026-01-14",
      created_at: "2026-01-13T16:00:00.000Z",
      email: "c@example.com",
      status: "canceled",
      subtotal_cents: 3000,
      tax_cents: 248,
      total_cents: 3248,
      deposit_cents: 1000,
      deposit_status: "kept",
      lines: [bm(4)],
    },
    // O5: Wed Jan 14 — product names a spreadsheet would run.
    {
      slot_date: "2026-01-15",
      created_at: "2026-01-14T17:00:00.000Z",
      email: "d@example.com",
      subtotal_cents: 400,
      tax_cents: 33,
      total_cents: 433,
      lines: [odd("=cmd|' /C calc'!A0"), odd("@SUM(A1)"), odd("+1+1"), odd("-2+3")],
    },
    // e's first order, before the range; O6: Fri Jan 16, the same e-mail in capitals (returning); direct.
    { slot_date: "2025-12-02", created_at: "2025-12-01T18:00:00.000Z", email: "e@example.com", status: "completed", lines: [sk(1)] },
    {
      slot_date: "2026-01-17",
      created_at: "2026-01-16T20:00:00.000Z",
      email: "E@Example.com",
      subtotal_cents: 500,
      tax_cents: 41,
      total_cents: 541,
      lines: [sk(1)],
    },
    // After the range: Jan 19, 0:30 in Houston.
    { slot_date: "2026-01-19", created_at: "2026-01-19T06:30:00.000Z", email: "late@example.com", subtotal_cents: 8888, lines: [bm(1)] },
  ];
  const orders = await insertOrderRows(
    db,
    rows.map((order) => ({ campaign_id: null, deposit_cents: 0, deposit_status: "none" as const, ...order })),
  );
  const [, o1, o2, , o4, , , o6] = orders.map((o) => o.id);
  await db
    .insertInto("order_attributions")
    .values([
      { ...NO_TRACKING, order_id: o1!, channel: "facebook", referrer: "https://m.facebook.com/", utm_campaign: "tet-2026" },
      { ...NO_TRACKING, order_id: o2!, channel: "google", gclid: "abc" },
      { ...NO_TRACKING, order_id: o4!, channel: "tiktok" },
      { ...NO_TRACKING, order_id: o6!, channel: "direct" },
    ])
    .execute();
  await db
    .insertInto("payments")
    .values({
      order_id: o4!,
      provider: "authorize_net",
      transaction_id: "t-o4",
      amount_cents: 500,
      status: "refunded",
      account_number: "XXXX1111",
      account_type: "Visa",
      created_at: "2026-01-13T16:00:00.000Z",
    })
    .execute();
});

const report = (query: string, lang: "en" | "vi" = "en") => suite.call("GET", `/sales?${query}`, undefined, lang);
const rowsOf = (body: { data: { rows: { key: string }[] } }) => new Map(body.data.rows.map((r) => [r.key, r]));
const figures = (orders: number, units: number, gross: number, discount: number, net: number, canceled = 0, canceledCents = 0) => ({
  orders,
  units,
  gross_cents: gross,
  discount_cents: discount,
  net_cents: net,
  canceled_orders: canceled,
  canceled_cents: canceledCents,
});

describe("GET admin/reports/sales", () => {
  it("adds up the range's orders on the shop's clock: totals, average, new and returning customers, canceled apart", async () => {
    const { status, body } = await report(`${RANGE}&by=day`);
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({
      orders: 5,
      units: 12,
      gross_cents: 5150,
      discount_cents: 150,
      net_cents: 5000,
      fee_cents: 500,
      tax_cents: 454,
      total_cents: 5954,
      average_order_cents: 1000,
      customers: 4,
      new_customers: 3,
      returning_customers: 1,
    });
    expect(body.data.canceled).toEqual({ orders: 1, net_cents: 3000, returned_cents: 500, deposits_kept_cents: 1000 });
  });

  it("by day: every day of the range, an evening order on its Houston day, the canceled one apart", async () => {
    const { body } = await report(`${RANGE}&by=day`);
    expect(body.data.rows.map((r: { key: string }) => r.key)).toHaveLength(14);
    expect(body.data.rows[0]).toMatchObject({ key: "2026-01-05", label: "Mon, Jan 5" });
    const rows = rowsOf(body);
    expect(rows.get("2026-01-05")).toMatchObject(figures(2, 4, 2750, 150, 2600));
    expect(rows.get("2026-01-06")).toMatchObject(figures(0, 0, 0, 0, 0));
    expect(rows.get("2026-01-12")).toMatchObject(figures(1, 3, 1500, 0, 1500));
    expect(rows.get("2026-01-13")).toMatchObject(figures(0, 0, 0, 0, 0, 1, 3000));
    expect(rows.get("2026-01-14")).toMatchObject(figures(1, 4, 400, 0, 400));
    expect(rows.get("2026-01-16")).toMatchObject(figures(1, 1, 500, 0, 500));
    expect(rows.get("2026-01-18")).toMatchObject(figures(0, 0, 0, 0, 0));
  });

  it("by week (from Monday) and by month, in Vietnamese", async () => {
    const weeks = (await report(`${RANGE}&by=week`, "vi")).body.data.rows;
    expect(weeks).toEqual([
      { key: "2026-01-05", label: "5/1 – 11/1", ...figures(2, 4, 2750, 150, 2600) },
      { key: "2026-01-12", label: "12/1 – 18/1", ...figures(3, 8, 2400, 0, 2400, 1, 3000) },
    ]);
    const months = (await report(`${RANGE}&by=month`, "vi")).body.data.rows;
    expect(months).toEqual([{ key: "2026-01", label: "Tháng 1/2026", ...figures(5, 12, 5150, 150, 5000, 1, 3000) }]);
  });

  it("by product and by variant: the discount shared by price, gifts left out, the best seller first", async () => {
    const products = (await report(`${RANGE}&by=product`)).body.data.rows;
    expect(products[0]).toEqual({ key: String(suKem), label: "Bánh su kem", ...figures(3, 5, 2500, 0, 2500) });
    expect(products[1]).toEqual({ key: String(banhMi), label: "Bánh mì đặc biệt", ...figures(2, 3, 2250, 150, 2100, 1, 3000) });
    expect(products.slice(2).map((r: { net_cents: number }) => r.net_cents)).toEqual([100, 100, 100, 100]);
    const variants = rowsOf((await report(`${RANGE}&by=variant`, "vi")).body);
    expect(variants.get(`${banhMi}:7`)).toMatchObject({ label: "Bánh mì đặc biệt · Lớn", ...figures(1, 1, 750, 150, 600) });
    expect(variants.get(`${banhMi}:0`)).toMatchObject(figures(1, 2, 1500, 0, 1500, 1, 3000));
  });

  it("by fulfilment, channel, customers, coupon and campaign", async () => {
    const fulfilment = rowsOf((await report(`${RANGE}&by=fulfilment`)).body);
    expect(fulfilment.get("pickup")).toMatchObject(figures(4, 11, 4400, 0, 4400, 1, 3000));
    expect(fulfilment.get("delivery")).toMatchObject(figures(1, 1, 750, 150, 600));

    const channels = (await report(`${RANGE}&by=channel`)).body.data.rows;
    expect(channels.map((r: { key: string; net_cents: number }) => [r.key, r.net_cents])).toEqual([
      ["facebook", 2000],
      ["messenger", 0],
      ["tiktok", 0],
      ["google", 600],
      ["other", 0],
      ["direct", 500],
      ["unknown", 1900],
    ]);
    expect(channels[2]).toMatchObject({ label: "TikTok", canceled_orders: 1, canceled_cents: 3000 });
    expect(channels[6]).toMatchObject({ label: "Not recorded", orders: 2 });

    const customers = rowsOf((await report(`${RANGE}&by=customers`)).body);
    expect(customers.get("new")).toMatchObject(figures(3, 8, 3150, 150, 3000, 1, 3000));
    expect(customers.get("returning")).toMatchObject(figures(2, 4, 2000, 0, 2000));

    const coupons = (await report(`${RANGE}&by=coupon`)).body.data.rows;
    expect(coupons.map((r: { key: string; orders: number; net_cents: number }) => [r.key, r.orders, r.net_cents])).toEqual([
      ["=HYPERLINK(1)", 1, 600],
      ["", 4, 4400],
    ]);

    const campaigns = (await report(`${RANGE}&by=campaign`)).body.data.rows;
    expect(campaigns.map((r: { key: string; net_cents: number }) => [r.key, r.net_cents])).toEqual([
      [String(campaignId), 1500],
      ["", 3500],
    ]);
  });

  it("refuses ten years, reversed dates, a date that is not one and an unknown view, in the user's language", async () => {
    const tenYears = await report("from=2016-01-01&to=2026-01-01");
    expect(tenYears.status).toBe(422);
    expect(tenYears.body.message).toBe("A report covers at most 366 days. Choose a shorter range, or export one year at a time.");
    const reversed = await report("from=2026-01-18&to=2026-01-05", "vi");
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe("Ngày bắt đầu đang sau ngày kết thúc. Chọn ngày bắt đầu trước hoặc bằng ngày kết thúc.");
    expect((await report("from=2026-02-30&to=2026-03-01")).status).toBe(422);
    expect((await report(`${RANGE}&by=hour`)).status).toBe(422);
    expect((await report("to=2026-01-05")).status).toBe(422);
    // A leap year's whole year is one range.
    expect((await report("from=2024-01-01&to=2024-12-31")).status).toBe(200);
  });

  it("gives the CSV with Accept: text/csv and at .csv, its cells that start with = + - @ made plain text", async () => {
    const viaAccept = await suite.app.request(`/api/v1/admin/reports/sales?${RANGE}&by=coupon`, {
      headers: { Cookie: suite.manager, Accept: "text/csv" },
    });
    expect(viaAccept.status).toBe(200);
    expect(viaAccept.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(viaAccept.headers.get("content-disposition")).toBe('attachment; filename="sales-2026-01-05-to-2026-01-18-by-coupon.csv"');
    const bytes = new Uint8Array(await viaAccept.arrayBuffer());
    const coupons = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(
      coupons.startsWith(
        "\uFEFFKey,Row,Orders,Units sold,Gross sales ($),Discounts ($),Net sales ($),Canceled orders,Canceled net ($)\r\n",
      ),
    ).toBe(true);
    expect(coupons).toContain("'=HYPERLINK(1),'=HYPERLINK(1),1,1,7.50,1.50,6.00,0,0.00\r\n");
    expect(coupons.trimEnd().split("\r\n").at(-1)).toBe(",Total,5,12,51.50,1.50,50.00,1,30.00");

    const products = await suite.app.request(`/api/v1/admin/reports/sales.csv?${RANGE}&by=product`, { headers: { Cookie: suite.manager } });
    const text = await products.text();
    for (const cell of ["'=cmd|' /C calc'!A0", "'@SUM(A1)", "'+1+1", "'-2+3"]) expect(text).toContain(`,${cell},1,1,1.00,0.00,1.00,0,0.00`);
    expect(text).not.toMatch(/(^|,)[=+\-@]/m);
  });

  it("is the owner's and the managers', not the kitchen's", async () => {
    expect((await suite.call("GET", `/sales?${RANGE}`, undefined, "en", suite.kitchen)).status).toBe(403);
    const owner = (await signedInStaff(suite.app, suite.testDb.db, "owner")).cookie;
    expect((await suite.call("GET", `/sales?${RANGE}`, undefined, "en", owner)).status).toBe(200);
  });
});
