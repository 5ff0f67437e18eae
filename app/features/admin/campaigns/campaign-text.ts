import type { Locale } from "../../../i18n/config.ts";
import { formatMoney } from "../../../i18n/formatters.ts";
import type { MessageKey } from "../../../i18n/messages/en.ts";

// How the back office names a campaign and says its state and deposit rule in words, in both languages.

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The name in the page's language, the other one when it has none. */
export const campaignName = (c: { name_en: string; name_vi: string }, locale: Locale): string =>
  (locale === "vi" ? c.name_vi || c.name_en : c.name_en || c.name_vi) || "";

/** A product's name likewise. */
export const productName = campaignName;

/** "Draft", "Upcoming", "Open for orders", "Closed". */
export function stateText(t: Translate, c: { is_published: boolean; state: "upcoming" | "open" | "closed" }): string {
  return c.is_published ? t(`adminCampaigns.state.${c.state}`) : t("adminCampaigns.state.draft");
}

/** "No deposit", "Deposit 30 %", "Deposit $5.00 per item". */
export function depositText(t: Translate, c: { deposit_kind: "none" | "percent" | "fixed"; deposit_value: number }): string {
  if (c.deposit_kind === "percent") return t("adminCampaigns.deposit.percentText", { value: c.deposit_value });
  if (c.deposit_kind === "fixed") return t("adminCampaigns.deposit.fixedText", { amount: formatMoney(c.deposit_value) });
  return t("adminCampaigns.deposit.noneText");
}
