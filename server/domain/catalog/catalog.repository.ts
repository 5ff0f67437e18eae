import { sql, type RawBuilder } from "kysely";
import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { looseSearchKey } from "./search-text.ts";

/** Filters applied in SQL: the ones that look at allergens, diets and search text. */
export interface ProductRowFilter {
  lang: Lang;
  contains?: readonly string[] | undefined;
  freeFrom?: readonly string[] | undefined;
  diets?: readonly string[] | undefined;
  /** Folded search words (see searchWords); every one must match, in either language. */
  words?: readonly string[] | undefined;
}

/** The stored search_text with the same spelling tolerance as looseSearchKey (spaces out, "ph" → "f"). */
function looseSearchSql(column: string): RawBuilder<string> {
  return sql<string>`replace(replace(${sql.ref(column)}, ' ', ''), 'ph', 'f')`;
}

function productRows(db: Db, lang: Lang) {
  return db
    .selectFrom("products as p")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", lang))
    .innerJoin("categories as c", "c.id", "p.category_id")
    .innerJoin("category_translations as ct", (j) => j.onRef("ct.category_id", "=", "c.id").on("ct.locale", "=", lang))
    .where("p.status", "=", "published")
    .select([
      "p.id",
      "p.slug",
      "p.sku",
      "p.price_cents",
      "p.lead_time_hours",
      "p.daily_capacity",
      "p.is_featured",
      "p.position",
      "p.created_at",
      "p.category_id",
      "c.slug as category_slug",
      "ct.name as category_name",
      "t.name",
      "t.summary",
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>["execute"]>>[number];

/**
 * Every published product that passes the allergen, diet and search filters, with `search_rank` 0 when the
 * query appears as typed at the start of a word ("mi" in "bánh mì"), 1 when it appears inside a word or with
 * the spelling tolerance ("mi" in "tiramisu", "cafe" in "cà phê"), else 2; best matches come first. Category, sorting and paging are left to
 * the caller: it needs the rows of every category for the category counts, and a bakery's catalogue is small.
 */
export function findFilteredProducts(db: Db, filter: ProductRowFilter) {
  const words = filter.words ?? [];
  const phrase = `%${looseSearchKey(words.join(""))}%`;
  // Words hold only letters and digits (searchWords), so they carry no LIKE wildcards.
  const typed = words.join(" ");
  const rank = words.length
    ? sql<number>`case
        when exists (select 1 from product_translations r where r.product_id = p.id and (r.search_text like ${`${typed}%`} or r.search_text like ${`% ${typed}%`})) then 0
        when exists (select 1 from product_translations r where r.product_id = p.id and ${looseSearchSql("r.search_text")} like ${phrase}) then 1
        else 2 end`
    : sql<number>`0`;
  let query = productRows(db, filter.lang).select(rank.as("search_rank"));
  for (const allergen of filter.contains ?? []) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_allergens as a")
          .select("a.product_id")
          .whereRef("a.product_id", "=", "p.id")
          .where("a.allergen", "=", allergen),
      ),
    );
  }
  if (filter.freeFrom?.length) {
    const freeFrom = filter.freeFrom;
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("product_allergens as a")
            .select("a.product_id")
            .whereRef("a.product_id", "=", "p.id")
            .where("a.allergen", "in", freeFrom),
        ),
      ),
    );
  }
  for (const diet of filter.diets ?? []) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom("product_diets as d").select("d.product_id").whereRef("d.product_id", "=", "p.id").where("d.diet", "=", diet),
      ),
    );
  }
  if (words.length) {
    // Every word as typed, or the whole query with the spelling tolerance ("cafe", "banhmi"), in one language.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("product_translations as s")
          .select("s.product_id")
          .whereRef("s.product_id", "=", "p.id")
          .where((w) =>
            w.or([w.and(words.map((word) => w("s.search_text", "like", `%${word}%`))), w(looseSearchSql("s.search_text"), "like", phrase)]),
          ),
      ),
    );
  }
  return query.execute();
}

/** Published products by id (a campaign's), in no particular order. */
export function findProductsByIds(db: Db, lang: Lang, ids: readonly number[]) {
  return productRows(db, lang)
    .where("p.id", "in", ids.length ? ids : [0])
    .execute();
}

export function findProductBySlug(db: Db, lang: Lang, slug: string) {
  return productRows(db, lang).select(["t.description", "t.ingredients"]).where("p.slug", "=", slug).executeTakeFirst();
}

/** Other published products of a category, in the shop's order. */
export function findProductsOfCategory(db: Db, lang: Lang, categoryId: number, exceptId: number, limit: number) {
  return productRows(db, lang)
    .where("p.category_id", "=", categoryId)
    .where("p.id", "!=", exceptId)
    .orderBy("p.position")
    .orderBy("p.id")
    .limit(limit)
    .execute();
}

/** The newest published products: the order of the "newest" sort, in SQL so only `limit` rows are read. */
export function findNewestProducts(db: Db, lang: Lang, limit: number) {
  return productRows(db, lang).orderBy("p.created_at", "desc").orderBy("p.id", "desc").limit(limit).execute();
}

/**
 * Products' pictures (with, for an upload, its content hash and widths; with `lang`, the alt text in it), allergens
 * and diets; "all" for every product's.
 */
export async function findProductDetails(db: Db, productIds: number[] | "all", lang?: Lang) {
  if (productIds !== "all" && productIds.length === 0) return { images: [], allergens: [], diets: [], prices: [] };
  const ids = productIds === "all" ? undefined : productIds;
  const [images, allergens, diets, prices] = await Promise.all([
    db
      .selectFrom("product_images as i")
      .leftJoin("media_images as m", "m.id", "i.media_id")
      .leftJoin("product_image_translations as t", (j) => j.onRef("t.image_id", "=", "i.id").on("t.locale", "=", lang ?? "en"))
      .select(["i.product_id", "i.path", "i.width", "i.height", "m.hash", "m.widths_json", "t.alt"])
      .$if(ids !== undefined, (q) => q.where("i.product_id", "in", ids!))
      .orderBy("i.position")
      .orderBy("i.id")
      .execute(),
    db
      .selectFrom("product_allergens")
      .select(["product_id", "allergen"])
      .$if(ids !== undefined, (q) => q.where("product_id", "in", ids!))
      .execute(),
    db
      .selectFrom("product_diets")
      .select(["product_id", "diet"])
      .$if(ids !== undefined, (q) => q.where("product_id", "in", ids!))
      .execute(),
    // The lowest and highest price of the variants on sale, and whether the product has options at all.
    db
      .selectFrom("product_variants as v")
      .select((eb) => [
        "v.product_id",
        eb.fn.min("v.price_cents").as("min_cents"),
        eb.fn.max("v.price_cents").as("max_cents"),
        eb.fn.min("v.is_default").as("is_default"),
      ])
      .where("v.is_active", "=", 1)
      .$if(ids !== undefined, (q) => q.where("v.product_id", "in", ids!))
      .groupBy("v.product_id")
      .execute(),
  ]);
  return { images, allergens, diets, prices };
}

/** Categories in menu order, each with how many published products it holds. */
export function findCategories(db: Db, lang: Lang) {
  return db
    .selectFrom("categories as c")
    .innerJoin("category_translations as t", (j) => j.onRef("t.category_id", "=", "c.id").on("t.locale", "=", lang))
    .select((eb) => [
      "c.id",
      "c.slug",
      "c.image_path",
      "t.name",
      "t.description",
      eb
        .selectFrom("products as p")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("p.category_id", "=", "c.id")
        .where("p.status", "=", "published")
        .as("product_count"),
    ])
    .orderBy("c.position")
    .orderBy("c.id")
    .execute();
}
