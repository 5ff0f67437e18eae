import type { SalesReport } from "../domain/reports/sales-report.ts";
import { sayCode } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// The sales report as the API, the page and the CSV give it: each row's name in the reader's language.

export type SalesReportAnswer = SalesReport<string>;

export function salesReportAnswer(report: SalesReport, lang: Lang): SalesReportAnswer {
  return {
    ...report,
    rows: report.rows.map((row) => ({ ...row, label: typeof row.label === "string" ? row.label : sayCode(lang, row.label) })),
  };
}
