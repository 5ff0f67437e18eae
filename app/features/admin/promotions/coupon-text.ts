import { formatDate, wallOf } from "../../../i18n/formatters.ts";

// How the back office writes a coupon's amounts and days, in both languages (amounts to read: formatMoney; in a form field: decimalDollars).

/** A day (YYYY-MM-DD) as each language writes it. */
export function dayText(day: string, locale: "en" | "vi"): string {
  return formatDate(wallOf(day), locale);
}
