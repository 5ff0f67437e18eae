import type { Db } from "../../db/index.ts";
import type { Fulfilment, OrderStatus } from "../../db/schema/orders.ts";
import type { Lang } from "../../i18n/language.ts";
import type { Logger } from "../../logger.ts";
import type { CardGateway } from "../../payments/authorize-net.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { settleCanceledPreorder } from "../campaigns/campaign-orders.ts";
import { awardPointsForCompletedOrder, type PointsAward } from "../loyalty/loyalty.service.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import { can, type StaffRole } from "../staff/roles.shared.ts";
import { queueStatusEmail } from "./order-outbox.ts";
import type { OrderView } from "./order-view.ts";
import * as moves from "./order-moves.repository.ts";
import * as repo from "./orders.repository.ts";
import { orderViews } from "./orders.service.ts";
import { allowedMoves, moveRefusal, type MoveRefusal } from "./status-moves.shared.ts";

// The staff move an order along its statuses: Unfinished → Shipped → Delivered → Completed, and
// Unfinished or Shipped → Canceled with a reason. One transaction holds the guarded status change, its history line,
// the customer's notice, the status e-mail (through the outbox), the audit line, and — for a cancel — the capacity
// given back and the card payment marked; for a Completed move, the loyalty points. The card is voided (or refunded,
// once settled) after the commit: a gateway call never holds a transaction open.

/**
 * An order as the board shows it: the order, the moves allowed now, and whether it is new since the last look. What
 * it says of the customer depends on who looks (boardOrderOf): `email` and `address` are null when theirs is hidden.
 */
export interface BoardOrder extends Omit<OrderView, "email" | "address"> {
  email: string | null;
  address: OrderView["address"] | null;
  moves: OrderStatus[];
  is_new: boolean;
}

export type MoveFailure = MoveRefusal | "changed" | "reasonRequired";

/**
 * What a refused move is about, for the edge to say it: the order's code, and the status it is refused from — the
 * one the staff member moved from, or for "changed" the one it has now — with its fulfilment (the status's words).
 */
export interface MoveRefusalFacts {
  code: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
}

/** A move refused: 409 (422 for a missing reason), with what it is about and the order as it is now. */
export class OrderMoveError extends Error {
  constructor(
    readonly failure: MoveFailure,
    readonly facts: MoveRefusalFacts,
    readonly order: BoardOrder | null,
  ) {
    super(failure);
  }
}

export interface MoveContext {
  db: Db;
  lang: Lang;
  /** Null when no card keys are configured: a card payment then waits for the staff. */
  gateway: CardGateway | null;
  logger: Logger;
  pointsPerDollar: number;
  /** After the commit: sends the e-mail the move queued. */
  afterCommit?: () => void;
  now?: () => Date;
}

export interface MoveInput {
  status: OrderStatus;
  /** Required to cancel: said to the customer, kept in the history. */
  reason?: string;
  /** The status the staff member saw: when the order has moved since, the move is refused (409) rather than applied. */
  expected_status?: OrderStatus;
}

export interface MovedOrder {
  order: BoardOrder;
  /** What happened to a card payment on a cancel: voided, refunded (it had settled), or left for the staff. */
  card: "voided" | "refunded" | "failed" | null;
  points: PointsAward | null;
}

/**
 * The board's order for `viewer`. A role that may not open the customers (the kitchen) sees what it needs to bake and
 * hand over — the name, the phone, the slot, the lines and notes — and the address only for a delivery; never the
 * e-mail. In the API's answers too, not only hidden on the page.
 */
export function boardOrderOf(order: OrderView, viewer: StaffRole, since?: string): BoardOrder {
  const full = can(viewer, "customers");
  return {
    ...order,
    email: full ? order.email : null,
    address: full || order.fulfilment === "delivery" ? order.address : null,
    moves: [...allowedMoves(order.status)],
    is_new: since !== undefined && Date.parse(order.created_at) > Date.parse(since),
  };
}

async function currentOrder(db: Db, orderId: number, lang: Lang, viewer: StaffRole): Promise<BoardOrder | null> {
  const row = await repo.findOrderById(db, orderId);
  if (!row) return null;
  const [view] = await orderViews(db, [row], lang);
  return view ? boardOrderOf(view, viewer) : null;
}

/** Thrown inside the transaction when the guarded update found the order moved: it rolls back, then 409. */
class MovedMeanwhile extends Error {}

/**
 * Moves an order's status for a staff member. Undefined for an unknown code (404); OrderMoveError when the move is
 * not allowed from the order's status, when it moved meanwhile (`expected_status`, or another staff member's move
 * winning the guarded update), or when a cancel has no reason.
 */
export async function moveOrderStatus(
  ctx: MoveContext,
  actor: StaffActor,
  typedCode: string,
  input: MoveInput,
): Promise<MovedOrder | undefined> {
  const { db, lang } = ctx;
  const code = normaliseOrderCode(typedCode);
  if (!isOrderCode(code)) return undefined;
  const order = await repo.findOrderByCode(db, code);
  if (!order) return undefined;

  const changed = async () => {
    const now = await currentOrder(db, order.id, lang, actor.role);
    const status = now?.status ?? order.status;
    return new OrderMoveError("changed", { code, status, fulfilment: order.fulfilment }, now);
  };

  // The status the staff member saw is the one the move starts from: a board a minute old never moves an order
  // that someone else has moved since.
  if (input.expected_status !== undefined && input.expected_status !== order.status) throw await changed();
  const from = input.expected_status ?? order.status;
  const to = input.status;
  const refusal = moveRefusal(from, to);
  if (refusal)
    throw new OrderMoveError(
      refusal,
      { code, status: from, fulfilment: order.fulfilment },
      await currentOrder(db, order.id, lang, actor.role),
    );
  const reason = (input.reason ?? "").trim();
  if (to === "canceled" && !reason) throw new OrderMoveError("reasonRequired", { code, status: from, fulfilment: order.fulfilment }, null);

  const now = ctx.now?.() ?? new Date();
  const at = now.toISOString();
  let result: { toRelease: { id: number; transaction_id: string }[]; points: PointsAward | null };
  try {
    result = await staffChange(db, actor, async ({ trx, audit, guard }) => {
      await guard(moves.moveStatus(trx, order.id, from, to, at), () => new MovedMeanwhile());
      await repo.insertStatusChange(trx, {
        order_id: order.id,
        status: to,
        actor: `staff:${actor.id}`,
        note: to === "canceled" ? reason : "",
        created_at: at,
      });
      // A guest's order has no account to hold a notice: its e-mail is all it gets.
      if (order.customer_id !== null) {
        await repo.insertNotice(trx, {
          customer_id: order.customer_id,
          kind: "order_status",
          order_id: order.id,
          params: { code, status: to },
          created_at: at,
        });
      }
      await queueStatusEmail(trx, order.id, { status: to, reason: to === "canceled" ? reason : "" }, at);
      let toRelease: { id: number; transaction_id: string }[] = [];
      if (to === "canceled") {
        // What checkout reserved, given back once: only the request whose guarded update moved the order gets here.
        const pieces = capacity.piecesOf(await repo.findLinesOf(trx, [order.id]));
        await capacity.release(trx, {
          date: order.slot_date,
          start: order.slot_start,
          pieces,
          tookSlot: order.campaign_id === null && order.cake_request_id === null,
        });
        // A pre-order's deposit: refunded before its campaign's deadline, kept after (its pickup day's units go back).
        const { giveBack } = await settleCanceledPreorder(trx, order, now);
        toRelease = giveBack ? await repo.markVoidPending(trx, order.id) : [];
      }
      const points =
        to === "completed" ? await awardPointsForCompletedOrder(trx, order.id, { pointsPerDollar: ctx.pointsPerDollar, now }) : null;
      const after = { status: to, ...(to === "canceled" ? { reason } : {}) };
      await audit({ action: "order.status", entity: "order", entityId: code, before: { status: from }, after }, at);
      return { toRelease, points };
    });
  } catch (error) {
    if (error instanceof MovedMeanwhile) throw await changed();
    throw error;
  }
  ctx.afterCommit?.();

  let card: MovedOrder["card"] = null;
  for (const payment of result.toRelease) {
    const outcome = await giveBack(ctx, order.id, payment.id, payment.transaction_id, code);
    card = card === "failed" ? card : outcome;
  }
  const moved = await currentOrder(db, order.id, lang, actor.role);
  if (!moved) throw new Error(`order ${order.id} vanished`);
  return { order: moved, card, points: result.points };
}

/**
 * Gives a canceled order's card payment back: a void while the transaction is unsettled, a refund (with the card's
 * last four digits) once it has settled. The gateway says which; when it cannot be asked, a void is tried. A
 * failure leaves the payment "void_pending" with a note for the staff, and the order canceled.
 */
export async function giveBack(
  ctx: Pick<MoveContext, "db" | "gateway" | "logger">,
  orderId: number,
  paymentId: number,
  transactionId: string,
  code: string,
  canceledBy: "staff" | "customer" | "system" = "staff",
): Promise<"voided" | "refunded" | "failed"> {
  const { db, gateway, logger } = ctx;
  const problem = async (reason: string) => {
    logger.error({ order: code, transactionId, reason, canceledBy }, "card payment not given back after a cancel");
    await repo.notePaymentProblem(
      db,
      paymentId,
      `Not given back after the ${canceledBy === "system" ? "shop's system" : canceledBy} canceled (${reason}): void or refund it in Authorize.Net.`,
    );
    return "failed" as const;
  };
  if (!gateway) return problem("no card gateway is configured");
  const asError = (error: unknown) => ({ ok: false as const, reason: error instanceof Error ? error.message : String(error) });
  const details = await gateway.getTransactionDetails(transactionId).catch(asError);
  if (details.ok && details.state === "settled") {
    const payment = await repo.findPaymentForRefund(db, paymentId);
    const last4 = /(\d{4})\D*$/.exec(payment.account_number)?.[1] ?? /(\d{4})\D*$/.exec(details.accountNumber)?.[1] ?? "";
    const refund = await gateway.refund({ transactionId, amountCents: payment.amount_cents, last4, refId: code }).catch(asError);
    if (!refund.ok) return problem(`refund: ${refund.reason}`);
    await moves.markRefunded(db, orderId, paymentId, refund.transactionId, new Date().toISOString());
    return "refunded";
  }
  if (details.ok && details.state === "voided") {
    await repo.markVoided(db, orderId, paymentId, new Date().toISOString());
    return "voided";
  }
  const voided = await gateway.void(transactionId).catch(asError);
  if (!voided.ok) return problem(`void: ${voided.reason}`);
  await repo.markVoided(db, orderId, paymentId, new Date().toISOString());
  return "voided";
}
