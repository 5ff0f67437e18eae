import type { ProductionReport, ProductionRow } from "../domain/orders/production.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// The production report as answered (server/api/v1/admin/production.ts, app/routes/admin/production.server.ts):
// the category of the products no longer in the catalogue named in the request's language.

export function productionAnswer(lang: Lang, report: ProductionReport<string | null>): ProductionReport {
  const categories = report.categories.map((category) => ({
    ...category,
    name: category.name ?? apiMessage(lang, "productionOtherCategory"),
  }));
  return { ...report, categories };
}

/** The CSV file's rows, likewise. */
export function productionRowsAnswer(lang: Lang, rows: readonly ProductionRow<string | null>[]): ProductionRow[] {
  const other = apiMessage(lang, "productionOtherCategory");
  return rows.map((row) => ({ ...row, category: row.category ?? other }));
}
