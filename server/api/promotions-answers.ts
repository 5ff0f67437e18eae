import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import type { CouponAdminError, CouponAdminFailure } from "../domain/promotions/coupons-admin.service.ts";
import type { GiftAdminError, GiftAdminFailure } from "../domain/promotions/gifts-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the back office's coupon and gift promotion services is answered: one table for the API and the
// pages.

export const COUPON_ANSWERS: Record<CouponAdminFailure, { status: ContentfulStatusCode; key: ApiMessageKey }> = {
  notFound: { status: 404, key: "couponNotFound" },
  codeTaken: { status: 422, key: "couponCodeTaken" },
  changed: { status: 409, key: "couponChanged" },
  used: { status: 409, key: "couponUsedNoDelete" },
};

/** The refusal's status, its message in `lang`, and the field it is about (the code, when taken). */
export function couponRefusal(error: CouponAdminError, lang: Lang, code = "") {
  const answer = COUPON_ANSWERS[error.failure];
  const text = apiMessage(lang, answer.key, {
    code: error.details.current?.code ?? error.details.code ?? code,
    count: error.details.uses ?? 0,
  });
  return { status: answer.status, key: answer.key, text, field: error.failure === "codeTaken" ? "code" : undefined };
}

const GIFT_ANSWERS: Record<GiftAdminFailure, { status: ContentfulStatusCode; key: ApiMessageKey }> = {
  notFound: { status: 404, key: "giftNotFound" },
  changed: { status: 409, key: "giftChanged" },
  used: { status: 409, key: "giftUsedNoDelete" },
  productUnknown: { status: 422, key: "giftProductUnknown" },
};

/** A gift promotion's refusal: its status, its message in `lang`, and the field it is about (the product). */
export function giftRefusal(error: GiftAdminError, lang: Lang) {
  const answer = GIFT_ANSWERS[error.failure];
  const name = error.details.current?.name[lang] || error.details.current?.name.en || "";
  const text = apiMessage(lang, answer.key, { name, count: error.details.uses ?? 0 });
  return { status: answer.status, key: answer.key, text, field: error.failure === "productUnknown" ? "gift_product_id" : undefined };
}

/**
 * The API's answer to a coupon's refusal: a stale save is 409 with the coupon as it is now in `data`. `code`: the code
 * the request gave, which a refused save's message names.
 */
export function couponAnswer<E extends AppEnv>(error: CouponAdminError, c: Context<E>, code?: string) {
  const answer = couponRefusal(error, c.get("lang"), code);
  if (error.failure === "changed" && error.details.current) {
    return c.json({ error: true as const, message: answer.text, data: { coupon: error.details.current } }, 409);
  }
  return new ApiError(answer.status, answer.key, answer.field ? { [answer.field]: [answer.text] } : undefined, undefined, answer.text);
}

/** The API's answer to a gift promotion's refusal: a stale save is 409 with the promotion as it is now in `data`. */
export function giftAnswer(error: GiftAdminError, c: Context<AppEnv>) {
  const answer = giftRefusal(error, c.get("lang"));
  if (error.failure === "changed" && error.details.current) {
    return c.json({ error: true as const, message: answer.text, data: { gift_promotion: error.details.current } }, 409);
  }
  return new ApiError(answer.status, answer.key, answer.field ? { [answer.field]: [answer.text] } : undefined, undefined, answer.text);
}
