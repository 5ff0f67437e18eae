import type { ColumnType } from "kysely";
import type { CreatedAt, Flag, Id, Timestamp } from "./columns.ts";

// Options and add-ons (migration 2026-11-30T0900-options-and-add-ons): what a shopper chooses of a product.

/** An option of a product (Size, Flavour), at most 3 a product, in `position` order. */
export interface ProductOptionsTable {
  id: Id;
  product_id: number;
  position: number;
  name_en: string;
  name_vi: string;
}

/** A value of an option ("8 inch", "Pandan"), in `position` order. */
export interface ProductOptionValuesTable {
  id: Id;
  option_id: number;
  position: number;
  label_en: string;
  label_vi: string;
}

/** One combination of option values, or the one default variant of a product without options. */
export interface ProductVariantsTable {
  id: Id;
  product_id: number;
  /** Unique across variants; a default variant has its product's SKU. */
  sku: string;
  price_cents: number;
  is_active: Flag;
  /** How much of the product's daily capacity one piece uses (a 10-inch cake may count 2). */
  capacity_units: ColumnType<number, number | undefined, number>;
  /** Overrides the product's lead time when set. */
  lead_time_hours: number | null;
  position: ColumnType<number, number | undefined, number>;
  /** The variant of a product without options, which the shopper never sees. */
  is_default: ColumnType<Flag, Flag | undefined, Flag>;
  /** The shop's date on which it is out (marked from the board); any other day it can be chosen. */
  out_on: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The values a variant is made of: one per option of its product. */
export interface ProductVariantValuesTable {
  variant_id: number;
  value_id: number;
}

/** A group of add-ons shared by products (Extras, Sweetness, Choose 6). */
export interface ModifierGroupsTable {
  id: Id;
  name_en: string;
  name_vi: string;
  /** How many distinct choices: at least `min_choices` (≥ 1: the group must be answered), at most `max_choices`. */
  min_choices: number;
  max_choices: number;
  /** How many of one choice: 1 for a toggle, more for a box. */
  max_per_choice: number;
  /** What the quantities must add up to (a box of 6); null when they need not. */
  total: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ModifierChoicesTable {
  id: Id;
  group_id: number;
  position: number;
  label_en: string;
  label_vi: string;
  /** ≥ 0; 0 for a no-cost choice ("no cilantro"). */
  price_delta_cents: number;
  is_default: Flag;
  /** The shop's date on which it is out ("out today"). */
  out_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** Big 9 allergens the choice adds to the line, as a JSON array. */
  allergens_json: ColumnType<string, string | undefined, string>;
}

/** Which groups a product offers, in `position` order. */
export interface ProductModifierGroupsTable {
  product_id: number;
  group_id: number;
  position: number;
}

export interface OptionsTables {
  product_options: ProductOptionsTable;
  product_option_values: ProductOptionValuesTable;
  product_variants: ProductVariantsTable;
  product_variant_values: ProductVariantValuesTable;
  modifier_groups: ModifierGroupsTable;
  modifier_choices: ModifierChoicesTable;
  product_modifier_groups: ProductModifierGroupsTable;
}
