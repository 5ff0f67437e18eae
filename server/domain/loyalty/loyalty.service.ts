import type { Db } from "../../db/index.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { insertNotice } from "../orders/orders.repository.ts";
import { addPoints, findCustomerPoints, findOrderForPoints, insertAward, setMembershipLevel } from "./loyalty.repository.ts";
import { levelAfter, pointsForOrder, type MembershipLevel } from "./loyalty.ts";

// Points are earned when an order becomes Completed — a staff's move. The staff's route calls this
// in the transaction that completes the order.

export const LEVEL_LABEL: Record<MembershipLevel, ApiMessageKey> = {
  member: "loyaltyLevelMember",
  silver: "loyaltyLevelSilver",
  gold: "loyaltyLevelGold",
};

export type PointsAward =
  | { awarded: true; points: number; total: number; level: string }
  | { awarded: false; reason: "not_completed" | "guest_order" | "already_awarded" };

/**
 * Gives a completed order's customer its points, once per order whatever the number of calls (the award's row is
 * keyed by the order: a second insert does nothing, on SQLite and PostgreSQL alike), raises the membership level when
 * the points reach the next one, and tells the customer with a notice. Run it inside the completing transaction.
 */
export async function awardPointsForCompletedOrder(
  trx: Db,
  orderId: number,
  rules: { pointsPerDollar: number; now?: Date },
): Promise<PointsAward> {
  const order = await findOrderForPoints(trx, orderId);
  if (!order || order.status !== "completed") return { awarded: false, reason: "not_completed" };
  if (order.customer_id === null) return { awarded: false, reason: "guest_order" };
  const at = (rules.now ?? new Date()).toISOString();
  const points = pointsForOrder(order, rules.pointsPerDollar);
  if (!(await insertAward(trx, { order_id: order.id, customer_id: order.customer_id, points, created_at: at })))
    return { awarded: false, reason: "already_awarded" };
  await addPoints(trx, order.customer_id, points, at);
  const customer = await findCustomerPoints(trx, order.customer_id);
  const level = levelAfter(customer.membership_level, customer.points);
  if (level !== customer.membership_level) await setMembershipLevel(trx, order.customer_id, level);
  if (points > 0) {
    await insertNotice(trx, {
      customer_id: order.customer_id,
      kind: "points_earned",
      order_id: order.id,
      params: { code: order.code, points, total: customer.points, level },
      created_at: at,
    });
  }
  return { awarded: true, points, total: customer.points, level };
}
