import type { Db } from "../index.ts";
import { nowIso } from "../index.ts";
import type { CouponType } from "../schema/cart.ts";
import type { Bilingual } from "./types.ts";

interface SeedCoupon {
  code: string;
  name: Bilingual;
  type: CouponType;
  /** Percent off, or cents off. */
  value: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
}

/**
 * The demo coupons. Dates are instants in UTC for midnight in the shop's zone (America/Chicago, UTC−6 in winter):
 * TET2027 runs around Tết (6 February 2027), from 20 January through 20 February.
 */
export const seedCoupons: SeedCoupon[] = [
  {
    code: "BANHMI10",
    name: { en: "10% off orders of $15 or more", vi: "Giảm 10% cho đơn từ $15" },
    type: "percentage",
    value: 10,
    min_subtotal_cents: 1500,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
  },
  {
    code: "TET2027",
    name: { en: "Lunar New Year 2027: $5 off orders of $40 or more", vi: "Tết 2027: giảm $5 cho đơn từ $40" },
    type: "fixed",
    value: 500,
    min_subtotal_cents: 4000,
    starts_at: "2027-01-20T06:00:00.000Z",
    ends_at: "2027-02-21T06:00:00.000Z",
    usage_limit: 500,
    per_customer_limit: 1,
  },
  {
    code: "WELCOME5",
    name: { en: "Welcome: $5 off your first order of $25 or more", vi: "Chào bạn mới: giảm $5 cho đơn đầu tiên từ $25" },
    type: "fixed",
    value: 500,
    min_subtotal_cents: 2500,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: 1,
  },
  {
    code: "EXPIRED",
    name: { en: "Mid-Autumn 2026: 15% off", vi: "Trung thu 2026: giảm 15%" },
    type: "percentage",
    value: 15,
    min_subtotal_cents: 0,
    starts_at: "2026-09-15T05:00:00.000Z",
    ends_at: "2026-10-07T05:00:00.000Z",
    usage_limit: null,
    per_customer_limit: null,
  },
];

export const GIFT_THRESHOLD_CENTS = 3000;

/** A free bánh bao (the cheapest one on the menu) with every order of $30 or more, and the demo coupons. */
export async function seedCartPromotions(db: Db): Promise<void> {
  const now = nowIso();
  const cheapestBun = await db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .select("p.id")
    .where("c.slug", "=", "banh-bao")
    .where("p.status", "=", "published")
    .orderBy("p.price_cents")
    .orderBy("p.id")
    .executeTakeFirst();
  if (cheapestBun) {
    const { id } = await db
      .insertInto("promotions")
      .values({
        kind: "gift",
        min_subtotal_cents: GIFT_THRESHOLD_CENTS,
        gift_product_id: cheapestBun.id,
        gift_quantity: 1,
        starts_at: null,
        ends_at: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("promotion_translations")
      .values([
        { promotion_id: id, locale: "en", name: "A free bánh bao with every order of $30 or more" },
        { promotion_id: id, locale: "vi", name: "Tặng một bánh bao cho đơn từ $30" },
      ])
      .execute();
  }

  for (const coupon of seedCoupons) {
    const { name, ...fields } = coupon;
    const { id } = await db
      .insertInto("coupons")
      .values({ ...fields, is_active: 1, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("coupon_translations")
      .values([
        { coupon_id: id, locale: "en", name: name.en },
        { coupon_id: id, locale: "vi", name: name.vi },
      ])
      .execute();
  }
}
