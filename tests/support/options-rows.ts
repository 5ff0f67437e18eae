import type { Db } from "../../server/db/index.ts";

// Options and add-ons written straight into the database, for the tests of what is built on them (the kitchen's
// report, "out today", the cart): a product's sizes and flavours, and an add-on group shared by products. Call
// contentChanged() afterwards so the cached configurations are read again.

export interface Bilingual {
  en: string;
  vi: string;
}

export interface AddedVariant {
  id: number;
  sku: string;
  /** "8 inch · Pandan", as an order line keeps it. */
  label: Bilingual;
}

/** A cake's sizes, 8 and 10 inch: an option for addOptions. */
export const CAKE_SIZE = {
  en: "Size",
  vi: "Kích cỡ",
  values: [
    { en: "8 inch", vi: "8 inch" },
    { en: "10 inch", vi: "10 inch" },
  ],
};

/** A cake's sizes, 8 and 10 inch, then its flavours, pandan and coffee: the options for addOptions. */
export const CAKE_SIZE_FLAVOUR = [
  CAKE_SIZE,
  {
    en: "Flavour",
    vi: "Vị",
    values: [
      { en: "Pandan", vi: "Lá dứa" },
      { en: "Coffee", vi: "Cà phê" },
    ],
  },
];

type VariantSpec = { sku: string; price_cents: number; values: number[]; capacity_units?: number };

/**
 * Writes a product's options with their values, then its variants (`values`: one value index per option), in the
 * order given; the variants' ids, in that order. Nothing is removed first.
 */
export async function insertOptionRows(
  db: Db,
  productId: number,
  options: (Bilingual & { values: Bilingual[] })[],
  variants: VariantSpec[],
  at: string,
): Promise<number[]> {
  const valueIds: number[][] = [];
  for (const [position, option] of options.entries()) {
    const { id } = await db
      .insertInto("product_options")
      .values({ product_id: productId, position, name_en: option.en, name_vi: option.vi })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const [index, value] of option.values.entries()) {
      const row = await db
        .insertInto("product_option_values")
        .values({ option_id: Number(id), position: index, label_en: value.en, label_vi: value.vi })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    valueIds.push(ids);
  }
  const variantIds: number[] = [];
  for (const [position, variant] of variants.entries()) {
    const row = await db
      .insertInto("product_variants")
      .values({
        product_id: productId,
        sku: variant.sku,
        price_cents: variant.price_cents,
        is_active: 1,
        capacity_units: variant.capacity_units ?? 1,
        lead_time_hours: null,
        position,
        is_default: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await db
      .insertInto("product_variant_values")
      .values(variant.values.map((value, option) => ({ variant_id: id, value_id: valueIds[option]![value]! })))
      .execute();
    variantIds.push(id);
  }
  return variantIds;
}

/**
 * Gives a product options and variants (`values`: one value index per option), in the order given; its default
 * variant, which only a product without options has, is removed.
 */
export async function addOptions(
  db: Db,
  productId: number,
  options: (Bilingual & { values: Bilingual[] })[],
  variants: VariantSpec[],
): Promise<AddedVariant[]> {
  await db.deleteFrom("product_variants").where("product_id", "=", productId).where("is_default", "=", 1).execute();
  const ids = await insertOptionRows(db, productId, options, variants, new Date().toISOString());
  return variants.map((variant, index) => {
    const labels = (lang: keyof Bilingual) => variant.values.map((value, option) => options[option]!.values[value]![lang]).join(" · ");
    return { id: ids[index]!, sku: variant.sku, label: { en: labels("en"), vi: labels("vi") } };
  });
}

export interface AddedGroup {
  id: number;
  name: Bilingual;
  choices: (Bilingual & { id: number })[];
}

export interface GroupRows extends Bilingual {
  min: number;
  max: number;
  max_per_choice?: number;
  total?: number | null;
  choices: (Bilingual & { price_delta_cents?: number; allergens?: string[] })[];
}

/** Writes an add-on group with its choices, offered by no product yet: its id and its choices' ids, in order. */
export async function insertModifierGroupRows(db: Db, group: GroupRows, at: string): Promise<{ id: number; choices: number[] }> {
  const row = await db
    .insertInto("modifier_groups")
    .values({
      name_en: group.en,
      name_vi: group.vi,
      min_choices: group.min,
      max_choices: group.max,
      max_per_choice: group.max_per_choice ?? 1,
      total: group.total ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const choices: number[] = [];
  for (const [position, choice] of group.choices.entries()) {
    const added = await db
      .insertInto("modifier_choices")
      .values({
        group_id: id,
        position,
        label_en: choice.en,
        label_vi: choice.vi,
        price_delta_cents: choice.price_delta_cents ?? 0,
        is_default: 0,
        allergens_json: JSON.stringify(choice.allergens ?? []),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    choices.push(Number(added.id));
  }
  return { id, choices };
}

/** An add-on group with its choices, offered by `productIds` (after the groups they have). */
export async function addModifierGroup(
  db: Db,
  productIds: number[],
  group: Omit<GroupRows, "min" | "max"> & { min?: number; max?: number },
): Promise<AddedGroup> {
  const { id, choices } = await insertModifierGroupRows(
    db,
    { ...group, min: group.min ?? 0, max: group.max ?? group.choices.length },
    new Date().toISOString(),
  );
  for (const productId of productIds) {
    const last = await db
      .selectFrom("product_modifier_groups")
      .where("product_id", "=", productId)
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    await db
      .insertInto("product_modifier_groups")
      .values({ product_id: productId, group_id: id, position: Number(last?.position ?? -1) + 1 })
      .execute();
  }
  return {
    id,
    name: { en: group.en, vi: group.vi },
    choices: group.choices.map((choice, index) => ({ id: choices[index]!, en: choice.en, vi: choice.vi })),
  };
}
