import { nowIso, type Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { isSlug, type Page } from "../catalog/catalog.service.ts";
import { countCommentsOf } from "./comments.repository.ts";
import * as repo from "./posts.repository.ts";
import { ratingBy, ratingSummaries, type Rater, type RatingSummary } from "./ratings.service.ts";
import { sanitizeRichText } from "./rich-text.ts";

/** A news post in a list. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image_path: string | null;
  author: string;
  published_at: string;
  rating: RatingSummary;
  comment_count: number;
}

/** A news post's page. `body_html` is sanitised and safe to render as HTML. */
export interface Post extends PostSummary {
  body_html: string;
  updated_at: string;
  /** The stars the asking customer or visitor gave it, or null. */
  your_rating: number | null;
}

async function toSummaries(db: Db, rows: repo.PostRow[]): Promise<PostSummary[]> {
  const ids = rows.map((r) => r.id);
  const [ratings, comments] = await Promise.all([ratingSummaries(db, ids), countCommentsOf(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image_path: row.image_path,
    author: row.author_name,
    published_at: row.published_at,
    rating: ratings.get(row.id)!,
    comment_count: comments.get(row.id)!,
  }));
}

/** Published posts in `lang`, newest first. */
export async function listPosts(db: Db, query: { lang: Lang; page: number; perPage: number }): Promise<Page<PostSummary>> {
  const now = nowIso();
  const [rows, total] = await Promise.all([
    repo.findPosts(db, query.lang, now, query.perPage, (query.page - 1) * query.perPage),
    repo.countPosts(db, query.lang, now),
  ]);
  return {
    items: await toSummaries(db, rows),
    total,
    page: query.page,
    per_page: query.perPage,
    pages: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

/**
 * A published post by slug, undefined when there is none. Pass the `viewer` (see raterFromRequest) to fill
 * `your_rating`.
 */
export async function getPost(db: Db, lang: Lang, slug: string, viewer?: Rater): Promise<Post | undefined> {
  if (!isSlug(slug)) return undefined;
  const row = await repo.findPostBySlug(db, lang, nowIso(), slug);
  if (!row) return undefined;
  const [[summary], yourRating] = await Promise.all([toSummaries(db, [row]), viewer ? ratingBy(db, row.id, viewer) : null]);
  return { ...summary!, body_html: sanitizeRichText(row.body_html), updated_at: row.updated_at, your_rating: yourRating };
}
