import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { configure, defaultModifiers, type ProductConfiguration } from "../../domain/catalog/configuration.shared.ts";
import { loadConfigurations } from "../../domain/catalog/configurations.ts";
import { addToCart } from "../../domain/cart/cart.service.ts";
import { addDays } from "../../domain/fulfilment/shop-time.ts";
import { seedDemoBakery } from "./index.ts";
import { products as seedProducts } from "./data/catalog.ts";

// The demo bakery's options and add-ons as a shopper meets them: the birthday cake by size and flavour, the iced
// coffee by cup, the bánh mì extras, the drinks' sweetness and ice, the boxes to fill, and a filling out today.
// Seeded at a fixed moment (Tuesday 9 February 2027, 09:00 in Houston): "today" on the shop's clock is that date.

const NOW = Date.parse("2027-02-09T15:00:00.000Z");
const TODAY = "2027-02-09";
let testDb: TestDb;
const ids = new Map<string, number>();
let configs: ReadonlyMap<number, ProductConfiguration>;

beforeAll(async () => {
  testDb = await createTestDb();
  await seedDemoBakery(testDb.db, NOW);
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
  configs = await loadConfigurations(testDb.db, TODAY);
});
afterAll(() => testDb.destroy());

const configOf = (slug: string) => configs.get(ids.get(slug)!)!;
const groupNamed = (slug: string, en: string) => configOf(slug).modifier_groups.find((g) => g.name.en === en)!;
const choiceLabelled = (slug: string, group: string, en: string) => groupNamed(slug, group).choices.find((c) => c.label.en === en)!;
/** The variant whose values read, in English, as given (one label per option, in the options' order). */
const variantOf = (slug: string, ...labels: string[]) => {
  const config = configOf(slug);
  const valueIds = labels.map((label, i) => config.options[i]!.values.find((v) => v.label.en === label)!.id);
  return config.variants.find((v) => v.option_values.every((id, i) => id === valueIds[i]))!;
};
const slugsOfCategory = (category: string) =>
  seedProducts
    .filter((p) => p.category === category)
    .map((p) => p.slug)
    .sort();

describe("the birthday layer cake", () => {
  it("comes in 3 sizes and 4 flavours: 12 variants, each its own SKU and combination, dearer as it grows", () => {
    const cake = configOf("birthday-layer-cake");
    expect(cake.options.map((o) => o.name)).toEqual([
      { en: "Size", vi: "Cỡ bánh" },
      { en: "Flavour", vi: "Vị" },
    ]);
    expect(cake.options[0]!.values.map((v) => v.label.vi)).toEqual(["6 inch", "8 inch", "10 inch"]);
    expect(cake.options[1]!.values.map((v) => v.label.vi)).toEqual(["Lá dứa", "Dừa", "Khoai môn", "Cà phê"]);
    expect(cake.variants).toHaveLength(12);
    expect(new Set(cake.variants.map((v) => v.sku)).size).toBe(12);
    expect(new Set(cake.variants.map((v) => v.option_values.join("-"))).size).toBe(12);
    expect(variantOf("birthday-layer-cake", "8 inch", "Pandan").sku).toBe("CK-201-8-PAN");
    for (const flavour of ["Pandan", "Coconut", "Taro", "Coffee"]) {
      const [six, eight, ten] = ["6 inch", "8 inch", "10 inch"].map((size) => variantOf("birthday-layer-cake", size, flavour));
      expect(six!.price_cents).toBeLessThan(eight!.price_cents);
      expect(eight!.price_cents).toBeLessThan(ten!.price_cents);
      // A 10-inch cake takes two of the day's cakes and two days' notice; the others one, and the product's day.
      expect([six, eight, ten].map((v) => [v!.capacity_units, v!.lead_time_hours])).toEqual([
        [1, null],
        [1, null],
        [2, 48],
      ]);
    }
    expect(cake.lead_time_hours).toBe(24);
  });

  it("has no default variant, ten a day, and an inscription for its note", async () => {
    const rows = await testDb.db
      .selectFrom("product_variants")
      .select("is_default")
      .where("product_id", "=", ids.get("birthday-layer-cake")!)
      .execute();
    expect(rows.every((r) => r.is_default === 0)).toBe(true);
    const product = await testDb.db
      .selectFrom("products as p")
      .innerJoin("product_translations as t", "t.product_id", "p.id")
      .select(["p.sku", "p.daily_capacity", "t.locale", "t.name", "t.search_text"])
      .where("p.slug", "=", "birthday-layer-cake")
      .orderBy("t.locale")
      .execute();
    expect(product.map((p) => [p.sku, p.daily_capacity, p.locale, p.name])).toEqual([
      ["CK-201", 10, "en", "Birthday Layer Cake"],
      ["CK-201", 10, "vi", "Bánh kem sinh nhật"],
    ]);
    expect(product[1]!.search_text).toContain("banh kem sinh nhat");
    const { kind } = await testDb.db.selectFrom("slugs").select("kind").where("slug", "=", "birthday-layer-cake").executeTakeFirstOrThrow();
    expect(kind).toBe("product");
  });

  it("is priced as its variant: an 8-inch pandan cake costs the 8-inch price, and a size must be chosen", () => {
    const eight = variantOf("birthday-layer-cake", "8 inch", "Pandan");
    const chosen = configure(configOf("birthday-layer-cake"), { variant_id: eight.id });
    expect(chosen).toMatchObject({ ok: true, value: { unit_price_cents: 5200, capacity_units: 1, lead_time_hours: 24 } });
    const ten = configure(configOf("birthday-layer-cake"), { variant_id: variantOf("birthday-layer-cake", "10 inch", "Taro").id });
    expect(ten).toMatchObject({ ok: true, value: { unit_price_cents: 7400, capacity_units: 2, lead_time_hours: 48 } });
    expect(configure(configOf("birthday-layer-cake"), {})).toEqual({
      ok: false,
      problems: [{ field: "variant_id", problem: "variantRequired", option: { en: "Size", vi: "Cỡ bánh" } }],
    });
  });

  it("goes into a cart as a 10-inch taro cake with its inscription, counting two of the day's cakes", async () => {
    const ctx = { db: testDb.db, lang: "vi" as const, client: { ip: "203.0.113.40", cartsPerHour: 30 }, now: () => new Date(NOW) };
    const ten = variantOf("birthday-layer-cake", "10 inch", "Taro");
    const cart = await addToCart(
      ctx,
      { customerId: null, token: null },
      { productId: ids.get("birthday-layer-cake")!, quantity: 1, note: "Chúc mừng sinh nhật Bé Na", variant_id: ten.id },
    );
    expect(cart.items).toEqual([
      expect.objectContaining({
        variant_id: ten.id,
        variant: "10 inch · Khoai môn",
        price_cents: 7400,
        capacity_units: 2,
        lead_time_hours: 48,
        note: "Chúc mừng sinh nhật Bé Na",
        note_kind: "inscription",
      }),
    ]);
  });
});

describe("products sold by options", () => {
  it("cost their cheapest variant in the catalogue; every other product keeps its one default variant at its price", async () => {
    const products = await testDb.db.selectFrom("products").select(["id", "slug", "sku", "price_cents"]).execute();
    const variants = await testDb.db.selectFrom("product_variants").select(["product_id", "sku", "price_cents", "is_default"]).execute();
    const configured = products.filter((p) => configOf(p.slug).options.length > 0).map((p) => p.slug);
    expect(configured.sort()).toEqual(["banh-tet", "birthday-layer-cake", "ca-phe-sua-da"]);
    for (const product of products) {
      const own = variants.filter((v) => v.product_id === product.id);
      if (configured.includes(product.slug)) {
        expect(
          own.every((v) => v.is_default === 0),
          product.slug,
        ).toBe(true);
        expect(product.price_cents, product.slug).toBe(Math.min(...own.map((v) => v.price_cents)));
      } else {
        expect(own, product.slug).toEqual([{ product_id: product.id, sku: product.sku, price_cents: product.price_cents, is_default: 1 }]);
      }
    }
  });

  it("sell the iced coffee by the cup: regular 16 oz or large 24 oz, each with its SKU and price", () => {
    const coffee = configOf("ca-phe-sua-da");
    expect(coffee.options.map((o) => o.values.map((v) => v.label))).toEqual([
      [
        { en: "Regular 16 oz", vi: "Vừa 16 oz" },
        { en: "Large 24 oz", vi: "Lớn 24 oz" },
      ],
    ]);
    expect(coffee.variants.map((v) => [v.sku, v.price_cents])).toEqual([
      ["DR-001-16", 525],
      ["DR-001-24", 650],
    ]);
  });
});

describe("the bánh mì add-ons", () => {
  it("are two groups, Extras (every bánh mì but the vegan one) and Leave out (every bánh mì), and nothing else offers them", async () => {
    const links = await testDb.db
      .selectFrom("product_modifier_groups as l")
      .innerJoin("modifier_groups as g", "g.id", "l.group_id")
      .innerJoin("products as p", "p.id", "l.product_id")
      .select(["g.id", "g.name_en", "p.slug", "l.position"])
      .where("g.name_en", "in", ["Extras", "Leave out"])
      .execute();
    for (const [name, position] of [
      ["Extras", 0],
      ["Leave out", 1],
    ] as const) {
      const of = links.filter((l) => l.name_en === name);
      expect(new Set(of.map((l) => l.id)).size, name).toBe(1);
      const offeredBy = slugsOfCategory("banh-mi").filter((slug) => name === "Leave out" || slug !== "banh-mi-chay");
      expect(of.map((l) => l.slug).sort(), name).toEqual(offeredBy);
      expect(
        of.every((l) => l.position === position),
        name,
      ).toBe(true);
    }
    const extras = groupNamed("banh-mi-dac-biet", "Extras");
    expect(extras).toMatchObject({ name: { en: "Extras", vi: "Thêm" }, min: 0, max: 3, max_per_choice: 1, total: null });
    expect(extras.choices.map((c) => [c.label.vi, c.price_delta_cents, c.allergens])).toEqual([
      ["Thêm pa tê", 100, ["milk", "fish"]],
      ["Thêm trứng ốp la", 150, ["egg"]],
      ["Thêm thịt", 200, []],
    ]);
    const leaveOut = groupNamed("banh-mi-chay", "Leave out");
    expect(leaveOut).toMatchObject({ name: { en: "Leave out", vi: "Bớt" }, min: 0, max: 4, max_per_choice: 1 });
    expect(leaveOut.choices.map((c) => [c.label.vi, c.price_delta_cents])).toEqual([
      ["Không ngò", 0],
      ["Không ớt", 0],
      ["Không đồ chua", 0],
      ["Ít bơ", 0],
    ]);
  });

  it("offer the vegan bánh mì its own extras, tofu and mushrooms, and no meat, pâté or egg", () => {
    const chay = configOf("banh-mi-chay");
    expect(chay.modifier_groups.map((g) => g.name.en)).toEqual(["Vegan extras", "Leave out"]);
    expect(groupNamed("banh-mi-chay", "Vegan extras").choices.map((c) => [c.label.vi, c.price_delta_cents])).toEqual([
      ["Thêm đậu hũ sả", 150],
      ["Thêm nấm", 100],
    ]);
  });

  it("never let a shopper add an animal allergen to a product sold as vegan", () => {
    const animal = ["egg", "milk", "fish", "shellfish"];
    const vegan = seedProducts.filter((p) => p.diets.includes("vegan"));
    expect(vegan.map((p) => p.slug)).toContain("banh-mi-chay");
    for (const product of vegan)
      for (const group of configOf(product.slug).modifier_groups)
        for (const choice of group.choices)
          expect(
            choice.allergens.filter((a) => animal.includes(a)),
            `${product.slug}: ${choice.label.en}`,
          ).toEqual([]);
  });

  it("price a fried egg at $1.50 more and add egg to a meatball bánh mì's allergens; nothing chosen is the plain price", () => {
    const xiuMai = configOf("banh-mi-xiu-mai");
    expect(xiuMai.allergens).not.toContain("egg");
    const egg = choiceLabelled("banh-mi-xiu-mai", "Extras", "Fried egg");
    const noCilantro = choiceLabelled("banh-mi-xiu-mai", "Leave out", "No cilantro");
    const chosen = configure(xiuMai, { modifiers: [{ choice_id: egg.id }, { choice_id: noCilantro.id }] });
    if (!chosen.ok) throw new Error(JSON.stringify(chosen.problems));
    expect(chosen.value.unit_price_cents).toBe(725 + 150);
    expect(chosen.value.allergens).toContain("egg");
    expect(configure(xiuMai, {})).toMatchObject({ ok: true, value: { unit_price_cents: 725, modifiers: [] } });
  });
});

describe("the drinks' sweetness and ice", () => {
  it("are each exactly one choice, 100% sweet and regular ice to begin with, on the iced drinks", () => {
    for (const slug of ["ca-phe-sua-da", "ca-phe-den-da", "tra-thai", "matcha-latte"]) {
      const sweetness = groupNamed(slug, "Sweetness");
      expect(sweetness, slug).toMatchObject({ name: { en: "Sweetness", vi: "Độ ngọt" }, min: 1, max: 1, total: null });
      expect(sweetness.choices.map((c) => c.label.vi)).toEqual([
        "Không ngọt (0%)",
        "Ngọt 25%",
        "Ngọt 50%",
        "Ngọt 75%",
        "Ngọt bình thường (100%)",
      ]);
      expect(sweetness.choices.filter((c) => c.is_default).map((c) => c.label.en)).toEqual(["Regular (100%)"]);
      const ice = groupNamed(slug, "Ice");
      expect(ice, slug).toMatchObject({ name: { en: "Ice", vi: "Đá" }, min: 1, max: 1 });
      expect(ice.choices.map((c) => [c.label.vi, c.is_default])).toEqual([
        ["Đá bình thường", true],
        ["Ít đá", false],
        ["Không đá", false],
      ]);
    }
    // Sugarcane juice is sweet as pressed: only its ice is asked.
    expect(configOf("nuoc-mia-tac").modifier_groups.map((g) => g.name.en)).toEqual(["Ice"]);
    expect(configOf("sua-dau-nanh").modifier_groups).toEqual([]);
    // Shared: one Sweetness group for every drink that has one.
    expect(new Set(["ca-phe-sua-da", "tra-thai"].map((slug) => groupNamed(slug, "Sweetness").id)).size).toBe(1);
  });

  it("price a large iced coffee as its cup with the page's first choices, and refuse it unanswered", () => {
    const coffee = configOf("ca-phe-sua-da");
    const large = variantOf("ca-phe-sua-da", "Large 24 oz");
    const chosen = configure(coffee, { variant_id: large.id, modifiers: defaultModifiers(coffee) });
    expect(chosen).toMatchObject({ ok: true, value: { unit_price_cents: 650 } });
    const lessSweet = choiceLabelled("ca-phe-sua-da", "Sweetness", "50% sweet");
    const unanswered = configure(coffee, { variant_id: large.id, modifiers: [{ choice_id: lessSweet.id }] });
    expect(unanswered).toMatchObject({
      ok: false,
      problems: [{ field: `modifiers.${groupNamed("ca-phe-sua-da", "Ice").id}`, problem: "tooFew" }],
    });
  });
});

describe("the boxes", () => {
  it("hold 6 bánh bao and 4 mooncakes: any mix of their flavours, up to the whole box of one", () => {
    const buns = configOf("hop-6-banh-bao").modifier_groups;
    const mooncakes = configOf("hop-4-banh-trung-thu").modifier_groups;
    expect(buns.map((g) => [g.name.vi, g.min, g.max, g.max_per_choice, g.total])).toEqual([["Chọn 6 cái", 1, 4, 6, 6]]);
    expect(mooncakes.map((g) => [g.name.vi, g.min, g.max, g.max_per_choice, g.total])).toEqual([["Chọn 4 cái", 1, 5, 4, 4]]);
    expect(buns[0]!.choices.map((c) => c.label.vi)).toEqual(["Nhân thịt trứng cút", "Xá xíu", "Chay", "Kim sa trứng muối"]);
    expect(mooncakes[0]!.choices.map((c) => c.label.vi)).toEqual(["Hạt sen", "Đậu đỏ", "Sầu riêng", "Thập cẩm", "Trà xanh"]);
    expect(choiceLabelled("hop-4-banh-trung-thu", "Choose 4", "Mixed nuts (thập cẩm)").allergens).toContain("tree_nuts");
  });

  it("price each bun's extra and count the box: six pork and egg buns cost $6 more, five are not a box", () => {
    const box = configOf("hop-6-banh-bao");
    const pork = choiceLabelled("hop-6-banh-bao", "Choose 6", "Pork & quail egg");
    const charSiu = choiceLabelled("hop-6-banh-bao", "Choose 6", "BBQ pork (char siu)");
    const six = configure(box, { modifiers: [{ choice_id: pork.id, quantity: 6 }] });
    expect(six).toMatchObject({ ok: true, value: { unit_price_cents: 2100 + 6 * 100 } });
    if (six.ok) expect(six.value.allergens).toEqual(expect.arrayContaining(["wheat", "egg", "milk", "fish", "soy"]));
    const mixed = configure(box, {
      modifiers: [
        { choice_id: pork.id, quantity: 2 },
        { choice_id: charSiu.id, quantity: 4 },
      ],
    });
    expect(mixed).toMatchObject({ ok: true, value: { unit_price_cents: 2100 + 2 * 100 } });
    expect(configure(box, { modifiers: [{ choice_id: charSiu.id, quantity: 5 }] })).toMatchObject({
      ok: false,
      problems: [{ problem: "totalMismatch", total: 6, counted: 5 }],
    });
    expect(configure(box, {})).toMatchObject({ ok: false, problems: [{ problem: "tooFew" }] });
  });
});

describe("out today", () => {
  it("is the durian mooncake alone, on the seed's day in Houston; it can be chosen again the next day", async () => {
    const out = await testDb.db.selectFrom("modifier_choices").select(["label_en", "out_on"]).where("out_on", "is not", null).execute();
    expect(out).toEqual([{ label_en: "Durian", out_on: TODAY }]);
    expect(await testDb.db.selectFrom("product_variants").select("id").where("out_on", "is not", null).execute()).toEqual([]);

    const durian = choiceLabelled("hop-4-banh-trung-thu", "Choose 4", "Durian");
    expect(durian).toMatchObject({ available: false, price_delta_cents: 100 });
    const box = [{ choice_id: durian.id, quantity: 4 }];
    expect(configure(configOf("hop-4-banh-trung-thu"), { modifiers: box })).toMatchObject({
      ok: false,
      problems: [{ problem: "choiceUnavailable", choice: { en: "Durian", vi: "Sầu riêng" } }],
    });
    const tomorrow = await loadConfigurations(testDb.db, addDays(TODAY, 1));
    expect(configure(tomorrow.get(ids.get("hop-4-banh-trung-thu")!)!, { modifiers: box })).toMatchObject({
      ok: true,
      value: { unit_price_cents: 3400 + 4 * 100 },
    });
  });
});

describe("every option, value, group and choice", () => {
  it("is named in both languages", async () => {
    const named = [
      ...(await testDb.db.selectFrom("product_options").select(["name_en as en", "name_vi as vi"]).execute()),
      ...(await testDb.db.selectFrom("product_option_values").select(["label_en as en", "label_vi as vi"]).execute()),
      ...(await testDb.db.selectFrom("modifier_groups").select(["name_en as en", "name_vi as vi"]).execute()),
      ...(await testDb.db.selectFrom("modifier_choices").select(["label_en as en", "label_vi as vi"]).execute()),
    ];
    expect(named.length).toBeGreaterThan(40);
    for (const { en, vi } of named) {
      expect(en.trim(), vi).not.toBe("");
      expect(vi.trim(), en).not.toBe("");
    }
  });
});

describe("the seeded orders", () => {
  it("carry what was chosen as choices, not as a note beside them: the iced coffee at 50% with less ice", async () => {
    const lines = await testDb.db.selectFrom("order_lines").select(["slug", "note", "modifiers_json"]).execute();
    for (const line of lines) {
      const labels = JSON.parse(line.modifiers_json).flatMap((m: { label_en: string; label_vi: string }) => [m.label_en, m.label_vi]);
      const offered = (configOf(line.slug)?.modifier_groups ?? []).flatMap((g) => g.choices.flatMap((c) => [c.label.en, c.label.vi]));
      expect(
        offered.map((l) => l.toLowerCase()),
        `${line.slug}: “${line.note}”`,
      ).not.toContain(line.note.trim().toLowerCase());
      expect(new Set(labels).size, line.slug).toBe(labels.length);
    }
    const coffee = lines.find((l) => l.slug === "ca-phe-sua-da" && l.modifiers_json.includes("Less ice"));
    expect(JSON.parse(coffee!.modifiers_json).map((m: { label_vi: string }) => m.label_vi)).toEqual(["Ngọt 50%", "Ít đá"]);
    expect(coffee!.note).toBe("");
  });
});
