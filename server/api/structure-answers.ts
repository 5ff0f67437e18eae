import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { StructureError } from "../domain/content/structure-error.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How the site-structure services' refusals are answered (categories, main menu, shop details, redirects): one place
// for the API and the pages, so both say the same in the staff member's language.

/** The refusal's message in `lang` (a name or title in that language when the refusal carries both). */
export function structureText(error: StructureError, lang: Lang): string {
  const params = { ...error.params };
  if (lang === "vi" && typeof params.name_vi === "string" && params.name_vi) params.name = params.name_vi;
  if (lang === "vi" && typeof params.title_vi === "string" && params.title_vi) params.title = params.title_vi;
  return apiMessage(lang, error.key, params);
}

/**
 * The API's answer to a refusal: a stale save is 409 with the thing as it is now in `data` (under its name: `menu`,
 * `site`, `category`, `redirect`); anything else an error envelope (a 422 with its message beside its field).
 */
export function structureAnswer(error: StructureError, c: Context<AppEnv>): Response | ApiError {
  const text = structureText(error, c.get("lang"));
  if (error.status === 409 && error.current !== undefined) {
    return c.json({ error: true as const, message: text, data: error.current }, 409);
  }
  return new ApiError(error.status, error.key, error.field ? { [error.field]: [text] } : undefined, undefined, text);
}
