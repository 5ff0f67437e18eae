import { OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../../../context.ts";
import { REPORT_BYS, REPORT_MAX_DAYS, salesReportQuery } from "../../../domain/reports/reports.schema.ts";
import { salesReport } from "../../../domain/reports/sales-report.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ok } from "../../envelope.ts";
import { formErrors } from "../../form-errors.ts";
import { envelopeOf, failure, json } from "../../openapi.ts";
import { salesCsv, salesCsvName } from "../../reports-csv.ts";
import { salesReportAnswer } from "../../reports-answers.ts";
import { staffRoute, type StaffEnv } from "../../staff-guard.ts";

// The sales reports (permission "reports": the owner's and the managers'): the orders placed in a range of days cut
// one way, as JSON or as a CSV file (`Accept: text/csv`, or the `.csv` path).

const money = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, in cents` });

const RowSchema = z
  .object({
    key: z.string().openapi({
      description:
        'The row\'s key: a date (day, and the Monday of a week), YYYY-MM (month), a product id (`name:<name>` for a product no longer in the catalogue), `<product>:<variant id or 0>`, `pickup`/`delivery`, a channel (`facebook`, `messenger`, `tiktok`, `google`, `other`, `direct`, `unknown` when the order recorded none), `new`/`returning`, a coupon code, a campaign id; `""` for no coupon or no campaign',
      example: "2026-11-23",
    }),
    label: z.string().openapi({ description: "In the request's language", example: "Mon, Nov 23" }),
    orders: z.number().int().openapi({ description: "Orders not canceled (for a product or a variant: the orders with it)" }),
    units: z.number().int().openapi({ description: "Pieces sold (gifts not counted)" }),
    gross_cents: money("Sales before discounts (a gift is $0)"),
    discount_cents: money("Coupon discounts (an order's shared among its lines by their prices)"),
    net_cents: money("Gross less discounts: sales before delivery fees and sales tax"),
    canceled_orders: z.number().int().openapi({ description: "Canceled orders of the row: never in the figures above" }),
    canceled_cents: money("What the canceled orders of the row came to (net)"),
  })
  .openapi("SalesReportRow");

const SalesReportSchema = z
  .object({
    from: z.string().openapi({ example: "2026-11-23" }),
    to: z.string().openapi({ example: "2026-11-29" }),
    by: z.enum(REPORT_BYS),
    time_zone: z.string().openapi({ description: "The shop's time zone: the days are its", example: "America/Chicago" }),
    rows: z.array(RowSchema).openapi({
      description:
        'Days, weeks and months: every one of the range, in order (zeros included). Fulfilment, channel, customers: every kind, in a fixed order. Products, variants, coupons, campaigns: those with orders, the best-selling first, "none" last.',
    }),
    totals: z.object({
      orders: z.number().int(),
      units: z.number().int(),
      gross_cents: z.number().int(),
      discount_cents: z.number().int(),
      net_cents: z.number().int(),
      fee_cents: money("Delivery fees"),
      tax_cents: money("Sales tax"),
      total_cents: money("What customers were charged or owe: net + fees + tax"),
      average_order_cents: money("Net sales an order"),
      customers: z.number().int().openapi({ description: "Customers (by e-mail) with an order not canceled in the range" }),
      new_customers: z.number().int().openapi({ description: "Of them, those whose first order ever is in the range" }),
      returning_customers: z.number().int(),
    }),
    canceled: z
      .object({
        orders: z.number().int(),
        net_cents: money("What they came to"),
        returned_cents: money("Card money voided or refunded on them"),
        deposits_kept_cents: money("Deposits kept (canceled after the refund deadline)"),
      })
      .openapi({ description: "Canceled orders placed in the range, apart from the sales" }),
  })
  .openapi("SalesReport");

/** 422 whose message is the first problem itself ("A report covers at most 366 days…"), with each field's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const reportHook: Hook<any, StaffEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const errors = formErrors(result.error.issues, c.get("lang"));
  const first = Object.values(errors)[0]?.[0] ?? apiMessage(c.get("lang"), "validationFailed");
  return c.json({ error: true, message: first, data: null, errors }, 422);
};

const DESCRIPTION = `The orders placed from \`from\` to \`to\` (the shop's dates, both included, at most ${REPORT_MAX_DAYS} days), cut by \`by\`: day, week (from Monday), month, product, variant, fulfilment, channel (where the customer first came from), customers (new or returning, by e-mail), coupon, campaign. Sales are the orders not canceled; canceled orders are counted apart (in each row and in \`canceled\`).`;

export function adminReportsApi({ db }: AppDeps) {
  const report = staffRoute(db, "reports", {
    method: "get",
    path: "/sales",
    summary: "Sales, cut by day, week, month, product, variant, fulfilment, channel, customers, coupon or campaign",
    description: `${DESCRIPTION} With \`Accept: text/csv\`: the CSV file, as \`/sales.csv\`.`,
    request: { query: salesReportQuery },
    responses: {
      200: {
        description: "The report (or, with `Accept: text/csv`, the CSV file)",
        content: { ...json(envelopeOf(SalesReportSchema)), "text/csv": { schema: z.string() } },
        headers: z.object({
          "Content-Disposition": z
            .string()
            .optional()
            .openapi({ description: "With the CSV", example: 'attachment; filename="sales-2026-11-23-to-2026-11-29-by-day.csv"' }),
        }),
      },
      422: failure(
        "A date is not YYYY-MM-DD, `by` is not one of the views, the start is after the end, or the range is longer than 366 days",
      ),
    },
  });
  const csv = staffRoute(db, "reports", {
    method: "get",
    path: "/sales.csv",
    summary: "Sales as a CSV file",
    description: `${DESCRIPTION} UTF-8 with a byte-order mark, CRLF line ends, headings in the request's language; columns: key, row, orders, units sold, gross, discounts, net (dollars with two decimals), canceled orders, canceled net; a total row last. A cell that would start with = + - @ gets a leading apostrophe.`,
    request: { query: salesReportQuery },
    responses: {
      200: {
        description: "The file, named sales-<from>-to-<to>-by-<by>.csv",
        headers: z.object({
          "Content-Disposition": z.string().openapi({ example: 'attachment; filename="sales-2026-11-23-to-2026-11-29-by-day.csv"' }),
        }),
        content: { "text/csv": { schema: z.string() } },
      },
      422: failure("As the JSON report's"),
    },
  });

  const csvAnswer = async (c: Context<StaffEnv>, query: z.infer<typeof salesReportQuery>) => {
    const lang = c.get("lang");
    const found = salesReportAnswer(await salesReport(db, query, lang), lang);
    return c.body(salesCsv(found, lang), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${salesCsvName(found)}"`,
      "Cache-Control": "private, no-store",
    });
  };

  return new OpenAPIHono<StaffEnv>({ defaultHook: reportHook })
    .openapi(report, async (c) => {
      const query = c.req.valid("query");
      if (/\btext\/csv\b/i.test(c.req.header("accept") ?? "")) return csvAnswer(c, query);
      return ok(c, salesReportAnswer(await salesReport(db, query, c.get("lang")), c.get("lang")));
    })
    .openapi(csv, (c) => csvAnswer(c, c.req.valid("query")));
}
