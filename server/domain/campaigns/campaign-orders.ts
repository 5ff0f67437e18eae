import type { Db } from "../../db/index.ts";
import type { DepositStatus } from "../../db/schema/campaigns.ts";
import * as repo from "./campaigns.repository.ts";

// What a cancel does to a pre-order (and to a custom cake's order, which has a deposit too), inside the transaction whose guarded status update canceled it (so once, however
// many cancels arrive together): its pickup day's units go back, and its deposit is refunded when the cancel comes
// before the campaign's deadline, kept after it. A deposit still due at the counter was never taken.

export interface PreorderRow {
  id: number;
  campaign_id: number | null;
  slot_date: string;
  preorder_units: number;
  deposit_status: DepositStatus;
  refund_until: string | null;
}

/** What happens to a deposit canceled at `now`: refunded in time, kept after the deadline, nothing when none was paid. */
export function depositOnCancel(order: Pick<PreorderRow, "deposit_status" | "refund_until">, now: Date): "refund" | "keep" | "none" {
  if (order.deposit_status !== "paid") return "none";
  return order.refund_until === null || now.getTime() <= Date.parse(order.refund_until) ? "refund" : "keep";
}

/**
 * Settles a pre-order canceled in `trx`: units back, the deposit's status moved. True when its card payment is to be
 * given back (the caller voids or refunds it after the commit); false for an everyday order, whose caller decides.
 */
export async function settleCanceledPreorder(trx: Db, canceled: PreorderRow, now: Date): Promise<{ preorder: boolean; giveBack: boolean }> {
  const campaignId = canceled.campaign_id;
  // An everyday order; a custom cake's order has a deposit and no campaign (its cake is given back with its pieces).
  if (campaignId === null && canceled.deposit_status === "none") return { preorder: false, giveBack: true };
  const at = now.toISOString();
  // As it is now, in the transaction: staff may have recorded the deposit since the order was read.
  const order = (await repo.findPreorderRow(trx, canceled.id)) ?? canceled;
  if (campaignId !== null) {
    await repo.releaseOrderUnits(trx, { campaign_id: campaignId, slot_date: order.slot_date, preorder_units: order.preorder_units });
  }
  const outcome = depositOnCancel(order, now);
  if (outcome === "refund") await repo.moveDeposit(trx, order.id, "paid", "refunded", at);
  if (outcome === "keep") await repo.moveDeposit(trx, order.id, "paid", "kept", at);
  if (order.deposit_status === "due") await repo.moveDeposit(trx, order.id, "due", "none", at);
  // A pre-order without a deposit paid in full by card is given back like any order.
  return { preorder: true, giveBack: outcome === "refund" || order.deposit_status === "none" };
}
