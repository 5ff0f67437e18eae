import type { Db } from "../../db/index.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { foldForSearch, searchWords } from "../catalog/search-text.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import {
  countAllPostComments,
  countPostRatings,
  deletePageRow,
  deletePostRow,
  findAllPageTitles,
  findAllPostTitles,
  findPageRow,
  findPageSides,
  findPostRow,
  findPostSides,
  insertPage,
  insertPost,
  listPageRows,
  listPostRows,
  replacePageSides,
  replacePostSides,
  updatePageIf,
  updatePostIf,
} from "./content-admin.repository.ts";
import type {
  ContentListQuery,
  ContentLocale,
  PageInput,
  PageUpdateInput,
  PostInput,
  PostUpdateInput,
  PublishInput,
} from "./content-admin.schema.ts";
import { LOCALES } from "./content-admin.schema.ts";
import { sanitizeRichText } from "./rich-text.ts";
import { claimSlug, releaseSlug, renameSlug, type SlugProblem } from "./slugs.ts";

// News posts and plain pages in the back office: list with search, one, create, edit, publish or take off
// the site, delete. Each language's side is kept as its translation row; a side without a title is no row (the
// storefront then shows the post or page only in the other language). The body is stored sanitised (rich-text.ts),
// the same reduction the storefront applies when it shows it. The slug is claimed, renamed (keeping a 301 from the
// old path) and released in the change's transaction (slugs.ts). Every change is audited in its transaction, saves
// are guarded by the version the staff member saw (a stale one → "changed" with the item now), and once committed
// the storefront is told (contentChanged): a visitor's next page shows it.
//
// Deleting a post deletes its comments and ratings with it (the database cascades): they belong to the article and
// are shown nowhere else; the audit line keeps how many there were. Its path then answers 404 (or a redirect staff add).

export type ContentKind = "post" | "page";
export type ContentAdminFailure = "notFound" | "slug" | "changed";

export class ContentAdminError extends Error {
  constructor(
    readonly failure: ContentAdminFailure,
    readonly kind: ContentKind,
    /** For "changed": the item as it is now. For "slug": what is wrong with the slug asked for. */
    readonly details: { current?: AdminPost | AdminPage; slugProblem?: SlugProblem; slug?: string } = {},
  ) {
    super(failure);
  }
}

export interface PostSide {
  title: string;
  excerpt: string;
  body_html: string;
  seo_title: string;
  seo_description: string;
}

export interface PageSide {
  title: string;
  summary: string;
  body_html: string;
  seo_title: string;
  seo_description: string;
}

/** What readers get: a published post whose date has come, a published post waiting for its date, or a draft. */
export type PostState = "published" | "scheduled" | "draft";

export interface AdminPost {
  id: number;
  slug: string;
  status: "published" | "draft";
  state: PostState;
  published_at: string;
  author_name: string;
  image_path: string | null;
  translations: Record<ContentLocale, PostSide | null>;
  /** Languages without a translation: readers of those see no such post. */
  missing_locales: ContentLocale[];
  comment_count: number;
  rating_count: number;
  created_at: string;
  /** The version a save must carry back as `expected_updated_at`. */
  updated_at: string;
}

export interface AdminPage {
  id: number;
  slug: string;
  status: "published" | "draft";
  translations: Record<ContentLocale, PageSide | null>;
  missing_locales: ContentLocale[];
  created_at: string;
  updated_at: string;
}

/** A line of the lists: the titles in both languages (null: missing). */
export interface AdminContentSummary {
  id: number;
  slug: string;
  status: "published" | "draft";
  state: PostState;
  published_at: string | null;
  author_name: string | null;
  titles: Record<ContentLocale, string | null>;
  missing_locales: ContentLocale[];
  updated_at: string;
}

export interface AdminContentList {
  items: AdminContentSummary[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

export const CONTENT_PER_PAGE = 25;

export interface ContentAdminContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

/** A new version strictly after the one it replaces, so that a guarded save can never match its own old version. */
function nextVersion(now: Date, previous?: string): string {
  const at = now.toISOString();
  if (previous === undefined || at > previous) return at;
  return new Date(Date.parse(previous) + 1).toISOString();
}

function postState(status: string, publishedAt: string, now: string): PostState {
  if (status !== "published") return "draft";
  return publishedAt > now ? "scheduled" : "published";
}

const missingOf = (translations: Record<ContentLocale, unknown>) => LOCALES.filter((locale) => translations[locale] === null);

// ---------------------------------------------------------------------------------------------------------------------
// Reading

export async function findAdminPost(db: Db, id: number, now = new Date().toISOString()): Promise<AdminPost | undefined> {
  const row = await findPostRow(db, id);
  if (!row) return undefined;
  const [sides, comment_count, rating_count] = await Promise.all([
    findPostSides(db, id),
    countAllPostComments(db, id),
    countPostRatings(db, id),
  ]);
  const translations = { en: null, vi: null } as Record<ContentLocale, PostSide | null>;
  for (const { locale, ...side } of sides) if (locale === "en" || locale === "vi") translations[locale] = side;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    state: postState(row.status, row.published_at, now),
    published_at: row.published_at,
    author_name: row.author_name,
    image_path: row.image_path,
    translations,
    missing_locales: missingOf(translations),
    comment_count,
    rating_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function findAdminPage(db: Db, id: number): Promise<AdminPage | undefined> {
  const row = await findPageRow(db, id);
  if (!row) return undefined;
  const sides = await findPageSides(db, id);
  const translations = { en: null, vi: null } as Record<ContentLocale, PageSide | null>;
  for (const { locale, ...side } of sides) if (locale === "en" || locale === "vi") translations[locale] = side;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    translations,
    missing_locales: missingOf(translations),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Whether every word of the query is in the title of one of the languages (any case, with or without accents). */
function matches(titles: Record<ContentLocale, string | null>, words: string[]): boolean {
  if (words.length === 0) return true;
  return LOCALES.some((locale) => {
    const title = titles[locale];
    if (title === null) return false;
    const folded = foldForSearch(title);
    return words.every((word) => folded.includes(word));
  });
}

function paged(items: AdminContentSummary[], page: number): AdminContentList {
  const pages = Math.max(1, Math.ceil(items.length / CONTENT_PER_PAGE));
  const at = Math.min(page, pages);
  return {
    items: items.slice((at - 1) * CONTENT_PER_PAGE, at * CONTENT_PER_PAGE),
    total: items.length,
    page: at,
    per_page: CONTENT_PER_PAGE,
    pages,
  };
}

/**
 * Posts, newest date first, filtered by state and by words of a title in either language. A bakery writes a few
 * posts a month: the titles are matched here, folded like the shop's search, rather than by SQL that folds
 * Vietnamese differently on each database.
 */
export async function listAdminPosts(db: Db, query: ContentListQuery, now = new Date().toISOString()): Promise<AdminContentList> {
  const [posts, titles] = await Promise.all([listPostRows(db, query.status, now), findAllPostTitles(db)]);
  const byId = titlesById(titles);
  const words = searchWords(query.q);
  const items = posts
    .map((post): AdminContentSummary => {
      const titlesOf = byId.get(post.id) ?? { en: null, vi: null };
      return { ...post, state: postState(post.status, post.published_at, now), titles: titlesOf, missing_locales: missingOf(titlesOf) };
    })
    .filter((item) => matches(item.titles, words));
  return paged(items, query.page);
}

/** Pages by slug, filtered like the posts (a page is published or a draft: "scheduled" finds none). */
export async function listAdminPages(db: Db, query: ContentListQuery): Promise<AdminContentList> {
  if (query.status === "scheduled") return paged([], 1);
  const [pages, titles] = await Promise.all([listPageRows(db, query.status), findAllPageTitles(db)]);
  const byId = titlesById(titles);
  const words = searchWords(query.q);
  const items = pages
    .map((page): AdminContentSummary => {
      const titlesOf = byId.get(page.id) ?? { en: null, vi: null };
      return { ...page, state: page.status, published_at: null, author_name: null, titles: titlesOf, missing_locales: missingOf(titlesOf) };
    })
    .filter((item) => matches(item.titles, words));
  return paged(items, query.page);
}

function titlesById(rows: { id: number; locale: string; title: string }[]) {
  const byId = new Map<number, Record<ContentLocale, string | null>>();
  for (const row of rows) {
    if (row.locale !== "en" && row.locale !== "vi") continue;
    const titles = byId.get(row.id) ?? { en: null, vi: null };
    titles[row.locale] = row.title;
    byId.set(row.id, titles);
  }
  return byId;
}

// ---------------------------------------------------------------------------------------------------------------------
// Changing

async function requirePost(db: Db, id: number): Promise<AdminPost> {
  const post = await findAdminPost(db, id);
  if (!post) throw new ContentAdminError("notFound", "post");
  return post;
}

async function requirePage(db: Db, id: number): Promise<AdminPage> {
  const page = await findAdminPage(db, id);
  if (!page) throw new ContentAdminError("notFound", "page");
  return page;
}

/**
 * Runs a change (staffChange: audited, and once committed the storefront is told); another post or page inserted with
 * the same slug at the same moment is "slug taken".
 */
async function inTransaction<T>(
  db: Db,
  actor: StaffActor,
  kind: ContentKind,
  slug: string,
  work: (staff: StaffChange) => Promise<T>,
): Promise<T> {
  try {
    return await staffChange(db, actor, { content: true }, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ContentAdminError("slug", kind, { slugProblem: "taken", slug });
    throw error;
  }
}

async function slugOrFail(kind: ContentKind, slug: string, problem: Promise<SlugProblem | undefined>) {
  const found = await problem;
  if (found) throw new ContentAdminError("slug", kind, { slugProblem: found, slug });
}

/** The sides as stored: the body sanitised, the post's search text folded like the seed's. */
async function writePostSides(trx: Db, id: number, sides: PostInput["translations"]) {
  const rows = LOCALES.flatMap((locale) => {
    const side = sides[locale];
    if (!side) return [];
    return [
      {
        post_id: id,
        locale,
        title: side.title,
        excerpt: side.excerpt,
        body_html: sanitizeRichText(side.body_html),
        seo_title: side.seo_title,
        seo_description: side.seo_description,
        search_text: foldForSearch(`${side.title} ${side.excerpt}`),
      },
    ];
  });
  await replacePostSides(trx, id, rows);
}

async function writePageSides(trx: Db, id: number, sides: PageInput["translations"]) {
  const rows = LOCALES.flatMap((locale) => {
    const side = sides[locale];
    if (!side) return [];
    return [
      {
        page_id: id,
        locale,
        title: side.title,
        summary: side.summary,
        body_html: sanitizeRichText(side.body_html),
        seo_title: side.seo_title,
        seo_description: side.seo_description,
      },
    ];
  });
  await replacePageSides(trx, id, rows);
}

/** What the audit log keeps of a post: everything but its counts and versions. */
function auditedPost(
  p: Pick<AdminPost, "slug" | "status" | "published_at" | "author_name" | "image_path" | "translations">,
  extra: Record<string, unknown> = {},
) {
  return {
    slug: p.slug,
    status: p.status,
    published_at: p.published_at,
    author_name: p.author_name,
    image_path: p.image_path,
    translations: p.translations,
    ...extra,
  };
}

function auditedPage(p: Pick<AdminPage, "slug" | "status" | "translations">) {
  return { slug: p.slug, status: p.status, translations: p.translations };
}

const iso = (text: string) => new Date(text).toISOString();

export async function createPost(ctx: ContentAdminContext, actor: StaffActor, input: PostInput): Promise<AdminPost> {
  const at = clock(ctx).toISOString();
  const published_at = input.published_at ? iso(input.published_at) : at;
  const id = await inTransaction(ctx.db, actor, "post", input.slug, async ({ trx, audit }) => {
    const postId = await insertPost(trx, {
      slug: input.slug,
      status: input.status,
      image_path: input.image_path,
      author_name: input.author_name,
      published_at,
      created_at: at,
      updated_at: at,
    });
    await slugOrFail("post", input.slug, claimSlug(trx, input.slug, "post", postId));
    await writePostSides(trx, postId, input.translations);
    const after = await requirePost(trx, postId);
    await audit({ action: "post.create", entity: "post", entityId: postId, before: null, after: auditedPost(after) }, at);
    return postId;
  });
  return requirePost(ctx.db, id);
}

/**
 * Applies a change to a post or page if nobody changed it since `expected` was read: a guarded UPDATE, so of two saves
 * on the same version exactly one is applied and the other finds 0 rows ("changed", with the item as it is now).
 */
async function guardedPostChange(
  ctx: ContentAdminContext,
  actor: StaffActor,
  id: number,
  expected: string,
  action: string,
  change: (
    before: AdminPost,
    at: string,
  ) => {
    slug: string;
    status: "published" | "draft";
    published_at: string;
    author_name: string;
    image_path: string | null;
    translations?: PostInput["translations"];
  },
): Promise<AdminPost> {
  const before = await requirePost(ctx.db, id);
  const wanted = change(before, clock(ctx).toISOString());
  return inTransaction(ctx.db, actor, "post", wanted.slug, async ({ trx, audit, version }) => {
    const now = await requirePost(trx, id);
    const guard = version(
      expected,
      (current: AdminPost) => new ContentAdminError("changed", "post", { current }),
      () => requirePost(trx, id),
    );
    guard.check(now);
    const at = nextVersion(clock(ctx), now.updated_at);
    const { translations, ...columns } = change(now, clock(ctx).toISOString());
    await guard.write(updatePostIf(trx, id, expected, { ...columns, updated_at: at }));
    await slugOrFail("post", columns.slug, renameSlug(trx, "post", id, now.slug, columns.slug));
    if (translations) await writePostSides(trx, id, translations);
    const after = await requirePost(trx, id);
    await audit({ action, entity: "post", entityId: id, before: auditedPost(now), after: auditedPost(after) }, at);
    return after;
  });
}

export async function updatePost(ctx: ContentAdminContext, actor: StaffActor, id: number, input: PostUpdateInput): Promise<AdminPost> {
  return guardedPostChange(ctx, actor, id, input.expected_updated_at, "post.update", (before, at) => ({
    slug: input.slug,
    status: input.status,
    // No date given: a post published now is dated now; otherwise it keeps its date.
    published_at: input.published_at
      ? iso(input.published_at)
      : input.status === "published" && before.status === "draft"
        ? at
        : before.published_at,
    author_name: input.author_name,
    image_path: input.image_path,
    translations: input.translations,
  }));
}

/**
 * Publishes a post — from `published_at` when given (a future date: it appears then), else now unless readers see it
 * already — or takes it off the site (it keeps its date).
 */
export async function setPostPublished(ctx: ContentAdminContext, actor: StaffActor, id: number, input: PublishInput): Promise<AdminPost> {
  const action = input.published ? "post.publish" : "post.unpublish";
  return guardedPostChange(ctx, actor, id, input.expected_updated_at, action, (before, at) => ({
    slug: before.slug,
    status: input.published ? "published" : "draft",
    published_at: input.published
      ? input.published_at
        ? iso(input.published_at)
        : before.state === "published"
          ? before.published_at
          : at
      : before.published_at,
    author_name: before.author_name,
    image_path: before.image_path,
  }));
}

/** Deletes a post with its comments and ratings (see the top); its slug is free again. */
export async function deletePost(ctx: ContentAdminContext, actor: StaffActor, id: number): Promise<AdminPost> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
    const before = await requirePost(trx, id);
    await releaseSlug(trx, "post", id);
    await deletePostRow(trx, id);
    const was = auditedPost(before, { comment_count: before.comment_count, rating_count: before.rating_count });
    await audit({ action: "post.delete", entity: "post", entityId: id, before: was, after: null }, at);
    return before;
  });
}

export async function createPage(ctx: ContentAdminContext, actor: StaffActor, input: PageInput): Promise<AdminPage> {
  const at = clock(ctx).toISOString();
  const id = await inTransaction(ctx.db, actor, "page", input.slug, async ({ trx, audit }) => {
    const pageId = await insertPage(trx, { slug: input.slug, status: input.status, created_at: at, updated_at: at });
    await slugOrFail("page", input.slug, claimSlug(trx, input.slug, "page", pageId));
    await writePageSides(trx, pageId, input.translations);
    const after = await requirePage(trx, pageId);
    await audit({ action: "page.create", entity: "page", entityId: pageId, before: null, after: auditedPage(after) }, at);
    return pageId;
  });
  return requirePage(ctx.db, id);
}

async function guardedPageChange(
  ctx: ContentAdminContext,
  actor: StaffActor,
  id: number,
  expected: string,
  action: string,
  change: (before: AdminPage) => { slug: string; status: "published" | "draft"; translations?: PageInput["translations"] },
): Promise<AdminPage> {
  const before = await requirePage(ctx.db, id);
  return inTransaction(ctx.db, actor, "page", change(before).slug, async ({ trx, audit, version }) => {
    const now = await requirePage(trx, id);
    const guard = version(
      expected,
      (current: AdminPage) => new ContentAdminError("changed", "page", { current }),
      () => requirePage(trx, id),
    );
    guard.check(now);
    const at = nextVersion(clock(ctx), now.updated_at);
    const { translations, ...columns } = change(now);
    await guard.write(updatePageIf(trx, id, expected, { ...columns, updated_at: at }));
    await slugOrFail("page", columns.slug, renameSlug(trx, "page", id, now.slug, columns.slug));
    if (translations) await writePageSides(trx, id, translations);
    const after = await requirePage(trx, id);
    await audit({ action, entity: "page", entityId: id, before: auditedPage(now), after: auditedPage(after) }, at);
    return after;
  });
}

export async function updatePage(ctx: ContentAdminContext, actor: StaffActor, id: number, input: PageUpdateInput): Promise<AdminPage> {
  return guardedPageChange(ctx, actor, id, input.expected_updated_at, "page.update", () => ({
    slug: input.slug,
    status: input.status,
    translations: input.translations,
  }));
}

export async function setPagePublished(ctx: ContentAdminContext, actor: StaffActor, id: number, input: PublishInput): Promise<AdminPage> {
  return guardedPageChange(ctx, actor, id, input.expected_updated_at, input.published ? "page.publish" : "page.unpublish", (before) => ({
    slug: before.slug,
    status: input.published ? "published" : "draft",
  }));
}

export async function deletePage(ctx: ContentAdminContext, actor: StaffActor, id: number): Promise<AdminPage> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
    const before = await requirePage(trx, id);
    await releaseSlug(trx, "page", id);
    await deletePageRow(trx, id);
    await audit({ action: "page.delete", entity: "page", entityId: id, before: auditedPage(before), after: null }, at);
    return before;
  });
}

/** The title to name an item by in messages: its title in `lang`, else in the other language, else its slug. */
export function titleIn(
  item: { slug: string; translations: Record<ContentLocale, { title: string } | null> },
  lang: ContentLocale,
): string {
  return item.translations[lang]?.title ?? item.translations[lang === "en" ? "vi" : "en"]?.title ?? item.slug;
}
