import { sql, type Insertable, type Selectable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { PagesTable, PageTranslationsTable, PostsTable, PostTranslationsTable } from "../../db/schema.ts";
import type { ContentListQuery } from "./content-admin.schema.ts";

// Posts and pages as the back office reads and writes them. A change's functions take its transaction (`trx`); the
// rules (the sides as stored, the slugs, the versions, the audit lines) stay in content-admin.service.ts.

export type PostRowAdmin = Selectable<PostsTable>;
export type PageRowAdmin = Selectable<PagesTable>;
export type NewPostSide = Insertable<PostTranslationsTable>;
export type NewPageSide = Insertable<PageTranslationsTable>;

/** The columns a post's save writes (its version apart). */
export interface PostColumns {
  slug: string;
  status: "published" | "draft";
  published_at: string;
  author_name: string;
  image_path: string | null;
}

/** The columns a page's save writes (its version apart). */
export interface PageColumns {
  slug: string;
  status: "published" | "draft";
}

// ---------------------------------------------------------------------------------------------------------------------
// Posts

export function findPostRow(db: Db, id: number): Promise<PostRowAdmin | undefined> {
  return db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A post's translation rows, one a language it is written in. */
export function findPostSides(db: Db, id: number) {
  return db
    .selectFrom("post_translations")
    .select(["locale", "title", "excerpt", "body_html", "seo_title", "seo_description"])
    .where("post_id", "=", id)
    .execute();
}

/** Every comment of a post, published or not. */
export async function countAllPostComments(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom("post_comments")
    .select(sql<number>`count(*)`.as("n"))
    .where("post_id", "=", postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countPostRatings(db: Db, postId: number): Promise<number> {
  const row = await db
    .selectFrom("post_ratings")
    .select(sql<number>`count(*)`.as("n"))
    .where("post_id", "=", postId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Posts in a state as of `now` ("all": every one), newest date first. */
export function listPostRows(db: Db, status: ContentListQuery["status"], now: string) {
  let rows = db.selectFrom("posts").select(["id", "slug", "status", "published_at", "author_name", "updated_at"]);
  if (status === "draft") rows = rows.where("status", "=", "draft");
  if (status === "published") rows = rows.where("status", "=", "published").where("published_at", "<=", now);
  if (status === "scheduled") rows = rows.where("status", "=", "published").where("published_at", ">", now);
  return rows.orderBy("published_at", "desc").orderBy("id", "desc").execute();
}

/** The title of every post in every language it is written in. */
export function findAllPostTitles(db: Db) {
  return db.selectFrom("post_translations").select(["post_id as id", "locale", "title"]).execute();
}

export async function insertPost(trx: Db, values: PostColumns & { created_at: string; updated_at: string }): Promise<number> {
  const row = await trx.insertInto("posts").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** A guarded UPDATE of a post: it applies only while the post's version is still `expected`. */
export const updatePostIf = (trx: Db, id: number, expected: string, values: PostColumns & { updated_at: string }) =>
  trx.updateTable("posts").set(values).where("id", "=", id).where("updated_at", "=", expected);

/** Replaces a post's translation rows by these (none: the post is left without any). */
export async function replacePostSides(trx: Db, id: number, rows: NewPostSide[]): Promise<void> {
  await trx.deleteFrom("post_translations").where("post_id", "=", id).execute();
  if (rows.length) await trx.insertInto("post_translations").values(rows).execute();
}

/** Deletes a post; the database deletes its translations, comments and ratings with it. */
export async function deletePostRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("posts").where("id", "=", id).execute();
}

// ---------------------------------------------------------------------------------------------------------------------
// Pages

export function findPageRow(db: Db, id: number): Promise<PageRowAdmin | undefined> {
  return db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A page's translation rows, one a language it is written in. */
export function findPageSides(db: Db, id: number) {
  return db
    .selectFrom("page_translations")
    .select(["locale", "title", "summary", "body_html", "seo_title", "seo_description"])
    .where("page_id", "=", id)
    .execute();
}

/** Pages in a state ("all": every one; a page is published or a draft), by slug. */
export function listPageRows(db: Db, status: Exclude<ContentListQuery["status"], "scheduled">) {
  let rows = db.selectFrom("pages").select(["id", "slug", "status", "updated_at"]);
  if (status === "draft") rows = rows.where("status", "=", "draft");
  if (status === "published") rows = rows.where("status", "=", "published");
  return rows.orderBy("slug").execute();
}

/** The title of every page in every language it is written in. */
export function findAllPageTitles(db: Db) {
  return db.selectFrom("page_translations").select(["page_id as id", "locale", "title"]).execute();
}

export async function insertPage(trx: Db, values: PageColumns & { created_at: string; updated_at: string }): Promise<number> {
  const row = await trx.insertInto("pages").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** A guarded UPDATE of a page: it applies only while the page's version is still `expected`. */
export const updatePageIf = (trx: Db, id: number, expected: string, values: PageColumns & { updated_at: string }) =>
  trx.updateTable("pages").set(values).where("id", "=", id).where("updated_at", "=", expected);

/** Replaces a page's translation rows by these (none: the page is left without any). */
export async function replacePageSides(trx: Db, id: number, rows: NewPageSide[]): Promise<void> {
  await trx.deleteFrom("page_translations").where("page_id", "=", id).execute();
  if (rows.length) await trx.insertInto("page_translations").values(rows).execute();
}

/** Deletes a page; the database deletes its translations with it. */
export async function deletePageRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("pages").where("id", "=", id).execute();
}
