import { dateTimeFormat, formatMoney } from "../../i18n/formatters.shared.ts";
import type { CouponType } from "../../db/schema/cart.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import { LOCALE_TAGS } from "../../i18n/locales.shared.ts";
import { windowAt, type Dated } from "./promotions.ts";

/** Coupon codes: the rules, with no database. */

export interface Coupon extends Dated {
  id: number;
  code: string;
  name: string;
  type: CouponType;
  /** Percent off for "percentage", cents off for "fixed". */
  value: number;
  min_subtotal_cents: number;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

export interface CouponUses {
  /** Redemptions by anyone. */
  total: number;
  /** Redemptions by the signed-in customer; null for a visitor, who is held to the overall limit only. */
  byCustomer: number | null;
}

export type CouponRefusal =
  | { reason: "expired" }
  | { reason: "not_started"; startsAt: string }
  | { reason: "used_up" }
  | { reason: "already_used" }
  | { reason: "below_minimum"; minimumCents: number; missingCents: number };

/**
 * Why a coupon gives nothing to this cart now, or null when it applies. The reasons the customer cannot change come
 * first (dates, then uses); the minimum last, because adding to the cart fixes it.
 */
export function couponRefusal(coupon: Coupon, subtotalCents: number, uses: CouponUses, now: Date): CouponRefusal | null {
  const window = windowAt(coupon, now);
  if (window === "ended") return { reason: "expired" };
  if (window === "not_started") return { reason: "not_started", startsAt: coupon.starts_at! };
  if (coupon.usage_limit !== null && uses.total >= coupon.usage_limit) return { reason: "used_up" };
  if (coupon.per_customer_limit !== null && uses.byCustomer !== null && uses.byCustomer >= coupon.per_customer_limit) {
    return { reason: "already_used" };
  }
  if (subtotalCents < coupon.min_subtotal_cents) {
    return { reason: "below_minimum", minimumCents: coupon.min_subtotal_cents, missingCents: coupon.min_subtotal_cents - subtotalCents };
  }
  return null;
}

/** The discount in cents: a percentage rounded to the cent, or a fixed amount; never more than the subtotal. */
export function couponDiscountCents(coupon: Pick<Coupon, "type" | "value">, subtotalCents: number): number {
  const discount = coupon.type === "percentage" ? Math.round((subtotalCents * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(discount, subtotalCents));
}

// Vietnamese pads the day and month ("05/01/2027"), unlike formatDate's "5/1/2027" on the pages.
const SHOP_DATE_STYLE: Record<Lang, Intl.DateTimeFormatOptions> = {
  en: { dateStyle: "long" },
  vi: { day: "2-digit", month: "2-digit", year: "numeric" },
};

/** A day in the shop's own time zone, as each language writes it ("January 20, 2027" / "20/01/2027"). */
export function formatShopDate(iso: string, lang: Lang, timeZone: string): string {
  return dateTimeFormat(LOCALE_TAGS[lang], { ...SHOP_DATE_STYLE[lang], timeZone }).format(new Date(iso));
}

export const REFUSAL_MESSAGES: Record<CouponRefusal["reason"], ApiMessageKey> = {
  expired: "couponExpired",
  not_started: "couponNotStarted",
  used_up: "couponUsedUp",
  already_used: "couponAlreadyUsed",
  below_minimum: "couponBelowMinimum",
};

/** The message key and its parameters that explain a refusal to the customer. */
export function refusalMessage(
  code: string,
  refusal: CouponRefusal,
  lang: Lang,
  timeZone: string,
): { key: ApiMessageKey; params: Record<string, string> } {
  const key = REFUSAL_MESSAGES[refusal.reason];
  switch (refusal.reason) {
    case "not_started":
      return { key, params: { code, date: formatShopDate(refusal.startsAt, lang, timeZone) } };
    case "below_minimum":
      return { key, params: { code, minimum: formatMoney(refusal.minimumCents), missing: formatMoney(refusal.missingCents) } };
    default:
      return { key, params: { code } };
  }
}
