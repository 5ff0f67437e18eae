import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { PromotionsTable } from "../../db/schema/cart.ts";

// The back office's queries on gift promotions (the cart's own are in server/domain/cart/promotions.repository.ts).

function giftQuery(db: Db) {
  return db
    .selectFrom("promotions as p")
    .leftJoin("promotion_translations as en", (j) => j.onRef("en.promotion_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("promotion_translations as vi", (j) => j.onRef("vi.promotion_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .leftJoin("product_translations as pen", (j) => j.onRef("pen.product_id", "=", "p.gift_product_id").on("pen.locale", "=", "en"))
    .leftJoin("product_translations as pvi", (j) => j.onRef("pvi.product_id", "=", "p.gift_product_id").on("pvi.locale", "=", "vi"))
    .select((eb) => [
      "p.id",
      "p.gift_product_id",
      "p.gift_quantity",
      "p.min_subtotal_cents",
      "p.starts_at",
      "p.ends_at",
      "p.is_active",
      "p.created_at",
      "p.updated_at",
      "en.name as name_en",
      "vi.name as name_vi",
      "pen.name as product_en",
      "pvi.name as product_vi",
      eb
        .selectFrom("order_lines as l")
        .select((l) => l.fn.count("l.order_id").distinct().as("n"))
        .whereRef("l.promotion_id", "=", "p.id")
        .as("uses"),
    ])
    .where("p.kind", "=", "gift");
}

/** A gift promotion with its names, its gift's names, and on how many orders it gave its gift (`uses`). */
export type GiftRow = Awaited<ReturnType<ReturnType<typeof giftQuery>["executeTakeFirstOrThrow"]>>;

/** Every gift promotion, the ones switched on first, then newest first. */
export function listGiftRows(db: Db): Promise<GiftRow[]> {
  return giftQuery(db).orderBy("p.is_active", "desc").orderBy("p.id", "desc").execute();
}

export function findGiftRow(db: Db, id: number): Promise<GiftRow | undefined> {
  return giftQuery(db).where("p.id", "=", id).executeTakeFirst();
}

/** The published products, named in `locale`, by name. */
export function listPublishedProductNames(db: Db, locale: "en" | "vi"): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom("products as p")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", locale))
    .select(["p.id", "t.name"])
    .where("p.status", "=", "published")
    .orderBy("t.name")
    .execute();
}

export async function insertPromotion(trx: Db, values: Insertable<PromotionsTable>): Promise<number> {
  const row = await trx.insertInto("promotions").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The guarded write: changes the promotion only while it is still at `expected`; no row when another save came first. */
export function updatePromotionIf(trx: Db, id: number, expected: string, values: Updateable<PromotionsTable>) {
  return trx.updateTable("promotions").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

/** Replaces a promotion's names with `names` (one row a locale). */
export async function replacePromotionNames(trx: Db, id: number, names: { locale: string; name: string }[]): Promise<void> {
  await trx.deleteFrom("promotion_translations").where("promotion_id", "=", id).execute();
  await trx
    .insertInto("promotion_translations")
    .values(names.map((n) => ({ promotion_id: id, ...n })))
    .execute();
}

/** Holds the promotion's row until the transaction ends (PostgreSQL only: SELECT … FOR UPDATE). */
export async function lockPromotion(trx: Db, id: number): Promise<void> {
  await trx.selectFrom("promotions").select("id").where("id", "=", id).forUpdate().execute();
}

/** Deletes a promotion and its names. */
export async function deletePromotion(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("promotion_translations").where("promotion_id", "=", id).execute();
  await trx.deleteFrom("promotions").where("id", "=", id).execute();
}
