import { ordersPerSlotOn, slotRoom } from "./capacity.ts";
import {
  addDays,
  instantAt,
  isLocalDate,
  isLocalTime,
  localDateAt,
  minutesOf,
  timeOf,
  weekdayOf,
  type LocalDate,
  type LocalTime,
} from "./shop-time.ts";
import type { SlotRules } from "./slot-rules.ts";

export type { DayOverride, OpeningWindow, SlotRules } from "./slot-rules.ts";

// When an order can be picked up or delivered: time slots inside the opening hours, on the shop's own
// clock, from today to `daysAhead` days ahead, closed days and holidays left out, none that has started, none
// sooner than the largest lead time in the cart allows. A slot takes a limited number of orders (capacity.ts); a full
// one is still listed, as full.

/** The slot length on a date: its own, else the standing one. */
export const slotMinutesOn = (rules: SlotRules, date: LocalDate): number => rules.dayOverrides?.get(date)?.slotMinutes ?? rules.slotMinutes;

export interface SlotRequest {
  now: Date;
  /** The largest lead time of the cart's products. */
  leadTimeHours: number;
  /** Orders already taken per slot, by `slotKey`. */
  taken?: ReadonlyMap<string, number>;
}

export interface Slot {
  date: LocalDate;
  start: LocalTime;
  end: LocalTime;
  /** The start as an instant (UTC ISO-8601): what a customer in another time zone's clock would show. */
  starts_at: string;
  remaining: number;
  full: boolean;
}

export interface SlotDay {
  date: LocalDate;
  /** 0 = Sunday. */
  weekday: number;
  slots: Slot[];
}

export type SlotRefusal = "malformed" | "too_far_ahead" | "closed" | "not_a_slot" | "past" | "before_lead_time";

export const slotKey = (date: LocalDate, start: LocalTime) => `${date} ${start}`;

/**
 * The slots a date's windows (its weekday's) are cut into by the date's slot length, as [start, end] minutes; a piece
 * shorter than a slot is left out.
 */
export function piecesOf(rules: SlotRules, date: LocalDate): [number, number][] {
  const weekday = weekdayOf(date);
  const length = slotMinutesOn(rules, date);
  return rules.openingHours
    .filter((w) => w.day === weekday)
    .flatMap((w) => {
      const pieces: [number, number][] = [];
      for (let start = minutesOf(w.opens); start + length <= minutesOf(w.closes); start += length) {
        pieces.push([start, start + length]);
      }
      return pieces;
    })
    .sort((a, b) => a[0] - b[0]);
}

/** The earliest instant a slot may start: now plus the lead time. */
const earliestStart = (request: SlotRequest) => request.now.getTime() + Math.max(0, request.leadTimeHours) * 3_600_000;

/** The days from the shop's today to `daysAhead` later that have a slot to offer, each with its slots. */
export function openSlots(rules: SlotRules, request: SlotRequest): SlotDay[] {
  const today = localDateAt(request.now, rules.timeZone);
  const earliest = earliestStart(request);
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= rules.daysAhead; offset++) {
    const date = addDays(today, offset);
    if (rules.closedDates.has(date)) continue;
    const weekday = weekdayOf(date);
    const limit = ordersPerSlotOn(rules, date);
    const slots = piecesOf(rules, date).flatMap(([start, end]): Slot[] => {
      const startsAt = instantAt(date, timeOf(start), rules.timeZone);
      if (startsAt.getTime() < earliest) return [];
      const { remaining, full } = slotRoom(limit, request.taken?.get(slotKey(date, timeOf(start))) ?? 0);
      return [{ date, start: timeOf(start), end: timeOf(end), starts_at: startsAt.toISOString(), remaining, full }];
    });
    if (slots.length) days.push({ date, weekday, slots });
  }
  return days;
}

/**
 * Whether a slot the customer sent can be taken, and why not (a 422 at checkout). Whether it still has room is the
 * order's transaction's to decide (a 409), not this.
 */
export function checkSlot(
  rules: SlotRules,
  request: SlotRequest,
  slot: { date: unknown; start: unknown },
): { ok: true; startsAt: Date; end: LocalTime } | { ok: false; reason: SlotRefusal } {
  if (!isLocalDate(slot.date) || !isLocalTime(slot.start)) return { ok: false, reason: "malformed" };
  const today = localDateAt(request.now, rules.timeZone);
  if (slot.date > addDays(today, rules.daysAhead)) return { ok: false, reason: "too_far_ahead" };
  const start = minutesOf(slot.start);
  const pieces = rules.closedDates.has(slot.date) ? [] : piecesOf(rules, slot.date);
  if (!pieces.length) return { ok: false, reason: "closed" };
  const piece = pieces.find(([from]) => from === start);
  if (!piece) return { ok: false, reason: "not_a_slot" };
  const startsAt = instantAt(slot.date, slot.start, rules.timeZone);
  if (startsAt.getTime() < request.now.getTime()) return { ok: false, reason: "past" };
  if (startsAt.getTime() < earliestStart(request)) return { ok: false, reason: "before_lead_time" };
  return { ok: true, startsAt, end: timeOf(piece[1]) };
}
