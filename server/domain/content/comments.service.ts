import { nowIso, type Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { Page } from "../catalog/catalog.service.ts";
import { hitLimit, type Limit } from "../limits/rate-limit.ts";
import { contentChanged } from "./content-version.ts";
import * as repo from "./comments.repository.ts";
import type { CommentInput } from "./engagement.schema.ts";
import { honeypotFilled } from "./field-text.ts";
import { postIsVisible } from "./posts.repository.ts";

/** A comment as readers see it. `content` is plain text: show it as text, never as HTML. */
export interface Comment {
  id: number;
  name: string;
  content: string;
  created_at: string;
}

/** Per IP: enough for a conversation under an article, too few for a spam run. */
export const COMMENT_LIMIT: Limit = { max: 5, windowSeconds: 600 };

export interface CommentAuthor {
  ip: string;
  lang: Lang;
  customerId: number | null;
}

export type AddCommentResult =
  | { status: "published"; comment: Comment }
  /** The honeypot was filled: the sender is told it worked, and nothing is kept. */
  | { status: "discarded"; comment: Comment }
  | { status: "rate_limited"; retryAfter: number }
  | { status: "post_not_found" };

/** Publishes a reader's comment at once, unless the post is unknown, the IP is over its limit, or it is spam. */
export async function addComment(db: Db, postId: number, input: CommentInput, author: CommentAuthor): Promise<AddCommentResult> {
  const now = nowIso();
  if (!(await postIsVisible(db, postId, now))) return { status: "post_not_found" };
  const limit = await hitLimit(db, `comment:ip:${author.ip}`, COMMENT_LIMIT);
  if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };
  if (honeypotFilled(input.website)) {
    return { status: "discarded", comment: { id: 0, name: input.name, content: input.content, created_at: now } };
  }
  const id = await repo.insertComment(db, {
    post_id: postId,
    customer_id: author.customerId,
    name: input.name,
    email: input.email ?? null,
    content: input.content,
    locale: author.lang,
    created_at: now,
  });
  // The post's page shows it at once: the pages kept for everyone go (server/http/page-cache.ts).
  await contentChanged(db);
  return { status: "published", comment: { id, name: input.name, content: input.content, created_at: now } };
}

/** Published comments of a visible post, newest first; undefined when readers cannot see the post. */
export async function listComments(db: Db, postId: number, paging: { page: number; perPage: number }): Promise<Page<Comment> | undefined> {
  if (!(await postIsVisible(db, postId, nowIso()))) return undefined;
  const [items, total] = await Promise.all([
    repo.findComments(db, postId, paging.perPage, (paging.page - 1) * paging.perPage),
    repo.countComments(db, postId),
  ]);
  return {
    items,
    total,
    page: paging.page,
    per_page: paging.perPage,
    pages: Math.max(1, Math.ceil(total / paging.perPage)),
  };
}
