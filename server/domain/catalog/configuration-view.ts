import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { priceRange, type ProductConfiguration } from "./configuration.shared.ts";

// A product's options, variants and add-on groups as a client reads them (GET products/{slug}, the product page):
// labels in the reader's language, money in cents and dollars, what cannot be chosen today marked so.

export interface OptionView {
  id: number;
  name: string;
  values: { id: number; label: string }[];
}

export interface VariantView {
  id: number;
  sku: string;
  price: number;
  price_cents: number;
  /** One value id per option, in the options' order; [] for a product without options. */
  option_values: number[];
  /** False when it is no longer sold or out today. */
  available: boolean;
  /** Its own lead time, else the product's. */
  lead_time_hours: number;
  capacity_units: number;
}

export interface ModifierChoiceView {
  id: number;
  label: string;
  price_delta: number;
  price_delta_cents: number;
  default: boolean;
  /** False when it is out today. */
  available: boolean;
  allergens: string[];
}

export interface ModifierGroupView {
  id: number;
  name: string;
  min: number;
  max: number;
  max_per_choice: number;
  total: number | null;
  required: boolean;
  choices: ModifierChoiceView[];
}

export interface ConfigurationView {
  options: OptionView[];
  variants: VariantView[];
  modifier_groups: ModifierGroupView[];
  /** The highest price of a variant on sale: a card says "from $X" when it differs from `price_cents`. */
  price_max_cents: number;
}

export function configurationView(config: ProductConfiguration, lang: Lang, basePriceCents: number): ConfigurationView {
  const range = priceRange(config.variants);
  return {
    options: config.options.map((o) => ({
      id: o.id,
      name: o.name[lang],
      values: o.values.map((v) => ({ id: v.id, label: v.label[lang] })),
    })),
    variants: config.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      price: dollars(v.price_cents),
      price_cents: v.price_cents,
      option_values: v.option_values,
      available: v.active,
      lead_time_hours: v.lead_time_hours ?? config.lead_time_hours,
      capacity_units: v.capacity_units,
    })),
    modifier_groups: config.modifier_groups.map((g) => ({
      id: g.id,
      name: g.name[lang],
      min: g.min,
      max: g.max,
      max_per_choice: g.max_per_choice,
      total: g.total,
      required: g.min > 0,
      choices: g.choices.map((c) => ({
        id: c.id,
        label: c.label[lang],
        price_delta: dollars(c.price_delta_cents),
        price_delta_cents: c.price_delta_cents,
        default: c.is_default,
        available: c.available,
        allergens: [...c.allergens],
      })),
    })),
    price_max_cents: range?.max ?? basePriceCents,
  };
}
