import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { addDays, isLocalDate } from "../fulfilment/shop-time.ts";
import { daysBetween, REPORT_BYS, REPORT_MAX_DAYS } from "./reports.shared.ts";

export { daysBetween, REPORT_BYS, REPORT_MAX_DAYS, type ReportBy } from "./reports.shared.ts";

// The sales report's question: a range of days on the shop's clock and how to cut it (its words: reports.shared.ts).

const reportDate = z
  .string(key("reportDateInvalid"))
  .trim()
  .refine((value) => isLocalDate(value), key("reportDateInvalid"));

/** `from` and `to` (inclusive, the shop's dates) and `by`; reversed or too long a range is refused with its own message. */
export const salesReportQuery = z
  .object({
    from: reportDate,
    to: reportDate,
    by: z.enum(REPORT_BYS, key("reportByInvalid")).default("day"),
  })
  .superRefine((query, ctx) => {
    if (query.from > query.to) ctx.addIssue({ code: "custom", path: ["to"], message: "reportRangeReversed" });
    else if (daysBetween(query.from, query.to) > REPORT_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: "reportRangeTooLong" });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

/** The range a report opens on: the last 7 days up to `today` (the shop's). */
export function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -6), to: today };
}
