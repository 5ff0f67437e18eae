import type { Db } from "../../db/index.ts";

/** A product not deleted, with its names in both languages. */
export function findImagesProduct(db: Db, id: number) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .select(["p.id", "p.slug", "p.status", "en.name as name_en", "vi.name as name_vi"])
    .where("p.id", "=", id)
    .where("p.status", "!=", "deleted")
    .executeTakeFirst();
}

/** Every picture of some products, in their order, with the upload each shows and both alt texts. */
export function findProductImageRows(db: Db, productIds: number[]) {
  return db
    .selectFrom("product_images as i")
    .leftJoin("media_images as m", "m.id", "i.media_id")
    .leftJoin("product_image_translations as en", (j) => j.onRef("en.image_id", "=", "i.id").on("en.locale", "=", "en"))
    .leftJoin("product_image_translations as vi", (j) => j.onRef("vi.image_id", "=", "i.id").on("vi.locale", "=", "vi"))
    .select([
      "i.id",
      "i.product_id",
      "i.media_id",
      "i.path",
      "i.width",
      "i.height",
      "i.position",
      "i.updated_at",
      "m.hash",
      "m.widths_json",
      "en.alt as alt_en",
      "vi.alt as alt_vi",
    ])
    .where("i.product_id", "in", productIds)
    .orderBy("i.position")
    .orderBy("i.id")
    .execute();
}

export type ProductImageRow = Awaited<ReturnType<typeof findProductImageRows>>[number];

/** Writes (or replaces) a picture's alt text in one language. */
export async function upsertProductImageAlt(trx: Db, imageId: number, locale: "en" | "vi", alt: string): Promise<void> {
  await trx
    .insertInto("product_image_translations")
    .values({ image_id: imageId, locale, alt })
    .onConflict((oc) => oc.columns(["image_id", "locale"]).doUpdateSet({ alt }))
    .execute();
}

/** Holds a product's row against other changes of its pictures until the transaction ends (PostgreSQL: FOR NO KEY UPDATE). */
export async function lockProductForImages(trx: Db, productId: number): Promise<void> {
  await trx.selectFrom("products").select("id").where("id", "=", productId).forNoKeyUpdate().execute();
}

export function findMediaImage(db: Db, id: number) {
  return db.selectFrom("media_images").select(["id", "hash", "widths_json", "width", "height"]).where("id", "=", id).executeTakeFirst();
}

/** The product's picture showing this upload, if any. */
export function findAttachedImage(db: Db, productId: number, mediaId: number) {
  return db
    .selectFrom("product_images")
    .select("id")
    .where("product_id", "=", productId)
    .where("media_id", "=", mediaId)
    .executeTakeFirst();
}

/** The last position among a product's pictures; null when it has none. */
export async function findLastImagePosition(db: Db, productId: number): Promise<number | null> {
  const last = await db
    .selectFrom("product_images")
    .select((eb) => eb.fn.max("position").as("p"))
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return last?.p === null || last?.p === undefined ? null : Number(last.p);
}

export async function insertProductImage(
  trx: Db,
  values: { product_id: number; media_id: number; path: string; width: number; height: number; position: number; updated_at: string },
): Promise<number> {
  const row = await trx.insertInto("product_images").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Gives a picture a new version while it is still `expected` (a guarded write: staffChange runs it). */
export function touchProductImageIf(trx: Db, imageId: number, expected: string, at: string) {
  return trx.updateTable("product_images").set({ updated_at: at }).where("id", "=", imageId).where("updated_at", "=", expected);
}

/** Moves a product's picture to `position` while it is still `expected` (a guarded write). */
export function moveProductImageIf(
  trx: Db,
  productId: number,
  imageId: number,
  expected: string,
  values: { position: number; updated_at: string },
) {
  return trx
    .updateTable("product_images")
    .set(values)
    .where("id", "=", imageId)
    .where("product_id", "=", productId)
    .where("updated_at", "=", expected);
}

export async function deleteProductImageAlts(trx: Db, imageId: number): Promise<void> {
  await trx.deleteFrom("product_image_translations").where("image_id", "=", imageId).execute();
}

/** Removes a picture while it is still `expected` (a guarded write). */
export function deleteProductImageIf(trx: Db, imageId: number, expected: string) {
  return trx.deleteFrom("product_images").where("id", "=", imageId).where("updated_at", "=", expected);
}
