import type { SalesReportAnswer } from "./reports-answers.ts";
import { decimalDollars } from "../i18n/formatters.shared.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { CSV_BOM, csvRow } from "./production-csv.ts";

// The sales report as a CSV file, as the production report's (production-csv.ts): UTF-8 with a byte-order mark, CRLF,
// headings in the request's language, text that a spreadsheet would run as a formula (a coupon code or a product
// name starting with = + - @) turned into plain text. Money in dollars with two decimals, a total row last.

/** sales-2026-11-23-to-2026-11-29-by-product.csv */
export function salesCsvName(report: Pick<SalesReportAnswer, "from" | "to" | "by">): string {
  return `sales-${report.from}-to-${report.to}-by-${report.by}.csv`;
}

export function salesCsv(report: SalesReportAnswer, lang: Lang): string {
  const t = (key: Parameters<typeof apiMessage>[1]) => apiMessage(lang, key);
  const money = (cents: number) => decimalDollars(cents);
  const lines = [
    csvRow([
      t("reportCsvKey"),
      t("reportCsvLabel"),
      t("reportCsvOrders"),
      t("reportCsvUnits"),
      t("reportCsvGross"),
      t("reportCsvDiscount"),
      t("reportCsvNet"),
      t("reportCsvCanceledOrders"),
      t("reportCsvCanceledNet"),
    ]),
  ];
  for (const row of report.rows)
    lines.push(
      csvRow([
        row.key,
        row.label,
        row.orders,
        row.units,
        money(row.gross_cents),
        money(row.discount_cents),
        money(row.net_cents),
        row.canceled_orders,
        money(row.canceled_cents),
      ]),
    );
  const { totals, canceled } = report;
  lines.push(
    csvRow([
      "",
      t("reportCsvTotal"),
      totals.orders,
      totals.units,
      money(totals.gross_cents),
      money(totals.discount_cents),
      money(totals.net_cents),
      canceled.orders,
      money(canceled.net_cents),
    ]),
  );
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
