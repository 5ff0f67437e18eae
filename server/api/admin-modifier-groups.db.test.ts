import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { staffApiSuite } from "../../tests/support/app.ts";
import { contentVersion } from "../domain/content/content-version.ts";

// Add-on groups in the back office through the real app: create with choices in both languages, edit (a choice kept
// by its id, one added, one left out deleted), rules that do not hold together → 422 beside the field in English and
// Vietnamese, delete (listing first which products offer it), a product's groups set in order; the kitchen refused;
// a save on an old version → 409; every change audited and shown on the storefront at once.

const suite = staffApiSuite("/admin");
const { call } = suite;
let categoryId = 0;

beforeAll(async () => {
  categoryId = (await suite.testDb.db.selectFrom("categories").select("id").where("slug", "=", "banh-mi").executeTakeFirstOrThrow()).id;
});

interface Group {
  id: number;
  name_en: string;
  name_vi: string;
  min_choices: number;
  max_choices: number;
  max_per_choice: number;
  total: number | null;
  choices: { id: number; label_en: string; label_vi: string; price_delta_cents: number; is_default: boolean; allergens: string[] }[];
  products: { id: number; name_en: string; name_vi: string }[];
  updated_at: string;
}

const EXTRAS = () => ({
  name_en: `Bánh mì extras ${randomUUID().slice(0, 6)}`,
  name_vi: "Món thêm bánh mì",
  min_choices: 0,
  max_choices: 3,
  choices: [
    { label_en: "Extra fried egg", label_vi: "Thêm trứng ốp la", price_delta_cents: 150, allergens: ["egg"] },
    { label_en: "Extra pâté", label_vi: "Thêm pa tê", price_delta_cents: 100 },
    { label_en: "No cilantro", label_vi: "Không ngò", is_default: false },
  ],
});

async function newGroup(body: unknown = EXTRAS()): Promise<Group> {
  const res = await call("POST", "/modifier-groups", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.group as Group;
}

async function newProduct() {
  const t = randomUUID().slice(0, 8);
  const res = await call("POST", "/products", {
    name_en: `Special Bánh Mì ${t}`,
    name_vi: `Bánh mì đặc biệt ${t}`,
    slug: `banh-mi-dac-biet-${t}`,
    sku: `bmdb-${t}`,
    category_id: categoryId,
    price_cents: 850,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.product as { id: number; updated_at: string };
}

describe("add-on groups", () => {
  it("creates a group with its choices in both languages, audited, shown at once", async () => {
    const version = await contentVersion(suite.testDb.db);
    const res = await call("POST", "/modifier-groups", EXTRAS(), "vi");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("Đã tạo nhóm món thêm Món thêm bánh mì.");
    const group = res.body.data.group as Group;
    expect(group).toMatchObject({
      name_vi: "Món thêm bánh mì",
      min_choices: 0,
      max_choices: 3,
      max_per_choice: 1,
      total: null,
      products: [],
    });
    expect(group.choices.map((c) => [c.label_vi, c.price_delta_cents, c.allergens])).toEqual([
      ["Thêm trứng ốp la", 150, ["egg"]],
      ["Thêm pa tê", 100, []],
      ["Không ngò", 0, []],
    ]);
    expect(await contentVersion(suite.testDb.db)).toBeGreaterThan(version);
    const listed = (await call("GET", "/modifier-groups")).body.data.groups as Group[];
    expect(listed.find((g) => g.id === group.id)).toEqual(group);
    const audit = await suite.testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "modifier_group")
      .where("entity_id", "=", String(group.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["modifier_group.create"]);
  });

  it("edits: a choice kept by its id (with its out-today mark), one added, one left out deleted; a stale save is 409", async () => {
    const group = await newGroup();
    const [egg, pate] = group.choices;
    await suite.testDb.db.updateTable("modifier_choices").set({ out_on: "2026-11-28" }).where("id", "=", egg!.id).execute();
    const body = {
      ...EXTRAS(),
      name_en: group.name_en,
      max_choices: 2,
      choices: [
        { id: egg!.id, label_en: "Extra fried egg", label_vi: "Thêm trứng ốp la", price_delta_cents: 200, allergens: ["egg"] },
        { label_en: "Extra chili", label_vi: "Thêm ớt", price_delta_cents: 0 },
      ],
      expected_updated_at: group.updated_at,
    };
    const res = await call("PUT", `/modifier-groups/${group.id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data.group as Group;
    expect(saved.choices.map((c) => [c.label_en, c.price_delta_cents])).toEqual([
      ["Extra fried egg", 200],
      ["Extra chili", 0],
    ]);
    expect(saved.choices[0]!.id).toBe(egg!.id);
    const row = await suite.testDb.db.selectFrom("modifier_choices").select("out_on").where("id", "=", egg!.id).executeTakeFirstOrThrow();
    expect(row.out_on).toBe("2026-11-28");
    expect(await suite.testDb.db.selectFrom("modifier_choices").select("id").where("id", "=", pate!.id).executeTakeFirst()).toBeUndefined();

    const stale = await call("PUT", `/modifier-groups/${group.id}`, body, "vi");
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Có người khác vừa sửa nhóm món thêm này. Đây là bản hiện tại: kiểm tra lại rồi lưu lần nữa.");
    expect(stale.body.data.group.choices).toHaveLength(2);

    // A choice id of another group is refused beside it.
    const other = await newGroup();
    const foreign = await call("PUT", `/modifier-groups/${group.id}`, {
      ...body,
      choices: [{ id: other.choices[0]!.id, label_en: "Egg", label_vi: "Trứng" }],
      max_choices: 1,
      expected_updated_at: saved.updated_at,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors["choices.0.id"]).toEqual(["This add-on is not one of this group's."]);
  });

  it("refuses rules that do not hold together, beside the field, in both languages", async () => {
    const base = EXTRAS();
    const minAboveMax = await call("POST", "/modifier-groups", { ...base, min_choices: 3, max_choices: 2 });
    expect(minAboveMax.status).toBe(422);
    expect(minAboveMax.body.errors.min_choices).toEqual(["The fewest choices cannot be more than the most."]);
    const maxAboveChoices = await call("POST", "/modifier-groups", { ...base, max_choices: 4 }, "vi");
    expect(maxAboveChoices.status).toBe(422);
    expect(maxAboveChoices.body.errors.max_choices).toEqual(["Số lựa chọn nhiều nhất không được lớn hơn số món thêm trong nhóm."]);
    // A box of 6 from 3 flavours, at most 1 of each, can never be filled.
    const unreachable = await call("POST", "/modifier-groups", { ...base, min_choices: 1, max_choices: 3, max_per_choice: 1, total: 6 });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.errors.total).toEqual(["This total cannot be reached with these limits."]);
    const zero = await call("POST", "/modifier-groups", { ...base, total: 0 }, "vi");
    expect(zero.body.errors.total).toEqual(["Tổng là số nguyên từ 1, hoặc để trống nếu không cần."]);
    const negative = await call("POST", "/modifier-groups", {
      ...base,
      choices: [{ label_en: "Less ice", label_vi: "Ít đá", price_delta_cents: -1 }],
      max_choices: 1,
    });
    expect(negative.body.errors["choices.0.price_delta_cents"]).toEqual(["An add-on's price is $0.00 or more (at most $10,000.00)."]);
    const tooMany = await call("POST", "/modifier-groups", {
      ...base,
      choices: Array.from({ length: 51 }, (_, i) => ({ label_en: `Flavour ${i}`, label_vi: `Vị ${i}` })),
    });
    expect(tooMany.body.errors.choices).toEqual(["A group has at most 50 add-ons."]);
    // A box of 6 from 3 flavours, up to 6 of each, is fine.
    const box = await newGroup({
      name_en: "Box of 6",
      name_vi: "Hộp 6 cái",
      min_choices: 1,
      max_choices: 3,
      max_per_choice: 6,
      total: 6,
      choices: [
        { label_en: "Pandan", label_vi: "Lá dứa" },
        { label_en: "Coconut", label_vi: "Dừa" },
        { label_en: "Durian", label_vi: "Sầu riêng" },
      ],
    });
    expect(box.total).toBe(6);
  });

  it("sets a product's groups in order; the group lists the product; deleting it takes it off the product", async () => {
    const product = await newProduct();
    const extras = await newGroup();
    const sweet = await newGroup({
      name_en: "Sweetness",
      name_vi: "Độ ngọt",
      min_choices: 1,
      max_choices: 1,
      choices: [
        { label_en: "100%", label_vi: "Ngọt 100%", is_default: true },
        { label_en: "50%", label_vi: "Ngọt 50%" },
      ],
    });
    const res = await call("PUT", `/products/${product.id}/modifier-groups`, {
      group_ids: [sweet.id, extras.id],
      expected_updated_at: product.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Add-ons saved: 2 group(s).");
    expect(res.body.data.modifier_groups.group_ids).toEqual([sweet.id, extras.id]);
    const stale = await call("PUT", `/products/${product.id}/modifier-groups`, { group_ids: [], expected_updated_at: product.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.data.modifier_groups.group_ids).toEqual([sweet.id, extras.id]);
    const unknown = await call(
      "PUT",
      `/products/${product.id}/modifier-groups`,
      {
        group_ids: [extras.id, 999999],
        expected_updated_at: res.body.data.modifier_groups.updated_at,
      },
      "vi",
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors["group_ids.1"]).toEqual(["Không có nhóm món thêm này."]);

    const listed = (await call("GET", "/modifier-groups")).body.data.groups as Group[];
    expect(listed.find((g) => g.id === extras.id)!.products.map((p) => p.id)).toEqual([product.id]);
    const removed = await call("DELETE", `/modifier-groups/${extras.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.group.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const links = await suite.testDb.db
      .selectFrom("product_modifier_groups")
      .select("group_id")
      .where("product_id", "=", product.id)
      .execute();
    expect(links.map((l) => l.group_id)).toEqual([sweet.id]);
    expect((await call("DELETE", `/modifier-groups/${extras.id}`)).status).toBe(404);
  });

  it("refuses the kitchen (403)", async () => {
    expect((await call("GET", "/modifier-groups", undefined, "en", suite.kitchen)).status).toBe(403);
    expect((await call("POST", "/modifier-groups", EXTRAS(), "en", suite.kitchen)).status).toBe(403);
    const group = await newGroup();
    expect((await call("DELETE", `/modifier-groups/${group.id}`, undefined, "en", suite.kitchen)).status).toBe(403);
    expect((await call("GET", "/modifier-groups")).body.data.groups.some((g: Group) => g.id === group.id)).toBe(true);
  });
});
