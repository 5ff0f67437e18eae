import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { middleware as giftMiddleware } from "./gift-promotion.tsx";
import { giftAction, giftLoader, type GiftRow } from "./gift-promotions.server.ts";
import { promotionsAction, promotionsLoader } from "./promotions.server.ts";
import { middleware as promotionsMiddleware } from "./promotions.tsx";

// The gift promotions' pages as React Router runs them: the managers' only; the form posted without JavaScript in
// dollars and the shop's days (303 to the list; 422 with each field's message in the page's language; 409 on a stale
// save; 404 for an unknown one), the list's section, and its deactivate and delete buttons (a used one: 409).

let testDb: TestDb;
const { signIn, run } = adminPages(["manager", "kitchen"]);
let coffeeId = 0;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb));
  coffeeId = (await testDb.db.selectFrom("products").select("id").where("slug", "=", "ca-phe-sua-da").executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ gift_id?: number }>;

const form = (fields: Record<string, string> = {}) => {
  const tag = randomUUID().slice(0, 6);
  return {
    name_en: `Free coffee ${tag}`,
    name_vi: `Tặng cà phê ${tag}`,
    gift_product_id: String(coffeeId),
    gift_quantity: "1",
    min_subtotal: "25",
    starts_on: "",
    ends_on: "",
    active: "1",
    ...fields,
  };
};

async function postGift(path: string, id: string, fields: Record<string, string>) {
  const { args } = await run(path, "manager", giftMiddleware, { id }, fields);
  return settle(giftAction(args));
}

const giftNamed = async (name: string) => {
  const row = await testDb.db
    .selectFrom("promotion_translations")
    .select("promotion_id")
    .where("locale", "=", "en")
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? testDb.db.selectFrom("promotions").selectAll().where("id", "=", row.promotion_id).executeTakeFirst() : undefined;
};

describe("the gift promotion pages", () => {
  it("are the managers': the kitchen gets 403", async () => {
    expect((await run("/vi/admin/promotions/gifts/new", "kitchen", giftMiddleware)).thrown?.init?.status).toBe(403);
    expect((await run("/vi/admin/promotions/gifts/new", "manager", giftMiddleware)).thrown).toBeUndefined();
  });

  it("creates one from dollars and the shop's days (303 to the list, which shows it), offering the products on sale by name", async () => {
    const { args } = await run("/vi/admin/promotions/gifts/new", "manager", giftMiddleware, { id: "new" });
    const shown = (await giftLoader(args)) as unknown as { data: { gift: null; products: { id: number; name: string }[] } };
    expect(shown.data.gift).toBeNull();
    expect(shown.data.products).toContainEqual({ id: coffeeId, name: "Cà phê sữa đá" });

    const fields = form({ starts_on: "2030-03-01", ends_on: "2030-03-31", gift_quantity: "2" });
    const answer = (await postGift("/vi/admin/promotions/gifts/new", "new", fields)) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/vi/admin/promotions");
    const row = (await giftNamed(fields.name_en))!;
    expect(row).toMatchObject({
      kind: "gift",
      gift_product_id: coffeeId,
      gift_quantity: 2,
      min_subtotal_cents: 2500,
      is_active: 1,
      starts_at: "2030-03-01T06:00:00.000Z",
      ends_at: "2030-04-01T05:00:00.000Z",
    });

    const list = (await promotionsLoader((await run("/admin/promotions", "manager", promotionsMiddleware)).args)) as unknown as {
      data: { gifts: GiftRow[] };
    };
    expect(list.data.gifts.find((g) => g.id === row.id)).toMatchObject({
      starts_on: "2030-03-01",
      ends_on: "2030-03-31",
      uses: 0,
      state: "scheduled",
      gift_product_name: { en: "Vietnamese Iced Coffee (Cà Phê Sữa Đá)" },
    });
  });

  it("refuses −1, \"abc\", no English name, no product and 11 pieces with each field's message in the page's language, keeping what was typed", async () => {
    const bad = (await postGift(
      "/vi/admin/promotions/gifts/new",
      "new",
      form({ name_en: " ", min_subtotal: "-1", gift_product_id: "", gift_quantity: "11" }),
    )) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toEqual({
      name_en: "Cần có tên bằng tiếng Anh.",
      min_subtotal: "Giá trị đơn tối thiểu phải từ $0.00 đến $10,000.00.",
      gift_product_id: "Hãy chọn một sản phẩm đang bán của tiệm.",
      gift_quantity: "Quà tặng từ 1 đến 10 cái.",
    });
    expect(bad.data.values).toMatchObject({ min_subtotal: "-1", gift_quantity: "11" });
    const abc = (await postGift("/admin/promotions/gifts/new", "new", form({ min_subtotal: "abc" }))) as unknown as Answer;
    expect(abc.data.errors).toEqual({ min_subtotal: "The minimum subtotal is an amount from $0.00 to $10,000.00." });
    const dates = (await postGift(
      "/admin/promotions/gifts/new",
      "new",
      form({ starts_on: "2030-05-02", ends_on: "2030-05-01" }),
    )) as unknown as Answer;
    expect(dates.data.errors).toEqual({ ends_on: "The end must come after the start." });
    const day = (await postGift("/admin/promotions/gifts/new", "new", form({ starts_on: "2030-13-45" }))) as unknown as Answer;
    expect(day.data.errors).toEqual({ starts_on: "This is not a date." });
    const unknown = (await postGift("/admin/promotions/gifts/new", "new", form({ gift_product_id: "999999" }))) as unknown as Answer;
    expect(unknown.init?.status).toBe(422);
    expect(unknown.data.errors).toEqual({ gift_product_id: "Choose a product of the shop that is on sale." });
  });

  it("edits one with the version it showed; a stale save is 409 and nothing changes", async () => {
    const fields = form();
    await postGift("/admin/promotions/gifts/new", "new", fields);
    const row = (await giftNamed(fields.name_en))!;
    const shown = (await giftLoader(
      (await run(`/admin/promotions/gifts/${row.id}`, "manager", giftMiddleware, { id: String(row.id) })).args,
    )) as unknown as { data: { gift: GiftRow } };
    expect(shown.data.gift).toMatchObject({ min_subtotal_cents: 2500, name: { en: fields.name_en, vi: fields.name_vi } });
    const saved = (await postGift(`/admin/promotions/gifts/${row.id}`, String(row.id), {
      ...fields,
      min_subtotal: "30",
      name_vi: "",
      expected_updated_at: row.updated_at,
    })) as Response;
    expect(saved.status).toBe(303);
    expect((await giftNamed(fields.name_en))!.min_subtotal_cents).toBe(3000);
    const stale = (await postGift(`/vi/admin/promotions/gifts/${row.id}`, String(row.id), {
      ...fields,
      min_subtotal: "40",
      expected_updated_at: row.updated_at,
    })) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe(
      "Một người khác vừa thay đổi khuyến mãi quà tặng này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.",
    );
    expect(stale.data.values).toBeUndefined();
    expect((await giftNamed(fields.name_en))!.min_subtotal_cents).toBe(3000);
    await expect(
      run("/admin/promotions/gifts/999999", "manager", giftMiddleware, { id: "999999" }).then(({ args }) => giftLoader(args)),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("deactivates and deletes from the list (303 back); one that gave a gift cannot be deleted: 409 with the reason beside it", async () => {
    const fields = form();
    await postGift("/admin/promotions/gifts/new", "new", fields);
    const row = (await giftNamed(fields.name_en))!;
    const post = async (path: string, body: Record<string, string>) =>
      settle(promotionsAction((await run(path, "manager", promotionsMiddleware, {}, body)).args));
    const off = (await post("/admin/promotions", {
      intent: "gift-active",
      id: String(row.id),
      active: "0",
      expected_updated_at: row.updated_at,
    })) as Response;
    expect(off.status).toBe(303);
    expect((await giftNamed(fields.name_en))!.is_active).toBe(0);

    // An order that got its gift (as checkout records it).
    const order = await testDb.db.selectFrom("orders").select("id").executeTakeFirstOrThrow();
    await testDb.db
      .insertInto("order_lines")
      .values({
        order_id: order.id,
        product_id: coffeeId,
        slug: "ca-phe-sua-da",
        sku: "X",
        name: "Iced coffee",
        price_cents: 0,
        quantity: 1,
        note: "",
        note_kind: "kitchen",
        allergens_json: "[]",
        is_gift: 1,
        promotion_name: fields.name_en,
        promotion_id: row.id,
        position: 99,
      })
      .execute();
    const kept = (await post("/vi/admin/promotions", { intent: "gift-delete", confirmed: "1", id: String(row.id) })) as unknown as Answer;
    expect(kept.init?.status).toBe(409);
    expect(kept.data).toEqual({
      gift_id: row.id,
      message: `“${fields.name_vi}” đã tặng quà trong 1 đơn hàng nên không thể xóa: hãy tắt khuyến mãi thay vì xóa.`,
    });

    const other = form();
    await postGift("/admin/promotions/gifts/new", "new", other);
    const unused = (await giftNamed(other.name_en))!;
    expect(((await post("/admin/promotions", { intent: "gift-delete", confirmed: "1", id: String(unused.id) })) as Response).status).toBe(
      303,
    );
    expect(await giftNamed(other.name_en)).toBeUndefined();
    expect(
      ((await post("/admin/promotions", { intent: "gift-delete", confirmed: "1", id: "abc" })) as unknown as Answer).init?.status,
    ).toBe(404);
  });
});
