// Dates and times in the shop's own time zone (America/Chicago for the demo bakery), from Intl alone: a pickup at
// "2027-03-14 09:00" is 09:00 on the shop's clock whatever the customer's, on both sides of a daylight-saving change.

/** A calendar date, "YYYY-MM-DD". */
export type LocalDate = string;
/** A time of day on the shop's clock, "HH:MM". */
export type LocalTime = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone ("America/Chicago"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The shop's wall clock at an instant. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at an instant (Chicago: −360 in winter, −300 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export function isLocalDate(value: unknown): value is LocalDate {
  const m = typeof value === "string" ? DATE.exec(value) : null;
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function isLocalTime(value: unknown): value is LocalTime {
  return typeof value === "string" && TIME.test(value);
}

/** "HH:MM" → minutes after midnight. */
export function minutesOf(time: LocalTime): number {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
}

/** Minutes after midnight → "HH:MM". */
export function timeOf(minutes: number): LocalTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The shop's date at an instant. */
export function localDateAt(instant: Date, timeZone: string): LocalDate {
  // Every zone's offset is a whole number of minutes: the date cannot change within one minute of UTC. Asked on
  // every look at a cart, so the last answer is kept for its minute (Intl's formatToParts is the costly part).
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDate.get(timeZone);
  if (last && last.minute === minute) return last.date;
  const c = wallClock(instant, timeZone);
  const date: LocalDate = `${c.year}-${String(c.month).padStart(2, "0")}-${String(c.day).padStart(2, "0")}`;
  lastDate.set(timeZone, { minute, date });
  return date;
}
const lastDate = new Map<string, { minute: number; date: LocalDate }>();

// The date `days` after a date: calendar arithmetic the pages do too, so it lives in the browser-safe clock module.
export { addDays } from "../checkout/shop-clock.shared.ts";

/** 0 = Sunday, as the opening hours count. */
export function weekdayOf(date: LocalDate): number {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The instant the shop's clock shows `time` on `date`. A time the clock skips (02:30 on the spring change) is the
 * instant an hour later by the clock; a time it shows twice (01:30 on the autumn change) is the first of the two.
 */
export function instantAt(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split("-").map(Number);
  const wall = Date.UTC(y, mo - 1, d, Math.floor(minutesOf(time) / 60), minutesOf(time) % 60);
  // Two readings of the offset (at the guess, and at the first answer) cover both sides of a change.
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000;
  const shows = (instant: number) => {
    const c = wallClock(new Date(instant), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) === wall;
  };
  const exact = [first, second].filter(shows);
  return new Date(exact.length ? Math.min(...exact) : Math.max(first, second));
}
