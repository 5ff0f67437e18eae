import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import type { ProductAdminError, ProductAdminFailure } from "../domain/catalog/products-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the back office's product service is answered: one table for the API and the pages.

export const PRODUCT_ANSWERS: Record<ProductAdminFailure, { status: ContentfulStatusCode; key: ApiMessageKey; field?: string }> = {
  notFound: { status: 404, key: "adminProductNotFound" },
  slugTaken: { status: 422, key: "productSlugTaken", field: "slug" },
  slugReserved: { status: 422, key: "productSlugReserved", field: "slug" },
  skuTaken: { status: 422, key: "productSkuTaken", field: "sku" },
  categoryUnknown: { status: 422, key: "productCategoryUnknown", field: "category_id" },
  changed: { status: 409, key: "productChanged" },
  needsName: { status: 422, key: "productNeedsNameVi" },
  ordered: { status: 409, key: "productOrderedNoDelete" },
  inCart: { status: 409, key: "productInCartNoDelete" },
  gift: { status: 409, key: "productGiftNoDelete" },
};

/** The refusal's status, its message in `lang`, and the field it is about (a taken slug or SKU, a missing name). */
export function productRefusal(error: ProductAdminError, lang: Lang, typed: { slug?: string; sku?: string } = {}) {
  const answer = PRODUCT_ANSWERS[error.failure];
  const needs = error.failure === "needsName" ? error.details.lang : undefined;
  const key: ApiMessageKey = needs === "en" ? "productNeedsNameEn" : answer.key;
  const text = apiMessage(lang, key, {
    slug: typed.slug ?? "",
    sku: typed.sku ?? "",
    name: error.details.name ?? "",
    count: error.details.count ?? 0,
  });
  return { status: answer.status, key, text, field: needs ? `name_${needs}` : answer.field };
}

/**
 * The API's answer to a refusal: a stale save is 409 with the product as it is now in `data`; the others as the table
 * says. `typed`: the slug and SKU the request gave, which a refused save's message names.
 */
export function productAnswer<E extends AppEnv>(error: ProductAdminError, c: Context<E>, typed: { slug?: string; sku?: string } = {}) {
  const answer = productRefusal(error, c.get("lang"), typed);
  if (error.failure === "changed" && error.details.current) {
    return c.json({ error: true as const, message: answer.text, data: { product: error.details.current } }, 409);
  }
  return new ApiError(answer.status, answer.key, answer.field ? { [answer.field]: [answer.text] } : undefined, undefined, answer.text);
}
