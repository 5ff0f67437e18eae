import type { Locale } from "../../i18n/locales.shared.ts";
import type { Allergen } from "./catalog.schema.ts";

// A configured product: its options (size, flavour) and the variants they make, and its add-on groups (extras,
// sweetness, a box of six to choose). What a shopper chose is checked and priced here, the same way for the
// server (the cart, the checkout, reorder) and the product page (the price as chosen). Pure and browser-safe: it
// answers codes and values, and the edge says them in the reader's language.

export type Bilingual = Record<Locale, string>;

export interface OptionValue {
  id: number;
  label: Bilingual;
}

/** An option (Size, Flavour), with its values in the order the shop lists them. At most 3 per product. */
export interface ProductOption {
  id: number;
  name: Bilingual;
  values: OptionValue[];
}

/** One combination of option values, or the one default variant of a product without options. */
export interface Variant {
  id: number;
  sku: string;
  price_cents: number;
  /** One value id per option, in the options' order; [] for a product's default variant. */
  option_values: number[];
  active: boolean;
  /** How much of the product's daily capacity one unit uses (a 10-inch cake may count 2). */
  capacity_units: number;
  /** Overrides the product's lead time when set. */
  lead_time_hours: number | null;
  /** Not active because the staff marked it out for today (it comes back tomorrow), not because it is no longer sold. */
  out_today?: boolean;
}

export interface ModifierChoice {
  id: number;
  label: Bilingual;
  /** 0 for a no-cost choice ("no cilantro"). */
  price_delta_cents: number;
  /** Chosen to begin with (the product page's first state). */
  is_default: boolean;
  /** Marked "out today" by the staff: it cannot be chosen. */
  available: boolean;
  /** What the choice adds to the line's allergens (a peanut topping → peanuts). */
  allergens: Allergen[];
}

/**
 * A reusable add-on group: how many distinct choices (min–max; a group with min ≥ 1 must be answered), how many of
 * each, and a total a box must make.
 */
export interface ModifierGroup {
  id: number;
  name: Bilingual;
  min: number;
  max: number;
  /** 1 for a toggle; more for a box ("2 lotus, 2 red bean"). */
  max_per_choice: number;
  /** The quantities must add up to this (a box of 6); null when they need not. */
  total: number | null;
  choices: ModifierChoice[];
}

export interface ProductConfiguration {
  lead_time_hours: number;
  allergens: Allergen[];
  options: ProductOption[];
  variants: Variant[];
  modifier_groups: ModifierGroup[];
}

/** What the shopper chose: a variant (none for a product without options) and each choice with its quantity. */
export interface Chosen {
  variant_id?: number | null;
  modifiers?: ReadonlyArray<{ choice_id: number; quantity?: number }>;
}

/** Why a choice was refused, with the field it is about (`variant_id`, or `modifiers.<group id>`). */
export type ConfigurationProblem =
  | { field: "variant_id"; problem: "variantRequired"; option: Bilingual }
  | { field: "variant_id"; problem: "variantUnknown" | "variantInactive" | "variantOutToday" }
  | { field: "modifiers"; problem: "choiceUnknown"; choice_id: number }
  | { field: `modifiers.${number}`; problem: "choiceUnavailable"; choice: Bilingual }
  | { field: `modifiers.${number}`; problem: "choiceRepeated"; choice: Bilingual }
  | { field: `modifiers.${number}`; problem: "quantityInvalid"; choice: Bilingual; max: number }
  | { field: `modifiers.${number}`; problem: "tooFew" | "tooMany"; group: Bilingual; min: number; max: number }
  | { field: `modifiers.${number}`; problem: "totalMismatch"; group: Bilingual; total: number; counted: number };

export interface ChosenModifier {
  group_id: number;
  choice_id: number;
  quantity: number;
  price_delta_cents: number;
}

export interface Configured {
  variant: Variant;
  /** Grouped in the groups' order, each group's choices in the group's order. */
  modifiers: ChosenModifier[];
  /** The variant's price plus every choice's delta times its quantity. */
  unit_price_cents: number;
  capacity_units: number;
  lead_time_hours: number;
  /** The product's, and what the choices add, each once. */
  allergens: Allergen[];
  /** The same configuration always gives the same key: one cart line per product, key and note. */
  key: string;
}

export type Configuration = { ok: true; value: Configured } | { ok: false; problems: ConfigurationProblem[] };

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** The product's default variant when it has no options; otherwise the variant of `variant_id`, checked. */
function variantOf(product: ProductConfiguration, variantId: number | null | undefined): Variant | ConfigurationProblem {
  if (variantId === undefined || variantId === null) {
    const [only] = product.variants;
    if (product.options.length === 0 && only && product.variants.length === 1) return only;
    return { field: "variant_id", problem: "variantRequired", option: product.options[0]?.name ?? { en: "", vi: "" } };
  }
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) return { field: "variant_id", problem: "variantUnknown" };
  if (!variant.active) return { field: "variant_id", problem: variant.out_today ? "variantOutToday" : "variantInactive" };
  return variant;
}

/**
 * Checks and prices what the shopper chose. The problems of every group are listed (a page shows each beside its
 * group), not only the first group's; a configuration with any problem is not priced.
 */
export function configure(product: ProductConfiguration, chosen: Chosen): Configuration {
  const problems: ConfigurationProblem[] = [];
  const variant = variantOf(product, chosen.variant_id);
  if ("problem" in variant) problems.push(variant);

  const groupOf = new Map<number, ModifierGroup>();
  for (const group of product.modifier_groups) for (const choice of group.choices) groupOf.set(choice.id, group);
  const quantities = new Map<number, number>();
  for (const { choice_id, quantity = 1 } of chosen.modifiers ?? []) {
    const group = groupOf.get(choice_id);
    if (!group) {
      problems.push({ field: "modifiers", problem: "choiceUnknown", choice_id });
      continue;
    }
    const choice = group.choices.find((c) => c.id === choice_id)!;
    const field = `modifiers.${group.id}` as const;
    // A repeated choice or a quantity out of bounds is said once, and left out of its group's count and total.
    if (quantities.has(choice_id)) {
      problems.push({ field, problem: "choiceRepeated", choice: choice.label });
      continue;
    }
    if (!isCount(quantity) || quantity < 1 || quantity > group.max_per_choice) {
      problems.push({ field, problem: "quantityInvalid", choice: choice.label, max: group.max_per_choice });
      continue;
    }
    if (!choice.available) problems.push({ field, problem: "choiceUnavailable", choice: choice.label });
    quantities.set(choice_id, quantity);
  }

  const modifiers: ChosenModifier[] = [];
  for (const group of product.modifier_groups) {
    const picked = group.choices.filter((c) => quantities.has(c.id));
    const field = `modifiers.${group.id}` as const;
    // One message a group: its count and total are judged once its choices are right.
    if (problems.some((p) => p.field === field)) continue;
    if (picked.length < group.min || picked.length > group.max) {
      problems.push({
        field,
        problem: picked.length < group.min ? "tooFew" : "tooMany",
        group: group.name,
        min: group.min,
        max: group.max,
      });
    }
    const counted = picked.reduce((sum, c) => sum + quantities.get(c.id)!, 0);
    if (group.total !== null && picked.length > 0 && counted !== group.total) {
      problems.push({ field, problem: "totalMismatch", group: group.name, total: group.total, counted });
    }
    for (const c of picked)
      modifiers.push({ group_id: group.id, choice_id: c.id, quantity: quantities.get(c.id)!, price_delta_cents: c.price_delta_cents });
  }
  if (problems.length > 0 || "problem" in variant) return { ok: false, problems };

  const allergens = new Set<Allergen>(product.allergens);
  for (const group of product.modifier_groups)
    for (const choice of group.choices) if (quantities.has(choice.id)) for (const a of choice.allergens) allergens.add(a);
  return {
    ok: true,
    value: {
      variant,
      modifiers,
      unit_price_cents: variant.price_cents + modifiers.reduce((sum, m) => sum + m.price_delta_cents * m.quantity, 0),
      capacity_units: variant.capacity_units,
      lead_time_hours: variant.lead_time_hours ?? product.lead_time_hours,
      allergens: [...allergens],
      key: [`v${variant.id}`, ...modifiers.map((m) => `${m.choice_id}x${m.quantity}`)].join("."),
    },
  };
}

/** A variant as the reader sees it ("8 inch · Pandan"); null for a product's default variant. */
export function variantLabel(
  product: Pick<ProductConfiguration, "options">,
  variant: Pick<Variant, "option_values">,
  locale: Locale,
): string | null {
  if (product.options.length === 0) return null;
  const labels = product.options.map((option, i) => option.values.find((v) => v.id === variant.option_values[i])?.label[locale] ?? "");
  return labels.filter(Boolean).join(" · ");
}

/** The lowest and highest price of the variants a shopper can choose ("from $X" when they differ); null when none. */
export function priceRange(variants: readonly Pick<Variant, "price_cents" | "active">[]): { min: number; max: number } | null {
  const prices = variants.filter((v) => v.active).map((v) => v.price_cents);
  return prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The choices a product page starts with: each group's defaults that can be chosen today, one of each. */
export function defaultModifiers(product: Pick<ProductConfiguration, "modifier_groups">): { choice_id: number; quantity: number }[] {
  return product.modifier_groups.flatMap((g) =>
    g.choices.filter((c) => c.is_default && c.available).map((c) => ({ choice_id: c.id, quantity: 1 })),
  );
}
