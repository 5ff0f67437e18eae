import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import type { HomeAdminError } from "../domain/content/home-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the back office's home page service is answered: one table for the API and the pages.

/**
 * The refusal's status and its message in `lang`; `about` says whether a section or an item was asked for (by
 * default, the one the refusal says was not found).
 */
export function homeRefusal(
  error: HomeAdminError,
  lang: Lang,
  about: "section" | "item" = error.details.missing ?? "section",
): { status: ContentfulStatusCode; key: ApiMessageKey; text: string } {
  const answer: { status: ContentfulStatusCode; key: ApiMessageKey } =
    error.failure === "notFound"
      ? { status: 404, key: about === "section" ? "homeSectionNotFound" : "homeItemNotFound" }
      : error.failure === "changed"
        ? { status: 409, key: error.details.item ? "homeItemChanged" : "homeSectionChanged" }
        : { status: 409, key: "homeNoItems" };
  return { ...answer, text: apiMessage(lang, answer.key) };
}

/** The API's answer to a refusal: a stale save is 409 with the section or the item as it is now in `data`. */
export function homeAnswer(error: HomeAdminError, c: Context<AppEnv>): Response | ApiError {
  const answer = homeRefusal(error, c.get("lang"));
  if (error.failure === "changed" && error.details.section)
    return c.json({ error: true as const, message: answer.text, data: { section: error.details.section } }, 409);
  if (error.failure === "changed" && error.details.item)
    return c.json({ error: true as const, message: answer.text, data: { item: error.details.item } }, 409);
  return new ApiError(answer.status, answer.key, undefined, undefined, answer.text);
}
