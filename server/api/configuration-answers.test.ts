import { describe, expect, it } from "vitest";
import { configure, type ModifierGroup, type ProductConfiguration } from "../domain/catalog/configuration.shared.ts";
import { configurationErrors } from "./configuration-answers.ts";

const text = (en: string, vi: string) => ({ en, vi });
const group = (id: number, en: string, vi: string, limits: Partial<ModifierGroup>, choices: [number, string, string][]): ModifierGroup => ({
  id,
  name: text(en, vi),
  min: 0,
  max: 1,
  max_per_choice: 1,
  total: null,
  ...limits,
  choices: choices.map(([cid, cen, cvi]) => ({
    id: cid,
    label: text(cen, cvi),
    price_delta_cents: 0,
    is_default: false,
    available: cid !== 13,
    allergens: [],
  })),
});

// An iced coffee: a size, then sweetness (exactly one), extras (a fried egg would be odd; a shot, once), and a box.
const product: ProductConfiguration = {
  lead_time_hours: 0,
  allergens: [],
  options: [{ id: 1, name: text("Size", "Kích cỡ"), values: [{ id: 1, label: text("Large", "Lớn") }] }],
  variants: [
    { id: 5, sku: "CF-L", price_cents: 550, option_values: [1], active: true, capacity_units: 1, lead_time_hours: null },
    { id: 6, sku: "CF-S", price_cents: 450, option_values: [1], active: false, capacity_units: 1, lead_time_hours: null },
  ],
  modifier_groups: [
    group(1, "Sweetness", "Độ ngọt", { min: 1, max: 1 }, [
      [11, "50% sugar", "50% đường"],
      [12, "100% sugar", "100% đường"],
    ]),
    group(2, "Extras", "Thêm", { max: 2 }, [
      [13, "Extra shot", "Thêm shot"],
      [14, "Oat milk", "Sữa yến mạch"],
      [15, "Boba", "Trân châu"],
    ]),
    group(3, "Box of 6", "Hộp 6 cái", { min: 1, max: 3, max_per_choice: 6, total: 6 }, [
      [21, "Lotus", "Hạt sen"],
      [22, "Red bean", "Đậu đỏ"],
    ]),
  ],
};

const said = (chosen: Parameters<typeof configure>[1], lang: "en" | "vi") => {
  const done = configure(product, chosen);
  if (done.ok) throw new Error("expected a refusal");
  return configurationErrors(done.problems, lang);
};

describe("a refused configuration, said beside its fields", () => {
  it("asks for the option by its name, in the reader's words", () => {
    const box = { modifiers: [{ choice_id: 11 }, { choice_id: 21, quantity: 6 }] };
    expect(said(box, "en")).toEqual({ variant_id: ["Please choose a size."] });
    expect(said(box, "vi")).toEqual({ variant_id: ["Vui lòng chọn kích cỡ."] });
    expect(said({ ...box, variant_id: 6 }, "vi")).toEqual({ variant_id: ["Lựa chọn này hiện không còn. Vui lòng chọn lựa chọn khác."] });
    expect(said({ ...box, variant_id: 99 }, "en")).toEqual({ variant_id: ["This choice is not offered for this item."] });
  });

  it("says each group's problem beside it: choose one, sold out today, chosen once, too many, a box that does not add up", () => {
    const chosen = {
      variant_id: 5,
      modifiers: [{ choice_id: 13 }, { choice_id: 21, quantity: 2 }, { choice_id: 22, quantity: 3 }, { choice_id: 404 }],
    };
    expect(said(chosen, "en")).toEqual({
      modifiers: ["One of your choices is not offered with this item."],
      "modifiers.1": ["Sweetness: please choose one."],
      "modifiers.2": ["“Extra shot” is sold out today."],
      "modifiers.3": ["Box of 6: the box holds 6, and 5 are chosen."],
    });
    expect(said(chosen, "vi")).toEqual({
      modifiers: ["Có một lựa chọn không có ở món này."],
      "modifiers.1": ["Độ ngọt: vui lòng chọn một."],
      "modifiers.2": ["Hôm nay tiệm đã hết “Thêm shot”."],
      "modifiers.3": ["Hộp 6 cái: hộp có 6 cái, bạn đã chọn 5."],
    });
    const more = { variant_id: 5, modifiers: [{ choice_id: 11 }, { choice_id: 14, quantity: 2 }, { choice_id: 21, quantity: 7 }] };
    expect(said(more, "vi")).toEqual({
      "modifiers.2": ["“Sữa yến mạch” chỉ chọn được một lần."],
      "modifiers.3": ["“Hạt sen”: vui lòng chọn số nguyên từ 1 đến 6."],
    });
    const crowded = {
      variant_id: 5,
      modifiers: [{ choice_id: 11 }, { choice_id: 14 }, { choice_id: 15 }, { choice_id: 12 }, { choice_id: 21, quantity: 6 }],
    };
    expect(said(crowded, "en")).toEqual({ "modifiers.1": ["Sweetness: please choose one."] });
    const threeExtras = {
      variant_id: 5,
      modifiers: [{ choice_id: 11 }, { choice_id: 14 }, { choice_id: 15 }, { choice_id: 21, quantity: 6 }],
    };
    const oneExtra = { ...product, modifier_groups: product.modifier_groups.map((g) => (g.id === 2 ? { ...g, max: 1 } : g)) };
    const refused = configure(oneExtra, threeExtras);
    expect(!refused.ok && configurationErrors(refused.problems, "en")).toEqual({ "modifiers.2": ["Extras: choose at most 1."] });
    expect(!refused.ok && configurationErrors(refused.problems, "vi")).toEqual({ "modifiers.2": ["Thêm: chỉ chọn tối đa 1."] });
    const empty = configure({ ...product, modifier_groups: [{ ...product.modifier_groups[2]!, min: 2 }] }, { variant_id: 5 });
    expect(!empty.ok && configurationErrors(empty.problems, "vi")).toEqual({ "modifiers.3": ["Hộp 6 cái: vui lòng chọn ít nhất 2."] });
    expect(said({ variant_id: 5, modifiers: [{ choice_id: 11 }, { choice_id: 11 }, { choice_id: 21, quantity: 6 }] }, "en")).toEqual({
      "modifiers.1": ["“50% sugar” was chosen twice."],
    });
  });
});
