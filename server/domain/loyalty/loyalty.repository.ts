import type { Db } from "../../db/index.ts";

// Loyalty points: the awards (one per order) and the customer's points and membership level.

/** What a points award needs of an order. */
export function findOrderForPoints(db: Db, orderId: number) {
  return db
    .selectFrom("orders")
    .select(["id", "code", "status", "customer_id", "subtotal_cents", "discount_cents"])
    .where("id", "=", orderId)
    .executeTakeFirst();
}

/** Records an order's award; false when the order has one already (the row is keyed by the order: nothing changes). */
export async function insertAward(
  db: Db,
  values: { order_id: number; customer_id: number; points: number; created_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("loyalty_awards")
    .values(values)
    .onConflict((oc) => oc.column("order_id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Adds `points` to the customer's, in one statement (concurrent awards add up). */
export async function addPoints(db: Db, customerId: number, points: number, at: string): Promise<void> {
  await db
    .updateTable("customers")
    .set((eb) => ({ points: eb("points", "+", points), updated_at: at }))
    .where("id", "=", customerId)
    .execute();
}

export function findCustomerPoints(db: Db, customerId: number): Promise<{ points: number; membership_level: string }> {
  return db.selectFrom("customers").select(["points", "membership_level"]).where("id", "=", customerId).executeTakeFirstOrThrow();
}

export async function setMembershipLevel(db: Db, customerId: number, level: string): Promise<void> {
  await db.updateTable("customers").set({ membership_level: level }).where("id", "=", customerId).execute();
}
