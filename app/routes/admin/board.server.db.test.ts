import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, formPost } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { insertOrderRows } from "../../../tests/support/order-rows.ts";
import { addModifierGroup, addOptions, CAKE_SIZE, type AddedGroup, type AddedVariant } from "../../../tests/support/options-rows.ts";
import { contentChanged } from "../../../server/domain/content/content-version.ts";
import { staffRequired } from "../../features/admin/session/staff.server.ts";
import { boardAction, boardLoader } from "./board.server.ts";

// The board page's loader and form posts as React Router runs them (after the layout's staff guard): the board of a
// date, a move answered 303 back to the board, a refusal in the page's language with its status, never a 5xx.

let testDb: TestDb;
const { signIn, contextOf, requestOf } = adminPages(["kitchen"]);
// Far from the seed's own orders, which fill the next three open days from whenever the suite runs.
const DATE = "2030-03-12";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb));
});
afterAll(() => testDb.destroy());

async function contextFor(path: string) {
  const context = contextOf(path);
  await staffRequired({ request: requestOf(path, "kitchen"), context, params: {} } as never, async () => new Response(null));
  return context;
}

async function load(path: string) {
  const context = await contextFor(path);
  const answer = (await boardLoader({ request: requestOf(path, "kitchen"), context, params: {} } as never)) as unknown as {
    data: Awaited<ReturnType<typeof boardLoader>>["data"];
  };
  return answer.data;
}

async function post(path: string, fields: Record<string, string>) {
  const context = await contextFor(path);
  const request = requestOf(path, "kitchen", formPost(fields));
  try {
    const answer = (await boardAction({ request, context, params: {} } as never)) as unknown as
      Response | { data: { code: string; error: string }; init: ResponseInit };
    return answer instanceof Response
      ? { status: answer.status, location: answer.headers.get("location"), data: null }
      : { status: answer.init.status, location: null, data: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), data: null };
    throw thrown;
  }
}

describe("the board page", () => {
  it("shows a date's orders by slot, and today's board with the reason for a malformed date", async () => {
    const [early, late] = await insertOrderRows(testDb.db, [
      { slot_date: DATE, slot_start: "09:00", slot_end: "10:00", full_name: "Bà Năm" },
      { slot_date: DATE, slot_start: "13:00", slot_end: "14:00", full_name: "Anh Sáu" },
    ]);
    const board = await load(`/vi/admin?date=${DATE}`);
    expect(board.dateError).toBeNull();
    expect(board.board.slots.map((s) => [s.start, s.orders.map((o) => o.code)])).toEqual([
      ["09:00", [early!.code]],
      ["13:00", [late!.code]],
    ]);
    expect(board.board.slots[0]!.orders[0]).toMatchObject({ status: "unfinished", moves: ["shipped", "canceled"] });

    const bad = await load("/vi/admin?date=03-12-2026");
    expect(bad.dateError).toBe("Hãy chọn ngày theo dạng YYYY-MM-DD.");
    expect(bad.board.date).toBe(bad.board.today);
  });

  it("moves an order by a form post: 303 back to the board of its date, which then says what was done", async () => {
    const [order] = await insertOrderRows(testDb.db, [{ slot_date: DATE, slot_start: "10:00", slot_end: "11:00" }]);
    const moved = await post("/vi/admin?index", {
      intent: "move",
      code: order!.code,
      status: "shipped",
      expected_status: "unfinished",
      date: DATE,
    });
    expect(moved.status).toBe(303);
    expect(moved.location).toBe(`/vi/admin?moved=${order!.code}&date=${DATE}`);
    const board = await load(moved.location!);
    expect(board.done).toBe(`Đơn ${order!.code} đã chuyển sang “Đơn đã xong, chờ khách đến lấy”.`);
  });

  it("answers a refusal in the page's language with its status: 409 moved meanwhile, 422 no reason, 404 unknown, 400 nonsense", async () => {
    const [order] = await insertOrderRows(testDb.db, [{ slot_date: DATE, slot_start: "11:00", slot_end: "12:00" }]);
    const fields = { intent: "move", code: order!.code, date: DATE };
    expect((await post("/admin?index", { ...fields, status: "shipped", expected_status: "unfinished" })).status).toBe(303);
    const stale = await post("/admin?index", { ...fields, status: "shipped", expected_status: "unfinished" });
    expect(stale).toMatchObject({
      status: 409,
      data: {
        code: order!.code,
        error: `Someone else moved order ${order!.code} meanwhile: it is now “Ready for pickup”. Check it, then try again.`,
      },
    });
    const noReason = await post("/vi/admin?index", { ...fields, status: "canceled", reason: "  " });
    expect(noReason).toMatchObject({ status: 422, data: { error: "Vui lòng ghi lý do hủy đơn." } });
    const skip = await post("/admin?index", { ...fields, status: "unfinished" });
    expect(skip).toMatchObject({
      status: 409,
      data: { error: `Order ${order!.code} is “Ready for pickup”: it can only move to “Picked up” or “Canceled”.` },
    });
    expect((await post("/admin?index", { ...fields, code: "MV-0000000000AA", status: "shipped" })).status).toBe(404);
    expect((await post("/admin?index", { ...fields, status: "baked" })).status).toBe(422);
    expect((await post("/admin?index", { status: "shipped" })).status).toBe(400);
  });

  it("cancels with a reason through the form", async () => {
    const [order] = await insertOrderRows(testDb.db, [{ slot_date: DATE, slot_start: "12:00", slot_end: "13:00" }]);
    const canceled = await post("/admin?index", {
      intent: "move",
      code: order!.code,
      status: "canceled",
      reason: "Customer called to cancel",
      date: DATE,
    });
    expect(canceled.status).toBe(303);
    const row = await testDb.db
      .selectFrom("order_status_history")
      .select(["status", "note"])
      .where("order_id", "=", order!.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "canceled", note: "Customer called to cancel" });
  });
});

describe("the board's “Out today” panel", () => {
  let cake: AddedVariant[] = [];
  let extras: AddedGroup;
  let plainVariant = 0;

  beforeAll(async () => {
    const db = testDb.db;
    const id = async (slug: string) =>
      Number((await db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id);
    cake = await addOptions(
      db,
      await id("custom-birthday-cake"),
      [CAKE_SIZE],
      [
        { sku: "BP-8", price_cents: 4500, values: [0] },
        { sku: "BP-10", price_cents: 6500, values: [1] },
      ],
    );
    extras = await addModifierGroup(db, [await id("banh-mi-dac-biet")], {
      en: "Bánh mì extras",
      vi: "Tùy chọn bánh mì",
      choices: [
        { en: "No cilantro", vi: "Không ngò" },
        { en: "Fried egg", vi: "Thêm trứng ốp la" },
      ],
    });
    plainVariant = Number(
      (
        await db
          .selectFrom("product_variants")
          .select("id")
          .where("product_id", "=", await id("butter-croissant"))
          .executeTakeFirstOrThrow()
      ).id,
    );
    await contentChanged(db);
  });

  it("lists the variants and add-ons in the page's language, each with a toggle that works without JavaScript", async () => {
    const page = await load(`/vi/admin?date=${DATE}`);
    expect(page.outTodayOpen).toBe(false);
    const product = page.outToday.products.find((p) => p.variants.some((v) => v.id === cake[0]!.id))!;
    expect(product.name).toBe("Bánh kem sinh nhật theo yêu cầu");
    expect(product.variants).toEqual([
      { kind: "variant", id: cake[0]!.id, label: "8 inch", out: false },
      { kind: "variant", id: cake[1]!.id, label: "10 inch", out: false },
    ]);
    expect(page.outToday.groups.find((g) => g.id === extras.id)).toMatchObject({
      name: "Tùy chọn bánh mì",
      choices: [
        { kind: "choice", id: extras.choices[0]!.id, label: "Không ngò", out: false },
        { kind: "choice", id: extras.choices[1]!.id, label: "Thêm trứng ốp la", out: false },
      ],
    });
  });

  it("marks a choice out by a form post: 303 back to the board of its date, which says what it means; then brings it back", async () => {
    const egg = extras.choices[1]!.id;
    const marked = await post("/vi/admin?index", { intent: "out-today", kind: "choice", id: String(egg), out: "1", date: DATE });
    expect(marked).toMatchObject({ status: 303, location: `/vi/admin?out=choice.${egg}&date=${DATE}` });
    const page = await load(marked.location!);
    expect(page.done).toBe("Đã báo hết “Thêm trứng ốp la” hôm nay: khách không chọn được cho đến ngày mai.");
    expect(page.outTodayOpen).toBe(true);
    expect(page.outToday.groups.find((g) => g.id === extras.id)!.choices[1]).toMatchObject({ out: true });

    const back = await post("/admin?index", { intent: "out-today", kind: "choice", id: String(egg), out: "0", date: DATE });
    expect(back).toMatchObject({ status: 303, location: `/admin?back=choice.${egg}&date=${DATE}` });
    expect((await load(back.location!)).done).toBe("“Fried egg” is back: customers can choose it again.");
  });

  it("names a variant with its product", async () => {
    const marked = await post("/admin?index", { intent: "out-today", kind: "variant", id: String(cake[1]!.id), out: "1" });
    expect(marked).toMatchObject({ status: 303, location: `/admin?out=variant.${cake[1]!.id}` });
    expect((await load(marked.location!)).done).toBe(
      "“Custom Birthday Cake (10 inch)” is out for today: customers cannot choose it until tomorrow.",
    );
    await post("/admin?index", { intent: "out-today", kind: "variant", id: String(cake[1]!.id), out: "0" });
  });

  it("answers a refusal in the page's language with its status, never a 5xx", async () => {
    const unknown = await post("/vi/admin?index", { intent: "out-today", kind: "variant", id: "2000000000", out: "1" });
    expect(unknown).toMatchObject({ status: 404, data: { code: "", error: "Không có loại này." } });
    const hidden = await post("/vi/admin?index", { intent: "out-today", kind: "variant", id: String(plainVariant), out: "1" });
    expect(hidden).toMatchObject({ status: 422, data: { error: "Sản phẩm này không có loại nào để báo hết." } });
    const malformed: Record<string, string>[] = [
      { kind: "product", id: "1", out: "1" },
      { kind: "choice", id: "abc", out: "1" },
      { kind: "choice", id: "1", out: "maybe" },
      {},
    ];
    for (const fields of malformed) expect((await post("/admin?index", { intent: "out-today", ...fields })).status).toBe(422);
  });
});
