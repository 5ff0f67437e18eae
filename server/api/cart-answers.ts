import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { CartError, CartFailure, CartNotice, CartView } from "../domain/cart/cart.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { configurationErrors } from "./configuration-answers.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the cart is answered: one table for the API (server/api/v1/carts.ts) and the cart page's
// form posts (app/routes/cart/cart.server.ts), so a script and a browser without JavaScript get the same status.

export interface CartAnswer {
  status: 403 | 404 | 422 | 429;
  /** The form field at fault, when there is one: the API puts the message there, the page beside that field. */
  field?: "product_id" | "code";
}

export const CART_ANSWERS: Record<CartFailure, CartAnswer> = {
  giftLine: { status: 403 },
  lineNotFound: { status: 404 },
  productUnavailable: { status: 422, field: "product_id" },
  configurationRefused: { status: 422 },
  cartFull: { status: 422, field: "product_id" },
  couponRefused: { status: 422, field: "code" },
  tooManyCarts: { status: 429 },
  preorderRefused: { status: 422, field: "product_id" },
};

/** The answer to a refusal, with its message in the visitor's language and Retry-After when it has one. */
export function cartAnswer(error: CartError, lang: Lang): CartAnswer & { text: string; headers: Record<string, string> } {
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
  return { ...CART_ANSWERS[error.failure], text: apiMessage(lang, error.text.key, error.text.params), headers };
}

/** The API's answer to a refusal: its message beside its field, else with Retry-After when it has one. */
export function cartApiError(error: CartError, c: Context<AppEnv>): ApiError {
  if (error.failure === "configurationRefused")
    return new ApiError(422, "validationFailed", configurationErrors(error.problems, c.get("lang")));
  const { status, field, text, headers } = cartAnswer(error, c.get("lang"));
  return field
    ? new ApiError(status, "validationFailed", { [field]: [text] })
    : new ApiError(status, error.text.key, undefined, Object.keys(headers).length ? headers : undefined, text);
}

/** A notice as the API and the cart page show it: its code, and its message in the visitor's language. */
export type CartNoticeJson = Omit<CartNotice, "text"> & { message: string };

/** The cart as the API answers it and the cart page renders it. */
export type CartJson = Omit<CartView, "notices"> & { notices: CartNoticeJson[] };

/** The service's cart with its notices said in the visitor's language. */
export function cartJson(cart: CartView, lang: Lang): CartJson {
  return {
    ...cart,
    notices: cart.notices.map(({ text, ...notice }) => ({ ...notice, message: apiMessage(lang, text.key, text.params) })),
  };
}
