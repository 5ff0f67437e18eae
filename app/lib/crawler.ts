import { isbot } from "isbot";

const SPEC_CRAWLERS = /bot|lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string | null): boolean {
  return Boolean(userAgent) && (SPEC_CRAWLERS.test(userAgent!) || isbot(userAgent));
}

/** Crawlers get the status and a minimal body instead of the rendered error page (spec §2); 404s render. */
export function crawlerGetsMinimalError(userAgent: string | null, status: number): boolean {
  return status >= 400 && status !== 404 && isCrawler(userAgent);
}
