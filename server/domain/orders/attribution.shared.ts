import type { Channel, OrderAttributionsTable } from "../../db/schema/orders.ts";

// Where a customer first came from, as the storefront captures it on their first visit (app/browser/tracking.ts) and
// sends it with every call: first-touch utm_* values, the ad click ids, the referrer and the page they landed on.
// Browser-safe: the storefront classifies the referrer with the same function the server records the order with.
//
// The values come from the visitor's browser: they are for reports only, never for a price, a permission or a
// decision. Each is checked on its own; one that is too long, holds a control character or (for an address) is not an
// http(s) URL is dropped — never a refusal of the customer's order.

export type { Channel };

/** The channels in the order reports list them. */
export const CHANNELS: readonly Channel[] = ["facebook", "messenger", "tiktok", "google", "other", "direct"];

/** The spec's names of the channels, as the storefront logs them and sends them in `x-referral`. */
export type TrafficSource = "Facebook" | "Messenger" | "TikTok" | "Google" | "other" | "direct";

const SOURCE_OF: Record<Channel, TrafficSource> = {
  facebook: "Facebook",
  messenger: "Messenger",
  tiktok: "TikTok",
  google: "Google",
  other: "other",
  direct: "direct",
};

/** The channel a referrer address is from; "direct" without one, "other" for any site not named (or an unreadable address). */
export function channelOfReferrer(referrer: string): Channel {
  if (!referrer) return "direct";
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return "other";
  }
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is("messenger.com") || host === "m.me") return "messenger";
  if (is("facebook.com") || is("fb.com") || is("fb.me")) return "facebook";
  if (is("tiktok.com")) return "tiktok";
  if (/(^|\.)google\.[a-z.]+$/.test(host)) return "google";
  return "other";
}

/** The storefront's classification of a referrer (Facebook, Messenger, TikTok, Google, other, direct). */
export function classifyReferrer(referrer: string): TrafficSource {
  return SOURCE_OF[channelOfReferrer(referrer)];
}

/** What an order keeps of its first visit (its `order_attributions` row): every value checked, null when absent or dropped. */
export type Attribution = Omit<OrderAttributionsTable, "order_id">;

/** An attribution's values, none of them recorded: what a row without tracking holds beside its channel. */
export const NO_TRACKING: Omit<Attribution, "channel"> = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  gclid: null,
  fclid: null,
  referrer: null,
  landing_url: null,
};

/** The tracking as sent: each field as text, absent when not sent (the API's headers, or the checkout form's fields). */
export type TrackingFields = Partial<Record<TrackingField, string>>;

export type TrackingField = Exclude<keyof Attribution, "channel">;

export const TRACKING_FIELDS: readonly TrackingField[] = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fclid",
  "referrer",
  "landing_url",
];

/** The longest value kept: a campaign's name or a click id is short; an address may carry a long query. */
export const TRACKING_MAX_LENGTH: Record<TrackingField, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 300,
  fclid: 300,
  referrer: 2048,
  landing_url: 2048,
};

// C0 and C1 controls, and the invisible characters that reorder or hide text (a report shows these values).
const UNSAFE = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** One value as kept: trimmed; null when empty, too long, with a control character, or (an address) not http(s). */
function checked(field: TrackingField, value: string | undefined): string | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (!text || text.length > TRACKING_MAX_LENGTH[field] || UNSAFE.test(text)) return null;
  if ((field === "referrer" || field === "landing_url") && !isWebAddress(text)) return null;
  return text;
}

/**
 * The attribution of what was sent; null when nothing was (an outside client, a page posted without JavaScript): an
 * order without it is "not recorded" in the reports, not "direct". The channel is the referrer's; without a referrer,
 * an ad's click id says where the visit came from (a Facebook app's browser sends no referrer but adds `fbclid`).
 */
export function attributionOf(sent: TrackingFields): Attribution | null {
  if (!TRACKING_FIELDS.some((field) => sent[field] !== undefined && sent[field].trim() !== "")) return null;
  const kept = Object.fromEntries(TRACKING_FIELDS.map((field) => [field, checked(field, sent[field])])) as Omit<Attribution, "channel">;
  let channel = channelOfReferrer(kept.referrer ?? "");
  // A referrer sent but dropped (malformed) is still someone else's page.
  if (channel === "direct" && sent.referrer?.trim() && !kept.referrer) channel = "other";
  if (channel === "direct" && kept.fclid) channel = "facebook";
  else if (channel === "direct" && kept.gclid) channel = "google";
  return { channel, ...kept };
}
