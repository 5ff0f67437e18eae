import type { Slot } from "../fulfilment/slots.ts";
import type { OrderTotals } from "../orders/order-view.ts";

// GET checkout/options: what the checkout form offers for the current cart, and its totals.

export interface FulfilmentMethodView {
  code: "pickup" | "delivery";
  fee: number;
  fee_cents: number;
  /** Delivery: the ZIP's zone when one was given and is served; null otherwise. */
  zone: string | null;
  /** Delivery: free because the items reach the zone's threshold. */
  free: boolean;
  /** Delivery: the smallest item total that makes it free in the ZIP's zone (null: never, or no ZIP yet). */
  free_over_cents: number | null;
}

export type PaymentMethodView = { code: "pay_at_pickup" } | { code: "card"; script_url: string; api_login_id: string; client_key: string };

export interface SlotDayView {
  date: string;
  weekday: number;
  slots: Slot[];
}

export interface ClosedDayView {
  date: string;
  reason: string | null;
}

/** A delivery zone as customers read it: the ZIP codes served, the fee, and from what item total it is free. */
export interface DeliveryZoneView {
  name: string;
  zips: string[];
  fee_cents: number;
  /** Free when the items come to at least this, after the coupon; null: never free. */
  free_over_cents: number | null;
}

export interface PreOrderOptionsView {
  slug: string;
  name: string;
  deposit: { kind: "none" | "percent" | "fixed"; value: number };
  cancel_until_days: number;
  /** Pre-orders are collected at the shop, on a pickup day. */
  pickup_only: true;
}

/** `Message`: a sentence in the reader's language as answered; the domain answers it as a message code. */
export interface CheckoutOptionsView<Message = string> {
  time_zone: string;
  /** The shop's address: where a pickup happens. */
  shop: { name: string; address: string };
  fulfilment_methods: FulfilmentMethodView[];
  /** The delivery ZIP asked about, and why it cannot be served ("zip_malformed" | "zip_outside_zones"), with the message. */
  delivery: { zip: string; ok: boolean; reason: string | null; message: Message | null } | null;
  /** Where the shop delivers and for what fee (empty: pickup only), so customers see it before typing a ZIP. */
  delivery_zones: DeliveryZoneView[];
  payment_methods: PaymentMethodView[];
  /** The largest lead time of the cart's products, in hours: the first slot is at least this far away. */
  lead_time_hours: number;
  days: SlotDayView[];
  /**
   * The dates in the same window the shop is closed although its weekday is open (the capacity calendar's holidays),
   * with the reason in the request's language (null when none was written).
   */
  closed_days: ClosedDayView[];
  /** For the fulfilment asked for (pickup when none), with what a pre-order's deposit takes now and leaves for pickup. */
  totals: OrderTotals & { deposit_cents: number; balance_cents: number };
  /** The campaign a cart of pre-order items belongs to: its pickup days are the `days`; null for an everyday cart. */
  pre_order: PreOrderOptionsView | null;
  /** Why the cart cannot be checked out as it is (two campaigns, a closed window), in the reader's language; null when it can. */
  pre_order_problem: Message | null;
  /** Pieces in the cart; 0 means nothing to check out. */
  count: number;
}
