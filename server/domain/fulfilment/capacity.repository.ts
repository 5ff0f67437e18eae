import type { Db } from "../../db/index.ts";

// Capacity's SQL. Two counters per date, written only by guarded updates: `slot_reservations` (orders taken by a slot)
// and `stock_reservations` (pieces of a product taken on a fulfilment date, every product's, an unlimited one's too).
// Checkout takes from them, a cancel gives back, the calendar brings a product's counter up to its orders. The
// calendar's own counts (orders and pieces booked) are read from the orders themselves.

/** Orders taken per slot between two dates (inclusive), as "YYYY-MM-DD HH:MM" → count. */
export async function slotsTaken(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("slot_reservations")
    .select(["date", "start", "reserved"])
    .where("date", ">=", from)
    .where("date", "<=", to)
    .execute();
  return new Map(rows.map((r) => [`${r.date} ${r.start}`, Number(r.reserved)]));
}

/** Pieces reserved per product on a date. */
export async function stockReserved(db: Db, date: string, productIds: readonly number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom("stock_reservations")
    .select(["product_id", "reserved"])
    .where("date", "=", date)
    .where("product_id", "in", productIds)
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.reserved)]));
}

/**
 * Reserves one order in a slot: true when it still had room. A guarded UPDATE, never a read followed by a write, so
 * two checkouts at the same moment cannot both take the last place (on SQLite and on PostgreSQL alike).
 */
export async function reserveSlot(db: Db, date: string, start: string, capacity: number): Promise<boolean> {
  await db
    .insertInto("slot_reservations")
    .values({ date, start, reserved: 0 })
    .onConflict((oc) => oc.columns(["date", "start"]).doNothing())
    .execute();
  const result = await db
    .updateTable("slot_reservations")
    .set((eb) => ({ reserved: eb("reserved", "+", 1) }))
    .where("date", "=", date)
    .where("start", "=", start)
    .where("reserved", "<", capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Reserves `quantity` pieces of a product for a date against its capacity on that date; true when they were still
 * there. A null capacity (unlimited) only counts them.
 */
export async function reserveStock(db: Db, productId: number, date: string, quantity: number, capacity: number | null): Promise<boolean> {
  await db
    .insertInto("stock_reservations")
    .values({ product_id: productId, date, reserved: 0 })
    .onConflict((oc) => oc.columns(["product_id", "date"]).doNothing())
    .execute();
  let update = db
    .updateTable("stock_reservations")
    .set((eb) => ({ reserved: eb("reserved", "+", quantity) }))
    .where("product_id", "=", productId)
    .where("date", "=", date);
  if (capacity !== null) update = update.where((eb) => eb(eb("reserved", "+", quantity), "<=", capacity));
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back the place an order took in its slot; never below 0. */
export async function releaseSlot(db: Db, date: string, start: string): Promise<void> {
  await db
    .updateTable("slot_reservations")
    .set((eb) => ({ reserved: eb("reserved", "-", 1) }))
    .where("date", "=", date)
    .where("start", "=", start)
    .where("reserved", ">", 0)
    .execute();
}

/** Gives back pieces of a product reserved for a date; never below 0. */
export async function releaseStock(db: Db, productId: number, date: string, quantity: number): Promise<void> {
  await db
    .updateTable("stock_reservations")
    .set((eb) => ({
      reserved: eb
        .case()
        .when("reserved", ">=", quantity)
        .then(eb("reserved", "-", quantity))
        .else(0)
        .end(),
    }))
    .where("product_id", "=", productId)
    .where("date", "=", date)
    .execute();
}

/**
 * Brings a product's reserved pieces on a date up to what its orders hold. Orders placed before checkout reserved
 * every product (an unlimited one had no reservation) are counted, so that a capacity set now guards against them too.
 */
export async function reconcileStock(db: Db, productId: number, date: string, booked: number): Promise<void> {
  await db
    .insertInto("stock_reservations")
    .values({ product_id: productId, date, reserved: booked })
    .onConflict((oc) => oc.columns(["product_id", "date"]).doNothing())
    .execute();
  await db
    .updateTable("stock_reservations")
    .set({ reserved: booked })
    .where("product_id", "=", productId)
    .where("date", "=", date)
    .where("reserved", "<", booked)
    .execute();
}

/** The products' standing daily capacity and the calendar's capacity on a date (each null when none is set). */
export async function productCapacityRows(
  db: Db,
  date: string,
  productIds: readonly number[],
): Promise<{ productId: number; dailyCapacity: number | null; override: number | null }[]> {
  if (!productIds.length) return [];
  const rows = await db
    .selectFrom("products as p")
    .leftJoin("product_capacity_days as c", (join) => join.onRef("c.product_id", "=", "p.id").on("c.date", "=", date))
    .select(["p.id", "p.daily_capacity", "c.capacity"])
    .where("p.id", "in", productIds)
    .execute();
  return rows.map((r) => ({
    productId: r.id,
    dailyCapacity: r.daily_capacity === null ? null : Number(r.daily_capacity),
    override: r.capacity === null || r.capacity === undefined ? null : Number(r.capacity),
  }));
}

/** Orders not cancelled per slot start between two dates: "YYYY-MM-DD HH:MM" → count. */
export async function ordersBooked(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("orders")
    .select(["slot_date", "slot_start", (eb) => eb.fn.countAll<number>().as("n")])
    .where("slot_date", ">=", from)
    .where("slot_date", "<=", to)
    .where("status", "!=", "canceled")
    .groupBy(["slot_date", "slot_start"])
    .execute();
  return new Map(rows.map((r) => [`${r.slot_date} ${r.slot_start}`, Number(r.n)]));
}

/** Pieces of each product in orders not cancelled, per date (gifts too: they come out of the same oven). */
export async function piecesBooked(db: Db, from: string, to: string): Promise<{ date: string; productId: number; pieces: number }[]> {
  const rows = await db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select(["o.slot_date", "l.product_id", (eb) => eb.fn.sum<number>("l.quantity").as("pieces")])
    .where("o.slot_date", ">=", from)
    .where("o.slot_date", "<=", to)
    .where("o.status", "!=", "canceled")
    .where("l.product_id", "is not", null)
    .groupBy(["o.slot_date", "l.product_id"])
    .execute();
  return rows.map((r) => ({ date: r.slot_date, productId: Number(r.product_id), pieces: Number(r.pieces) }));
}
