import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { addDays, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { adminPages } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { middleware as csvMiddleware } from "./reports-csv.ts";
import { middleware as pageMiddleware } from "./reports.tsx";
import { reportsCsvLoader, reportsLoader } from "./reports.server.ts";

// The sales reports' page and CSV file as React Router runs them: the owner's and the managers' (the kitchen is
// refused), the last 7 days by day when no range is asked, a refused range a 422 with its message in the page's
// language and what was typed kept, and the CSV in the page's language.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let today: string;
const { signIn, run } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  await signIn(testDb, app);
  today = localDateAt(new Date(), await shopTimeZone(testDb.db));
});
afterAll(() => testDb.destroy());

type Loaded = Awaited<ReturnType<typeof reportsLoader>>;

async function page(path: string) {
  const { thrown, args } = await run(path, "manager", pageMiddleware);
  expect(thrown).toBeUndefined();
  return (await reportsLoader(args)) as unknown as { data: Loaded["data"]; init: ResponseInit | null };
}

describe("/admin/reports", () => {
  it("opens on the last 7 days by day, the seed's recent orders in it", async () => {
    const { data, init } = await page("/admin/reports");
    expect(init?.status ?? 200).toBe(200);
    expect(data.report).toMatchObject({ from: addDays(today, -6), to: today, by: "day" });
    expect(data.report!.rows).toHaveLength(7);
    expect(data.report!.totals.orders).toBeGreaterThan(0);
  });

  it("by channel, in Vietnamese: the seed's orders come from several channels, the unrecorded ones apart", async () => {
    const { data } = await page(`/vi/admin/reports?from=${addDays(today, -60)}&to=${today}&by=channel`);
    const rows = new Map(data.report!.rows.map((r) => [r.key, r]));
    expect(rows.get("facebook")!.label).toBe("Facebook");
    expect(rows.get("unknown")!.label).toBe("Không ghi nhận");
    expect([...rows.values()].filter((r) => r.orders > 0).length).toBeGreaterThanOrEqual(4);
    expect(data.report!.rows.reduce((sum, r) => sum + r.net_cents, 0)).toBe(data.report!.totals.net_cents);
  });

  it("refuses ten years with a 422 and the message in the page's language, keeping what was typed", async () => {
    const { data, init } = await page("/vi/admin/reports?from=2016-01-01&to=2026-01-01&by=product");
    expect(init?.status).toBe(422);
    expect(data.report).toBeNull();
    expect(data.errors.to).toBe("Mỗi báo cáo xem tối đa 366 ngày. Chọn khoảng ngắn hơn, hoặc xuất từng năm một.");
    expect(data.asked).toEqual({ from: "2016-01-01", to: "2026-01-01", by: "product" });
  });

  it("refuses reversed dates and a date that is not one", async () => {
    expect((await page(`/admin/reports?from=${today}&to=${addDays(today, -1)}`)).data.errors.to).toBe(
      "The start date is after the end date. Choose a start on or before the end.",
    );
    expect((await page("/admin/reports?from=yesterday&to=2026-01-01")).data.errors.from).toBe("Enter the dates as YYYY-MM-DD.");
  });

  it("is not the kitchen's", async () => {
    const { thrown } = await run("/admin/reports", "kitchen", pageMiddleware);
    expect(thrown?.init?.status).toBe(403);
    expect((await run("/admin/reports.csv", "kitchen", csvMiddleware)).thrown?.init?.status).toBe(403);
  });
});

describe("/admin/reports.csv", () => {
  it("is the report as a CSV file in the page's language", async () => {
    const { args } = await run(`/vi/admin/reports.csv?from=${addDays(today, -6)}&to=${today}&by=fulfilment`, "manager", csvMiddleware);
    const res = (await reportsCsvLoader(args)) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="sales-${addDays(today, -6)}-to-${today}-by-fulfilment.csv"`);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Mã,Hàng,Số đơn,Số món bán,Doanh thu gộp ($),Giảm giá ($),Doanh thu thuần ($),Đơn đã hủy,Giá trị đơn đã hủy ($)");
    expect(lines.slice(1).map((l) => l.split(",")[1])).toEqual(["Nhận tại tiệm", "Giao hàng tận nơi", "Tổng"]);
  });

  it("answers a refused range 422 as text", async () => {
    const { args } = await run("/admin/reports.csv?from=2026-02-01&to=2026-01-01", "manager", csvMiddleware);
    const res = (await reportsCsvLoader(args)) as Response;
    expect(res.status).toBe(422);
    expect(await res.text()).toBe("The start date is after the end date. Choose a start on or before the end.");
  });
});
