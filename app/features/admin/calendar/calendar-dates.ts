import type { Locale } from "../../../i18n/config.ts";
import { formatDate, wallOf, weekdayName } from "../../../i18n/formatters.ts";

// The calendar's dates are the shop's ("2026-11-26"): written as they are, formatted in UTC so that no time zone moves
// them a day; in the shop's own words (app/i18n/formatters.ts), which the server and every browser write alike.

/** "Mon" / "T2": a column's head. */
export const weekdayShort = (date: string, locale: Locale) => weekdayName(wallOf(date).weekday, locale, "short");

/** "Nov 26" / "26/11". */
export const dayMonth = (date: string, locale: Locale) => formatDate(wallOf(date), locale, { year: false });

/** "Thursday, November 26, 2026" / "Thứ Năm, 26/11/2026". */
export const longDate = (date: string, locale: Locale) => formatDate(wallOf(date), locale, { weekday: "long", month: "long" });

/** A closed day's reason in the page's language, the other one's when only that was written. */
export const reasonIn = (day: { reason_en: string; reason_vi: string }, locale: Locale) =>
  locale === "vi" ? day.reason_vi || day.reason_en : day.reason_en || day.reason_vi;
