import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

// "Out today"'s queries: a variant's or an add-on choice's day out, read and set, and the products the board's panel
// lists, named in the page's language.

/** A variant, whether it is its product's default one (a product without options), and its day out. */
export function findVariantOut(db: Db, id: number) {
  return db.selectFrom("product_variants").where("id", "=", id).select(["id", "product_id", "is_default", "out_on"]).executeTakeFirst();
}

export function findChoiceOut(db: Db, id: number) {
  return db.selectFrom("modifier_choices").where("id", "=", id).select(["id", "group_id", "out_on"]).executeTakeFirst();
}

export async function setVariantOut(db: Db, id: number, outOn: string | null, at: string): Promise<void> {
  await db.updateTable("product_variants").set({ out_on: outOn, updated_at: at }).where("id", "=", id).execute();
}

export async function setChoiceOut(db: Db, id: number, outOn: string | null): Promise<void> {
  await db.updateTable("modifier_choices").set({ out_on: outOn }).where("id", "=", id).execute();
}

/** The variants and choices' days out, for the panel: the variants a shopper may choose (active, not a default one). */
export async function findOutDays(db: Db) {
  const [variants, choices] = await Promise.all([
    db
      .selectFrom("product_variants")
      .where("is_default", "=", 0)
      .where("is_active", "=", 1)
      .select(["id", "product_id", "out_on"])
      .execute(),
    db.selectFrom("modifier_choices").select(["id", "out_on"]).execute(),
  ]);
  return { variants, choices };
}

/** The published products among `ids`, named in `lang` (English when it has no such name), in the shop's order. */
export async function findPanelProducts(db: Db, lang: Lang, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("product_translations as pt", (join) => join.onRef("pt.product_id", "=", "p.id").on("pt.locale", "=", lang))
    .leftJoin("product_translations as pe", (join) => join.onRef("pe.product_id", "=", "p.id").on("pe.locale", "=", "en"))
    .where("p.id", "in", ids)
    .where("p.status", "=", "published")
    .select(["p.id", "p.slug", "pt.name as name", "pe.name as name_en"])
    .orderBy("c.position")
    .orderBy("c.id")
    .orderBy("p.position")
    .orderBy("p.id")
    .execute();
}

/** A product's name in `lang` (English when it has no such name); undefined when it is gone. */
export async function findProductName(db: Db, lang: Lang, id: number): Promise<string | undefined> {
  const rows = await db
    .selectFrom("product_translations")
    .where("product_id", "=", id)
    .where("locale", "in", [lang, "en"])
    .select(["locale", "name"])
    .execute();
  return (rows.find((r) => r.locale === lang) ?? rows[0])?.name;
}
