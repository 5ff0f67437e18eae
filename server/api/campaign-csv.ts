import type { PlanRow } from "../domain/campaigns/campaign-reports.service.ts";
import type { PickupOrder } from "../domain/campaigns/pickups.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import { decimalDollars } from "../i18n/formatters.shared.ts";
import type { Lang } from "../i18n/language.ts";
import { CSV_BOM, csvRow } from "./production-csv.ts";

// A campaign's production plan and a pickup day's list as CSV files, written as the production report's is (UTF-8 with
// a byte-order mark, CRLF, customer text that a spreadsheet would run as a formula turned into plain text).

/** production-tet-2027-2026-11-28.csv, pickups-tet-2027-2027-02-01.csv. */
export const campaignCsvName = (what: "production" | "pickups", slug: string, date: string) => `${what}-${slug}-${date}.csv`;

const file = (lines: string[]) => `${CSV_BOM}${lines.join("\r\n")}\r\n`;

/** One row per product's variant and pickup day: the pieces to make and the capacity units they use. */
export function planCsv(rows: readonly PlanRow[], lang: Lang): string {
  const t = (key: ApiMessageKey) => apiMessage(lang, key);
  return file([
    csvRow([t("campaignCsvDate"), t("campaignCsvProduct"), t("campaignCsvVariant"), t("campaignCsvQuantity"), t("campaignCsvUnits")]),
    ...rows.map((r) => csvRow([r.date, r.product, r.variant, r.quantity, r.units])),
  ]);
}

/** "2 × Bánh chưng (Large); 1 × Mứt Tết tray": an order's lines in one cell. */
export function itemsCell(lines: PickupOrder["lines"]): string {
  return lines.map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ""}`).join("; ");
}

/** One row per order of the day, canceled ones last: who, what, and what is owed at the counter. */
export function pickupsCsv(date: string, orders: readonly PickupOrder[], lang: Lang, statusWord: (o: PickupOrder) => string): string {
  const t = (key: ApiMessageKey) => apiMessage(lang, key);
  return file([
    csvRow([
      t("campaignCsvDate"),
      t("campaignCsvTime"),
      t("campaignCsvCode"),
      t("campaignCsvName"),
      t("campaignCsvPhone"),
      t("campaignCsvItems"),
      t("campaignCsvStatus"),
      t("campaignCsvDepositStatus"),
      t("campaignCsvDepositCents"),
      t("campaignCsvBalance"),
      t("campaignCsvCollected"),
    ]),
    ...orders.map((o) =>
      csvRow([
        date,
        `${o.slot_start}–${o.slot_end}`,
        o.code,
        o.full_name,
        o.phone,
        itemsCell(o.lines),
        statusWord(o),
        t(`campaignDepositStatus_${o.deposit_status}`),
        o.deposit_cents ? decimalDollars(o.deposit_cents) : "",
        decimalDollars(o.balance_due_cents),
        o.collected_at ?? "",
      ]),
    ),
  ]);
}
