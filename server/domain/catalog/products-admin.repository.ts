import { sql, type Insertable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { ProductStatus, ProductsTable, ProductTranslationsTable } from "../../db/schema.ts";
import type { Lang } from "../../i18n/language.ts";

/** Every product not deleted, with both languages' texts and its category's name in `lang`. */
function adminProductRows(db: Db, lang: Lang) {
  return db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("category_translations as ct", (j) => j.onRef("ct.category_id", "=", "c.id").on("ct.locale", "=", lang))
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .where("p.status", "!=", "deleted")
    .select([
      "p.id",
      "p.slug",
      "p.sku",
      "p.status",
      "p.category_id",
      "c.slug as category_slug",
      "ct.name as category_name",
      "p.price_cents",
      "p.lead_time_hours",
      "p.daily_capacity",
      "p.is_featured",
      "p.position",
      "p.created_at",
      "p.updated_at",
      "en.name as name_en",
      "vi.name as name_vi",
      "en.summary as summary_en",
      "vi.summary as summary_vi",
      "en.description as description_en",
      "vi.description as description_vi",
      "en.ingredients as ingredients_en",
      "vi.ingredients as ingredients_vi",
    ]);
}

export type AdminProductRow = Awaited<ReturnType<ReturnType<typeof adminProductRows>["executeTakeFirstOrThrow"]>>;

/** The back office's product list filters: a category, a state, search words (letters and digits only), a SKU piece. */
export interface AdminProductFilter {
  category?: number | undefined;
  status?: ProductStatus | undefined;
  /** Folded search words (searchWords): every one must be in a name or summary, in one language. */
  words: readonly string[];
  /** Upper case, without LIKE's % and \: matched anywhere in the SKU. */
  skuPiece: string;
}

function filteredProducts(db: Db, lang: Lang, filter: AdminProductFilter) {
  const { words, skuPiece } = filter;
  let base = adminProductRows(db, lang);
  if (filter.category !== undefined) base = base.where("p.category_id", "=", filter.category);
  if (filter.status !== undefined) base = base.where("p.status", "=", filter.status);
  if (words.length || skuPiece) {
    base = base.where((eb) => {
      const alternatives = [];
      // Words hold only letters and digits (searchWords): no LIKE wildcards reach the SQL.
      if (words.length) {
        alternatives.push(
          eb.exists(
            eb
              .selectFrom("product_translations as s")
              .select("s.product_id")
              .whereRef("s.product_id", "=", "p.id")
              .where((w) => w.and(words.map((word) => w("s.search_text", "like", `%${word}%`)))),
          ),
        );
      }
      if (skuPiece) alternatives.push(eb(sql<string>`upper(p.sku)`, "like", `%${skuPiece}%`));
      return eb.or(alternatives);
    });
  }
  return base;
}

export async function countAdminProducts(db: Db, lang: Lang, filter: AdminProductFilter): Promise<number> {
  const counted = await filteredProducts(db, lang, filter)
    .clearSelect()
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirst();
  return Number(counted?.n ?? 0);
}

/** A page of the filtered products, in the shop's order (category, then position). */
export function findAdminProductPage(
  db: Db,
  lang: Lang,
  filter: AdminProductFilter,
  limit: number,
  offset: number,
): Promise<AdminProductRow[]> {
  return filteredProducts(db, lang, filter)
    .orderBy("c.position")
    .orderBy("p.position")
    .orderBy("p.id")
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findAdminProductRow(db: Db, lang: Lang, id: number): Promise<AdminProductRow | undefined> {
  return adminProductRows(db, lang).where("p.id", "=", id).executeTakeFirst();
}

/** The pictures of some products, in their order. */
export async function findProductImagesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom("product_images")
    .select(["product_id", "path", "width", "height"])
    .where("product_id", "in", ids)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export type AdminProductImageRow = Awaited<ReturnType<typeof findProductImagesOf>>[number];

export function findAllergensOf(db: Db, productId: number) {
  return db.selectFrom("product_allergens").select("allergen").where("product_id", "=", productId).execute();
}

export function findDietsOf(db: Db, productId: number) {
  return db.selectFrom("product_diets").select("diet").where("product_id", "=", productId).execute();
}

export function findCategoryId(db: Db, id: number) {
  return db.selectFrom("categories").select("id").where("id", "=", id).executeTakeFirst();
}

/** Another product with this SKU in any case (`sku` upper case); `exceptId` left out. */
export function findProductBySku(db: Db, sku: string, exceptId?: number) {
  let query = db
    .selectFrom("products")
    .select("id")
    .where(sql<string>`upper(sku)`, "=", sku);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

/** A variant of another product with this SKU in any case (`sku` upper case): SKUs are unique across both. */
export function findOtherVariantBySku(db: Db, sku: string, exceptProductId?: number) {
  let query = db
    .selectFrom("product_variants")
    .select("id")
    .where(sql<string>`upper(sku)`, "=", sku);
  if (exceptProductId !== undefined) query = query.where("product_id", "<>", exceptProductId);
  return query.executeTakeFirst();
}

/** A product's own columns, as a back-office save writes them. */
export type ProductColumns = Omit<Insertable<ProductsTable>, "id" | "created_at" | "updated_at">;

export async function insertProduct(trx: Db, values: ProductColumns & { created_at: string; updated_at: string }): Promise<number> {
  const row = await trx.insertInto("products").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a product's columns only while its version is still `expected` (a guarded write: staffChange runs it). */
export function updateProductIf(trx: Db, id: number, expected: string, values: ProductColumns & { updated_at: string }) {
  return trx.updateTable("products").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

export type ProductTranslationValues = Omit<Insertable<ProductTranslationsTable>, "product_id">;

/** Both translations, the allergens and the diets of a product: replaced whole. */
export async function replaceProductDetails(
  trx: Db,
  id: number,
  details: { translations: ProductTranslationValues[]; allergens: readonly string[]; diets: readonly string[] },
): Promise<void> {
  await trx.deleteFrom("product_translations").where("product_id", "=", id).execute();
  await trx
    .insertInto("product_translations")
    .values(details.translations.map((t) => ({ product_id: id, ...t })))
    .execute();
  await trx.deleteFrom("product_allergens").where("product_id", "=", id).execute();
  if (details.allergens.length)
    await trx
      .insertInto("product_allergens")
      .values(details.allergens.map((allergen) => ({ product_id: id, allergen })))
      .execute();
  await trx.deleteFrom("product_diets").where("product_id", "=", id).execute();
  if (details.diets.length)
    await trx
      .insertInto("product_diets")
      .values(details.diets.map((diet) => ({ product_id: id, diet })))
      .execute();
}

/** Holds a product's row until the transaction ends (PostgreSQL: SELECT … FOR UPDATE). */
export async function lockProductRow(trx: Db, id: number): Promise<void> {
  await trx.selectFrom("products").select("id").where("id", "=", id).forUpdate().execute();
}

/** On how many order lines, or cart lines, a product is. */
export async function countProductLines(trx: Db, table: "order_lines" | "cart_lines", productId: number): Promise<number> {
  return Number(
    (
      await trx
        .selectFrom(table)
        .select(sql<number>`count(*)`.as("n"))
        .where("product_id", "=", productId)
        .executeTakeFirst()
    )?.n ?? 0,
  );
}

/** A promotion that gives the product away, if any. */
export function findGiftPromotion(trx: Db, productId: number) {
  return trx.selectFrom("promotions").select("id").where("gift_product_id", "=", productId).executeTakeFirst();
}

export async function deleteProductRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("products").where("id", "=", id).execute();
}

/** Every category with its name in `lang` (none when untranslated), in the shop's order. */
export function findCategoryNames(db: Db, lang: Lang) {
  return db
    .selectFrom("categories as c")
    .leftJoin("category_translations as t", (j) => j.onRef("t.category_id", "=", "c.id").on("t.locale", "=", lang))
    .select(["c.id", "c.slug", "t.name"])
    .orderBy("c.position")
    .orderBy("c.id")
    .execute();
}
