import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { OrderLinesTable, OrdersTable, OrderStatus, PaymentsTable } from "../../db/schema/orders.ts";

// Orders' SQL: written once by checkout's transaction, read by the customer's pages, the API and the e-mails.

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type PaymentRow = Selectable<PaymentsTable>;

export async function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<number> {
  const row = await db.insertInto("orders").values(order).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderLines(db: Db, lines: Insertable<OrderLinesTable>[]): Promise<void> {
  if (lines.length) await db.insertInto("order_lines").values(lines).execute();
}

export async function insertStatusChange(db: Db, change: { order_id: number; status: OrderStatus; actor: string; note?: string; created_at: string }): Promise<void> {
  await db.insertInto("order_status_history").values({ note: "", ...change }).execute();
}

export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto("payments").values(payment).execute();
}

export function findOrderByCode(db: Db, code: string) {
  return db.selectFrom("orders").selectAll().where("code", "=", code).executeTakeFirst();
}

export function findOrderById(db: Db, id: number) {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findLinesOf(db: Db, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([] as OrderLineRow[]);
  return db.selectFrom("order_lines").selectAll().where("order_id", "in", orderIds).orderBy("order_id").orderBy("position").execute();
}

export function findPaymentsOf(db: Db, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([] as PaymentRow[]);
  return db.selectFrom("payments").selectAll().where("order_id", "in", orderIds).orderBy("id").execute();
}

/** A customer's orders, newest first. */
export async function findCustomerOrders(db: Db, customerId: number, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("orders")
      .selectAll()
      .where("customer_id", "=", customerId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).where("customer_id", "=", customerId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Orders taken per slot between two dates (inclusive), as "YYYY-MM-DD HH:MM" → count. */
export async function slotsTaken(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom("slot_reservations").select(["date", "start", "reserved"]).where("date", ">=", from).where("date", "<=", to).execute();
  return new Map(rows.map((r) => [`${r.date} ${r.start}`, Number(r.reserved)]));
}

/** Pieces reserved per product on a date. */
export async function stockReserved(db: Db, date: string, productIds: readonly number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db.selectFrom("stock_reservations").select(["product_id", "reserved"]).where("date", "=", date).where("product_id", "in", productIds).execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.reserved)]));
}

/**
 * Reserves one order in a slot: true when it still had room. A guarded UPDATE, never a read followed by a write, so
 * two checkouts at the same moment cannot both take the last place (on SQLite and on PostgreSQL alike).
 */
export async function reserveSlot(db: Db, date: string, start: string, capacity: number): Promise<boolean> {
  await db.insertInto("slot_reservations").values({ date, start, reserved: 0 }).onConflict((oc) => oc.columns(["date", "start"]).doNothing()).execute();
  const result = await db
    .updateTable("slot_reservations")
    .set((eb) => ({ reserved: eb("reserved", "+", 1) }))
    .where("date", "=", date)
    .where("start", "=", start)
    .where("reserved", "<", capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reserves `quantity` pieces of a product for a date against its daily capacity; true when they were still there. */
export async function reserveStock(db: Db, productId: number, date: string, quantity: number, capacity: number): Promise<boolean> {
  await db.insertInto("stock_reservations").values({ product_id: productId, date, reserved: 0 }).onConflict((oc) => oc.columns(["product_id", "date"]).doNothing()).execute();
  const result = await db
    .updateTable("stock_reservations")
    .set((eb) => ({ reserved: eb("reserved", "+", quantity) }))
    .where("product_id", "=", productId)
    .where("date", "=", date)
    .where((eb) => eb(eb("reserved", "+", quantity), "<=", capacity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertNotice(db: Db, notice: { customer_id: number; kind: "order_placed" | "order_status"; order_id: number; params: Record<string, string | number>; created_at: string }): Promise<void> {
  const { params, ...rest } = notice;
  await db.insertInto("notices").values({ ...rest, params_json: JSON.stringify(params) }).execute();
}

export async function insertCouponRedemption(db: Db, redemption: { coupon_id: number; customer_id: number | null; order_id: number; discount_cents: number; created_at: string }): Promise<void> {
  await db.insertInto("coupon_redemptions").values(redemption).execute();
}

/** How an order's status moved, oldest first. */
export function findStatusHistory(db: Db, orderId: number) {
  return db.selectFrom("order_status_history").select(["status", "created_at"]).where("order_id", "=", orderId).orderBy("created_at").orderBy("id").execute();
}
