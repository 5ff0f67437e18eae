import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { addDays, isLocalDate } from "../fulfilment/shop-time.ts";

// The sales report's question: a range of days on the shop's clock and how to cut it. Browser-safe: the reports
// page's date form is checked with the same rules.

/** The ways a report cuts the orders of its range. */
export const REPORT_BYS = ["day", "week", "month", "product", "variant", "fulfilment", "channel", "customers", "coupon", "campaign"] as const;
export type ReportBy = (typeof REPORT_BYS)[number];

/** The longest range a report covers: a year and a day (a leap year's). Longer ranges are refused, not cut short. */
export const REPORT_MAX_DAYS = 366;

/** How many days from `from` to `to`, both counted (2026-11-23 to 2026-11-29: 7). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

const reportDate = z.string(key("reportDateInvalid")).trim().refine((value) => isLocalDate(value), key("reportDateInvalid"));

/** `from` and `to` (inclusive, the shop's dates) and `by`; reversed or too long a range is refused with its own message. */
export const salesReportQuery = z
  .object({
    from: reportDate,
    to: reportDate,
    by: z.enum(REPORT_BYS, key("reportByInvalid")).default("day"),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "reportRangeReversed" });
    else if (daysBetween(query.from, query.to) > REPORT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "reportRangeTooLong" });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** The range a report opens on: the last 7 days up to `today` (the shop's). */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}
