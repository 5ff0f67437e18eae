import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Flag, Id, Timestamp } from "./columns.ts";
import type { DepositStatus } from "./campaigns.ts";

/** The order statuses, stored as codes and labelled in both languages at the edge. */
export type OrderStatus = "unfinished" | "shipped" | "delivered" | "completed" | "canceled";
export type Fulfilment = "pickup" | "delivery";
export type PaymentOption = "pay_at_pickup" | "card";
/** `unpaid`: paid at pickup or on delivery; `paid`: the card was charged; `voided`/`refunded` after a cancel. */
export type PaymentStatus = "unpaid" | "paid" | "voided" | "refunded";

/** The shop's settings as one JSON value per key (`fulfilment`: slots, delivery zones, closed days). */
export interface ShopSettingsTable {
  key: string;
  value_json: string;
  updated_at: Timestamp;
}

/** An order: what the customer bought, when and how it is fulfilled, and its money, frozen at checkout. */
export interface OrdersTable {
  id: Id;
  /** `MV-` + 12 Crockford base32 characters: unguessable (order-code.ts). */
  code: string;
  /** Null for a guest's order. */
  customer_id: number | null;
  cart_id: number | null;
  status: OrderStatus;
  /** The language the customer ordered in: its e-mails are in it. */
  locale: string;
  email: string;
  phone: string;
  full_name: string;
  /** The delivery address, or the billing address for a pickup. */
  address: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  fulfilment: Fulfilment;
  delivery_zone: string | null;
  /** The slot on the shop's clock, and its start as an instant. */
  slot_date: string;
  slot_start: string;
  slot_end: string;
  slot_starts_at: Timestamp;
  time_zone: string;
  payment_option: PaymentOption;
  payment_status: PaymentStatus;
  subtotal_cents: number;
  discount_cents: number;
  fee_cents: number;
  /** The sales-tax rate in basis points (8.25 % = 825). */
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  coupon_code: string | null;
  notes: string;
  /** SHA-256 of the guest's access key (the cookie of the browser that ordered, and the e-mailed link). */
  access_hash: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The campaign it was pre-ordered through (migration 2026-12-01T0900-campaigns); null for an everyday order. */
  campaign_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The units of its campaign's pickup day it took (0 for an everyday order). */
  preorder_units: ColumnType<number, number | undefined, number>;
  /** The deposit asked (0 without one); the balance is `total_cents` less it. */
  deposit_cents: ColumnType<number, number | undefined, number>;
  deposit_status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  /** A deposit due at the counter must be recorded by then, or the order is canceled. */
  deposit_due_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** A cancel until then refunds the deposit; after it, the deposit is kept. */
  refund_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the staff handed it over, paid in full. */
  collected_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The custom cake request an accepted quote made this order from (it took no slot, only the day's custom cakes). */
  cake_request_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A line of an order: the product's name, price and allergens copied at purchase. */
export interface OrderLinesTable {
  id: Id;
  order_id: number;
  product_id: number | null;
  slug: string;
  sku: string;
  name: string;
  price_cents: number;
  quantity: number;
  note: string;
  note_kind: string;
  allergens_json: string;
  is_gift: Flag;
  promotion_name: string | null;
  /** The gift promotion that gave a gift line (migration 2026-11-28T0950-promotion-links); null for others and older orders. */
  promotion_id: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The line's name in each language, kept at order time (migration 2026-11-29T0900-order-line-names), so a page
   * shows it in its own language; `name` stays the one the customer read. '' when unknown: `name` is shown.
   */
  name_en: ColumnType<string, string | undefined, string>;
  name_vi: ColumnType<string, string | undefined, string>;
  /** A gift's promotion name in each language, likewise; null for other lines (or unknown: `promotion_name`). */
  promotion_name_en: ColumnType<string | null, string | null | undefined, string | null>;
  promotion_name_vi: ColumnType<string | null, string | null | undefined, string | null>;
  position: number;
  /** The variant bought (migration 2026-11-30T0900-options-and-add-ons); null when unknown. Not a reference: a copy. */
  variant_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The variant's label in each language ("8 inch · Pandan"); null for a product without options. */
  variant_label_en: ColumnType<string | null, string | null | undefined, string | null>;
  variant_label_vi: ColumnType<string | null, string | null | undefined, string | null>;
  /** The choices as bought (`OrderLineModifier[]`, both languages), as JSON; '[]' for none. */
  modifiers_json: ColumnType<string, string | undefined, string>;
  /** The daily capacity one piece used. */
  capacity_units: ColumnType<number, number | undefined, number>;
}

export interface OrderStatusHistoryTable {
  id: Id;
  order_id: number;
  status: OrderStatus;
  /** "customer", "system", or a staff user's e-mail. */
  actor: string;
  note: string;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Id;
  order_id: number;
  provider: "authorize_net";
  transaction_id: string;
  amount_cents: number;
  /** `void_pending`: the order was canceled and its void not (yet) confirmed by the gateway — `note` says why. */
  status: "captured" | "void_pending" | "voided" | "refunded";
  account_number: string;
  account_type: string;
  /** For the staff: what went wrong with this payment (a void the gateway refused). */
  note: Generated<string>;
  created_at: CreatedAt;
}

/** Pieces of a product reserved for one fulfilment date (against `products.daily_capacity`). */
export interface StockReservationsTable {
  product_id: number;
  date: string;
  reserved: number;
}

/** Orders taken by one slot (against the fulfilment settings' `orders_per_slot`). */
export interface SlotReservationsTable {
  date: string;
  start: string;
  reserved: number;
}

/** A POST checkout's Idempotency-Key: `running` while its order is placed, then `done` with the answer to replay. */
export interface IdempotencyKeysTable {
  key: string;
  fingerprint: string;
  status: "running" | "done";
  order_id: number | null;
  answer_json: string | null;
  created_at: Timestamp;
  /** The live process holding a running claim (scale/processes.ts); null when it runs alone, or before this was kept. */
  owner: string | null;
}

export type NoticeKind = "order_placed" | "order_status" | "points_earned";

/** Loyalty points given for a completed order: one row per order, so an order earns once (server/domain/loyalty). */
export interface LoyaltyAwardsTable {
  order_id: number;
  customer_id: number;
  points: number;
  created_at: CreatedAt;
}

/** Something the shop tells a customer in its account (an order placed, a status changed). Texts are made when read. */
export interface NoticesTable {
  id: Id;
  customer_id: number;
  kind: NoticeKind;
  order_id: number | null;
  params_json: string;
  read_at: Timestamp | null;
  created_at: CreatedAt;
}

/** An e-mail an order owes: written with the order (or its status move), sent after it (server/domain/orders/order-outbox.ts). */
export interface OutboxEmailsTable {
  id: Id;
  /** The confirmation, the shop's copy, the customer's e-mail about a status move, or a staff member's reply from the inbox. */
  kind:
    | "order_customer"
    | "order_shop"
    | "order_status"
    | "inbox_reply"
    | "order_reminder"
    | "pickup_list"
    | "waitlist_place"
    | "cake_request"
    | "cake_request_shop"
    | "cake_quote"
    | "cake_declined"
    | "cake_day_full";
  order_id: number | null;
  /** What the e-mail needs that the order does not keep (the guest's key for the link); emptied once sent. */
  params_json: string;
  attempts: number;
  next_attempt_at: Timestamp;
  /** The sender that took it, and when (a claim older than a few minutes is a dead sender's). */
  claim: string | null;
  claimed_at: Timestamp | null;
  sent_at: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  /** Unique when set: an e-mail a scheduled job owes once (`reminder:<order id>`), whoever runs the job, however often. */
  once_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A further key to one order: the link in a status e-mail (only its hash is kept, as for `orders.access_hash`). */
export interface OrderAccessKeysTable {
  id: Id;
  order_id: number;
  key_hash: string;
  created_at: Timestamp;
}

/** The channel an order's first visit came through (server/domain/orders/attribution.shared.ts). */
export type Channel = "facebook" | "messenger" | "tiktok" | "google" | "other" | "direct";

/**
 * Where an order's customer first came from (migration 2026-12-03T0900-order-attribution): the first visit's tracking
 * sent with the checkout, each value checked and bounded, and the channel it was classified as. For reports only.
 */
export interface OrderAttributionsTable {
  order_id: number;
  channel: Channel;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fclid: string | null;
  referrer: string | null;
  landing_url: string | null;
}

export interface OrdersTables {
  order_attributions: OrderAttributionsTable;
  outbox_emails: OutboxEmailsTable;
  shop_settings: ShopSettingsTable;
  orders: OrdersTable;
  order_access_keys: OrderAccessKeysTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  payments: PaymentsTable;
  stock_reservations: StockReservationsTable;
  slot_reservations: SlotReservationsTable;
  idempotency_keys: IdempotencyKeysTable;
  notices: NoticesTable;
  loyalty_awards: LoyaltyAwardsTable;
}
