import type { Db } from "../../db/index.ts";
import type { Fulfilment, OrderStatus } from "../../db/schema/orders.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { formatDeadlineIn } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import type { CardGateway } from "../../payments/authorize-net.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { settleCanceledPreorder } from "../campaigns/campaign-orders.ts";
import type { OrderView } from "./order-view.ts";
import * as repo from "./orders.repository.ts";
import { orderViewById } from "./orders.service.ts";
import { giveBack } from "./order-moves.service.ts";

// A customer cancels its own order (decision 013): while it is unfinished and the bakery has not started
// on it. In one transaction: the status, its history, the capacity given back, the card marked to be voided and the
// customer's notice; the card is voided after the commit (a gateway call never holds a transaction open).

/**
 * The bakery starts on an order its largest lead time before the slot; a product with none (a bun) still needs this
 * much warning, so a cancel never lands while the order is being packed.
 */
export const MIN_CANCEL_NOTICE_HOURS = 1;

export type CancelRefusal = "shipped" | "finished" | "alreadyCanceled" | "tooLate";

export interface OrderText {
  key: ApiMessageKey;
  params?: Record<string, string | number>;
}

/** A cancel the order's state no longer allows; the edge answers it (409) in the customer's language. */
export class OrderCancelError extends Error {
  constructor(
    readonly refusal: CancelRefusal,
    readonly text: OrderText,
  ) {
    super(refusal);
  }
}

export interface CancelContext {
  db: Db;
  lang: Lang;
  /** Null when no card keys are configured: a card payment then waits for the staff. */
  gateway: CardGateway | null;
  logger: Logger;
  now?: () => Date;
}

export interface CanceledOrder {
  order: OrderView;
  /** What happened to a card payment: voided at the gateway, or left for the staff; null without one. */
  card: "voided" | "refunded" | "void_failed" | null;
}

/** How a cancel ended for the customer's money, and what they are told (the API's message, the order page's after ?done=). */
export const CANCEL_OUTCOMES = {
  canceled: "orderCanceled",
  voided: "orderCanceledCardVoided",
  refunded: "orderCanceledCardRefunded",
  void_failed: "orderCanceledCardPending",
  deposit_refunded: "orderCanceledDepositRefunded",
  deposit_kept: "orderCanceledDepositKept",
} as const satisfies Record<string, ApiMessageKey>;
export type CancelOutcome = keyof typeof CANCEL_OUTCOMES;

/** The outcome of a cancel as the customer reads it. */
export function cancelOutcome(canceled: CanceledOrder): CancelOutcome {
  if (canceled.card === "void_failed") return "void_failed";
  const deposit = canceled.order.pre_order?.deposit_status;
  if (deposit === "kept") return "deposit_kept";
  if (deposit === "refunded" && canceled.card) return "deposit_refunded";
  return canceled.card ?? "canceled";
}

/** The last moment an order may be canceled. */
export function cancelDeadline(slotStartsAt: string, leadTimeHours: number): Date {
  return new Date(Date.parse(slotStartsAt) - Math.max(leadTimeHours, MIN_CANCEL_NOTICE_HOURS) * 3_600_000);
}

/** Why an order in this status is not canceled, in the words of its pickup or delivery. */
function statusRefusal(status: OrderStatus, fulfilment: Fulfilment, code: string): OrderCancelError | null {
  switch (status) {
    case "unfinished":
      return null;
    case "shipped":
      return new OrderCancelError("shipped", {
        key: fulfilment === "pickup" ? "orderCancelReadyForPickup" : "orderCancelShipped",
        params: { code },
      });
    case "canceled":
      return new OrderCancelError("alreadyCanceled", { key: "orderCancelAlreadyCanceled", params: { code } });
    case "delivered":
    case "completed":
      return new OrderCancelError("finished", { key: "orderCancelFinished", params: { code } });
  }
}

/**
 * Cancels the customer's own order. Undefined for another's or an unknown code (a 404 tells a stranger nothing);
 * OrderCancelError when its status or the clock no longer allows it. Of two cancels at once, one cancels and the
 * other is refused: the status moves by a guarded update, and the capacity is given back by that one only.
 */
export async function cancelOrder(ctx: CancelContext, typedCode: string, customerId: number): Promise<CanceledOrder | undefined> {
  const { db } = ctx;
  const code = normaliseOrderCode(typedCode);
  if (!isOrderCode(code)) return undefined;
  const order = await repo.findOrderByCode(db, code);
  if (!order || order.customer_id !== customerId) return undefined;
  const early = statusRefusal(order.status, order.fulfilment, code);
  if (early) throw early;

  const now = ctx.now?.() ?? new Date();
  const pieces = capacity.piecesOf(await repo.findLinesOf(db, [order.id]));
  const deadline = cancelDeadline(order.slot_starts_at, await repo.largestLeadTimeOf(db, order.id));
  if (now.getTime() >= deadline.getTime()) {
    throw new OrderCancelError("tooLate", {
      key: "orderCancelTooLate",
      params: { code, deadline: formatDeadlineIn(deadline, order.time_zone, ctx.lang) },
    });
  }

  const at = now.toISOString();
  const toVoid = await db.transaction().execute(async (trx) => {
    if (!(await repo.markCanceled(trx, order.id, at))) {
      const moved = await repo.findOrderById(trx, order.id);
      throw (
        statusRefusal(moved?.status ?? "canceled", order.fulfilment, code) ??
        new OrderCancelError("alreadyCanceled", { key: "orderCancelAlreadyCanceled", params: { code } })
      );
    }
    await repo.insertStatusChange(trx, { order_id: order.id, status: "canceled", actor: "customer", created_at: at });
    // What checkout reserved: the slot's place (a pre-order's pickup day units instead), and every line's pieces by
    // product (gifts too) on the slot's date.
    await capacity.release(trx, {
      date: order.slot_date,
      start: order.slot_start,
      pieces,
      tookSlot: order.campaign_id === null && order.cake_request_id === null,
    });
    const { giveBack } = await settleCanceledPreorder(trx, order, now);
    const payments = giveBack ? await repo.markVoidPending(trx, order.id) : [];
    await repo.insertNotice(trx, {
      customer_id: customerId,
      kind: "order_status",
      order_id: order.id,
      params: { code, status: "canceled" },
      created_at: at,
    });
    return payments;
  });

  let card: CanceledOrder["card"] = null;
  for (const payment of toVoid) {
    // A void while unsettled, a refund once settled (a pre-order's deposit may have settled weeks ago).
    const outcome = await giveBack(ctx, order.id, payment.id, payment.transaction_id, code, "customer");
    card = card === "void_failed" ? card : outcome === "failed" ? "void_failed" : outcome;
  }
  return { order: await orderViewById(db, order.id, ctx.lang), card };
}
