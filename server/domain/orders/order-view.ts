import type { Fulfilment, OrderStatus, PaymentOption, PaymentStatus } from "../../db/schema/orders.ts";
import type { DepositStatus } from "../../db/schema/campaigns.ts";
import type { CartLineModifier } from "../cart/cart.service.ts";

// An order as the customer, the e-mails and the API see it. Money in cents and in dollars, like the cart.

export const ORDER_STATUSES = ["unfinished", "shipped", "delivered", "completed", "canceled"] as const satisfies readonly OrderStatus[];

export interface OrderLineView {
  product_id: number | null;
  slug: string;
  sku: string;
  /** In the reader's language, as it was when ordered (both languages are kept on the line). */
  name: string;
  price: number;
  price_cents: number;
  quantity: number;
  line_total: number;
  line_total_cents: number;
  /** The variant bought, in the reader's language ("8 inch · Pandan"); null for a product without options. */
  variant: string | null;
  /** The variant bought (a product without options has one default variant); null on an order older than variants. */
  variant_id: number | null;
  /** The add-ons bought, as the cart shows them, in the reader's language, with the prices they were bought at. */
  modifiers: CartLineModifier[];
  /** A cake's inscription or a note for the kitchen; "" when none. */
  note: string;
  note_kind: string;
  /** Big 9 allergens, as codes ("milk", "egg", …). */
  allergens: string[];
  is_gift: boolean;
  promotion_name: string | null;
}

export interface OrderTotals {
  subtotal: number;
  subtotal_cents: number;
  discount: number;
  discount_cents: number;
  fee: number;
  fee_cents: number;
  /** Percent, e.g. 8.25. */
  tax_rate: number;
  tax: number;
  tax_cents: number;
  total: number;
  total_cents: number;
  currency: "USD";
}

export interface OrderSlotView {
  /** The shop's local date and times ("2026-12-01", "09:00"–"10:00"), in `time_zone`. */
  date: string;
  start: string;
  end: string;
  /** The start as an instant (UTC ISO-8601). */
  starts_at: string;
  time_zone: string;
}

/** A pre-order's campaign and deposit: what was paid ahead, what is left to pay at pickup, and until when a cancel refunds. */
export interface PreOrderView {
  campaign: { slug: string; name: string };
  deposit: number;
  deposit_cents: number;
  /** none: no deposit asked; due: at the counter by `deposit_due_by`; paid; refunded (canceled in time); kept (canceled late). */
  deposit_status: DepositStatus;
  deposit_due_by: string | null;
  /** What the shop holds of the deposit now (0 when due or refunded). */
  deposit_paid_cents: number;
  /** What is left to pay at pickup (0 once collected). */
  balance: number;
  balance_cents: number;
  /** A cancel until then refunds the deposit; after, it is kept (UTC ISO-8601). */
  refund_until: string | null;
  cancel_until_days: number;
  collected_at: string | null;
}

export interface OrderView {
  code: string;
  status: OrderStatus;
  created_at: string;
  locale: string;
  email: string;
  phone: string;
  full_name: string;
  address: { address: string; city: string; state: string; zip: string; country: string };
  fulfilment: Fulfilment;
  delivery_zone: string | null;
  slot: OrderSlotView;
  payment: { option: PaymentOption; status: PaymentStatus; card: { account_number: string; account_type: string } | null };
  lines: OrderLineView[];
  gifts: OrderLineView[];
  totals: OrderTotals;
  coupon_code: string | null;
  notes: string;
  /** Null for an everyday order. */
  pre_order: PreOrderView | null;
  /** The custom cake request an accepted quote made this order from; null for any other order. */
  custom_cake: { code: string } | null;
}
