import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CouponAdminError, CouponAdminFailure } from "../domain/promotions/coupons-admin.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// How each refusal of the back office's coupon service is answered: one table for the API and the pages.

export const COUPON_ANSWERS: Record<CouponAdminFailure, { status: ContentfulStatusCode; key: ApiMessageKey }> = {
  notFound: { status: 404, key: "couponNotFound" },
  codeTaken: { status: 422, key: "couponCodeTaken" },
  changed: { status: 409, key: "couponChanged" },
  used: { status: 409, key: "couponUsedNoDelete" },
};

/** The refusal's status, its message in `lang`, and the field it is about (the code, when taken). */
export function couponRefusal(error: CouponAdminError, lang: Lang, code = "") {
  const answer = COUPON_ANSWERS[error.failure];
  const text = apiMessage(lang, answer.key, { code: error.details.current?.code ?? error.details.code ?? code, count: error.details.uses ?? 0 });
  return { status: answer.status, key: answer.key, text, field: error.failure === "codeTaken" ? "code" : undefined };
}
