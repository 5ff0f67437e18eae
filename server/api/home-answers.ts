import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { HomeAdminError } from "../domain/content/home-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// How each refusal of the back office's home page service is answered: one table for the API and the pages.

/** The refusal's status and its message in `lang`; `about` says whether a section or an item was asked for. */
export function homeRefusal(
  error: HomeAdminError,
  lang: Lang,
  about: "section" | "item",
): { status: ContentfulStatusCode; key: ApiMessageKey; text: string } {
  const answer: { status: ContentfulStatusCode; key: ApiMessageKey } =
    error.failure === "notFound"
      ? { status: 404, key: about === "section" ? "homeSectionNotFound" : "homeItemNotFound" }
      : error.failure === "changed"
        ? { status: 409, key: error.details.item ? "homeItemChanged" : "homeSectionChanged" }
        : { status: 409, key: "homeNoItems" };
  return { ...answer, text: apiMessage(lang, answer.key) };
}
