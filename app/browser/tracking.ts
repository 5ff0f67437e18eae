import { classifyReferrer, type TrafficSource } from "../../server/domain/orders/attribution.shared.ts";
import { readJson, readStorage, writeStorage } from "./storage.ts";

/** What the first visit tells us about where a visitor came from (the traffic capture). */
export interface TrackingInfo {
  referrer: string;
  landingUrl: string;
  landingDomain: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  gclid: string;
  fclid: string;
  timestamp: string;
}

export const TRACKING_KEY = "trk_info";
export const TRACKING_LOCK_KEY = "trk_locked";

export { classifyReferrer, type TrafficSource };

export function buildTrackingInfo(href: string, referrer: string, now = new Date()): TrackingInfo {
  const url = new URL(href);
  const param = (name: string) => url.searchParams.get(name) ?? "";
  return {
    referrer,
    landingUrl: url.href,
    landingDomain: url.hostname,
    utm_source: param("utm_source"),
    utm_medium: param("utm_medium"),
    utm_campaign: param("utm_campaign"),
    utm_term: param("utm_term"),
    utm_content: param("utm_content"),
    gclid: param("gclid"),
    fclid: param("fclid") || param("fbclid"),
    timestamp: now.toISOString(),
  };
}

/** Runs on every page load; saves the first visit only, then stays locked. */
export function captureTraffic(): void {
  if (readStorage(TRACKING_LOCK_KEY) === "1") return;
  const info = buildTrackingInfo(window.location.href, document.referrer);
  writeStorage(TRACKING_KEY, JSON.stringify(info));
  writeStorage(TRACKING_LOCK_KEY, "1");
  console.info(`[traffic] first visit from ${classifyReferrer(info.referrer)}`);
}

export function readTrackingInfo(): TrackingInfo | undefined {
  return readJson<TrackingInfo>(TRACKING_KEY);
}

/** The tracking headers every API call sends. Empty values are left out. The server records them with an order. */
export function trackingHeaders(info = readTrackingInfo()): Record<string, string> {
  if (!info) return {};
  let referrerDomain = "";
  try {
    referrerDomain = info.referrer ? new URL(info.referrer).hostname : "";
  } catch {
    referrerDomain = "";
  }
  const headers: Record<string, string> = {
    "x-utm-source": info.utm_source,
    "x-utm-medium": info.utm_medium,
    "x-utm-campaign": info.utm_campaign,
    "x-utm-term": info.utm_term,
    // Beyond the spec's list, so an order keeps all of its first touch: the ad's variant and the page landed on.
    "x-utm-content": info.utm_content,
    "x-gclid": info.gclid,
    "x-fclid": info.fclid,
    "x-referral": classifyReferrer(info.referrer),
    "x-referrer-url": info.referrer,
    "x-referrer-domain": referrerDomain,
    "x-landing-url": info.landingUrl,
  };
  // Header values must be ISO-8859-1; drop what would make fetch throw.
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== "" && /^[\x20-\x7e]*$/.test(v)));
}
