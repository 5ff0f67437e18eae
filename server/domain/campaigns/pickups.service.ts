import type { Db } from "../../db/index.ts";
import type { DepositStatus } from "../../db/schema/campaigns.ts";
import type { OrderStatus, PaymentStatus } from "../../db/schema/orders.ts";
import { formatMoney } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import { awardPointsForCompletedOrder } from "../loyalty/loyalty.service.ts";
import { queueStatusEmail } from "../orders/order-outbox.ts";
import * as orders from "../orders/orders.repository.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import { findCampaignOrders, findReportLines, markCollectedIf, markDepositPaidIf } from "./campaign-reports.repository.ts";
import { balanceDue } from "./campaign-reports.service.ts";

// A campaign's pickup day at the counter: the day's orders with what each owes, and the two things staff record there.
// "Record deposit": a customer who chose to pay the deposit at the counter paid it (due → paid). "Collected, paid in
// full": the customer took the order and paid the balance (the order is completed and paid; its deposit keeps its
// status). Each is one guarded update — of two clicks, or two staff, one records it and the other is told — with its
// history line and audit line in the same transaction; a collection also tells the customer (a notice and the status
// e-mail, as a move to Completed does) and earns their points.

export type PickupFailure = "notFound" | "notDue" | "alreadyPaid" | "canceled" | "alreadyCollected";

export class PickupError extends Error {
  constructor(
    readonly failure: PickupFailure,
    readonly code: string,
  ) {
    super(failure);
  }
}

export interface PickupLine {
  name: string;
  variant: string | null;
  quantity: number;
}

export interface PickupOrder {
  code: string;
  full_name: string;
  phone: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  slot_start: string;
  slot_end: string;
  lines: PickupLine[];
  total_cents: number;
  deposit_cents: number;
  deposit_status: DepositStatus;
  deposit_due_by: string | null;
  balance_due_cents: number;
  collected_at: string | null;
}

export interface PickupList {
  date: string;
  /** Orders not canceled, by slot then by when they were placed. */
  orders: PickupOrder[];
  /** Canceled orders of the day, apart. */
  canceled: PickupOrder[];
  balance_due_cents: number;
  deposits_due_cents: number;
}

export async function pickupList(db: Db, lang: Lang, campaignId: number, date: string): Promise<PickupList> {
  const rows = await findCampaignOrders(db, campaignId, date);
  const lines = await findReportLines(
    db,
    rows.map((o) => o.id),
  );
  const views = rows.map((o): PickupOrder => ({
    code: o.code,
    full_name: o.full_name,
    phone: o.phone,
    status: o.status,
    payment_status: o.payment_status,
    slot_start: o.slot_start,
    slot_end: o.slot_end,
    lines: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        name: (lang === "vi" ? l.name_vi || l.name_en : l.name_en || l.name_vi) || l.name,
        variant: lang === "vi" ? (l.variant_label_vi ?? l.variant_label_en) : (l.variant_label_en ?? l.variant_label_vi),
        quantity: Number(l.quantity),
      })),
    total_cents: Number(o.total_cents),
    deposit_cents: Number(o.deposit_cents),
    deposit_status: o.deposit_status,
    deposit_due_by: o.deposit_due_by,
    balance_due_cents: balanceDue(o),
    collected_at: o.collected_at,
  }));
  const live = views.filter((o) => o.status !== "canceled");
  return {
    date,
    orders: live,
    canceled: views.filter((o) => o.status === "canceled"),
    balance_due_cents: live.reduce((s, o) => s + o.balance_due_cents, 0),
    deposits_due_cents: live.filter((o) => o.deposit_status === "due").reduce((s, o) => s + o.deposit_cents, 0),
  };
}

export interface PickupContext {
  db: Db;
  pointsPerDollar: number;
  /** After the commit: sends the e-mail a collection queued. */
  afterCommit?: () => void;
  now?: () => Date;
}

/** The order a pickup action is about, by its code as typed. */
async function orderOf(db: Db, typedCode: string) {
  const code = normaliseOrderCode(typedCode);
  const order = isOrderCode(code) ? await orders.findOrderByCode(db, code) : undefined;
  if (!order) throw new PickupError("notFound", code);
  return order;
}

/** Why a guarded update found nothing to change: the order as it is now says. */
async function refusalNow(db: Db, orderId: number, code: string, action: "deposit" | "collected"): Promise<PickupError> {
  const now = await orders.findOrderById(db, orderId);
  if (!now) return new PickupError("notFound", code);
  if (now.status === "canceled") return new PickupError("canceled", code);
  if (action === "deposit") return new PickupError(now.deposit_status === "paid" ? "alreadyPaid" : "notDue", code);
  return new PickupError("alreadyCollected", code);
}

/** Records a deposit paid at the counter (due → paid), once. */
export async function recordDeposit(
  ctx: PickupContext,
  actor: StaffActor,
  typedCode: string,
): Promise<{ code: string; deposit_cents: number }> {
  const order = await orderOf(ctx.db, typedCode);
  const at = (ctx.now?.() ?? new Date()).toISOString();
  await staffChange(ctx.db, actor, async ({ trx, audit, guard }) => {
    const write = markDepositPaidIf(trx, order.id, at);
    await guard(write, () => refusalNow(trx, order.id, order.code, "deposit"));
    await orders.insertStatusChange(trx, {
      order_id: order.id,
      status: order.status,
      actor: `staff:${actor.id}`,
      note: `Deposit ${formatMoney(Number(order.deposit_cents))} paid at the counter.`,
      created_at: at,
    });
    await audit(
      {
        action: "order.deposit",
        entity: "order",
        entityId: order.code,
        before: { deposit_status: "due" },
        after: { deposit_status: "paid", deposit_cents: Number(order.deposit_cents) },
      },
      at,
    );
  });
  return { code: order.code, deposit_cents: Number(order.deposit_cents) };
}

/**
 * The customer took the order and paid what was left: completed, paid, collected now — once. Refused for a canceled
 * order or one already collected. The customer gets the notice and e-mail of a completed order, and their points.
 */
export async function markCollected(
  ctx: PickupContext,
  actor: StaffActor,
  typedCode: string,
): Promise<{ code: string; balance_cents: number; collected_at: string }> {
  const order = await orderOf(ctx.db, typedCode);
  const now = ctx.now?.() ?? new Date();
  const at = now.toISOString();
  const balance = balanceDue(order);
  await staffChange(ctx.db, actor, async ({ trx, audit, guard }) => {
    const write = markCollectedIf(trx, order.id, at);
    await guard(write, () => refusalNow(trx, order.id, order.code, "collected"));
    await orders.insertStatusChange(trx, {
      order_id: order.id,
      status: "completed",
      actor: `staff:${actor.id}`,
      note: `Collected; ${formatMoney(balance)} paid at the counter.`,
      created_at: at,
    });
    if (order.customer_id !== null)
      await orders.insertNotice(trx, {
        customer_id: order.customer_id,
        kind: "order_status",
        order_id: order.id,
        params: { code: order.code, status: "completed" },
        created_at: at,
      });
    await queueStatusEmail(trx, order.id, { status: "completed", reason: "" }, at);
    await awardPointsForCompletedOrder(trx, order.id, { pointsPerDollar: ctx.pointsPerDollar, now });
    await audit(
      {
        action: "order.collected",
        entity: "order",
        entityId: order.code,
        before: { status: order.status, payment_status: order.payment_status },
        after: { status: "completed", payment_status: "paid", balance_cents: balance, collected_at: at },
      },
      at,
    );
  });
  ctx.afterCommit?.();
  return { code: order.code, balance_cents: balance, collected_at: at };
}
