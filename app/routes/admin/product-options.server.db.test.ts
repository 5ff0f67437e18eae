import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { findProductModifierGroups } from "../../../server/domain/catalog/modifier-groups-admin.service.ts";
import { findProductOptions } from "../../../server/domain/catalog/variants-admin.service.ts";
import { productOptionsAction, productOptionsLoader } from "./product-options.server.ts";
import { fieldsOfRows } from "./product-options.shared.ts";
import { middleware } from "./product-options.tsx";

// /admin/products/:id/options as React Router runs it: the managers' only; three forms posted without JavaScript —
// the options (blank rows ignored, a half-filled one refused beside its field in the page's language; a save that
// removes variants asks first, naming them, and does nothing until confirmed), the variants edited together (a taken
// SKU refused beside its row's cell), the add-on groups in the order of their numbers — each from the version shown
// (stale → 409 with the product as it is now); 404 for a bad id or no such product.

let testDb: TestDb;
const pages = adminPages(["manager", "kitchen"]);
let cake = 0;
let buns = 0;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await pages.signIn(testDb, createTestApp(testDb));
  const idOf = async (slug: string) =>
    (await testDb.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  cake = await idOf("birthday-layer-cake");
  buns = await idOf("banh-bao-xa-xiu");
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ intent: string }>;
type Loaded = Awaited<ReturnType<typeof productOptionsLoader>>["data"];

const path = (id: number | string, lang: "en" | "vi" = "en") => `${lang === "vi" ? "/vi" : ""}/admin/products/${id}/options`;
const paramOf = (at: string) => ({ id: /products\/([^/?]+)/.exec(at)![1]! });

async function load(id: number | string, query = "", lang: "en" | "vi" = "en") {
  const at = `${path(id, lang)}${query}`;
  const { args } = await pages.run(at, "manager", middleware, paramOf(at));
  return ((await productOptionsLoader(args)) as unknown as { data: Loaded }).data;
}
async function post(id: number | string, fields: [string, string][], lang: "en" | "vi" = "en") {
  const { args } = await pages.run(path(id, lang), "manager", middleware, paramOf(path(id)), fields);
  return settle(productOptionsAction(args));
}
const version = async (id: number) => (await findProductOptions(testDb.db, id))!.updated_at;
/** The variants form as the page shows it: every row, with `change` applied to the named fields. */
async function variantsForm(id: number, change: Record<string, string> = {}): Promise<[string, string][]> {
  const now = (await findProductOptions(testDb.db, id))!;
  const fields: [string, string][] = [
    ["intent", "variants"],
    ["expected_updated_at", now.updated_at],
  ];
  now.variants.forEach((v, i) => {
    const row: Record<string, string> = {
      id: String(v.id),
      sku: v.sku,
      price: (v.price_cents / 100).toFixed(2),
      capacity_units: String(v.capacity_units),
      lead_time_hours: v.lead_time_hours?.toString() ?? "",
      ...(v.is_active ? { is_active: "1" } : {}),
    };
    for (const [name, value] of Object.entries(row)) fields.push([`variants.${i}.${name}`, value]);
  });
  return fields.map(([name, value]): [string, string] => [name, change[name] ?? value]).filter(([name]) => change[name] !== "<drop>");
}

describe("the product options page", () => {
  it("is the managers': the kitchen gets 403; a bad id or no such product is 404", async () => {
    expect((await pages.run(path(cake), "kitchen", middleware, { id: String(cake) })).thrown?.init?.status).toBe(403);
    for (const id of ["999999", "abc", "0"]) {
      const { args } = await pages.run(path(id), "manager", middleware, { id });
      expect(((await settle(productOptionsLoader(args))) as unknown as { init: ResponseInit }).init.status, id).toBe(404);
      const posted = (await post(id, [["intent", "groups"]])) as unknown as { init: ResponseInit };
      expect(posted.init.status, id).toBe(404);
    }
  });

  it("shows the cake's two options and its twelve variants, and every add-on group; a product without options has none", async () => {
    const page = await load(cake);
    expect(page.configuration.options.map((o) => o.name_en)).toEqual(["Size", "Flavour"]);
    expect(page.configuration.variants).toHaveLength(12);
    expect(page.configuration.variants[0]).toMatchObject({ label_en: "6 inch · Pandan", label_vi: "6 inch · Lá dứa" });
    expect(page.groups.map((g) => g.name_en)).toEqual(expect.arrayContaining(["Extras", "Choose 6"]));
    expect(page.question).toBeNull();
    expect((await load(buns)).configuration.options).toEqual([]);
  });

  it("refuses a half-filled value row beside its field, in English and in Vietnamese, keeping the rows typed", async () => {
    const fields = (lang: "en" | "vi"): [string, string][] => [
      ["intent", "options"],
      ["expected_updated_at", ""],
      ["options.0.name_en", "Size"],
      ["options.0.name_vi", "Cỡ"],
      ["options.0.values.0.label_en", "Small"],
      ["options.0.values.0.label_vi", "Nhỏ"],
      ["options.0.values.1.label_en", ""],
      ["options.0.values.1.label_vi", ""],
      ["options.0.values.2.label_en", lang === "en" ? "Large" : "Lớn"],
      ["options.0.values.2.label_vi", ""],
      ["options.1.name_en", ""],
      ["options.1.name_vi", ""],
    ];
    for (const lang of ["en", "vi"] as const) {
      const expected: [string, string] = ["expected_updated_at", await version(buns)];
      const refused = (await post(
        buns,
        fields(lang).map((f) => (f[0] === expected[0] ? expected : f)),
        lang,
      )) as unknown as Answer;
      expect(refused.init?.status).toBe(422);
      // The blank row between is ignored: the message is beside the third row's Vietnamese label, where it was typed.
      expect(refused.data.errors).toEqual({
        "options.0.values.2.label_vi":
          lang === "en" ? "Give each value a label in English and in Vietnamese." : "Mỗi giá trị cần có tên bằng tiếng Anh và tiếng Việt.",
      });
      expect(refused.data.values?.["options.0.values.2.label_en"]).toBe(lang === "en" ? "Large" : "Lớn");
    }
    expect((await findProductOptions(testDb.db, buns))!.options).toEqual([]);
  });

  it("saves options on a product without them: asks first (its single variant goes), then generates every combination", async () => {
    const before = (await findProductOptions(testDb.db, buns))!;
    const fields: [string, string][] = [
      ["intent", "options"],
      ["expected_updated_at", before.updated_at],
      ...fieldsOfRows([
        {
          name_en: "Filling",
          name_vi: "Nhân",
          values: [
            { label_en: "Pork", label_vi: "Thịt heo" },
            { label_en: "Chicken", label_vi: "Gà" },
          ],
        },
        {
          name_en: "Box",
          name_vi: "Hộp",
          values: [
            { label_en: "Single", label_vi: "Lẻ" },
            { label_en: "Four", label_vi: "Bốn cái" },
            { label_en: "", label_vi: "" },
          ],
        },
      ]),
      ["options.2.name_en", ""],
      ["options.2.name_vi", ""],
    ];
    const asked = (await post(buns, fields, "vi")) as Response;
    expect(asked.status).toBe(303);
    const question = new URL(asked.headers.get("Location")!, "https://shop.example");
    expect(question.pathname).toBe(path(buns, "vi"));
    expect(question.searchParams.get("confirm")).toBe("options");
    expect(question.hash).toBe("#confirm-options");
    expect((await findProductOptions(testDb.db, buns))!.updated_at).toBe(before.updated_at);

    const page = await load(buns, question.search, "vi");
    expect(page.question).toMatchObject({ made: 4, removed: [{ id: before.variants[0]!.id, label_en: "", sku: before.sku }] });
    expect(page.question!.fields).toMatchObject({ "options.1.values.1.label_vi": "Bốn cái", "options.1.values.2.label_vi": "" });

    const confirmed = (await post(
      buns,
      [
        ...Object.entries(page.question!.fields),
        ["intent", "options"],
        ["expected_updated_at", page.product.updated_at],
        ["confirmed", "1"],
      ],
      "vi",
    )) as Response;
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`${path(buns, "vi")}?saved=options`);
    const after = await load(buns, "?saved=options", "vi");
    expect(after.saved).toBe("options");
    expect(after.configuration.variants.map((v) => v.label_vi)).toEqual(["Thịt heo · Lẻ", "Thịt heo · Bốn cái", "Gà · Lẻ", "Gà · Bốn cái"]);
    expect(after.configuration.variants.map((v) => v.sku)).toEqual([1, 2, 3, 4].map((n) => `${before.sku}-${n}`));
  });

  it("adds a value without asking; removing one asks first, naming the variants that go, and removes them only once confirmed", async () => {
    const now = (await findProductOptions(testDb.db, cake))!;
    const options = now.options.map((o) => ({ name_en: o.name_en, name_vi: o.name_vi, values: o.values }));
    const added = (await post(cake, [
      ["intent", "options"],
      ["expected_updated_at", now.updated_at],
      ...fieldsOfRows([options[0]!, { ...options[1]!, values: [...options[1]!.values, { label_en: "Durian", label_vi: "Sầu riêng" }] }]),
    ])) as Response;
    expect(added.headers.get("Location")).toBe(`${path(cake)}?saved=options`);
    expect((await findProductOptions(testDb.db, cake))!.variants).toHaveLength(15);

    const flavours = (await findProductOptions(testDb.db, cake))!.options[1]!;
    const withoutCoffee = [options[0]!, { ...flavours, values: flavours.values.filter((v) => v.label_en !== "Coffee") }];
    const asked = (await post(cake, [
      ["intent", "options"],
      ["expected_updated_at", await version(cake)],
      ...fieldsOfRows(withoutCoffee),
    ])) as Response;
    expect(asked.status).toBe(303);
    const query = new URL(asked.headers.get("Location")!, "https://shop.example").search;
    expect((await findProductOptions(testDb.db, cake))!.variants).toHaveLength(15);
    const page = await load(cake, query);
    expect(page.question!.removed.map((v) => v.label_en)).toEqual(
      ["6 inch · Coffee", "8 inch · Coffee", "10 inch · Coffee", ""].slice(0, 3),
    );
    expect(page.question!.made).toBe(12);

    const kept = (await findProductOptions(testDb.db, cake))!.variants.find((v) => v.label_en === "10 inch · Taro")!;
    const confirmed = (await post(cake, [
      ["intent", "options"],
      ["expected_updated_at", page.product.updated_at],
      ["confirmed", "1"],
      ...Object.entries(page.question!.fields),
    ])) as Response;
    expect(confirmed.headers.get("Location")).toBe(`${path(cake)}?saved=options`);
    const after = (await findProductOptions(testDb.db, cake))!;
    expect(after.variants).toHaveLength(12);
    expect(after.variants.some((v) => v.label_en.includes("Coffee"))).toBe(false);
    // A variant kept keeps its id, SKU and price.
    expect(after.variants.find((v) => v.label_en === "10 inch · Taro")).toMatchObject({ id: kept.id, sku: kept.sku, price_cents: 7400 });
  });

  it("edits the variants together; a SKU another product has is refused beside its row's cell, in the page's language", async () => {
    const taken = (await testDb.db.selectFrom("product_variants").select("sku").where("sku", "=", "DR-001-16").executeTakeFirst())?.sku;
    expect(taken).toBe("DR-001-16");
    const refused = (await post(
      cake,
      await variantsForm(cake, { "variants.3.sku": "dr-001-16", "variants.0.price": "39.50" }),
      "vi",
    )) as unknown as Answer;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.errors).toEqual({ "variants.3.sku": "Mã SKU DR-001-16 đã được dùng cho một loại hoặc sản phẩm khác." });
    expect(refused.data.values?.["variants.0.price"]).toBe("39.50");
    expect((await findProductOptions(testDb.db, cake))!.variants[0]!.price_cents).toBe(3800);

    const bad = (await post(
      cake,
      await variantsForm(cake, { "variants.1.price": "abc", "variants.2.capacity_units": "0" }),
    )) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(Object.keys(bad.data.errors ?? {}).sort()).toEqual(["variants.1.price", "variants.2.capacity_units"]);

    const saved = (await post(
      cake,
      await variantsForm(cake, { "variants.0.price": "39.50", "variants.1.lead_time_hours": "24", "variants.2.is_active": "<drop>" }),
    )) as Response;
    expect(saved.headers.get("Location")).toBe(`${path(cake)}?saved=variants`);
    const after = (await findProductOptions(testDb.db, cake))!;
    expect(after.variants[0]!.price_cents).toBe(3950);
    expect(after.variants[1]!.lead_time_hours).toBe(24);
    expect(after.variants[2]!.is_active).toBe(false);
    expect(after.variants[3]!.is_active).toBe(true);
  });

  it("a save from an older version is refused with 409 and why, without what was typed: the page shows the product now", async () => {
    const old = await variantsForm(cake, { "variants.0.price": "41.00" });
    await post(cake, await variantsForm(cake, { "variants.0.price": "40.00" }));
    const stale = (await post(cake, old)) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toContain("Someone else changed");
    expect(stale.data.values).toBeUndefined();
    expect((await findProductOptions(testDb.db, cake))!.variants[0]!.price_cents).toBe(4000);
    const staleGroups = (await post(cake, [
      ["intent", "groups"],
      ["expected_updated_at", "2020-01-01T00:00:00.000Z"],
    ])) as unknown as Answer;
    expect(staleGroups.init?.status).toBe(409);
  });

  it("attaches add-on groups in the order of their numbers (one without a number last); a bad number is refused beside it", async () => {
    const { groups } = await load(buns);
    const extras = groups.find((g) => g.name_en === "Extras")!.id;
    const leaveOut = groups.find((g) => g.name_en === "Leave out")!.id;
    const sweetness = groups.find((g) => g.name_en === "Sweetness")!.id;
    const bad = (await post(buns, [
      ["intent", "groups"],
      ["expected_updated_at", await version(buns)],
      [`group.${extras}`, "1"],
      [`position.${extras}`, "first"],
    ])) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toEqual({ [`position.${extras}`]: "The position is a whole number from 0 to 100,000." });

    const saved = (await post(buns, [
      ["intent", "groups"],
      ["expected_updated_at", await version(buns)],
      [`group.${extras}`, "1"],
      [`position.${extras}`, "2"],
      [`group.${sweetness}`, "1"],
      [`position.${sweetness}`, ""],
      [`group.${leaveOut}`, "1"],
      [`position.${leaveOut}`, "1"],
    ])) as Response;
    expect(saved.headers.get("Location")).toBe(`${path(buns)}?saved=groups`);
    // A group without a number comes after those that have one.
    expect((await findProductModifierGroups(testDb.db, buns))!.group_ids).toEqual([leaveOut, extras, sweetness]);
    expect((await load(buns)).attached).toEqual([leaveOut, extras, sweetness]);
  });
});
