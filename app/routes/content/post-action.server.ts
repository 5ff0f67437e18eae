import { serialize } from "hono/utils/cookie";
import { data, type AppLoadContext } from "react-router";
import { contentAnswer, isContentRefusal } from "../../../server/api/content-answers.ts";
import { fieldErrors, type FieldErrors } from "../../../server/api/envelope.ts";
import type { Page } from "../../../server/domain/catalog/catalog.service.ts";
import { addComment, listComments, type Comment } from "../../../server/domain/content/comments.service.ts";
import { CommentInputSchema, RatingInputSchema } from "../../../server/domain/content/engagement.schema.ts";
import type { RatingSummary } from "../../../server/domain/content/ratings.service.ts";
import { ratePost } from "../../../server/domain/content/ratings.service.ts";
import { newVisitorId, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorIdFromRequest } from "../../../server/http/requester.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { customerIdOf } from "../../../server/http/session.ts";
import { type Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { formText, readForm } from "../../lib/form-data.server.ts";

export const COMMENT_FIELDS = ["name", "email", "content"] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];
/** What the reader typed, sent back so a page rendered without JavaScript keeps it. */
export type CommentValues = Record<CommentField, string>;

/** What the rating and comment forms of a post get back (fetcher.data with JavaScript, useActionData without). */
export interface PostActionResult {
  ok: boolean;
  intent: "rate" | "comment" | "unknown";
  /** Per field, in the page's language. */
  errors?: FieldErrors;
  /** A sentence for the reader, in the page's language. */
  message?: string;
  /** After a saved rating: the post's new average and count, and the stars this reader gave. */
  rating?: RatingSummary & { your_rating: number };
  /** After a published comment. */
  comment?: Comment;
  /** After a refused comment. */
  values?: CommentValues;
}

export const COMMENTS_PER_PAGE = 10;

function minutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** The sender's address for rate limits, as the server worked it out for this request. */
function ipOf(_request: Request, context: AppLoadContext): string {
  return context.clientIp;
}

async function rate(request: Request, context: AppLoadContext, postId: number, form: FormData, locale: Locale) {
  const raw = formText(form, "rating");
  const parsed = RatingInputSchema.safeParse({ rating: /^\d{1,2}$/.test(raw) ? Number(raw) : 0 });
  if (!parsed.success) {
    return data<PostActionResult>({ ok: false, intent: "rate", errors: fieldErrors(parsed.error.issues, locale) }, { status: 422 });
  }
  const headers = new Headers();
  const customerId = await customerIdOf(context.db, request.headers);
  let visitorId = visitorIdFromRequest(request.headers);
  if (customerId === null && visitorId === null) {
    // A browser's first rating: from now on this cookie is who rated, so rating again replaces the stars.
    visitorId = newVisitorId();
    headers.append(
      "Set-Cookie",
      serialize(VISITOR_COOKIE, visitorId, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/",
        maxAge: VISITOR_COOKIE_MAX_AGE,
        secure: secureCookies(request, context.config),
      }),
    );
  }
  const result = await ratePost(context.db, postId, { customerId, visitorId, ip: ipOf(request, context) }, parsed.data.rating);
  if (isContentRefusal(result)) {
    const answer = contentAnswer(result);
    const message =
      result.status === "rate_limited"
        ? translate(locale, "news.rate.tooMany", { minutes: minutes(result.retryAfter) })
        : translate(locale, "news.error.gone");
    for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value);
    return data<PostActionResult>({ ok: false, intent: "rate", message }, { status: answer.status, headers });
  }
  return data<PostActionResult>(
    { ok: true, intent: "rate", rating: result.rating, message: translate(locale, "news.rate.saved") },
    { headers },
  );
}

async function comment(request: Request, context: AppLoadContext, postId: number, form: FormData, locale: Locale) {
  const values = Object.fromEntries(COMMENT_FIELDS.map((field) => [field, formText(form, field)])) as CommentValues;
  const parsed = CommentInputSchema.safeParse({ ...values, website: formText(form, "website") });
  if (!parsed.success) {
    const result: PostActionResult = {
      ok: false,
      intent: "comment",
      errors: fieldErrors(parsed.error.issues, locale),
      message: translate(locale, "news.comments.fixErrors"),
      values,
    };
    return data(result, { status: 422 });
  }
  const result = await addComment(context.db, postId, parsed.data, {
    ip: ipOf(request, context),
    lang: locale,
    customerId: await customerIdOf(context.db, request.headers),
  });
  if (isContentRefusal(result)) {
    const message =
      result.status === "rate_limited"
        ? translate(locale, "news.comments.tooMany", { minutes: minutes(result.retryAfter) })
        : translate(locale, "news.error.gone");
    return data<PostActionResult>({ ok: false, intent: "comment", message, values }, contentAnswer(result));
  }
  // A filled honeypot ("discarded") is answered like a success, so a bot learns nothing.
  return data<PostActionResult>({
    ok: true,
    intent: "comment",
    comment: result.comment,
    message: translate(locale, "news.comments.posted"),
  });
}

/**
 * The action of a post's page (/:slug and /vi/:slug) for its two forms, which post there with or without
 * JavaScript: `intent=rate` (rating 1–5) and `intent=comment` (name, email, content, website honeypot).
 * Answers in the page's language: 422 with per-field errors, 429 when the IP is over its limit, 404 when
 * the post went away. Sets the `visitor_id` cookie on a browser's first rating.
 */
export async function postAction({ request, context, post }: { request: Request; context: AppLoadContext; post: { id: number } }) {
  const locale = context.locale;
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "rate":
      return rate(request, context, post.id, form, locale);
    case "comment":
      return comment(request, context, post.id, form, locale);
    default:
      return data<PostActionResult>({ ok: false, intent: "unknown", message: translate(locale, "news.error.generic") }, { status: 400 });
  }
}

/** Which page of comments the URL asks for (?comments_page=2); anything odd is the first. */
export function commentsPageOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get("comments_page") ?? "";
  const page = /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/**
 * The comments a post's page shows: newest first, the page named by ?comments_page (past the last page, the
 * last one). Called by the /:slug loader for a post and handed to <PostView comments={…}>.
 */
export async function loadPostComments({
  request,
  context,
  post,
}: {
  request: Request;
  context: AppLoadContext;
  post: { id: number };
}): Promise<Page<Comment>> {
  const empty: Page<Comment> = { items: [], total: 0, page: 1, per_page: COMMENTS_PER_PAGE, pages: 1 };
  const asked = commentsPageOf(request);
  const page = await listComments(context.db, post.id, { page: asked, perPage: COMMENTS_PER_PAGE });
  if (!page) return empty;
  if (asked > page.pages) return (await listComments(context.db, post.id, { page: page.pages, perPage: COMMENTS_PER_PAGE })) ?? empty;
  return page;
}
