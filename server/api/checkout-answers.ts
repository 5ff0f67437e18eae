import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { CheckoutError, CheckoutFailure } from "../domain/checkout/checkout.service.ts";
import type { CheckoutOptionsView } from "../domain/checkout/options-view.ts";
import type { OrderTotals } from "../domain/orders/order-view.ts";
import { apiMessage, sayCode, type ApiMessageCode } from "../i18n/api-messages.ts";
import { formErrors } from "./form-errors.ts";
import type { Lang } from "../i18n/language.ts";

// How each refusal of checkout is answered: one table for the API (server/api/v1/checkout.ts) and the cart page's
// form post (app/routes/cart/cart.server.ts).

export interface CheckoutAnswer {
  status: 402 | 409 | 422 | 429;
  /** For a 409: what the client should do about it. */
  reason?: "sold_out" | "slot_full" | "price_changed" | "cart_changed" | "in_progress" | "limit_reached";
}

export const CHECKOUT_ANSWERS: Record<CheckoutFailure, CheckoutAnswer> = {
  keyReused: { status: 422 },
  inProgress: { status: 409, reason: "in_progress" },
  emptyCart: { status: 422 },
  cartChanged: { status: 409, reason: "cart_changed" },
  priceChanged: { status: 409, reason: "price_changed" },
  slotRefused: { status: 422 },
  slotFull: { status: 409, reason: "slot_full" },
  soldOut: { status: 409, reason: "sold_out" },
  zipRefused: { status: 422 },
  cardUnavailable: { status: 422 },
  cardDeclined: { status: 402 },
  cardFailed: { status: 402 },
  couponRefused: { status: 422 },
  emailTaken: { status: 422 },
  accountRefused: { status: 422 },
  tooManyAttempts: { status: 429 },
  preorderRefused: { status: 422 },
  pickupOnly: { status: 422 },
  pickupDayRefused: { status: 422 },
  pickupDayFull: { status: 409, reason: "slot_full" },
  preorderLimit: { status: 409, reason: "limit_reached" },
};

export interface CheckoutRefusal {
  status: CheckoutAnswer["status"];
  message: string;
  /** Per field, in the customer's language. */
  errors: Record<string, string[]>;
  reason: CheckoutAnswer["reason"] | null;
  totals: OrderTotals | null;
  headers: Record<string, string>;
}

/** A refusal said in the customer's language: the message, and the messages per field. */
export function checkoutRefusal(error: CheckoutError, lang: Lang): CheckoutRefusal {
  const answer = CHECKOUT_ANSWERS[error.failure];
  const errors: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(error.detail?.fields ?? {})) {
    errors[field] = texts.map((t) => apiMessage(lang, t.key, t.params));
  }
  const own =
    error.text.key === "checkoutCartChanged"
      ? apiMessage(lang, "checkoutCartChanged", { reason: (errors.cart ?? []).join(" ") })
      : apiMessage(lang, error.text.key, error.text.params);
  if (error.field && !errors[error.field]) errors[error.field] = [own];
  const retry = error.detail?.retryAfterSeconds;
  return {
    status: answer.status,
    message: own,
    errors,
    reason: answer.reason ?? null,
    totals: error.detail?.totals ?? null,
    headers: retry === undefined ? {} : { "Retry-After": String(retry) },
  };
}

/** The API's answer to a refusal: the message, `data.reason` (and the totals when they changed), the field messages. */
export function checkoutAnswer(error: CheckoutError, c: Context<AppEnv>): Response {
  const answer = checkoutRefusal(error, c.get("lang"));
  const body = {
    error: true as const,
    message: answer.message,
    data: answer.reason ? { reason: answer.reason, ...(answer.totals ? { totals: answer.totals } : {}) } : null,
    ...(Object.keys(answer.errors).length ? { errors: answer.errors } : {}),
  };
  for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
  return c.json(body, answer.status);
}

/** The 422 of the checkout form: each field's first problem, a slot's or a card token's parts as the one field. */
export function checkoutFormErrors(issues: Parameters<typeof formErrors>[0], lang: Lang): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(formErrors(issues, lang))) {
    const field = path.split(".")[0]!;
    errors[field] ??= messages;
  }
  return errors;
}

/** The checkout's options as answered: a refused ZIP's message in the request's language. */
export function checkoutOptionsAnswer(lang: Lang, options: CheckoutOptionsView<ApiMessageCode>): CheckoutOptionsView {
  const { delivery, pre_order_problem: problem } = options;
  return {
    ...options,
    delivery: delivery && { ...delivery, message: delivery.message && sayCode(lang, delivery.message) },
    pre_order_problem: problem && sayCode(lang, problem),
  };
}
