import type { Selectable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CalendarDaysTable } from "../../db/schema/backoffice.ts";
import type { Lang } from "../../i18n/language.ts";
import type { CalendarDayRule } from "./settings.ts";

// The capacity calendar's SQL: the dates that differ from the standing fulfilment settings (closed with
// a reason, their own slot length or orders per slot) and the products' capacities set for a date. Read by checkout for
// every new order, written by the back office; what counts on a date, and what is taken, is capacity.ts's.

export type CalendarDayRow = Selectable<CalendarDaysTable>;

/** The calendar's dates between two dates (inclusive), in order. */
export async function calendarDays(db: Db, from: string, to: string): Promise<CalendarDayRow[]> {
  const rows = await db.selectFrom("calendar_days").selectAll().where("date", ">=", from).where("date", "<=", to).orderBy("date").execute();
  return rows.map((r) => ({
    ...r,
    closed: Number(r.closed) ? 1 : 0,
    slot_minutes: r.slot_minutes === null ? null : Number(r.slot_minutes),
    orders_per_slot: r.orders_per_slot === null ? null : Number(r.orders_per_slot),
  }));
}

/** The rows as the slot rules take them. */
export const dayRulesOf = (rows: readonly CalendarDayRow[]): CalendarDayRule[] =>
  rows.map((r) => ({ date: r.date, closed: r.closed === 1, slot_minutes: r.slot_minutes, orders_per_slot: r.orders_per_slot }));

export function findCalendarDay(db: Db, date: string): Promise<CalendarDayRow | undefined> {
  return calendarDays(db, date, date).then((rows) => rows[0]);
}

/** The calendar's product capacities between two dates (inclusive). */
export function productCapacityDays(db: Db, from: string, to: string) {
  return db
    .selectFrom("product_capacity_days")
    .select(["product_id", "date", "capacity"])
    .where("date", ">=", from)
    .where("date", "<=", to)
    .execute();
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

/** The products with a daily capacity (published), and those of `overridden`, named in `lang`, in the shop's order. */
export function findLimitedProducts(db: Db, lang: Lang, overridden: readonly number[]) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (join) => join.onRef("t.product_id", "=", "p.id").on("t.locale", "=", lang))
    .select(["p.id", "p.daily_capacity", "p.slug", "t.name", "p.position"])
    .where((eb) => {
      const limited = eb.and([eb("p.daily_capacity", "is not", null), eb("p.status", "=", "published")]);
      return overridden.length ? eb.or([limited, eb("p.id", "in", overridden)]) : limited;
    })
    .orderBy("p.position")
    .orderBy("p.id")
    .execute();
}

/** The published products, named in `lang` (null where no name is written), in no particular order. */
export function findPublishedProducts(db: Db, lang: Lang) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (join) => join.onRef("t.product_id", "=", "p.id").on("t.locale", "=", lang))
    .select(["p.id", "p.slug", "t.name", "p.daily_capacity"])
    .where("p.status", "=", "published")
    .execute();
}

/** A product not deleted, named in `lang`, with its daily capacity. */
export function findCapacityProduct(db: Db, lang: Lang, productId: number) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as t", (join) => join.onRef("t.product_id", "=", "p.id").on("t.locale", "=", lang))
    .select(["p.id", "p.slug", "p.daily_capacity", "t.name"])
    .where("p.id", "=", productId)
    .where("p.status", "!=", "deleted")
    .executeTakeFirst();
}
