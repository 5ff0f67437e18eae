import type { Db } from "../../db/index.ts";
import type { ApiMessageCode, ApiMessageKey } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import { getShopInfo, type ShopInfo } from "../content/theme.service.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import * as repo from "./calendar.repository.ts";
import * as capacity from "./capacity.ts";
import { CALENDAR_LIMITS, type CalendarDayInput } from "./calendar.schema.ts";
import { loadFulfilmentSettings, slotRulesOf } from "./settings.ts";
import { addDays, isLocalDate, localDateAt, timeOf, weekdayOf, type LocalDate } from "./shop-time.ts";
import { piecesOf, slotKey, slotMinutesOn, type SlotRules } from "./slots.ts";

// The capacity calendar of the back office: per date, closed with a reason customers see, its own
// slot length and orders per slot, per product a capacity instead of the daily one. A change applies to new checkouts
// at once (checkout reads the calendar for every order) and never to orders already placed: a limit set below what is
// booked is allowed, with a warning that counts the overbooking; closing a day with orders warns how many there are.
// Every change is written to the audit log in its own transaction.

export interface CalendarContext {
  db: Db;
  lang: Lang;
  now?: () => Date;
}

export type CalendarFailure = "datePast" | "rangeInvalid" | "productNotFound";

export class CalendarError extends Error {
  constructor(
    readonly failure: CalendarFailure,
    readonly key: ApiMessageKey,
    readonly params: Record<string, string | number> = {},
    /** The field at fault, when there is one. */
    readonly field?: string,
  ) {
    super(failure);
  }
}

export interface CalendarSlotView {
  start: string;
  end: string;
  /** Orders not cancelled in this slot. */
  booked: number;
  limit: number;
  /** Booked beyond the limit (a limit lowered after they were placed). */
  over: number;
  /** False for a start that holds orders but is no slot of the date any more (its slot length was changed since). */
  in_schedule: boolean;
}

export interface CalendarProductView {
  product_id: number;
  name: string;
  /** What counts on the date: the override, else the daily capacity; null: unlimited. */
  capacity: number | null;
  default_capacity: number | null;
  overridden: boolean;
  /** Pieces in orders not cancelled for the date (gifts too). */
  booked: number;
  over: number;
}

export interface CalendarDayView {
  date: LocalDate;
  /** 0 = Sunday. */
  weekday: number;
  /** Customers can order for it: the weekday has opening hours and the calendar does not close it. */
  open: boolean;
  /** The weekday has opening hours. */
  open_by_hours: boolean;
  /** Closed by the calendar. */
  closed: boolean;
  reason_en: string;
  reason_vi: string;
  slot_minutes: number;
  slot_minutes_overridden: boolean;
  orders_per_slot: number;
  orders_per_slot_overridden: boolean;
  /** The calendar has a row for the date (it differs from the standing settings). */
  in_calendar: boolean;
  /** Orders not cancelled for the date. */
  orders_booked: number;
  slots: CalendarSlotView[];
  /** The products with a daily capacity, and those given one for this date. */
  products: CalendarProductView[];
  /** Before the shop's today: shown, not changed. */
  past: boolean;
}

export interface CalendarView {
  from: LocalDate;
  to: LocalDate;
  today: LocalDate;
  time_zone: string;
  standing: { slot_minutes: number; orders_per_slot: number; days_ahead: number };
  days: CalendarDayView[];
}

export interface CalendarChange<T> {
  result: T;
  /** What the change leaves overbooked or to be dealt with, as messages the edge words in the request's language. */
  warnings: ApiMessageCode[];
}

const clock = (ctx: CalendarContext) => ctx.now?.() ?? new Date();

async function shopOf(db: Db, lang: Lang): Promise<ShopInfo> {
  const shop = await getShopInfo(db, lang);
  if (!shop) throw new Error("the shop's settings (theme option 'shop') are missing");
  return shop;
}

/** The shop's today, its settings and its shop info. */
async function groundOf(ctx: CalendarContext) {
  const [shop, settings] = await Promise.all([shopOf(ctx.db, ctx.lang), loadFulfilmentSettings(ctx.db)]);
  return { shop, settings, today: localDateAt(clock(ctx), shop.time_zone) };
}

const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The products a date lists: those with a daily capacity, and those with an override on one of the dates. */
async function limitedProducts(db: Db, lang: Lang, overridden: readonly number[]) {
  const rows = await repo.findLimitedProducts(db, lang, overridden);
  return rows.map((r) => ({
    id: r.id,
    name: r.name ?? r.slug,
    dailyCapacity: r.daily_capacity === null ? null : Number(r.daily_capacity),
  }));
}

/** Every product the shop sells, by name: those the back office may give a capacity on a date. */
export async function sellableProducts(db: Db, lang: Lang): Promise<{ id: number; name: string; daily_capacity: number | null }[]> {
  const rows = await repo.findPublishedProducts(db, lang);
  return rows
    .map((r) => ({ id: r.id, name: r.name ?? r.slug, daily_capacity: r.daily_capacity === null ? null : Number(r.daily_capacity) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

async function daysView(
  ctx: CalendarContext,
  ground: Awaited<ReturnType<typeof groundOf>>,
  from: LocalDate,
  to: LocalDate,
): Promise<CalendarDayView[]> {
  const { db, lang } = ctx;
  const [calendar, overrides, booked, pieces] = await Promise.all([
    repo.calendarDays(db, from, to),
    repo.productCapacityDays(db, from, to),
    capacity.ordersBooked(db, from, to),
    capacity.piecesBooked(db, from, to),
  ]);
  const rules: SlotRules = { ...slotRulesOf(ground.settings, ground.shop, repo.dayRulesOf(calendar)), closedDates: new Set() };
  const products = await limitedProducts(db, lang, [...new Set(overrides.map((o) => o.product_id))]);
  const byDate = new Map(calendar.map((d) => [d.date, d]));
  const days: CalendarDayView[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDate.get(date);
    const weekday = weekdayOf(date);
    const openByHours = ground.shop.opening_hours.some((w) => w.day === weekday);
    const limit = capacity.ordersPerSlotOn(rules, date);
    const slots: CalendarSlotView[] = piecesOf(rules, date).map(([start, end]) => {
      const n = booked.get(slotKey(date, timeOf(start))) ?? 0;
      return { start: timeOf(start), end: timeOf(end), booked: n, limit, over: capacity.overbooked(limit, n), in_schedule: true };
    });
    // Orders in slots the date no longer has (its slot length changed after they were placed) are still listed.
    for (const [key, n] of booked) {
      const [day, start] = key.split(" ") as [string, string];
      if (day === date && !slots.some((s) => s.start === start))
        slots.push({ start, end: start, booked: n, limit, over: 0, in_schedule: false });
    }
    slots.sort((a, b) => a.start.localeCompare(b.start));
    const dayOverrides = new Map(overrides.filter((o) => o.date === date).map((o) => [o.product_id, Number(o.capacity)]));
    const dayPieces = new Map(pieces.filter((p) => p.date === date).map((p) => [p.productId, p.pieces]));
    days.push({
      date,
      weekday,
      open: openByHours && row?.closed !== 1,
      open_by_hours: openByHours,
      closed: row?.closed === 1,
      reason_en: row?.reason_en ?? "",
      reason_vi: row?.reason_vi ?? "",
      slot_minutes: slotMinutesOn(rules, date),
      slot_minutes_overridden: row?.slot_minutes !== null && row?.slot_minutes !== undefined,
      orders_per_slot: limit,
      orders_per_slot_overridden: row?.orders_per_slot !== null && row?.orders_per_slot !== undefined,
      in_calendar: row !== undefined,
      orders_booked: slots.reduce((sum, s) => sum + s.booked, 0),
      slots,
      products: products
        .filter((p) => p.dailyCapacity !== null || dayOverrides.has(p.id))
        .map((p) => {
          const override = dayOverrides.get(p.id);
          const onDate = capacity.capacityOn(override, p.dailyCapacity);
          const n = dayPieces.get(p.id) ?? 0;
          return {
            product_id: p.id,
            name: p.name,
            capacity: onDate,
            default_capacity: p.dailyCapacity,
            overridden: override !== undefined,
            booked: n,
            over: capacity.overbooked(onDate, n),
          };
        }),
      past: date < ground.today,
    });
  }
  return days;
}

/** The shop's today (its own clock). */
export async function shopToday(ctx: CalendarContext): Promise<LocalDate> {
  return localDateAt(clock(ctx), (await shopOf(ctx.db, ctx.lang)).time_zone);
}

/** GET admin/calendar: the dates from `from` to `to` (four weeks from today when not given; at most 62 days). */
export async function calendarView(
  ctx: CalendarContext,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<CalendarView> {
  const ground = await groundOf(ctx);
  const from = query.from ?? ground.today;
  const to = query.to ?? addDays(from, CALENDAR_LIMITS.defaultDays - 1);
  const span = daysBetween(from, to) + 1;
  if (span < 1 || span > CALENDAR_LIMITS.maxDays)
    throw new CalendarError("rangeInvalid", "calendarRangeInvalid", { days: CALENDAR_LIMITS.maxDays }, "to");
  return {
    from,
    to,
    today: ground.today,
    time_zone: ground.shop.time_zone,
    standing: {
      slot_minutes: ground.settings.slot_minutes,
      orders_per_slot: ground.settings.orders_per_slot,
      days_ahead: ground.settings.days_ahead,
    },
    days: await daysView(ctx, ground, from, to),
  };
}

/** One date as the calendar shows it. */
export async function calendarDayView(ctx: CalendarContext, date: LocalDate): Promise<CalendarDayView> {
  const ground = await groundOf(ctx);
  return (await daysView(ctx, ground, date, date))[0]!;
}

function notPast(date: string, today: LocalDate): void {
  if (!isLocalDate(date)) throw new CalendarError("rangeInvalid", "calendarDateInvalid", {}, "date");
  if (date < today) throw new CalendarError("datePast", "calendarDatePast", { date }, "date");
}

const snapshot = (row: repo.CalendarDayRow | undefined) =>
  row
    ? {
        closed: row.closed === 1,
        reason_en: row.reason_en,
        reason_vi: row.reason_vi,
        slot_minutes: row.slot_minutes,
        orders_per_slot: row.orders_per_slot,
      }
    : null;

/** What a day's change leaves to be dealt with: orders on a closed day, slots over their new limit, orders off the new slots. */
function dayWarnings(day: CalendarDayView): ApiMessageCode[] {
  const warnings: ApiMessageCode[] = [];
  if (day.closed && day.orders_booked > 0) {
    warnings.push({
      key: day.orders_booked === 1 ? "calendarWarnClosedWithOrdersOne" : "calendarWarnClosedWithOrders",
      params: { count: day.orders_booked, date: day.date },
    });
  }
  if (!day.closed) {
    for (const slot of day.slots.filter((s) => s.in_schedule && s.over > 0)) {
      warnings.push({
        key: "calendarWarnSlotOverbooked",
        params: { start: slot.start, booked: slot.booked, over: slot.over, limit: slot.limit },
      });
    }
    const moved = day.slots.filter((s) => !s.in_schedule).reduce((sum, s) => sum + s.booked, 0);
    if (moved > 0)
      warnings.push({
        key: moved === 1 ? "calendarWarnSlotsMovedOne" : "calendarWarnSlotsMoved",
        params: { count: moved, minutes: day.slot_minutes },
      });
  }
  return warnings;
}

/** PUT admin/calendar/{date}: closes or opens a date, with its reasons, and sets its own slot length and orders per slot. */
export async function saveCalendarDay(
  ctx: CalendarContext,
  actor: StaffActor,
  date: string,
  input: CalendarDayInput,
): Promise<CalendarChange<CalendarDayView>> {
  const ground = await groundOf(ctx);
  notPast(date, ground.today);
  const at = clock(ctx).toISOString();
  const next = {
    date,
    closed: input.closed ? 1 : 0,
    reason_en: input.reason_en,
    reason_vi: input.reason_vi,
    slot_minutes: input.slot_minutes,
    orders_per_slot: input.orders_per_slot,
  };
  // A date that would not differ from the standing settings leaves the calendar.
  const same = !input.closed && input.slot_minutes === null && input.orders_per_slot === null;
  await staffChange(ctx.db, actor, async ({ trx, audit }) => {
    const before = await repo.findCalendarDay(trx, date);
    if (same) await repo.deleteCalendarDay(trx, date);
    else await repo.upsertCalendarDay(trx, next, at);
    const after = same
      ? null
      : {
          closed: input.closed,
          reason_en: input.reason_en,
          reason_vi: input.reason_vi,
          slot_minutes: input.slot_minutes,
          orders_per_slot: input.orders_per_slot,
        };
    await audit({ action: "calendar.day", entity: "calendar_day", entityId: date, before: snapshot(before), after }, at);
  });
  const day = (await daysView(ctx, ground, date, date))[0]!;
  return { result: day, warnings: dayWarnings(day) };
}

/** DELETE admin/calendar/{date}: the date follows the standing settings again (its product capacities stay). */
export async function resetCalendarDay(ctx: CalendarContext, actor: StaffActor, date: string): Promise<CalendarChange<CalendarDayView>> {
  const ground = await groundOf(ctx);
  notPast(date, ground.today);
  const at = clock(ctx).toISOString();
  await staffChange(ctx.db, actor, async ({ trx, audit, nothingToAudit }) => {
    const before = await repo.findCalendarDay(trx, date);
    if (!before) return nothingToAudit(); // it follows the standing settings already
    await repo.deleteCalendarDay(trx, date);
    await audit({ action: "calendar.reset", entity: "calendar_day", entityId: date, before: snapshot(before), after: null }, at);
  });
  const day = (await daysView(ctx, ground, date, date))[0]!;
  return { result: day, warnings: dayWarnings(day) };
}

/**
 * PUT admin/calendar/{date}/products/{id}: the product's capacity on the date (0: not sold that day; null: its daily
 * capacity again). The pieces its orders already hold are counted against it from now on.
 */
export async function setProductCapacity(
  ctx: CalendarContext,
  actor: StaffActor,
  date: string,
  productId: number,
  limit: number | null,
): Promise<CalendarChange<CalendarProductView>> {
  const ground = await groundOf(ctx);
  notPast(date, ground.today);
  const product = await repo.findCapacityProduct(ctx.db, ctx.lang, productId);
  if (!product) throw new CalendarError("productNotFound", "calendarProductNotFound", { id: productId }, "product_id");
  const name = product.name ?? product.slug;
  const at = clock(ctx).toISOString();
  const booked = await staffChange(ctx.db, actor, async ({ trx, audit }) => {
    const before = (await capacity.productCapacitiesOn(trx, date, [productId])).get(productId)?.override ?? null;
    await repo.setProductCapacity(trx, productId, date, limit);
    const pieces = await capacity.countBookedPieces(trx, productId, date);
    await audit(
      {
        action: "calendar.product",
        entity: "product_capacity",
        entityId: `${productId}@${date}`,
        before: before === null ? null : { product_id: productId, date, capacity: before },
        after: limit === null ? null : { product_id: productId, date, capacity: limit },
      },
      at,
    );
    return pieces;
  });
  const dailyCapacity = product.daily_capacity === null ? null : Number(product.daily_capacity);
  const effective = capacity.capacityOn(limit, dailyCapacity);
  const over = capacity.overbooked(effective, booked);
  const overridden = limit !== null;
  const view: CalendarProductView = {
    product_id: productId,
    name,
    capacity: effective,
    default_capacity: dailyCapacity,
    overridden,
    booked,
    over,
  };
  const warnings: ApiMessageCode[] =
    over > 0 ? [{ key: "calendarWarnProductOverbooked", params: { name, date, booked, over, capacity: effective! } }] : [];
  return { result: view, warnings };
}
