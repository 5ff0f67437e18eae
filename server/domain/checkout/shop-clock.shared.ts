import type { Locale } from "../../i18n/locales.shared.ts";
import { formatClock, formatDate, wallOf } from "../../i18n/formatters.shared.ts";

// Dates and times as the shop's clock shows them. The server sends a slot's date and times on that clock
// ("2026-12-01", "09:00"); they are written out as they are, never converted to the visitor's own time zone: a
// customer in Saigon ordering a pickup in Houston sees the times on the shop's wall. The words are the shop's own
// (server/i18n/formatters.shared.ts), never the engine's: the server's page and the browser's must agree.

/** The date `days` after `date`, both YYYY-MM-DD (calendar days: a daylight-saving change does not move it). */
export function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Tue, Dec 1" / "T3, 1/12". */
export function shortDay(date: string, locale: Locale): string {
  return formatDate(wallOf(date), locale, { weekday: "short", year: false });
}

/** A day on two lines: "Tue" and "Dec 1" / "T3" and "1/12". */
export function dayParts(date: string, locale: Locale): { weekday: string; day: string } {
  const wall = wallOf(date);
  return {
    weekday: formatDate(wall, locale, { weekday: "short", year: false }).split(", ")[0]!,
    day: formatDate(wall, locale, { year: false }),
  };
}

/** "Tuesday, December 1, 2026" / "Thứ Ba, 1/12/2026". */
export function longDay(date: string, locale: Locale): string {
  return formatDate(wallOf(date), locale, { weekday: "long", month: "long" });
}

/** A closed day as the day picker names it: "Thu, Nov 26" / "thứ Năm, 26/11". */
export function closedDay(date: string, locale: Locale): string {
  if (locale !== "vi") return shortDay(date, locale);
  // Mid-sentence: "Nghỉ thứ Năm, 26/11", "Nghỉ Chủ nhật, 7/2".
  const written = formatDate(wallOf(date), locale, { weekday: "long", year: false });
  return written.replace(/^Thứ/, "thứ").replace(/^Chủ Nhật/, "Chủ nhật");
}

/** "9:00 AM" / "9:00". */
export function clockTime(time: string, locale: Locale): string {
  return formatClock(wallOf("2000-01-01", time), locale);
}
