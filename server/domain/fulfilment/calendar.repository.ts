import type { Selectable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CalendarDaysTable } from "../../db/schema/backoffice.ts";
import type { CalendarDayRule } from "./settings.ts";

// The capacity calendar's SQL: the dates that differ from the standing fulfilment settings (closed with
// a reason, their own slot length or orders per slot) and the products' capacities on a date. Read by checkout for
// every new order, written by the back office.

export type CalendarDayRow = Selectable<CalendarDaysTable>;

/** The calendar's dates between two dates (inclusive), in order. */
export async function calendarDays(db: Db, from: string, to: string): Promise<CalendarDayRow[]> {
  const rows = await db.selectFrom("calendar_days").selectAll().where("date", ">=", from).where("date", "<=", to).orderBy("date").execute();
  return rows.map((r) => ({ ...r, closed: Number(r.closed) ? 1 : 0, slot_minutes: r.slot_minutes === null ? null : Number(r.slot_minutes), orders_per_slot: r.orders_per_slot === null ? null : Number(r.orders_per_slot) }));
}

/** The rows as the slot rules take them. */
export const dayRulesOf = (rows: readonly CalendarDayRow[]): CalendarDayRule[] =>
  rows.map((r) => ({ date: r.date, closed: r.closed === 1, slot_minutes: r.slot_minutes, orders_per_slot: r.orders_per_slot }));

export function findCalendarDay(db: Db, date: string): Promise<CalendarDayRow | undefined> {
  return calendarDays(db, date, date).then((rows) => rows[0]);
}

export interface ProductCapacityOnDate {
  productId: number;
  /** The product's standing daily capacity; null: unlimited. */
  dailyCapacity: number | null;
  /** The calendar's capacity for this date; null: none set. */
  override: number | null;
  /** What counts on the date: the override when set, else the standing capacity (null: unlimited). */
  capacity: number | null;
}

/** The products' capacities on a date: the calendar's when it has one, else `products.daily_capacity`. */
export async function productCapacitiesOn(db: Db, date: string, productIds: readonly number[]): Promise<Map<number, ProductCapacityOnDate>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom("products as p")
    .leftJoin("product_capacity_days as c", (join) => join.onRef("c.product_id", "=", "p.id").on("c.date", "=", date))
    .select(["p.id", "p.daily_capacity", "c.capacity"])
    .where("p.id", "in", productIds)
    .execute();
  return new Map(
    rows.map((r) => {
      const dailyCapacity = r.daily_capacity === null ? null : Number(r.daily_capacity);
      const override = r.capacity === null || r.capacity === undefined ? null : Number(r.capacity);
      return [r.id, { productId: r.id, dailyCapacity, override, capacity: override ?? dailyCapacity }];
    }),
  );
}

/** The calendar's product capacities between two dates (inclusive). */
export function productCapacityDays(db: Db, from: string, to: string) {
  return db.selectFrom("product_capacity_days").select(["product_id", "date", "capacity"]).where("date", ">=", from).where("date", "<=", to).execute();
}

export async function upsertCalendarDay(db: Db, day: Omit<CalendarDayRow, "updated_at">, at: string): Promise<void> {
  await db
    .insertInto("calendar_days")
    .values({ ...day, updated_at: at })
    .onConflict((oc) =>
      oc.column("date").doUpdateSet({
        closed: day.closed,
        reason_en: day.reason_en,
        reason_vi: day.reason_vi,
        slot_minutes: day.slot_minutes,
        orders_per_slot: day.orders_per_slot,
        updated_at: at,
      }),
    )
    .execute();
}

export async function deleteCalendarDay(db: Db, date: string): Promise<void> {
  await db.deleteFrom("calendar_days").where("date", "=", date).execute();
}

export async function setProductCapacity(db: Db, productId: number, date: string, capacity: number | null): Promise<void> {
  if (capacity === null) {
    await db.deleteFrom("product_capacity_days").where("product_id", "=", productId).where("date", "=", date).execute();
    return;
  }
  await db
    .insertInto("product_capacity_days")
    .values({ product_id: productId, date, capacity })
    .onConflict((oc) => oc.columns(["product_id", "date"]).doUpdateSet({ capacity }))
    .execute();
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

/**
 * Brings a product's reserved pieces on a date up to what its orders hold. Orders placed before checkout reserved
 * every product (an unlimited one had no reservation) are counted, so that a capacity set now guards against them too.
 */
export async function reconcileStock(db: Db, productId: number, date: string, booked: number): Promise<void> {
  await db.insertInto("stock_reservations").values({ product_id: productId, date, reserved: booked }).onConflict((oc) => oc.columns(["product_id", "date"]).doNothing()).execute();
  await db.updateTable("stock_reservations").set({ reserved: booked }).where("product_id", "=", productId).where("date", "=", date).where("reserved", "<", booked).execute();
}
