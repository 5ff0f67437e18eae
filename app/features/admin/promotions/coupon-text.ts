import { formatDate, wallOf } from "../../../i18n/formatters.ts";

// How the back office writes a coupon's amounts and days, in both languages (amounts to read: formatMoney).

/** Dollars for a form field: 250 → "2.50". */
export function dollarsField(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A day (YYYY-MM-DD) as each language writes it. */
export function dayText(day: string, locale: "en" | "vi"): string {
  return formatDate(wallOf(day), locale);
}
