import type { OutTodayDone, OutTodayError, OutTodayItem } from "../domain/catalog/out-today-admin.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How "out today" is said (server/api/v1/admin/out-today.ts and the board page): what was done, and a refusal.

/** A refusal as the API's error in the request's language: 404 for an unknown id, 422 on `id` for a default variant. */
export function outTodayRefusal(error: OutTodayError, lang: Lang): ApiError {
  if (error.refusal === "defaultVariant") {
    const text = apiMessage(lang, "outTodayDefaultVariant");
    return new ApiError(422, "outTodayDefaultVariant", { id: [text] }, undefined, text);
  }
  const key = error.refusal === "variantNotFound" ? "outTodayVariantNotFound" : "outTodayChoiceNotFound";
  return new ApiError(404, key, undefined, undefined, apiMessage(lang, key));
}

/** "“Birthday cake (8 inch · Pandan)” is out for today: customers cannot choose it until tomorrow." */
export function outTodayMessage(lang: Lang, item: Pick<OutTodayItem, "label" | "out">, product: OutTodayDone["product"]): string {
  const label = product ? `${product} (${item.label})` : item.label;
  return apiMessage(lang, item.out ? "outTodayMarked" : "outTodayBack", { label });
}
