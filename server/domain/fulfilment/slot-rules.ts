import type { LocalDate, LocalTime } from "./shop-time.ts";

// The rules the slots are cut by: their own module, since both the slot listing (slots.ts) and the capacity
// (capacity.ts) read them and slots.ts imports capacity.ts.

/** One opening window of a weekday (several a day are allowed: 06:30–11:00 and 15:00–18:00). */
export interface OpeningWindow {
  /** 0 = Sunday. */
  day: number;
  opens: LocalTime;
  closes: LocalTime;
}

export interface SlotRules {
  /** The shop's IANA time zone. */
  timeZone: string;
  openingHours: readonly OpeningWindow[];
  /** Dates the shop is closed although its weekday is open: Tết, the holidays it closes on (the capacity calendar's). */
  closedDates: ReadonlySet<LocalDate>;
  /** The length of a slot; the windows are cut into slots of this length from their opening. */
  slotMinutes: number;
  /** How many orders one slot takes. */
  ordersPerSlot: number;
  /** The last date offered is today (the shop's) plus this many days. */
  daysAhead: number;
  /** Dates whose slot length or orders per slot differ from the standing ones (the capacity calendar); null keeps it. */
  dayOverrides?: ReadonlyMap<LocalDate, DayOverride>;
}

/** A date's own slot length and orders per slot (the capacity calendar); null: the standing setting. */
export interface DayOverride {
  slotMinutes: number | null;
  ordersPerSlot: number | null;
}
