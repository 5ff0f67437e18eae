import { data } from "react-router";
import { salesCsv, salesCsvName } from "../../../server/api/reports-csv.ts";
import { salesReportAnswer } from "../../../server/api/reports-answers.ts";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { defaultRange, REPORT_BYS, salesReportQuery, type ReportBy } from "../../../server/domain/reports/reports.schema.ts";
import { salesReport } from "../../../server/domain/reports/sales-report.ts";
import { ADMIN_NO_STORE } from "../../features/admin/session/staff.server.ts";
import type { Route as PageRoute } from "./+types/reports";
import type { Route as CsvRoute } from "./+types/reports-csv";

// /admin/reports?from=&to=&by= (permission "reports"): the sales report of a range of days, cut one way, with its CSV
// file at /admin/reports.csv — both through the same service as GET /api/v1/admin/reports/sales. Without dates, the
// last 7 days up to the shop's today; a refused range answers 422 with its message beside the form.

type Db = PageRoute.LoaderArgs["context"]["db"];

/** What the address asks: dates and view as typed (kept in the form), with the last 7 days when no date is given. */
async function askedOf(url: URL, db: Db) {
  const today = localDateAt(new Date(), await shopTimeZone(db));
  const range = defaultRange(today);
  const param = (name: string) => url.searchParams.get(name)?.trim().slice(0, 40) ?? "";
  const byParam = param("by");
  const asked = {
    from: param("from") || range.from,
    to: param("to") || range.to,
    by: ((REPORT_BYS as readonly string[]).includes(byParam) ? byParam : "day") as ReportBy,
  };
  return { today, asked, parsed: salesReportQuery.safeParse(asked) };
}

export async function reportsLoader({ request, context }: PageRoute.LoaderArgs) {
  const { locale } = context;
  const { today, asked, parsed } = await askedOf(new URL(request.url), context.db);
  if (!parsed.success) {
    const errors = firstFieldErrors(parsed.error.issues, locale);
    return data({ locale, today, asked, errors, report: null }, { status: 422, headers: ADMIN_NO_STORE });
  }
  const report = salesReportAnswer(await salesReport(context.db, parsed.data, locale), locale);
  return data({ locale, today, asked, errors: {} as Record<string, string>, report }, { headers: ADMIN_NO_STORE });
}

export async function reportsCsvLoader({ request, context }: CsvRoute.LoaderArgs) {
  const { locale } = context;
  const { parsed } = await askedOf(new URL(request.url), context.db);
  if (!parsed.success)
    return new Response(Object.values(firstFieldErrors(parsed.error.issues, locale)).join(" "), {
      status: 422,
      headers: { ...ADMIN_NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    });
  const report = salesReportAnswer(await salesReport(context.db, parsed.data, locale), locale);
  return new Response(salesCsv(report, locale), {
    headers: {
      ...ADMIN_NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${salesCsvName(report)}"`,
    },
  });
}
