import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { CartItem, CartLineModifier } from "../cart/cart.service.ts";
import { variantLabel } from "../catalog/configuration.shared.ts";
import { configurationsAt } from "../catalog/configurations.ts";

// What an order line keeps of its variant and add-ons: copied at purchase in both languages, so the kitchen reads
// Vietnamese and the customer their own, whatever the shop renames or stops selling later.

/** An add-on as bought, in both languages. */
export interface OrderLineModifier {
  group_id: number;
  group_en: string;
  group_vi: string;
  choice_id: number;
  label_en: string;
  label_vi: string;
  quantity: number;
  price_delta_cents: number;
}

/** The order line's columns for its variant and add-ons. */
export interface LineOptionColumns {
  sku: string;
  variant_id: number | null;
  variant_label_en: string | null;
  variant_label_vi: string | null;
  modifiers_json: string;
  capacity_units: number;
}

/** Each cart line's variant and add-ons as the order keeps them, read from the products as they are at `now`. */
export async function lineOptionColumns(db: Db, lines: readonly CartItem[], now: Date): Promise<LineOptionColumns[]> {
  const configs = await configurationsAt(db, now);
  return lines.map((line) => {
    const config = configs.get(line.product_id);
    const variant = config?.variants.find((v) => v.id === line.variant_id);
    if (!config || !variant) {
      return {
        sku: line.sku,
        variant_id: line.variant_id,
        variant_label_en: null,
        variant_label_vi: null,
        modifiers_json: "[]",
        capacity_units: line.capacity_units,
      };
    }
    const modifiers: OrderLineModifier[] = line.modifiers.map((m) => {
      const group = config.modifier_groups.find((g) => g.id === m.group_id);
      const choice = group?.choices.find((c) => c.id === m.choice_id);
      return {
        group_id: m.group_id,
        group_en: group?.name.en ?? m.group,
        group_vi: group?.name.vi ?? m.group,
        choice_id: m.choice_id,
        label_en: choice?.label.en ?? m.label,
        label_vi: choice?.label.vi ?? m.label,
        quantity: m.quantity,
        price_delta_cents: m.price_delta_cents,
      };
    });
    return {
      // A variant has its own SKU; a product without options keeps the product's.
      sku: config.options.length ? variant.sku : line.sku,
      variant_id: variant.id,
      variant_label_en: variantLabel(config, variant, "en"),
      variant_label_vi: variantLabel(config, variant, "vi"),
      modifiers_json: JSON.stringify(modifiers),
      capacity_units: line.capacity_units,
    };
  });
}

/** An order line's add-ons as stored; [] for a line without (or an older order). */
export function lineModifiers(json: string): OrderLineModifier[] {
  const parsed: unknown = JSON.parse(json || "[]");
  return Array.isArray(parsed) ? (parsed as OrderLineModifier[]) : [];
}

/** An order line's add-on in `lang`, shaped as a cart line's (the same JSON in the cart and the order). */
export function modifierIn(m: OrderLineModifier, lang: Lang): CartLineModifier {
  return {
    group_id: m.group_id,
    group: lang === "vi" ? m.group_vi : m.group_en,
    choice_id: m.choice_id,
    label: lang === "vi" ? m.label_vi : m.label_en,
    quantity: m.quantity,
    price_delta: dollars(m.price_delta_cents),
    price_delta_cents: m.price_delta_cents,
  };
}
