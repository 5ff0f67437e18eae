import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

// The rows behind a product's options and variants in the back office (variants-admin.service.ts).

export function findProductHead(db: Db, id: number) {
  return db.selectFrom("products").select(["id", "sku", "price_cents", "updated_at"]).where("id", "=", id).executeTakeFirst();
}

export function findOptionRows(db: Db, productId: number) {
  return db
    .selectFrom("product_options")
    .select(["id", "name_en", "name_vi", "position"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function findValueRows(db: Db, productId: number) {
  return db
    .selectFrom("product_option_values as v")
    .innerJoin("product_options as o", "o.id", "v.option_id")
    .select(["v.id", "v.option_id", "v.label_en", "v.label_vi", "v.position"])
    .where("o.product_id", "=", productId)
    .orderBy("v.position")
    .orderBy("v.id")
    .execute();
}

export function findVariantRows(db: Db, productId: number) {
  return db
    .selectFrom("product_variants")
    .select(["id", "sku", "price_cents", "is_active", "capacity_units", "lead_time_hours", "position", "is_default"])
    .where("product_id", "=", productId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function findVariantValueRows(db: Db, productId: number) {
  return db
    .selectFrom("product_variant_values as vv")
    .innerJoin("product_variants as pv", "pv.id", "vv.variant_id")
    .select(["vv.variant_id", "vv.value_id"])
    .where("pv.product_id", "=", productId)
    .execute();
}

/** Whether a SKU is some variant's (other than `exceptIds`) or some product's: SKUs are kept upper case. */
export async function skuInUse(db: Db, sku: string, exceptIds: readonly number[] = []): Promise<boolean> {
  let variants = db
    .selectFrom("product_variants")
    .select("id")
    .where(sql<string>`upper(sku)`, "=", sku);
  if (exceptIds.length) variants = variants.where("id", "not in", exceptIds);
  if (await variants.executeTakeFirst()) return true;
  return (
    (await db
      .selectFrom("products")
      .select("id")
      .where(sql<string>`upper(sku)`, "=", sku)
      .executeTakeFirst()) !== undefined
  );
}

/** Removes the product's options, their values and which values each variant was made of (the variants stay). */
export async function clearOptions(trx: Db, productId: number): Promise<void> {
  const variantIds = trx.selectFrom("product_variants").select("id").where("product_id", "=", productId);
  await trx.deleteFrom("product_variant_values").where("variant_id", "in", variantIds).execute();
  const optionIds = trx.selectFrom("product_options").select("id").where("product_id", "=", productId);
  await trx.deleteFrom("product_option_values").where("option_id", "in", optionIds).execute();
  await trx.deleteFrom("product_options").where("product_id", "=", productId).execute();
}

export async function deleteVariants(trx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await trx.deleteFrom("product_variant_values").where("variant_id", "in", ids).execute();
  await trx.deleteFrom("product_variants").where("id", "in", ids).execute();
}

/** Moves the product's version on (guarded: nothing changes when someone else saved since `expected`) and its price. */
export function bumpProductIf(trx: Db, id: number, expected: string, values: { price_cents: number; updated_at: string }) {
  return trx.updateTable("products").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

export async function insertOption(trx: Db, values: { product_id: number; position: number; name_en: string; name_vi: string }) {
  return (await trx.insertInto("product_options").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

export async function insertOptionValue(trx: Db, values: { option_id: number; position: number; label_en: string; label_vi: string }) {
  return (await trx.insertInto("product_option_values").values(values).returning("id").executeTakeFirstOrThrow()).id;
}

/** A generated variant: a combination new to the product. */
export async function insertVariant(
  trx: Db,
  values: { product_id: number; sku: string; price_cents: number; position: number; at: string },
) {
  const { at, ...rest } = values;
  const row = await trx
    .insertInto("product_variants")
    .values({ ...rest, is_active: 1, capacity_units: 1, lead_time_hours: null, is_default: 0, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkVariantValues(trx: Db, variantId: number, valueIds: readonly number[]): Promise<void> {
  await trx
    .insertInto("product_variant_values")
    .values(valueIds.map((value_id) => ({ variant_id: variantId, value_id })))
    .execute();
}

export interface VariantColumns {
  sku?: string;
  price_cents?: number;
  capacity_units?: number;
  lead_time_hours?: number | null;
  is_active?: 0 | 1;
  position?: number;
}

export async function updateVariant(trx: Db, productId: number, id: number, values: VariantColumns & { updated_at: string }) {
  await trx.updateTable("product_variants").set(values).where("id", "=", id).where("product_id", "=", productId).execute();
}

/** Parks a variant's SKU on a placeholder no SKU can be (SKUs start with a letter or digit) for the length of a save. */
export async function parkVariantSku(trx: Db, id: number): Promise<void> {
  await trx
    .updateTable("product_variants")
    .set({ sku: `~${id}` })
    .where("id", "=", id)
    .execute();
}
