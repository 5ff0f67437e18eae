import type { Db } from "../../db/index.ts";
import { ALLERGENS, type Allergen } from "./catalog.schema.ts";
import type { ModifierGroup, ProductConfiguration, ProductOption, Variant } from "./configuration.shared.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { localDateAt } from "../fulfilment/shop-time.ts";
import { findConfigurationRows } from "./configurations.repository.ts";
import { ContentCache } from "./content-cache.ts";

// Every product's options, variants and add-on groups as configure() reads them, kept per content version and
// shop date: a choice or a variant marked "out today" can be chosen again the next day without anyone touching it.

/** The products' configurations on the shop's date `today`, by product id. */
export function productConfigurations(db: Db, today: string, contentVersion?: number): Promise<ReadonlyMap<number, ProductConfiguration>> {
  return kept.get(db, today, () => loadConfigurations(db, today), contentVersion);
}

const kept = new ContentCache<ReadonlyMap<number, ProductConfiguration>>(4);
const timeZones = new ContentCache<string>(1);

/** The shop's date at `now` (what "out today" is about), its time zone read once per content version. */
export async function shopDateAt(db: Db, now: Date, contentVersion?: number): Promise<string> {
  return localDateAt(now, await timeZones.get(db, "shop", () => shopTimeZone(db), contentVersion));
}

/** The products' configurations at `now`, by product id. */
export async function configurationsAt(db: Db, now: Date, contentVersion?: number): Promise<ReadonlyMap<number, ProductConfiguration>> {
  return productConfigurations(db, await shopDateAt(db, now, contentVersion), contentVersion);
}

const allergensOf = (json: string): Allergen[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((a): a is Allergen => (ALLERGENS as readonly unknown[]).includes(a)) : [];
};

export async function loadConfigurations(db: Db, today: string): Promise<ReadonlyMap<number, ProductConfiguration>> {
  const { products, allergens, options, values, variants, variantValues, links, groups, choices } = await findConfigurationRows(db);

  const byProduct = new Map<number, ProductConfiguration>();
  for (const p of products)
    byProduct.set(p.id, { lead_time_hours: p.lead_time_hours, allergens: [], options: [], variants: [], modifier_groups: [] });
  for (const a of allergens) byProduct.get(a.product_id)?.allergens.push(a.allergen as Allergen);

  const optionById = new Map<number, ProductOption & { product_id: number }>();
  for (const o of options) {
    const option = { id: o.id, product_id: o.product_id, name: { en: o.name_en, vi: o.name_vi }, values: [] };
    optionById.set(o.id, option);
    byProduct.get(o.product_id)?.options.push({ id: option.id, name: option.name, values: option.values });
  }
  const optionOfValue = new Map<number, number>();
  for (const v of values) {
    optionById.get(v.option_id)?.values.push({ id: v.id, label: { en: v.label_en, vi: v.label_vi } });
    optionOfValue.set(v.id, v.option_id);
  }
  const valuesOfVariant = new Map<number, number[]>();
  for (const vv of variantValues) {
    const list = valuesOfVariant.get(vv.variant_id);
    if (list) list.push(vv.value_id);
    else valuesOfVariant.set(vv.variant_id, [vv.value_id]);
  }
  for (const v of variants) {
    const product = byProduct.get(v.product_id);
    if (!product) continue;
    // One value per option, in the options' order.
    const own = valuesOfVariant.get(v.id) ?? [];
    const optionValues = product.options.map((o) => own.find((valueId) => optionOfValue.get(valueId) === o.id) ?? 0);
    const variant: Variant = {
      id: v.id,
      sku: v.sku,
      price_cents: v.price_cents,
      option_values: optionValues,
      active: v.is_active === 1 && v.out_on !== today,
      out_today: v.is_active === 1 && v.out_on === today,
      capacity_units: v.capacity_units,
      lead_time_hours: v.lead_time_hours,
    };
    product.variants.push(variant);
  }

  const groupById = new Map<number, ModifierGroup>();
  for (const g of groups) {
    groupById.set(g.id, {
      id: g.id,
      name: { en: g.name_en, vi: g.name_vi },
      min: g.min_choices,
      max: g.max_choices,
      max_per_choice: g.max_per_choice,
      total: g.total,
      choices: [],
    });
  }
  for (const c of choices) {
    groupById.get(c.group_id)?.choices.push({
      id: c.id,
      label: { en: c.label_en, vi: c.label_vi },
      price_delta_cents: c.price_delta_cents,
      is_default: c.is_default === 1,
      available: c.out_on !== today,
      allergens: allergensOf(c.allergens_json),
    });
  }
  for (const link of links) {
    const group = groupById.get(link.group_id);
    if (group) byProduct.get(link.product_id)?.modifier_groups.push(group);
  }
  return byProduct;
}

/** What a cart line's key (`v12.101x1.201x2`) says was chosen; null when it is not such a key. */
export function chosenOfKey(key: string): { variant_id: number; modifiers: { choice_id: number; quantity: number }[] } | null {
  const [variant, ...choices] = key.split(".");
  const variantMatch = /^v(\d{1,10})$/.exec(variant ?? "");
  if (!variantMatch) return null;
  const modifiers: { choice_id: number; quantity: number }[] = [];
  for (const choice of choices) {
    const match = /^(\d{1,10})x(\d{1,2})$/.exec(choice);
    if (!match) return null;
    modifiers.push({ choice_id: Number(match[1]), quantity: Number(match[2]) });
  }
  return { variant_id: Number(variantMatch[1]), modifiers };
}
