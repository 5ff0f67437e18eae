import type { Db } from "../../db/index.ts";
import type { OrderStatus } from "../../db/schema/orders.ts";

// The SQL of the staff's status moves and of the board of the day (order-moves.service.ts, board.service.ts).

/**
 * Moves an order from `from` to `to`: true for the one request that moved it. A guarded UPDATE, never a read followed
 * by a write: of two staff moving the same order at once, the second finds it moved and changes nothing.
 */
export async function moveStatus(db: Db, orderId: number, from: OrderStatus, to: OrderStatus, at: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: to, updated_at: at })
    .where("id", "=", orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The gateway refunded the payment (it had settled): the payment and the order say so. */
export async function markRefunded(db: Db, orderId: number, paymentId: number, refundId: string, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("payments")
      .set({ status: "refunded", note: `Refunded (transaction ${refundId}).` })
      .where("id", "=", paymentId)
      .execute();
    await trx
      .updateTable("orders")
      .set({ payment_status: "refunded", updated_at: at })
      .where("id", "=", orderId)
      .where("payment_status", "=", "paid")
      .execute();
  });
}

/** The orders of one fulfilment date, by slot then by when they were placed. */
export function findOrdersOfDate(db: Db, date: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("slot_date", "=", date)
    .orderBy("slot_start")
    .orderBy("slot_end")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Whether a status e-mail's link key (by its hash) opens this order. */
export async function hasAccessKey(db: Db, orderId: number, keyHash: string): Promise<boolean> {
  const row = await db
    .selectFrom("order_access_keys")
    .select("id")
    .where("order_id", "=", orderId)
    .where("key_hash", "=", keyHash)
    .executeTakeFirst();
  return row !== undefined;
}
