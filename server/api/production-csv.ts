import type { ProductionReport } from "../domain/orders/production.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// The production report as a CSV file for a spreadsheet (RFC 4180): UTF-8 with a byte-order mark (Excel otherwise
// reads Vietnamese as Latin-1), CRLF line ends, quoted fields where needed, and customer text that a spreadsheet
// would run as a formula (=, +, -, @, a tab or a carriage return first) turned into plain text with a leading
// apostrophe (OWASP's "CSV injection").

export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** One text cell: guarded against formulas, then quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(",");
}

/** The file name of a date's report: production-2026-11-27.csv. */
export function productionCsvName(date: string): string {
  return `production-${date}.csv`;
}

/**
 * The report as CSV, headings in `lang`: one row per product and inscription — a product's pieces without an
 * inscription on one row (the inscription cell empty), each distinct inscription on its own — so the quantities of a
 * product's rows add up to what is baked of it, gifts included ("of which gifts" says how many are gifts).
 */
export function productionCsv(report: ProductionReport, lang: Lang): string {
  const t = (key: Parameters<typeof apiMessage>[1]) => apiMessage(lang, key);
  const rows = [
    csvRow([
      t("productionCsvDate"),
      t("productionCsvCategory"),
      t("productionCsvProduct"),
      t("productionCsvSku"),
      t("productionCsvInscription"),
      t("productionCsvQuantity"),
      t("productionCsvGifts"),
    ]),
  ];
  for (const category of report.categories) {
    for (const product of category.products) {
      const base = [report.date, category.name, product.name, product.sku];
      const plainGifts = product.gift_quantity - product.inscriptions.reduce((sum, i) => sum + i.gift_quantity, 0);
      if (product.without_inscription > 0 || product.inscriptions.length === 0)
        rows.push(csvRow([...base, "", product.without_inscription, plainGifts]));
      for (const inscription of product.inscriptions)
        rows.push(csvRow([...base, inscription.text, inscription.quantity, inscription.gift_quantity]));
    }
  }
  return `${CSV_BOM}${rows.join("\r\n")}\r\n`;
}
