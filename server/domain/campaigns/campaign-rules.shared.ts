import type { DepositKind } from "../../db/schema/campaigns.ts";

// A campaign's rules that the storefront, checkout and the back office all read: where its order window stands, how
// much deposit an order owes, and until when a cancel gets the deposit back. Pure, and safe in the browser.

export type CampaignState = "upcoming" | "open" | "closed";

export interface DepositRule {
  kind: DepositKind;
  /** A percentage (30) or cents per item (500). */
  value: number;
}

/** Where the order window stands at `now`: before it opens, open, or closed. */
export function campaignState(window: { opens_at: string; closes_at: string }, now: Date): CampaignState {
  const at = now.getTime();
  if (at < Date.parse(window.opens_at)) return "upcoming";
  if (at >= Date.parse(window.closes_at)) return "closed";
  return "open";
}

/**
 * The deposit an order owes for its campaign lines: a percentage of what they cost, or an amount per item — never more
 * than the order's total. Everyday items in the same order are paid at pickup.
 */
export function depositCents(
  rule: DepositRule,
  campaignLines: readonly { price_cents: number; quantity: number }[],
  totalCents: number,
): number {
  const subtotal = campaignLines.reduce((sum, l) => sum + l.price_cents * l.quantity, 0);
  const items = campaignLines.reduce((sum, l) => sum + l.quantity, 0);
  const asked = rule.kind === "percent" ? Math.round((subtotal * rule.value) / 100) : rule.kind === "fixed" ? rule.value * items : 0;
  return Math.max(0, Math.min(asked, totalCents));
}

/** The last moment a cancel refunds the deposit: `days` before the pickup day's opening. */
export function refundUntil(pickupStartsAt: Date, days: number): Date {
  return new Date(pickupStartsAt.getTime() - days * 86_400_000);
}

/** How long a deposit due at the counter holds the order's place. */
export const DEPOSIT_DUE_HOURS = 48;

/** How long a campaign's names, banner line and page text may be (the form's limits and the schema's). */
export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_BANNER_MAX = 300;
export const CAMPAIGN_BODY_MAX = 10_000;
