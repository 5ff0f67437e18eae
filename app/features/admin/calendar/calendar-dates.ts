import { LOCALE_TAGS, type Locale } from "../../../i18n/config.ts";
import { dateTimeFormat } from "../../../i18n/formatters.ts";

// The calendar's dates are the shop's ("2026-11-26"): written as they are, formatted in UTC so that no time zone moves
// them a day.

const wall = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** "Mon" / "T2": a column's head. */
export const weekdayShort = (date: string, locale: Locale) => dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", weekday: "short" }).format(wall(date));

/** "Nov 26" / "26 thg 11". */
export const dayMonth = (date: string, locale: Locale) => dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", month: "short", day: "numeric" }).format(wall(date));

/** "Thursday, November 26, 2026" / "Thứ Năm, 26 tháng 11, 2026". */
export const longDate = (date: string, locale: Locale) =>
  dateTimeFormat(LOCALE_TAGS[locale], { timeZone: "UTC", weekday: "long", year: "numeric", month: "long", day: "numeric" }).format(wall(date));

/** A closed day's reason in the page's language, the other one's when only that was written. */
export const reasonIn = (day: { reason_en: string; reason_vi: string }, locale: Locale) => (locale === "vi" ? day.reason_vi || day.reason_en : day.reason_en || day.reason_vi);
