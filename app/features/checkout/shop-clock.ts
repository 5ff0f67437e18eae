import { LOCALE_TAGS, type Locale } from "../../i18n/config.ts";
import { dateTimeFormat } from "../../i18n/formatters.ts";

// Dates and times as the shop's clock shows them. The server sends a slot's date and times on that clock
// ("2026-12-01", "09:00"); they are written out as they are, never converted to the visitor's own time zone: a
// customer in Saigon ordering a pickup in Houston sees the times on the shop's wall.

/** The wall-clock reading as a UTC instant, so that formatting in UTC writes it unchanged. */
function wall(date: string, time = "12:00"): Date {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  const [h = 0, min = 0] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min));
}

/** "Tue, Dec 1" / "Th 3, 1 thg 12". */
export function shortDay(date: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" }).format(wall(date));
}

/** A day on two lines: "Tue" and "Dec 1" / "Th 3" and "1 thg 12". */
export function dayParts(date: string, locale: Locale): { weekday: string; day: string } {
  const tag = LOCALE_TAGS[locale];
  return {
    weekday: dateTimeFormat(tag, { timeZone: "UTC", weekday: "short" }).format(wall(date)),
    day: dateTimeFormat(tag, { timeZone: "UTC", month: "short", day: "numeric" }).format(wall(date)),
  };
}

/** "Tuesday, December 1, 2026" / "Thứ Ba, 1 tháng 12, 2026". */
export function longDay(date: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(wall(date));
}

/** A closed day as the day picker names it: "Thu, Nov 26" / "thứ Năm, 26/11". */
export function closedDay(date: string, locale: Locale): string {
  if (locale !== "vi") return shortDay(date, locale);
  const weekday = dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", weekday: "long" }).format(wall(date));
  const [, m = 1, d = 1] = date.split("-").map(Number);
  // Mid-sentence: "Nghỉ thứ Năm, 26/11", "Nghỉ Chủ nhật, 7/2".
  return `${weekday.replace(/^Thứ/, "thứ").replace(/^Chủ Nhật$/, "Chủ nhật")}, ${d}/${m}`;
}

/** "9:00 AM" / "09:00". */
export function clockTime(time: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(wall("2000-01-01", time));
}
