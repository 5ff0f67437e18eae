import { describe, expect, it } from "vitest";
import {
  configure,
  defaultModifiers,
  priceRange,
  variantLabel,
  type ModifierChoice,
  type ProductConfiguration,
} from "./configuration.shared.ts";

const text = (en: string, vi: string) => ({ en, vi });
const choice = (id: number, en: string, vi: string, cents = 0, extra: Partial<ModifierChoice> = {}): ModifierChoice => ({
  id,
  label: text(en, vi),
  price_delta_cents: cents,
  is_default: false,
  available: true,
  allergens: [],
  ...extra,
});

// A birthday cake: 3 sizes × 2 flavours (the 10-inch counts 2 units and needs two days), one flavour sold out.
const cake: ProductConfiguration = {
  lead_time_hours: 24,
  allergens: ["milk", "egg", "wheat"],
  options: [
    {
      id: 1,
      name: text("Size", "Kích cỡ"),
      values: [1, 2, 3].map((id) => ({ id, label: text(`${4 + id * 2} inch`, `${4 + id * 2} inch`) })),
    },
    {
      id: 2,
      name: text("Flavour", "Vị"),
      values: [
        { id: 4, label: text("Pandan", "Lá dứa") },
        { id: 5, label: text("Taro", "Khoai môn") },
      ],
    },
  ],
  variants: [
    { id: 10, sku: "CAKE-6-P", price_cents: 3500, option_values: [1, 4], active: true, capacity_units: 1, lead_time_hours: null },
    { id: 11, sku: "CAKE-8-P", price_cents: 4500, option_values: [2, 4], active: true, capacity_units: 1, lead_time_hours: null },
    { id: 12, sku: "CAKE-10-P", price_cents: 6000, option_values: [3, 4], active: true, capacity_units: 2, lead_time_hours: 48 },
    { id: 13, sku: "CAKE-8-T", price_cents: 4500, option_values: [2, 5], active: false, capacity_units: 1, lead_time_hours: null },
  ],
  modifier_groups: [],
};

// A bánh mì: one default variant; up to 3 extras (priced), removals at no cost, one extra out today.
const banhMi: ProductConfiguration = {
  lead_time_hours: 0,
  allergens: ["wheat"],
  options: [],
  variants: [{ id: 20, sku: "BM-DB", price_cents: 750, option_values: [], active: true, capacity_units: 1, lead_time_hours: null }],
  modifier_groups: [
    {
      id: 1,
      name: text("Extras", "Thêm"),
      min: 0,
      max: 3,
      max_per_choice: 1,
      total: null,
      choices: [
        choice(101, "Fried egg", "Trứng ốp la", 150, { allergens: ["egg"] }),
        choice(102, "Extra pâté", "Thêm pa tê", 100),
        choice(103, "Extra meat", "Thêm thịt", 250),
        choice(104, "Peanuts", "Đậu phộng", 50, { allergens: ["peanuts"], available: false }),
      ],
    },
    {
      id: 2,
      name: text("Leave out", "Không cho"),
      min: 0,
      max: 4,
      max_per_choice: 1,
      total: null,
      choices: [choice(201, "No cilantro", "Không ngò"), choice(202, "No jalapeño", "Không ớt")],
    },
  ],
};

// A box of six bánh bao, chosen by flavour.
const box: ProductConfiguration = {
  lead_time_hours: 12,
  allergens: ["wheat", "soy"],
  options: [],
  variants: [{ id: 30, sku: "BB-BOX6", price_cents: 1800, option_values: [], active: true, capacity_units: 1, lead_time_hours: null }],
  modifier_groups: [
    {
      id: 3,
      name: text("Choose 6", "Chọn 6 cái"),
      min: 1,
      max: 3,
      max_per_choice: 6,
      total: 6,
      choices: [
        choice(301, "Pork", "Thịt heo", 0, { is_default: true }),
        choice(302, "Lotus", "Hạt sen"),
        choice(303, "Red bean", "Đậu đỏ"),
        choice(304, "Durian", "Sầu riêng", 50),
      ],
    },
  ],
};

describe("configure: what a shopper chose, checked and priced by the server", () => {
  it("takes a product without options by its one default variant", () => {
    const done = configure(banhMi, {});
    expect(done).toMatchObject({ ok: true, value: { variant: { id: 20 }, unit_price_cents: 750, modifiers: [], key: "v20" } });
  });

  it("asks for a size when a product has options and none was chosen, naming the option", () => {
    expect(configure(cake, {})).toEqual({
      ok: false,
      problems: [{ field: "variant_id", problem: "variantRequired", option: text("Size", "Kích cỡ") }],
    });
    expect(configure(cake, { variant_id: null })).toMatchObject({ ok: false, problems: [{ problem: "variantRequired" }] });
  });

  it("refuses another product's variant and one no longer sold", () => {
    expect(configure(cake, { variant_id: 20 })).toMatchObject({
      ok: false,
      problems: [{ field: "variant_id", problem: "variantUnknown" }],
    });
    expect(configure(cake, { variant_id: 13 })).toMatchObject({
      ok: false,
      problems: [{ field: "variant_id", problem: "variantInactive" }],
    });
  });

  it("prices a variant at its own price; a 10-inch cake counts 2 units and takes its own lead time", () => {
    const eight = configure(cake, { variant_id: 11 });
    expect(eight).toMatchObject({ ok: true, value: { unit_price_cents: 4500, capacity_units: 1, lead_time_hours: 24 } });
    const ten = configure(cake, { variant_id: 12 });
    expect(ten).toMatchObject({ ok: true, value: { unit_price_cents: 6000, capacity_units: 2, lead_time_hours: 48, key: "v12" } });
  });

  it("adds each choice's price; no-cost choices are choices too; the line's allergens gain the choices'", () => {
    const done = configure(banhMi, { modifiers: [{ choice_id: 201 }, { choice_id: 101 }, { choice_id: 102, quantity: 1 }] });
    expect(done.ok && done.value).toMatchObject({
      unit_price_cents: 750 + 150 + 100,
      allergens: ["wheat", "egg"],
      modifiers: [
        { group_id: 1, choice_id: 101, quantity: 1, price_delta_cents: 150 },
        { group_id: 1, choice_id: 102, quantity: 1, price_delta_cents: 100 },
        { group_id: 2, choice_id: 201, quantity: 1, price_delta_cents: 0 },
      ],
    });
  });

  it("gives the same key to the same configuration however it was sent, and another key to another", () => {
    const a = configure(banhMi, { modifiers: [{ choice_id: 201 }, { choice_id: 101 }] });
    const b = configure(banhMi, { modifiers: [{ choice_id: 101 }, { choice_id: 201, quantity: 1 }] });
    const c = configure(banhMi, { modifiers: [{ choice_id: 101 }] });
    expect(a.ok && a.value.key).toBe("v20.101x1.201x1");
    expect(b.ok && b.value.key).toBe("v20.101x1.201x1");
    expect(c.ok && c.value.key).toBe("v20.101x1");
  });

  it("refuses a choice of another product, one out today, the same choice twice", () => {
    expect(configure(banhMi, { modifiers: [{ choice_id: 301 }] })).toEqual({
      ok: false,
      problems: [{ field: "modifiers", problem: "choiceUnknown", choice_id: 301 }],
    });
    expect(configure(banhMi, { modifiers: [{ choice_id: 104 }] })).toEqual({
      ok: false,
      problems: [{ field: "modifiers.1", problem: "choiceUnavailable", choice: text("Peanuts", "Đậu phộng") }],
    });
    expect(configure(banhMi, { modifiers: [{ choice_id: 101 }, { choice_id: 101 }] })).toMatchObject({
      ok: false,
      problems: [{ field: "modifiers.1", problem: "choiceRepeated" }],
    });
  });

  it("refuses a quantity that is not a whole number from 1 to the group's most of one choice", () => {
    for (const quantity of [0, -1, 1.5, 2, Number.NaN]) {
      expect(configure(banhMi, { modifiers: [{ choice_id: 101, quantity }] })).toMatchObject({
        ok: false,
        problems: [{ field: "modifiers.1", problem: "quantityInvalid", max: 1 }],
      });
    }
  });

  it("refuses too many choices in a group, and a group that must be answered left empty", () => {
    const four = [101, 102, 103].map((choice_id) => ({ choice_id }));
    expect(configure(banhMi, { modifiers: four })).toMatchObject({ ok: true });
    const withPeanuts = configure(banhMi, { modifiers: [...four, { choice_id: 104 }] });
    expect(withPeanuts).toMatchObject({ ok: false, problems: [{ field: "modifiers.1", problem: "choiceUnavailable" }] });
    expect(configure(banhMi, { modifiers: [...four, { choice_id: 201 }, { choice_id: 202 }] }).ok).toBe(true);
    const tooMany = configure({ ...banhMi, modifier_groups: [{ ...banhMi.modifier_groups[0]!, max: 2 }] }, { modifiers: four });
    expect(tooMany).toMatchObject({ ok: false, problems: [{ field: "modifiers.1", problem: "tooMany", min: 0, max: 2 }] });
    expect(configure(box, {})).toEqual({
      ok: false,
      problems: [{ field: "modifiers.3", problem: "tooFew", group: text("Choose 6", "Chọn 6 cái"), min: 1, max: 3 }],
    });
  });

  it("takes a box that adds up to six, and says how many a box that does not holds", () => {
    const six = configure(box, {
      modifiers: [
        { choice_id: 302, quantity: 2 },
        { choice_id: 303, quantity: 2 },
        { choice_id: 304, quantity: 2 },
      ],
    });
    expect(six).toMatchObject({ ok: true, value: { unit_price_cents: 1800 + 2 * 50, key: "v30.302x2.303x2.304x2" } });
    expect(
      configure(box, {
        modifiers: [
          { choice_id: 302, quantity: 2 },
          { choice_id: 303, quantity: 3 },
        ],
      }),
    ).toEqual({
      ok: false,
      problems: [{ field: "modifiers.3", problem: "totalMismatch", group: text("Choose 6", "Chọn 6 cái"), total: 6, counted: 5 }],
    });
    // One message for the group: the quantity, not also "choose at least one" or the total.
    expect(configure(box, { modifiers: [{ choice_id: 301, quantity: 7 }] })).toEqual({
      ok: false,
      problems: [{ field: "modifiers.3", problem: "quantityInvalid", choice: text("Pork", "Thịt heo"), max: 6 }],
    });
  });

  it("lists every problem at once, and prices nothing then", () => {
    const done = configure(cake, { variant_id: 99, modifiers: [{ choice_id: 101 }] });
    expect(done).toEqual({
      ok: false,
      problems: [
        { field: "variant_id", problem: "variantUnknown" },
        { field: "modifiers", problem: "choiceUnknown", choice_id: 101 },
      ],
    });
  });
});

describe("what the pages show of a configured product", () => {
  it("names a variant in the reader's language, and none for a product without options", () => {
    expect(variantLabel(cake, cake.variants[1]!, "en")).toBe("8 inch · Pandan");
    expect(variantLabel(cake, cake.variants[1]!, "vi")).toBe("8 inch · Lá dứa");
    expect(variantLabel(banhMi, banhMi.variants[0]!, "vi")).toBeNull();
  });

  it("gives the price range of the variants on sale, for 'from $X'", () => {
    expect(priceRange(cake.variants)).toEqual({ min: 3500, max: 6000 });
    expect(priceRange(banhMi.variants)).toEqual({ min: 750, max: 750 });
    expect(priceRange([{ price_cents: 100, active: false }])).toBeNull();
  });

  it("starts from each group's defaults that can be chosen today", () => {
    expect(defaultModifiers(box)).toEqual([{ choice_id: 301, quantity: 1 }]);
    expect(defaultModifiers(banhMi)).toEqual([]);
  });
});
