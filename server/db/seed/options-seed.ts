import type { Db } from "../index.ts";
import { localDateAt } from "../../domain/fulfilment/shop-time.ts";
import type { SeedModifierGroup, SeedProduct, SeedProductOptions } from "./types.ts";

// The options of the products sold by size or flavour, with their variants, and the add-on groups shared by
// products, written after the products (in the seed's transaction). The data is checked as it is written: a value
// code, a product or a category the data names and the seed does not know stops the seed rather than leaving a
// product nobody can add to a cart.

/** The products the seed wrote: their id and the time they were added (their variants share it). */
export type SeededProducts = ReadonlyMap<string, { id: number; created_at: string }>;

/** The slugs of the products sold by options: they get no default variant. */
export function configuredSlugs(options: readonly SeedProductOptions[]): ReadonlySet<string> {
  return new Set(options.map((o) => o.product));
}

export async function seedOptionsAndAddOns(
  db: Db,
  data: {
    products: readonly SeedProduct[];
    options: readonly SeedProductOptions[];
    groups: readonly SeedModifierGroup[];
    seeded: SeededProducts;
    timeZone: string;
    now: number;
  },
): Promise<void> {
  const { seeded } = data;
  const productOf = (slug: string) => {
    const product = seeded.get(slug);
    if (!product) throw new Error(`seed: the options or add-ons name unknown product ${slug}`);
    return product;
  };

  for (const { product: slug, options, variants } of data.options) {
    const product = productOf(slug);
    const catalogPrice = data.products.find((p) => p.slug === slug)!.price_cents;
    const cheapest = Math.min(...variants.map((v) => v.price_cents));
    // The lists show a product's own price ("from $X"): it must be what its cheapest variant costs.
    if (catalogPrice !== cheapest) throw new Error(`seed: ${slug} costs ${catalogPrice} but its cheapest variant ${cheapest}`);

    // Each option's value ids by code, in the options' order.
    const valueIds: Map<string, number>[] = [];
    for (const [position, option] of options.entries()) {
      const { id: optionId } = await db
        .insertInto("product_options")
        .values({ product_id: product.id, position, name_en: option.name.en, name_vi: option.name.vi })
        .returning("id")
        .executeTakeFirstOrThrow();
      const ids = new Map<string, number>();
      for (const [valuePosition, value] of option.values.entries()) {
        const { id } = await db
          .insertInto("product_option_values")
          .values({ option_id: optionId, position: valuePosition, label_en: value.label.en, label_vi: value.label.vi })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.set(value.code, id);
      }
      valueIds.push(ids);
    }

    for (const [position, variant] of variants.entries()) {
      if (variant.values.length !== options.length) throw new Error(`seed: variant ${variant.sku} needs one value per option`);
      const values = variant.values.map((code, i) => {
        const id = valueIds[i]!.get(code);
        if (id === undefined) throw new Error(`seed: variant ${variant.sku} names unknown value ${code}`);
        return id;
      });
      const { id: variantId } = await db
        .insertInto("product_variants")
        .values({
          product_id: product.id,
          sku: variant.sku,
          price_cents: variant.price_cents,
          is_active: 1,
          capacity_units: variant.capacity_units ?? 1,
          lead_time_hours: variant.lead_time_hours ?? null,
          position,
          is_default: 0,
          created_at: product.created_at,
          updated_at: product.created_at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("product_variant_values")
        .values(values.map((value_id) => ({ variant_id: variantId, value_id })))
        .execute();
    }
  }

  // "Out today" is a date on the shop's clock: the seed's own day in Houston.
  const at = new Date(data.now).toISOString();
  const today = localDateAt(new Date(data.now), data.timeZone);
  // A product's groups in the order the data lists them.
  const nextPosition = new Map<number, number>();
  for (const group of data.groups) {
    const { id: groupId } = await db
      .insertInto("modifier_groups")
      .values({
        name_en: group.name.en,
        name_vi: group.name.vi,
        min_choices: group.min,
        max_choices: group.max,
        max_per_choice: group.max_per_choice,
        total: group.total,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("modifier_choices")
      .values(
        group.choices.map((choice, position) => ({
          group_id: groupId,
          position,
          label_en: choice.label.en,
          label_vi: choice.label.vi,
          price_delta_cents: choice.price_delta_cents,
          is_default: choice.default ? 1 : 0,
          out_on: choice.out_today ? today : null,
          allergens_json: JSON.stringify(choice.allergens ?? []),
        })),
      )
      .execute();

    const slugs = new Set(group.products ?? []);
    for (const category of group.categories ?? []) {
      const inCategory = data.products.filter((p) => p.category === category);
      if (!inCategory.length) throw new Error(`seed: group ${group.name.en} names a category without products: ${category}`);
      for (const p of inCategory) slugs.add(p.slug);
    }
    for (const slug of group.except ?? []) {
      if (!slugs.delete(slug)) throw new Error(`seed: group ${group.name.en} excepts ${slug}, which it would not offer anyway`);
    }
    if (!slugs.size) throw new Error(`seed: group ${group.name.en} is offered by no product`);
    for (const slug of slugs) {
      const { id: productId } = productOf(slug);
      const position = nextPosition.get(productId) ?? 0;
      nextPosition.set(productId, position + 1);
      await db.insertInto("product_modifier_groups").values({ product_id: productId, group_id: groupId, position }).execute();
    }
  }
}
