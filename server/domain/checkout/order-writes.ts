import { PostgresAdapter, type Insertable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { OrderLinesTable, OrdersTable } from "../../db/schema/orders.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ChargeResult } from "../../payments/authorize-net.ts";
import { findCustomer } from "../accounts/accounts.repository.ts";
import { normaliseEmail, normalisePhone } from "../accounts/identifier.ts";
import * as cartRepo from "../cart/cart.repository.ts";
import { promotionOfGiftLine, type Shopper } from "../cart/cart.schema.ts";
import type { CartItem, CartView } from "../cart/cart.service.ts";
import { couponRefusal, refusalMessage, type CouponUses } from "../cart/coupons.ts";
import * as promotionsRepo from "../cart/promotions.repository.ts";
import { calendarDays } from "../fulfilment/calendar.repository.ts";
import * as capacity from "../fulfilment/capacity.ts";
import type { FulfilmentSettings } from "../fulfilment/settings.ts";
import type { LocalTime } from "../fulfilment/shop-time.ts";
import type { OrderTotals } from "../orders/order-view.ts";
import { queueOrderEmails } from "../orders/order-outbox.ts";
import { lineOptionColumns, type LineOptionColumns } from "../orders/line-options.ts";
import * as ordersRepo from "../orders/orders.repository.ts";
import { accessHashOf } from "../orders/orders.service.ts";
import { capacityRefused, cartChanged, CheckoutError, emptyCart, slotRefused, type SlotAsked } from "./checkout-error.ts";
import type { CheckoutInput } from "./checkout.schema.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import * as idempotencyRepo from "./idempotency.repository.ts";
import { checkLimits, reservePickupDay, type CartPreorder, type PreorderTerms } from "../campaigns/campaign-checkout.ts";
import type { PickupDayRow } from "../campaigns/campaigns.repository.ts";

// The order's transaction: the order, its lines, its history's first line, the card payment, the coupon's use, the
// customer's notice, the e-mails owed, the Idempotency-Key's answer and the capacity it takes — all or nothing.

/** The slot checked for the order, with what its refusals' texts need. */
export interface ChosenSlot {
  date: string;
  start: string;
  end: LocalTime;
  startsAt: Date;
  settings: FulfilmentSettings;
  asked: SlotAsked;
  pieces: capacity.ProductPieces[];
  /** The slot's limit of orders on its date; null for a campaign's pickup day, which counts units instead. */
  ordersPerSlot: number | null;
}

/** Everything decided before the transaction. */
export interface OrderDraft {
  key: string;
  code: string;
  /** The guest's key to the order; only its hash is kept. */
  accessKey: string;
  now: Date;
  shopper: Shopper;
  input: CheckoutInput;
  cartId: number;
  cart: CartView;
  /** The cart's items and gifts, in the order they are shown. */
  lines: CartItem[];
  slot: ChosenSlot;
  zone: string | null;
  totals: OrderTotals;
  charge: Extract<ChargeResult, { status: "approved" }> | null;
  /** A pre-order: its campaign's cart, pickup day and deposit; null for an everyday order. */
  preorder: { cart: CartPreorder; day: PickupDayRow; terms: PreorderTerms } | null;
}

/** Writes the order in one transaction; its id. A refusal inside (the date closed since, the cart taken, capacity) undoes all of it. */
export async function writeOrder(ctx: CheckoutContext, draft: OrderDraft): Promise<number> {
  const { slot, input, shopper, charge, totals, cart, code, lines } = draft;
  const at = draft.now.toISOString();
  // Read before the transaction: the configurations are kept per content version, shared by every checkout.
  const options = await lineOptionColumns(ctx.db, lines, draft.now);
  return ctx.db.transaction().execute(async (trx) => {
    // The date as it is now (a change in the calendar since the check before counts).
    const day = await calendarDays(trx, slot.date, slot.date);
    if (day[0]?.closed) throw slotRefused(slot.asked, "closed", day[0]);
    // A pre-order's limit per customer, counted before this order's lines exist.
    if (draft.preorder) {
      await checkLimits(trx, draft.preorder.cart, { customerId: shopper.customerId, email: input.email, phone: input.phone }, ctx.lang);
    }
    // Before the lines that name them: a gift's promotion cannot be deleted under the order.
    await holdGiftPromotions(trx, lines);
    // Closing the cart claims it: two checkouts of one cart under two keys place one order.
    if (!(await cartRepo.closeCart(trx, draft.cartId, "ordered", at))) throw emptyCart();
    const id = await ordersRepo.insertOrder(trx, orderRow(ctx, draft));
    await ordersRepo.insertOrderLines(trx, await orderLines(trx, id, lines, ctx.lang, options));
    if (ctx.attribution) await ordersRepo.insertAttribution(trx, id, ctx.attribution);
    await ordersRepo.insertStatusChange(trx, { order_id: id, status: "unfinished", actor: "customer", created_at: at });
    if (charge) {
      await ordersRepo.insertPayment(trx, {
        order_id: id,
        provider: "authorize_net",
        transaction_id: charge.transactionId,
        amount_cents: draft.preorder && draft.preorder.terms.depositCents > 0 ? draft.preorder.terms.depositCents : totals.total_cents,
        status: "captured",
        account_number: charge.accountNumber,
        account_type: charge.accountType,
        created_at: at,
      });
    }
    if (cart.promotion?.applied) {
      const use = { code: cart.promotion.code, customerId: shopper.customerId, email: input.email, phone: input.phone };
      await redeemCoupon(trx, ctx, {
        ...use,
        orderId: id,
        subtotalCents: cart.subtotal_cents,
        discountCents: totals.discount_cents,
        now: draft.now,
      });
    }
    if (shopper.customerId !== null) {
      await ordersRepo.insertNotice(trx, {
        customer_id: shopper.customerId,
        kind: "order_placed",
        order_id: id,
        params: { code },
        created_at: at,
      });
    }
    await queueOrderEmails(trx, id, draft.accessKey, at);
    // The key still this request's: a request that took it over (this one counted as dead) places the order instead.
    if (!(await idempotencyRepo.markKeyDone(trx, draft.key, at, id, code)))
      throw new CheckoutError("inProgress", { key: "checkoutKeyInProgress" });
    // The date's limits last, each taken by a guarded update: the slot's and the products' rows are the ones every
    // order of a busy day writes, and each stays locked until the commit, so the less work after them, the less the
    // next order waits (measured: nearly every wait of a checkout burst on PostgreSQL was on one product's row). A
    // refusal here undoes the whole order. The slot's limit is the date's as it is now, read above.
    const ordersPerSlot = slot.ordersPerSlot === null ? null : capacity.slotLimit(slot.settings.orders_per_slot, day[0]?.orders_per_slot);
    const refused = await capacity.reserve(trx, { date: slot.date, start: slot.start, ordersPerSlot, pieces: slot.pieces });
    if (refused) throw capacityRefused(refused, slot.date, slot.start, ctx.lang);
    if (draft.preorder) await reservePickupDay(trx, draft.preorder.cart, draft.preorder.day, ctx.lang);
    return id;
  });
}

function orderRow(ctx: CheckoutContext, draft: OrderDraft): Insertable<OrdersTable> {
  const { input, slot, totals, cart } = draft;
  const at = draft.now.toISOString();
  return {
    code: draft.code,
    customer_id: draft.shopper.customerId,
    cart_id: draft.cartId,
    status: "unfinished",
    locale: ctx.lang,
    email: input.email,
    phone: input.phone,
    full_name: input.full_name,
    address: input.address,
    city: input.city,
    state: input.state,
    country: input.country,
    zip: input.zip,
    fulfilment: input.shipping_option,
    delivery_zone: draft.zone,
    slot_date: slot.date,
    slot_start: slot.start,
    slot_end: slot.end,
    slot_starts_at: slot.startsAt.toISOString(),
    time_zone: slot.asked.rules.timeZone,
    payment_option: input.payment_option,
    // A deposit charged is not the whole order: the balance is still to pay at pickup.
    payment_status: draft.charge && !(draft.preorder && draft.preorder.terms.depositCents > 0) ? "paid" : "unpaid",
    subtotal_cents: totals.subtotal_cents,
    discount_cents: totals.discount_cents,
    fee_cents: totals.fee_cents,
    tax_rate_bp: ctx.taxRateBp,
    tax_cents: totals.tax_cents,
    total_cents: totals.total_cents,
    coupon_code: cart.promotion?.applied ? cart.promotion.code : null,
    notes: input.notes,
    access_hash: accessHashOf(draft.accessKey),
    created_at: at,
    updated_at: at,
    ...(draft.preorder
      ? {
          campaign_id: draft.preorder.terms.campaignId,
          preorder_units: draft.preorder.cart.units,
          deposit_cents: draft.preorder.terms.depositCents,
          deposit_status: draft.preorder.terms.depositStatus,
          deposit_due_by: draft.preorder.terms.depositDueBy,
          refund_until: draft.preorder.terms.refundUntil,
        }
      : {}),
  };
}

/** The order's lines. Each keeps its name in both languages: a page in the other language shows it in its own. */
async function orderLines(
  trx: Db,
  orderId: number,
  lines: readonly CartItem[],
  lang: Lang,
  options: readonly LineOptionColumns[],
): Promise<Insertable<OrderLinesTable>[]> {
  const giftPromotions = lines.map((line) => (line.is_gift ? promotionOfGiftLine(line.id) : null));
  const [products, promotions] = await Promise.all([
    ordersRepo.productNames(trx, [...new Set(lines.map((l) => l.product_id))]),
    ordersRepo.promotionNames(trx, [...new Set(giftPromotions.filter((id): id is number => id !== null))]),
  ]);
  const inLang = (names: Partial<Record<string, string>> | undefined, own: string, other: Lang) =>
    other === lang ? own : (names?.[other] ?? own);
  return lines.map((line, position) => ({
    order_id: orderId,
    product_id: line.product_id,
    slug: line.slug,
    ...options[position]!,
    name: line.name,
    name_en: inLang(products.get(line.product_id), line.name, "en"),
    name_vi: inLang(products.get(line.product_id), line.name, "vi"),
    price_cents: line.price_cents,
    quantity: line.quantity,
    note: line.note,
    note_kind: line.note_kind,
    allergens_json: JSON.stringify(line.allergens),
    is_gift: line.is_gift ? 1 : 0,
    promotion_name: line.promotion_name,
    promotion_name_en:
      line.promotion_name === null ? null : inLang(promotions.get(giftPromotions[position] ?? 0), line.promotion_name, "en"),
    promotion_name_vi:
      line.promotion_name === null ? null : inLang(promotions.get(giftPromotions[position] ?? 0), line.promotion_name, "vi"),
    // Which gift promotion gave it: a promotion used on an order cannot be deleted, only switched off.
    promotion_id: giftPromotions[position] ?? null,
    position,
  }));
}

/**
 * The gift promotions the order's gift lines come from, held for the transaction (PostgreSQL: `for key share`, which
 * a staff delete's `for update` waits behind, so the delete then sees the promotion used and is refused). One deleted
 * since the cart was read means the cart changed: 409, the customer sees the cart again, never a failed insert.
 */
async function holdGiftPromotions(trx: Db, lines: readonly { id: number | string; is_gift: boolean }[]) {
  const ids = [
    ...new Set(
      lines
        .filter((l) => l.is_gift)
        .map((l) => promotionOfGiftLine(l.id))
        .filter((id): id is number => id !== null),
    ),
  ];
  if (!ids.length) return;
  const held = await promotionsRepo.holdPromotions(trx, ids);
  if (held.length < ids.length) throw cartChanged("cart", { cart: [{ key: "giftWithdrawn" }] });
}

/**
 * Records the coupon's use, re-checked inside the order's transaction with the coupon's row held (PostgreSQL; SQLite
 * runs one write transaction at a time), so two orders at once cannot both take a coupon's last use — nor a customer's
 * last: a customer is counted by account, by the order's e-mail and by its phone (normalised), signed in or not, and a
 * guest whose e-mail or phone is an account's is counted as that account too. The loser gets 409 with the coupon's
 * reason in its language ("already used").
 */
async function redeemCoupon(
  trx: Db,
  ctx: CheckoutContext,
  use: {
    code: string;
    customerId: number | null;
    email: string;
    phone: string;
    orderId: number;
    subtotalCents: number;
    discountCents: number;
    now: Date;
  },
) {
  const coupon = await promotionsRepo.findCoupon(trx, use.code, ctx.lang);
  if (!coupon) throw cartChanged("coupon", { coupon: [{ key: "couponWithdrawn", params: { code: use.code } }] });
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await promotionsRepo.lockCoupon(trx, coupon.id);
  }
  const emailKey = normaliseEmail(use.email) || null;
  const phoneKey = normalisePhone(use.phone) || null;
  let uses: CouponUses = await promotionsRepo.countRedemptions(trx, coupon.id, use.customerId);
  if (coupon.per_customer_limit !== null) {
    const accounts = await Promise.all([
      emailKey ? findCustomer(trx, { kind: "email", value: emailKey }) : undefined,
      phoneKey ? findCustomer(trx, { kind: "phone", value: phoneKey }) : undefined,
    ]);
    const customerIds = [...new Set([use.customerId, ...accounts.map((a) => a?.id ?? null)].filter((id): id is number => id !== null))];
    uses = await promotionsRepo.countRedemptionsBy(trx, coupon.id, { customerIds, emailKey, phoneKey });
  }
  const refusal = couponRefusal(coupon, use.subtotalCents, uses, use.now);
  if (refusal) throw cartChanged("coupon", { coupon: [refusalMessage(coupon.code, refusal, ctx.lang, "UTC")] });
  await ordersRepo.insertCouponRedemption(trx, {
    coupon_id: coupon.id,
    customer_id: use.customerId,
    order_id: use.orderId,
    email_key: emailKey,
    phone_key: phoneKey,
    discount_cents: use.discountCents,
    created_at: use.now.toISOString(),
  });
}
