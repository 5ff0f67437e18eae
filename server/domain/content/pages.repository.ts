import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

// Plain pages as the storefront reads them.

/** A published page by slug with its texts in `lang`; undefined when there is none (or none in `lang`). */
export function findPublishedPage(db: Db, lang: Lang, slug: string) {
  return db
    .selectFrom("pages as p")
    .innerJoin("page_translations as t", (j) => j.onRef("t.page_id", "=", "p.id").on("t.locale", "=", lang))
    .select(["p.id", "p.slug", "p.updated_at", "t.title", "t.summary", "t.body_html"])
    .where("p.slug", "=", slug)
    .where("p.status", "=", "published")
    .executeTakeFirst();
}

/** The SEO title and description of a page in `lang`; undefined when the page has no text in `lang`. */
export function findPageSeo(db: Db, id: number, lang: Lang) {
  return db
    .selectFrom("page_translations")
    .select(["seo_title", "seo_description"])
    .where("page_id", "=", id)
    .where("locale", "=", lang)
    .executeTakeFirst();
}
