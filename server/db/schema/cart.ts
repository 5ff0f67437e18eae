import type { ColumnType } from "kysely";
import type { CreatedAt, Flag, Id, Timestamp } from "./columns.ts";

export type CartStatus = "open" | "merged" | "ordered";

/**
 * A cart: a visitor's (found by `token`) or a signed-in customer's (found by `customer_id`), never both while
 * open. Closing a cart (merged into a customer's, or ordered) releases its token.
 */
export interface CartsTable {
  id: Id;
  /** `ct_` + 24 letters and digits; the visitor's only key to the cart. Null once the cart is a customer's or closed. */
  token: string | null;
  customer_id: number | null;
  status: CartStatus;
  /** The coupon the customer entered (upper case); it may currently give no discount (see the cart's notices). */
  coupon_code: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A product in a cart. Prices are not stored: they are read from the catalogue on every look. */
export interface CartLinesTable {
  id: Id;
  cart_id: number;
  product_id: number;
  /** 1–99. */
  quantity: number;
  /** The inscription on a cake and the like, up to 120 characters; '' when none. The same product with another note is another line. */
  note: string;
  /**
   * The configuration chosen (configuration.shared.ts): `v<variant id>` and each choice as `<choice id>x<quantity>`,
   * joined by dots. The same product, key and note are one line. '' stands for a product's default variant.
   */
  config_key: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A promotion that applies by itself: a gift line (price 0) once the cart's subtotal reaches `min_subtotal_cents`. */
export interface PromotionsTable {
  id: Id;
  kind: "gift";
  min_subtotal_cents: number;
  gift_product_id: number;
  gift_quantity: number;
  /** Inclusive; null means no start. */
  starts_at: Timestamp | null;
  /** Exclusive; null means no end. */
  ends_at: Timestamp | null;
  is_active: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PromotionTranslationsTable {
  promotion_id: number;
  locale: string;
  name: string;
}

export type CouponType = "percentage" | "fixed";

/** A code the customer types in the cart. */
export interface CouponsTable {
  id: Id;
  /** Upper case; customers may type it in any case. */
  code: string;
  type: CouponType;
  /** Percent off (1–100) for "percentage", cents off for "fixed". */
  value: number;
  min_subtotal_cents: number;
  /** Inclusive; null means no start. */
  starts_at: Timestamp | null;
  /** Exclusive; null means no end. */
  ends_at: Timestamp | null;
  /** Redemptions allowed in all; null means unlimited. */
  usage_limit: number | null;
  /** Redemptions allowed per customer account; null means unlimited. Visitors are held to `usage_limit` only. */
  per_customer_limit: number | null;
  is_active: Flag;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CouponTranslationsTable {
  coupon_id: number;
  locale: string;
  name: string;
}

/** One use of a coupon, written by checkout when an order is placed with it. */
export interface CouponRedemptionsTable {
  id: Id;
  coupon_id: number;
  /** Null for an order placed without an account. */
  customer_id: number | null;
  /** The order it was used on (the orders table arrives with checkout). */
  order_id: number | null;
  /** The order's e-mail and phone, normalised (identifier.ts): a customer is counted by these too, signed in or not. */
  email_key: string | null;
  phone_key: string | null;
  discount_cents: number;
  created_at: CreatedAt;
}

/** Tables of the cart area (carts, cart lines, promotions and coupons), added by their own migrations. */
export interface CartTables {
  carts: CartsTable;
  cart_lines: CartLinesTable;
  promotions: PromotionsTable;
  promotion_translations: PromotionTranslationsTable;
  coupons: CouponsTable;
  coupon_translations: CouponTranslationsTable;
  coupon_redemptions: CouponRedemptionsTable;
}
