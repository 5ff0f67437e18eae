import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import type { ModifierGroupError, ModifierGroupFailure } from "../domain/catalog/modifier-groups-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How a refused change of an add-on group, or of the groups a product offers, is answered (API and pages).

const ANSWERS: Record<ModifierGroupFailure, { status: ContentfulStatusCode; key: ApiMessageKey; field?: (index: number) => string }> = {
  notFound: { status: 404, key: "modifierGroupUnknown" },
  changed: { status: 409, key: "modifierGroupChanged" },
  choiceUnknown: { status: 422, key: "modifierChoiceUnknown", field: (i) => `choices.${i}.id` },
  productNotFound: { status: 404, key: "adminProductNotFound" },
  productChanged: { status: 409, key: "productChanged" },
  groupUnknown: { status: 422, key: "modifierGroupUnknown", field: (i) => `group_ids.${i}` },
};

export function modifierGroupRefusal(error: ModifierGroupError, lang: Lang) {
  const answer = ANSWERS[error.failure];
  const text = apiMessage(lang, answer.key);
  const field = answer.field && error.details.index !== undefined ? answer.field(error.details.index) : undefined;
  return { status: answer.status, key: answer.key, text, field };
}

/** The API's answer: a stale save is 409 with the group (or the product's groups) as it is now in `data`. */
export function modifierGroupAnswer<E extends AppEnv>(error: ModifierGroupError, c: Context<E>) {
  const answer = modifierGroupRefusal(error, c.get("lang"));
  if (error.failure === "changed" && error.details.current)
    return c.json({ error: true as const, message: answer.text, data: { group: error.details.current } }, 409);
  if (error.failure === "productChanged" && error.details.product)
    return c.json({ error: true as const, message: answer.text, data: { modifier_groups: error.details.product } }, 409);
  return new ApiError(answer.status, answer.key, answer.field ? { [answer.field]: [answer.text] } : undefined, undefined, answer.text);
}
