import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { middleware as couponMiddleware } from "./coupon.tsx";
import { couponAction, couponLoader, promotionsAction, promotionsLoader, type CouponRow } from "./promotions.server.ts";
import { middleware as promotionsMiddleware } from "./promotions.tsx";

// The promotions pages as React Router runs them: the managers' only; the coupon form posted without JavaScript, in
// dollars and the shop's days (303 to the list; 422 with each field's message in the page's language; 409 on a stale
// save; 404 for an unknown coupon) with its names in English and Vietnamese, and the list's deactivate and delete
// buttons.

let testDb: TestDb;
const { signIn, run } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb));
});
afterAll(() => testDb.destroy());

const form = (fields: Record<string, string> = {}) => ({
  code: `P${randomUUID().slice(0, 8)}`,
  name_en: "A page coupon",
  name_vi: "Mã từ trang",
  type: "fixed",
  value: "2.50",
  min_subtotal: "10",
  starts_on: "",
  ends_on: "",
  usage_limit: "",
  per_customer_limit: "",
  active: "1",
  ...fields,
});

async function postCoupon(path: string, id: string, fields: Record<string, string>) {
  const { args } = await run(path, "manager", couponMiddleware, { id }, fields);
  return settle(couponAction(args));
}

async function coupon(code: string) {
  return testDb.db.selectFrom("coupons").selectAll().where("code", "=", code.toUpperCase()).executeTakeFirst();
}

describe("the promotions pages", () => {
  it("are the managers': the kitchen gets 403", async () => {
    for (const [path, middleware] of [
      ["/admin/promotions", promotionsMiddleware],
      ["/vi/admin/promotions/coupons/new", couponMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown?.init?.status, path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
  });

  it("creates a coupon from dollars and the shop's days, then goes back to the list (303), which shows it", async () => {
    const fields = form({ starts_on: "2030-03-01", ends_on: "2030-03-31", usage_limit: "50", per_customer_limit: "1" });
    const answer = (await postCoupon("/vi/admin/promotions/coupons/new", "new", fields)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/vi/admin/promotions");
    const row = (await coupon(fields.code))!;
    // Houston is 6 hours behind UTC in March until the 10th, 5 after: the first day's midnight, the day after the last's.
    expect(row).toMatchObject({
      type: "fixed",
      value: 250,
      min_subtotal_cents: 1000,
      usage_limit: 50,
      per_customer_limit: 1,
      is_active: 1,
      starts_at: "2030-03-01T06:00:00.000Z",
      ends_at: "2030-04-01T05:00:00.000Z",
    });

    const { args } = await run("/admin/promotions", "manager", promotionsMiddleware);
    const list = (await promotionsLoader(args)) as unknown as { data: { coupons: CouponRow[] } };
    expect(list.data.coupons.find((c) => c.code === row.code)).toMatchObject({
      starts_on: "2030-03-01",
      ends_on: "2030-03-31",
      uses: 0,
      state: "scheduled",
    });
  });

  it("tells an active coupon past its last day (the seed's EXPIRED) from one a customer can use now", async () => {
    const { args } = await run("/admin/promotions", "manager", promotionsMiddleware);
    const { coupons } = ((await promotionsLoader(args)) as unknown as { data: { coupons: CouponRow[] } }).data;
    expect(coupons.find((c) => c.code === "EXPIRED")).toMatchObject({ active: true, state: "expired" });
    expect(coupons.find((c) => c.code === "BANHMI10")).toMatchObject({ active: true, state: "active" });
  });

  it("refuses −1, \"abc\" and 101 % with each field's message in the page's language, keeping what was typed", async () => {
    const bad = (await postCoupon(
      "/vi/admin/promotions/coupons/new",
      "new",
      form({ value: "-1", min_subtotal: "abc" }),
    )) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      value: "Số tiền giảm phải lớn hơn $0.00 và không quá $10,000.00.",
      min_subtotal: "Giá trị đơn tối thiểu phải từ $0.00 đến $10,000.00.",
    });
    expect(bad.data.values).toMatchObject({ value: "-1", min_subtotal: "abc" });
    const percent = (await postCoupon(
      "/admin/promotions/coupons/new",
      "new",
      form({ type: "percentage", value: "101" }),
    )) as unknown as Answer;
    expect(percent.init?.status).toBe(422);
    expect(percent.data.errors?.value).toBe("A percentage discount is from 1 to 100.");
    const dates = (await postCoupon(
      "/admin/promotions/coupons/new",
      "new",
      form({ starts_on: "2030-05-02", ends_on: "2030-05-01" }),
    )) as unknown as Answer;
    expect(dates.data.errors).toEqual({ ends_on: "The end must come after the start." });
    const code = (await postCoupon(
      "/admin/promotions/coupons/new",
      "new",
      form({ code: "bad code", starts_on: "2030-13-45" }),
    )) as unknown as Answer;
    expect(code.data.errors).toEqual({ code: expect.stringContaining("3 to 32"), starts_on: "This is not a date." });
    const taken = form();
    await postCoupon("/admin/promotions/coupons/new", "new", taken);
    const again = (await postCoupon("/admin/promotions/coupons/new", "new", form({ code: taken.code.toLowerCase() }))) as unknown as Answer;
    expect(again.init?.status).toBe(422);
    expect(again.data.errors?.code).toBe(`Another coupon already has the code ${taken.code.toUpperCase()}.`);
  });

  it("posts the names: both saved, the list flags one written in English only, an empty English one is refused keeping what was typed", async () => {
    const fields = form({ name_en: " Weekend treat ", name_vi: "" });
    expect(((await postCoupon("/admin/promotions/coupons/new", "new", fields)) as Response).status).toBe(303);
    const row = (await coupon(fields.code))!;
    const names = () =>
      testDb.db.selectFrom("coupon_translations").select(["locale", "name"]).where("coupon_id", "=", row.id).orderBy("locale").execute();
    expect(await names()).toEqual([{ locale: "en", name: "Weekend treat" }]);
    const listed = async () => {
      const { args } = await run("/admin/promotions", "manager", promotionsMiddleware);
      return ((await promotionsLoader(args)) as unknown as { data: { coupons: CouponRow[] } }).data.coupons.find((c) => c.id === row.id)!;
    };
    expect(await listed()).toMatchObject({ name: { en: "Weekend treat", vi: "" }, missing_translations: ["name.vi"] });

    const saved = (await postCoupon(
      `/vi/admin/promotions/coupons/${row.id}`,
      String(row.id),
      form({ code: row.code, name_en: "Weekend treat", name_vi: "Quà cuối tuần", expected_updated_at: row.updated_at }),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(await names()).toEqual([
      { locale: "en", name: "Weekend treat" },
      { locale: "vi", name: "Quà cuối tuần" },
    ]);
    expect(await listed()).toMatchObject({ name: { en: "Weekend treat", vi: "Quà cuối tuần" }, missing_translations: [] });
    const audit = await testDb.db
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("entity", "=", "coupon")
      .where("entity_id", "=", String(row.id))
      .orderBy("id")
      .execute();
    expect(audit.map((l) => l.action)).toEqual(["coupon.create", "coupon.update"]);
    expect(JSON.parse(audit[1]!.after_json!).name).toEqual({ en: "Weekend treat", vi: "Quà cuối tuần" });

    const empty = (await postCoupon(
      "/vi/admin/promotions/coupons/new",
      "new",
      form({ name_en: "  ", name_vi: "Chỉ tiếng Việt" }),
    )) as unknown as Answer;
    expect(empty.init?.status).toBe(422);
    expect(empty.data.errors).toEqual({ name_en: "Cần có tên bằng tiếng Anh: giỏ hàng hiển thị tên này cạnh mã." });
    expect(empty.data.values).toMatchObject({ name_en: "  ", name_vi: "Chỉ tiếng Việt" });
    const long = (await postCoupon("/admin/promotions/coupons/new", "new", form({ name_vi: "x".repeat(121) }))) as unknown as Answer;
    expect(long.init?.status).toBe(422);
    expect(Object.keys(long.data.errors ?? {})).toEqual(["name_vi"]);
  });

  it("edits a coupon with the version it showed; a stale save is 409 and the page shows the coupon as it is now", async () => {
    const fields = form();
    await postCoupon("/admin/promotions/coupons/new", "new", fields);
    const row = (await coupon(fields.code))!;
    const { args } = await run(`/admin/promotions/coupons/${row.id}`, "manager", couponMiddleware, { id: String(row.id) });
    const shown = (await couponLoader(args)) as unknown as { data: { coupon: CouponRow } };
    expect(shown.data.coupon).toMatchObject({ code: row.code, value: 250 });

    const saved = (await postCoupon(
      `/admin/promotions/coupons/${row.id}`,
      String(row.id),
      form({ code: row.code, value: "3", expected_updated_at: row.updated_at }),
    )) as Response;
    expect(saved.status).toBe(303);
    expect((await coupon(row.code))!.value).toBe(300);
    const stale = (await postCoupon(
      `/vi/admin/promotions/coupons/${row.id}`,
      String(row.id),
      form({ code: row.code, value: "4", expected_updated_at: row.updated_at }),
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe("Người khác vừa sửa mã giảm giá này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.");
    expect((await coupon(row.code))!.value).toBe(300);

    const missing = run("/admin/promotions/coupons/999999", "manager", couponMiddleware, { id: "999999" }).then(({ args: a }) =>
      couponLoader(a),
    );
    await expect(missing).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("deactivates and deletes from the list (303 back); a used coupon cannot be deleted: 409 with the reason", async () => {
    const fields = form();
    await postCoupon("/admin/promotions/coupons/new", "new", fields);
    const row = (await coupon(fields.code))!;
    const post = async (path: string, body: Record<string, string>) => {
      const { args } = await run(path, "manager", promotionsMiddleware, {}, body);
      return settle(promotionsAction(args));
    };
    const off = (await post("/admin/promotions", {
      intent: "active",
      id: String(row.id),
      active: "0",
      expected_updated_at: row.updated_at,
    })) as Response;
    expect(off.status).toBe(303);
    expect((await coupon(row.code))!.is_active).toBe(0);

    await testDb.db
      .insertInto("coupon_redemptions")
      .values({ coupon_id: row.id, customer_id: null, order_id: null, discount_cents: 250, created_at: new Date().toISOString() })
      .execute();
    const kept = (await post("/vi/admin/promotions", { intent: "delete", confirmed: "1", id: String(row.id) })) as unknown as Answer;
    expect(kept.init?.status).toBe(409);
    expect(kept.data.message).toBe(`${row.code} đã được dùng cho 1 đơn hàng nên không thể xóa: hãy tắt mã thay vì xóa.`);

    const other = form();
    await postCoupon("/admin/promotions/coupons/new", "new", other);
    const unused = (await coupon(other.code))!;
    expect(((await post("/admin/promotions", { intent: "delete", confirmed: "1", id: String(unused.id) })) as Response).status).toBe(303);
    expect(await coupon(other.code)).toBeUndefined();
  });
});
