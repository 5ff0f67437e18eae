// The sales report's words shared by the server and the reports page (browser-safe, no schema library: the page
// downloads none).

/** The ways a report cuts the orders of its range. */
export const REPORT_BYS = [
  "day",
  "week",
  "month",
  "product",
  "variant",
  "fulfilment",
  "channel",
  "customers",
  "coupon",
  "campaign",
] as const;
export type ReportBy = (typeof REPORT_BYS)[number];

/** The longest range a report covers: a year and a day (a leap year's). Longer ranges are refused, not cut short. */
export const REPORT_MAX_DAYS = 366;

/** How many days from `from` to `to`, both counted (2026-11-23 to 2026-11-29: 7). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
