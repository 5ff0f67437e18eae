import type { ProductionRow } from "../domain/orders/production.service.ts";
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

/** One piece's add-ons in a cell: "Fried egg; No cilantro", "Lotus × 2; Red bean × 4". */
function choicesCell(choices: ProductionRow["choices"]): string {
  return choices.map((c) => (c.quantity > 1 ? `${c.label} × ${c.quantity}` : c.label)).join("; ");
}

/**
 * The report as CSV, headings in `lang`: one row per way a product is made that day — its variant, one piece's
 * add-ons, the inscription and the note for the kitchen (each cell empty when there is none) — so the quantities of a
 * product's rows add up to what is made of it, gifts included ("of which gifts" says how many are gifts).
 */
export function productionCsv(date: string, rows: readonly ProductionRow[], lang: Lang): string {
  const t = (key: Parameters<typeof apiMessage>[1]) => apiMessage(lang, key);
  const lines = [
    csvRow([
      t("productionCsvDate"),
      t("productionCsvCategory"),
      t("productionCsvProduct"),
      t("productionCsvSku"),
      t("productionCsvVariant"),
      t("productionCsvChoices"),
      t("productionCsvInscription"),
      t("productionCsvNote"),
      t("productionCsvQuantity"),
      t("productionCsvGifts"),
    ]),
  ];
  for (const row of rows)
    lines.push(
      csvRow([
        date,
        row.category,
        row.product,
        row.sku,
        row.variant ?? "",
        choicesCell(row.choices),
        row.inscription,
        row.note,
        row.quantity,
        row.gift_quantity,
      ]),
    );
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
