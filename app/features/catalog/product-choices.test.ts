import { describe, expect, it } from "vitest";
import { choicesOfForm, chosenOf, initialChoices, unitPriceOf, valueAvailable, type Configurable } from "./product-choices.ts";

// What a shopper chose on a product page, read from its state or its posted form, and priced as the server prices it.

const choice = (id: number, label: string, extra: Partial<Configurable["modifier_groups"][number]["choices"][number]> = {}) => ({
  id,
  label,
  price_delta: 0,
  price_delta_cents: 0,
  default: false,
  available: true,
  allergens: [],
  ...extra,
});

const cake: Configurable & { price_cents: number } = {
  price_cents: 3000,
  options: [
    {
      id: 1,
      name: "Size",
      values: [
        { id: 11, label: "6 inch" },
        { id: 12, label: "8 inch" },
      ],
    },
    {
      id: 2,
      name: "Flavour",
      values: [
        { id: 21, label: "Pandan" },
        { id: 22, label: "Coffee" },
      ],
    },
  ],
  variants: [
    { id: 101, sku: "A", price: 30, price_cents: 3000, option_values: [11, 21], available: true, lead_time_hours: 24, capacity_units: 1 },
    { id: 102, sku: "B", price: 30, price_cents: 3000, option_values: [11, 22], available: false, lead_time_hours: 24, capacity_units: 1 },
    { id: 103, sku: "C", price: 40, price_cents: 4000, option_values: [12, 21], available: true, lead_time_hours: 24, capacity_units: 1 },
    { id: 104, sku: "D", price: 40, price_cents: 4000, option_values: [12, 22], available: true, lead_time_hours: 24, capacity_units: 1 },
  ],
  modifier_groups: [
    {
      id: 7,
      name: "Extras",
      min: 0,
      max: 2,
      max_per_choice: 1,
      total: null,
      required: false,
      choices: [choice(71, "Egg", { price_delta_cents: 150, default: true }), choice(72, "Pâté", { price_delta_cents: 100 })],
    },
    {
      id: 8,
      name: "Choose 6",
      min: 1,
      max: 2,
      max_per_choice: 6,
      total: 6,
      required: true,
      choices: [choice(81, "Lotus"), choice(82, "Durian", { price_delta_cents: 100 })],
    },
  ],
};

describe("a product page's choices", () => {
  it("start with a shared address's variant and each group's defaults", () => {
    expect(initialChoices(cake, 103)).toEqual({ values: { 1: 12, 2: 21 }, counts: { 71: 1 } });
    expect(initialChoices(cake, 999)).toEqual({ values: { 1: undefined, 2: undefined }, counts: { 71: 1 } });
  });

  it("send no variant until every option has a value, and 0 for values that make none", () => {
    expect(chosenOf(cake, { values: { 1: 12 }, counts: {} }).variant_id).toBeNull();
    expect(chosenOf(cake, { values: { 1: 12, 2: 22 }, counts: { 81: 4, 82: 2 } })).toEqual({
      variant_id: 104,
      modifiers: [
        { choice_id: 81, quantity: 4 },
        { choice_id: 82, quantity: 2 },
      ],
    });
    expect(chosenOf(cake, { values: { 1: 12, 2: 99 }, counts: {} }).variant_id).toBe(0);
  });

  it("price the variant (the lowest while none is chosen) plus each add-on times its count", () => {
    expect(unitPriceOf(cake, { values: {}, counts: { 71: 1 } })).toBe(3150);
    expect(unitPriceOf(cake, { values: { 1: 12, 2: 22 }, counts: { 72: 1, 82: 2 } })).toBe(4000 + 100 + 200);
  });

  it("mark a value out when no variant on sale has it with the other values chosen", () => {
    expect(valueAvailable(cake, { values: { 1: 11 }, counts: {} }, 1, 22)).toBe(false);
    expect(valueAvailable(cake, { values: { 1: 12 }, counts: {} }, 1, 22)).toBe(true);
    expect(valueAvailable(cake, { values: {}, counts: {} }, 0, 11)).toBe(true);
  });

  it("read a form posted without JavaScript, keeping what was typed for the server to judge", () => {
    const form = new FormData();
    form.set("option_1", "12");
    form.set("option_2", "77");
    form.append("choice_7", "71");
    form.append("choice_7", "72");
    form.append("choice_7", "999");
    form.set("qty_81", "4");
    form.set("qty_82", "2.5");
    const read = choicesOfForm(cake, form);
    expect(read.values).toEqual({ 1: 12, 2: undefined });
    expect(read.counts).toEqual({ 71: 1, 72: 1, 81: 4, 82: 2.5 });
    form.set("qty_82", "lots");
    expect(Number.isNaN(choicesOfForm(cake, form).counts[82])).toBe(true);
  });
});
