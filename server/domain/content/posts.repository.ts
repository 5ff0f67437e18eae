import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

/** Posts readers can see: published, and not scheduled for later. */
function visiblePosts(db: Db, lang: Lang, now: string) {
  return db
    .selectFrom("posts as p")
    .innerJoin("post_translations as t", (j) => j.onRef("t.post_id", "=", "p.id").on("t.locale", "=", lang))
    .where("p.status", "=", "published")
    .where("p.published_at", "<=", now)
    .select(["p.id", "p.slug", "p.image_path", "p.author_name", "p.published_at", "p.updated_at", "t.title", "t.excerpt"]);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof visiblePosts>["execute"]>>[number];

export function findPosts(db: Db, lang: Lang, now: string, limit: number, offset: number) {
  return visiblePosts(db, lang, now).orderBy("p.published_at", "desc").orderBy("p.id", "desc").limit(limit).offset(offset).execute();
}

export async function countPosts(db: Db, lang: Lang, now: string): Promise<number> {
  const row = await visiblePosts(db, lang, now)
    .clearSelect()
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findPostBySlug(db: Db, lang: Lang, now: string, slug: string) {
  return visiblePosts(db, lang, now).select("t.body_html").where("p.slug", "=", slug).executeTakeFirst();
}

/** Whether readers can see the post with this id (comments and ratings go only to those). */
export async function postIsVisible(db: Db, id: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom("posts")
    .select("id")
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("published_at", "<=", now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The SEO title and description of a post in `lang`; undefined when the post has no text in `lang`. */
export function findPostSeo(db: Db, id: number, lang: Lang) {
  return db
    .selectFrom("post_translations")
    .select(["seo_title", "seo_description"])
    .where("post_id", "=", id)
    .where("locale", "=", lang)
    .executeTakeFirst();
}
