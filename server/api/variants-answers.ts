import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import type { VariantsAdminError, VariantsAdminFailure } from "../domain/catalog/variants-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How a refused save of a product's options or variants is answered, by the API and by the product editor's page.

const ANSWERS: Record<VariantsAdminFailure, { status: ContentfulStatusCode; key: ApiMessageKey; field?: "id" | "sku" }> = {
  notFound: { status: 404, key: "adminProductNotFound" },
  changed: { status: 409, key: "productOptionsChanged" },
  skuTaken: { status: 422, key: "variantSkuTaken", field: "sku" },
  variantUnknown: { status: 422, key: "variantUnknown", field: "id" },
  variantDefault: { status: 422, key: "variantDefault", field: "id" },
};

/** The refusal's status, its message in `lang`, and its field (`variants.<i>.sku` for a taken SKU). */
export function variantsRefusal(error: VariantsAdminError, lang: Lang) {
  const answer = ANSWERS[error.failure];
  const text = apiMessage(lang, answer.key, { sku: error.details.sku ?? "" });
  const field = answer.field && error.details.index !== undefined ? `variants.${error.details.index}.${answer.field}` : undefined;
  return { status: answer.status, key: answer.key, text, field };
}

/** The API's answer: a stale save is 409 with the options and variants as they are now in `data`. */
export function variantsAnswer<E extends AppEnv>(error: VariantsAdminError, c: Context<E>) {
  const answer = variantsRefusal(error, c.get("lang"));
  if (error.failure === "changed" && error.details.current) {
    return c.json({ error: true as const, message: answer.text, data: { configuration: error.details.current } }, 409);
  }
  return new ApiError(answer.status, answer.key, answer.field ? { [answer.field]: [answer.text] } : undefined, undefined, answer.text);
}
