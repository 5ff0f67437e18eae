import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import { dateTimeFormat } from "../i18n/formatters.shared.ts";
import { titleIn, type AdminPost, type ContentAdminError } from "../domain/content/content-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the back office's posts and pages service is answered: one table for the API and the pages.

const SLUG_KEYS = { format: "contentSlugInvalid", reserved: "contentSlugReserved", taken: "contentSlugTaken" } as const;

/** The refusal's status, its message in `lang`, and the field it is about (the slug, when refused). */
export function contentRefusal(error: ContentAdminError, lang: Lang): { status: ContentfulStatusCode; text: string; field?: "slug" } {
  const post = error.kind === "post";
  if (error.failure === "notFound") return { status: 404, text: apiMessage(lang, post ? "contentPostNotFound" : "contentPageNotFound") };
  if (error.failure === "changed") return { status: 409, text: apiMessage(lang, post ? "contentPostChanged" : "contentPageChanged") };
  const key: ApiMessageKey = SLUG_KEYS[error.details.slugProblem ?? "taken"];
  return { status: 422, text: apiMessage(lang, key, { slug: error.details.slug ?? "" }), field: "slug" };
}

/** What a publish or unpublish did, in `lang`: published now, scheduled for a date (on the shop's clock), or off the site. */
export function postPublishMessage(post: AdminPost, lang: Lang, timeZone: string): string {
  const title = titleIn(post, lang);
  if (post.state === "draft") return apiMessage(lang, "contentPostUnpublished", { title });
  if (post.state === "scheduled") {
    const date = dateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(post.published_at));
    return apiMessage(lang, "contentPostScheduled", { title, date });
  }
  return apiMessage(lang, "contentPostPublished", { title });
}

/** The API's answer to a refusal: a stale save is 409 with the post or page as it is now in `data`. */
export function contentAnswer(error: ContentAdminError, c: Context<AppEnv>): Response | ApiError {
  const answer = contentRefusal(error, c.get("lang"));
  if (error.failure === "changed" && error.details.current) {
    return c.json({ error: true as const, message: answer.text, data: { [error.kind]: error.details.current } }, 409);
  }
  return new ApiError(
    answer.status,
    "validationFailed",
    answer.field ? { [answer.field]: [answer.text] } : undefined,
    undefined,
    answer.text,
  );
}
