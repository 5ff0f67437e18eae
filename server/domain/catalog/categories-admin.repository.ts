import type { Db } from "../../db/index.ts";

/** Every category (or the one `id`) in the shop's order, with how many products it holds whatever their state. */
export function findCategoryRows(db: Db, id?: number) {
  let query = db
    .selectFrom("categories as c")
    .select((eb) => [
      "c.id",
      "c.slug",
      "c.position",
      "c.image_path",
      "c.created_at",
      "c.updated_at",
      eb
        .selectFrom("products as p")
        .select((p) => p.fn.countAll().as("n"))
        .whereRef("p.category_id", "=", "c.id")
        .as("product_count"),
    ])
    .orderBy("c.position")
    .orderBy("c.id");
  if (id !== undefined) query = query.where("c.id", "=", id);
  return query.execute();
}

export function findCategoryTranslations(db: Db, categoryIds: number[]) {
  return db
    .selectFrom("category_translations")
    .select(["category_id", "locale", "name", "description"])
    .where("category_id", "in", categoryIds)
    .execute();
}

/** The category with this slug, `exceptId` left out. */
export function findCategoryBySlug(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom("categories").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

/** The last category's position; null when there is none. */
export async function findLastCategoryPosition(db: Db): Promise<number | null> {
  const last = await db
    .selectFrom("categories")
    .select((eb) => eb.fn.max("position").as("p"))
    .executeTakeFirst();
  return last?.p === null || last?.p === undefined ? null : Number(last.p);
}

export async function insertCategory(
  trx: Db,
  values: { slug: string; position: number; image_path: string | null; created_at: string; updated_at: string },
): Promise<number> {
  const row = await trx.insertInto("categories").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Writes (or replaces) a category's name and description in one language. */
export async function upsertCategoryTranslation(
  trx: Db,
  categoryId: number,
  locale: string,
  values: { name: string; description: string },
): Promise<void> {
  await trx
    .insertInto("category_translations")
    .values({ category_id: categoryId, locale, ...values })
    .onConflict((oc) => oc.columns(["category_id", "locale"]).doUpdateSet(values))
    .execute();
}

/** Saves a category's columns only while its version is still `expected` (a guarded write: staffChange runs it). */
export function updateCategoryIf(
  trx: Db,
  id: number,
  expected: string,
  values: { slug: string; position: number; image_path: string | null; updated_at: string },
) {
  return trx.updateTable("categories").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

/** Holds a category's row until the transaction ends (PostgreSQL: SELECT … FOR UPDATE). */
export async function lockCategoryRow(trx: Db, id: number): Promise<void> {
  await trx.selectFrom("categories").select("id").where("id", "=", id).forUpdate().execute();
}

/** Deletes a category's translations, then the category. */
export async function deleteCategoryRows(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("category_translations").where("category_id", "=", id).execute();
  await trx.deleteFrom("categories").where("id", "=", id).execute();
}

/** The home page's buttons to `from` (a category's page), each with a new version. */
export async function repointSectionItemLinks(trx: Db, from: string, to: string, at: string): Promise<void> {
  await trx.updateTable("section_items").set({ link_url: to, updated_at: at }).where("link_url", "=", from).execute();
}
