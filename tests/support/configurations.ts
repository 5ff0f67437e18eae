import type { Db } from "../../server/db/index.ts";
import { contentChanged } from "../../server/domain/content/content-version.ts";
import { insertModifierGroupRows, insertOptionRows } from "./options-rows.ts";

// A product's options and add-ons written straight into the tables, as the back office would leave them, for tests
// that need a configured product (a cake by size and flavour, a bánh mì with extras, a box to fill).

type Bilingual = { en: string; vi: string };

export interface GroupSpec {
  name: Bilingual;
  min: number;
  max: number;
  max_per_choice?: number;
  total?: number | null;
  choices: { label: Bilingual; price_delta_cents?: number; allergens?: string[] }[];
}

export interface ConfigurationSpec {
  /** Up to 3 options, each with its values; none keeps the product's one default variant. */
  options?: { name: Bilingual; values: Bilingual[] }[];
  /** Each variant by the index of its value in each option, in the options' order. */
  variants?: { sku: string; price_cents: number; values: number[]; capacity_units?: number }[];
  groups?: GroupSpec[];
}

export interface Configured {
  /** The variants' ids, in the spec's order (for a product without options: its default variant). */
  variants: number[];
  /** Each group's id and its choices' ids, in the spec's order. */
  groups: { id: number; choices: number[] }[];
}

/**
 * Gives the product these options, variants and add-on groups in place of whatever it had, then tells the caches.
 * Choices, groups and values are new rows each time: a test can take one away without touching another's.
 */
export async function configureProduct(db: Db, productId: number, spec: ConfigurationSpec): Promise<Configured> {
  const at = new Date().toISOString();
  const options = spec.options ?? [];
  const result = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("product_modifier_groups").where("product_id", "=", productId).execute();
    let variants: number[];
    if (options.length > 0) {
      await trx.deleteFrom("product_options").where("product_id", "=", productId).execute();
      await trx.deleteFrom("product_variants").where("product_id", "=", productId).execute();
      const rows = options.map((option) => ({ ...option.name, values: option.values }));
      variants = await insertOptionRows(trx, productId, rows, spec.variants ?? [], at);
    } else {
      // Back to the one default variant a product without options has (made again if options had replaced it).
      await trx.deleteFrom("product_options").where("product_id", "=", productId).execute();
      await trx.deleteFrom("product_variants").where("product_id", "=", productId).where("is_default", "=", 0).execute();
      const found = await trx.selectFrom("product_variants").select("id").where("product_id", "=", productId).executeTakeFirst();
      if (found) variants = [found.id];
      else {
        const product = await trx
          .selectFrom("products")
          .select(["sku", "price_cents"])
          .where("id", "=", productId)
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto("product_variants")
          .values({
            product_id: productId,
            sku: product.sku,
            price_cents: product.price_cents,
            is_active: 1,
            lead_time_hours: null,
            is_default: 1,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        variants = [id];
      }
    }
    const groups: Configured["groups"] = [];
    for (const [position, group] of (spec.groups ?? []).entries()) {
      const { name, choices, ...rules } = group;
      const rows = { ...name, ...rules, choices: choices.map(({ label, ...choice }) => ({ ...label, ...choice })) };
      const added = await insertModifierGroupRows(trx, rows, at);
      await trx.insertInto("product_modifier_groups").values({ product_id: productId, group_id: added.id, position }).execute();
      groups.push(added);
    }
    return { variants, groups };
  });
  await contentChanged(db);
  return result;
}
