import type { TrackingField, TrackingFields } from "../domain/orders/attribution.shared.ts";

// The storefront's tracking headers (app/browser/tracking.ts), read into the fields an order's attribution is made of
// (server/domain/orders/attribution.shared.ts checks each). `x-referral` and `x-referrer-domain` are not read: the
// server classifies the referrer itself, from `x-referrer-url`.

export const TRACKING_HEADERS: Readonly<Record<string, TrackingField>> = {
  "x-utm-source": "utm_source",
  "x-utm-medium": "utm_medium",
  "x-utm-campaign": "utm_campaign",
  "x-utm-term": "utm_term",
  "x-utm-content": "utm_content",
  "x-gclid": "gclid",
  "x-fclid": "fclid",
  "x-referrer-url": "referrer",
  "x-landing-url": "landing_url",
};

const ENTRIES = Object.entries(TRACKING_HEADERS);

/** The tracking a request's headers carry; an empty object when it sent none. */
export function trackingFromHeaders(headers: Headers): TrackingFields {
  const fields: TrackingFields = {};
  for (const [header, field] of ENTRIES) {
    const value = headers.get(header);
    if (value !== null) fields[field] = value;
  }
  return fields;
}
