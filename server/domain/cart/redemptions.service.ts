import type { Db } from "../../db/index.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { findCustomerRedemptions } from "./promotions.repository.ts";

// The coupons a customer has used (GET promotions/used): one row per order a coupon was redeemed on.

export interface UsedCouponView {
  code: string;
  /** In the request's language. */
  name: string;
  used_at: string;
  order_code: string | null;
  discount: number;
  discount_cents: number;
}

export const USED_PER_PAGE = 20;

export async function listUsedCoupons(db: Db, lang: Lang, customerId: number, page = 1) {
  const current = Math.max(1, Math.floor(page));
  const { rows, total } = await findCustomerRedemptions(db, customerId, lang, {
    limit: USED_PER_PAGE,
    offset: (current - 1) * USED_PER_PAGE,
  });
  return {
    coupons: rows.map((row): UsedCouponView => ({
      code: row.code,
      name: row.name,
      used_at: row.used_at,
      order_code: row.order_code,
      discount: dollars(row.discount_cents),
      discount_cents: Number(row.discount_cents),
    })),
    pagination: { page: current, per_page: USED_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / USED_PER_PAGE)) },
  };
}
