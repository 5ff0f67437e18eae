import { createHash, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { OrderStatus } from "../../db/schema/orders.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import { lineModifiers, modifierIn } from "./line-options.ts";
import type { OrderLineView, OrderView, PreOrderView } from "./order-view.ts";
import { hasAccessKey } from "./order-moves.repository.ts";
import * as repo from "./orders.repository.ts";
import { findCampaignNames } from "../campaigns/campaigns.repository.ts";

// Reading orders: a customer sees its own; a guest sees one with its code and its access key (the cookie of the
// browser that placed it, or the link of any e-mail about it).

export const STATUS_LABEL: Record<OrderStatus, ApiMessageKey> = {
  unfinished: "orderStatusUnfinished",
  shipped: "orderStatusShipped",
  delivered: "orderStatusDelivered",
  completed: "orderStatusCompleted",
  canceled: "orderStatusCanceled",
};

export function accessHashOf(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * A line in the reader's language: its name kept at order time in that language, else the name it was ordered by;
 * its variant and add-ons as they were bought, in that language too.
 */
function lineView(line: repo.OrderLineRow, lang: Lang): OrderLineView {
  const promotionName = lang === "vi" ? line.promotion_name_vi : line.promotion_name_en;
  const variant = lang === "vi" ? line.variant_label_vi : line.variant_label_en;
  return {
    product_id: line.product_id,
    slug: line.slug,
    sku: line.sku,
    name: (lang === "vi" ? line.name_vi : line.name_en) || line.name,
    price: dollars(line.price_cents),
    price_cents: line.price_cents,
    quantity: line.quantity,
    line_total: dollars(line.price_cents * line.quantity),
    line_total_cents: line.price_cents * line.quantity,
    variant: variant || line.variant_label_en || null,
    variant_id: line.variant_id,
    modifiers: lineModifiers(line.modifiers_json).map((m) => modifierIn(m, lang)),
    note: line.note,
    note_kind: line.note_kind,
    allergens: JSON.parse(line.allergens_json) as string[],
    is_gift: line.is_gift === 1,
    promotion_name: line.promotion_name === null ? null : promotionName || line.promotion_name,
  };
}

/** What a campaign's order view needs of it. */
export interface OrderCampaign {
  slug: string;
  name_en: string;
  name_vi: string;
  cancel_until_days: number;
}

/** A pre-order's deposit and balance; null for an everyday order. */
export function preOrderOf(order: repo.OrderRow, campaign: OrderCampaign | undefined, lang: Lang): PreOrderView | null {
  if (order.campaign_id === null && order.deposit_status === "none") return null;
  const held = order.deposit_status === "paid" || order.deposit_status === "kept" ? order.deposit_cents : 0;
  const balance = order.collected_at !== null || order.status === "canceled" ? 0 : Math.max(0, order.total_cents - held);
  return {
    campaign: { slug: campaign?.slug ?? "", name: campaign ? (lang === "vi" ? campaign.name_vi : campaign.name_en) : "" },
    deposit: dollars(order.deposit_cents),
    deposit_cents: order.deposit_cents,
    deposit_status: order.deposit_status,
    deposit_due_by: order.deposit_due_by,
    deposit_paid_cents: held,
    balance: dollars(balance),
    balance_cents: balance,
    refund_until: order.refund_until,
    cancel_until_days: campaign?.cancel_until_days ?? 0,
    collected_at: order.collected_at,
  };
}

function viewOf(
  order: repo.OrderRow,
  lines: repo.OrderLineRow[],
  payments: repo.PaymentRow[],
  lang: Lang,
  campaign?: OrderCampaign,
  cakeCode?: string,
): OrderView {
  const card = payments.find((p) => p.status === "captured") ?? payments[0];
  const views = lines.map((line) => lineView(line, lang));
  return {
    code: order.code,
    status: order.status,
    created_at: order.created_at,
    locale: order.locale,
    email: order.email,
    phone: order.phone,
    full_name: order.full_name,
    address: { address: order.address, city: order.city, state: order.state, zip: order.zip, country: order.country },
    fulfilment: order.fulfilment,
    delivery_zone: order.delivery_zone,
    slot: {
      date: order.slot_date,
      start: order.slot_start,
      end: order.slot_end,
      starts_at: order.slot_starts_at,
      time_zone: order.time_zone,
    },
    payment: {
      option: order.payment_option,
      status: order.payment_status,
      card: card ? { account_number: card.account_number, account_type: card.account_type } : null,
    },
    lines: views.filter((l) => !l.is_gift),
    gifts: views.filter((l) => l.is_gift),
    totals: {
      subtotal: dollars(order.subtotal_cents),
      subtotal_cents: order.subtotal_cents,
      discount: dollars(order.discount_cents),
      discount_cents: order.discount_cents,
      fee: dollars(order.fee_cents),
      fee_cents: order.fee_cents,
      tax_rate: order.tax_rate_bp / 100,
      tax: dollars(order.tax_cents),
      tax_cents: order.tax_cents,
      total: dollars(order.total_cents),
      total_cents: order.total_cents,
      currency: "USD",
    },
    coupon_code: order.coupon_code,
    notes: order.notes,
    pre_order: preOrderOf(order, campaign, lang),
    custom_cake: cakeCode === undefined ? null : { code: cakeCode },
  };
}

/** Orders with their lines and payments, read in three queries whatever their number. */
export async function orderViews(db: Db, orders: repo.OrderRow[], lang: Lang): Promise<OrderView[]> {
  const ids = orders.map((o) => o.id);
  const campaignIds = [...new Set(orders.flatMap((o) => (o.campaign_id === null ? [] : [o.campaign_id])))];
  const cakeIds = [...new Set(orders.flatMap((o) => (o.cake_request_id === null ? [] : [o.cake_request_id])))];
  const [lines, payments, campaigns, cakes] = await Promise.all([
    repo.findLinesOf(db, ids),
    repo.findPaymentsOf(db, ids),
    campaignIds.length ? findCampaignNames(db, campaignIds) : [],
    cakeIds.length ? repo.cakeRequestCodes(db, cakeIds) : [],
  ]);
  const campaignOf = new Map(campaigns.map((c) => [c.id, c]));
  const cakeCodeOf = new Map(cakes.map((c) => [Number(c.id), c.code]));
  return orders.map((order) =>
    viewOf(
      order,
      lines.filter((l) => l.order_id === order.id),
      payments.filter((p) => p.order_id === order.id),
      lang,
      order.campaign_id === null ? undefined : campaignOf.get(order.campaign_id),
      order.cake_request_id === null ? undefined : cakeCodeOf.get(order.cake_request_id),
    ),
  );
}

export async function orderViewById(db: Db, id: number, lang: Lang): Promise<OrderView> {
  const order = await repo.findOrderById(db, id);
  if (!order) throw new Error(`order ${id} vanished`);
  const [view] = await orderViews(db, [order], lang);
  return view!;
}

export const ORDERS_PER_PAGE = 10;

/** A customer's orders, newest first, a page at a time. */
export async function listCustomerOrders(db: Db, lang: Lang, customerId: number, page = 1) {
  const current = Math.max(1, Math.floor(page));
  const { rows, total } = await repo.findCustomerOrders(db, customerId, {
    limit: ORDERS_PER_PAGE,
    offset: (current - 1) * ORDERS_PER_PAGE,
  });
  return {
    orders: await orderViews(db, rows, lang),
    pagination: { page: current, per_page: ORDERS_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)) },
  };
}

/** Who asks for an order: a signed-in customer, and/or a guest's access key. */
export interface OrderViewer {
  customerId: number | null;
  accessKey: string | null;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The order with this code when the viewer may see it: its customer, or whoever holds its access key. Undefined
 * otherwise, the same whether the code exists or not (a 404 tells a stranger nothing).
 */
export async function findOrderForViewer(db: Db, lang: Lang, typedCode: string, viewer: OrderViewer): Promise<OrderView | undefined> {
  const code = normaliseOrderCode(typedCode);
  if (!isOrderCode(code)) return undefined;
  const order = await repo.findOrderByCode(db, code);
  if (!order) return undefined;
  const isOwner = order.customer_id !== null && order.customer_id === viewer.customerId;
  const holdsKey = viewer.accessKey !== null && sameHash(accessHashOf(viewer.accessKey), order.access_hash);
  // The key of a later e-mail's link (a status move's): looked up by its hash, never by the key itself.
  const holdsLinkKey =
    !isOwner && !holdsKey && viewer.accessKey !== null && (await hasAccessKey(db, order.id, accessHashOf(viewer.accessKey)));
  if (!isOwner && !holdsKey && !holdsLinkKey) return undefined;
  const [view] = await orderViews(db, [order], lang);
  return view;
}

/** The `order_access` cookie's value: the code and its key, so one browser can reopen the order it placed. */
export const ORDER_ACCESS_COOKIE = "order_access";
export function accessCookieValue(code: string, key: string): string {
  return `${code}.${key}`;
}
export function parseAccessCookie(value: string | undefined): { code: string; key: string } | undefined {
  const match = value ? /^(MV-[0-9A-Z]{12})\.([A-Za-z0-9_-]{20,100})$/.exec(value) : null;
  return match ? { code: match[1]!, key: match[2]! } : undefined;
}

export interface StatusChangeView {
  status: OrderStatus;
  at: string;
}

/** A customer's own order with how its status moved, oldest first; undefined for anyone else's or an unknown code. */
export async function findCustomerOrder(
  db: Db,
  lang: Lang,
  typedCode: string,
  customerId: number,
): Promise<{ order: OrderView; history: StatusChangeView[] } | undefined> {
  const code = normaliseOrderCode(typedCode);
  if (!isOrderCode(code)) return undefined;
  const row = await repo.findOrderByCode(db, code);
  if (!row || row.customer_id !== customerId) return undefined;
  const [[order], changes] = await Promise.all([orderViews(db, [row], lang), repo.findStatusHistory(db, row.id)]);
  return {
    order: order!,
    // A line that keeps the status (a deposit recorded at the counter) is the staff's note, not a step for the customer.
    history: changes.filter((c, i) => i === 0 || c.status !== changes[i - 1]!.status).map((c) => ({ status: c.status, at: c.created_at })),
  };
}
