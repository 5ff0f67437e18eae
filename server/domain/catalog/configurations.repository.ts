import type { Db } from "../../db/index.ts";

/** Every product's options, values, variants and add-on groups, in their positions' order (configurations.ts). */
export async function findConfigurationRows(db: Db) {
  const [products, allergens, options, values, variants, variantValues, links, groups, choices] = await Promise.all([
    db.selectFrom("products").select(["id", "lead_time_hours"]).execute(),
    db.selectFrom("product_allergens").select(["product_id", "allergen"]).orderBy("allergen").execute(),
    db.selectFrom("product_options").select(["id", "product_id", "name_en", "name_vi"]).orderBy("position").orderBy("id").execute(),
    db.selectFrom("product_option_values").select(["id", "option_id", "label_en", "label_vi"]).orderBy("position").orderBy("id").execute(),
    db
      .selectFrom("product_variants")
      .select(["id", "product_id", "sku", "price_cents", "is_active", "capacity_units", "lead_time_hours", "out_on"])
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db.selectFrom("product_variant_values").select(["variant_id", "value_id"]).execute(),
    db.selectFrom("product_modifier_groups").select(["product_id", "group_id"]).orderBy("position").orderBy("group_id").execute(),
    db
      .selectFrom("modifier_groups")
      .select(["id", "name_en", "name_vi", "min_choices", "max_choices", "max_per_choice", "total"])
      .execute(),
    db
      .selectFrom("modifier_choices")
      .select(["id", "group_id", "label_en", "label_vi", "price_delta_cents", "is_default", "out_on", "allergens_json"])
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  return { products, allergens, options, values, variants, variantValues, links, groups, choices };
}
