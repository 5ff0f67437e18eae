import { isbot } from "isbot";

const SPEC_CRAWLERS = /bot|lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string | null): boolean {
  return Boolean(userAgent) && (SPEC_CRAWLERS.test(userAgent!) || isbot(userAgent));
}

/**
 * Crawlers get the status and a minimal body instead of the rendered error page; 404s render. A form
 * answered with its messages (a 401 or 422 from an action, no error page) renders for everyone: headless browsers
 * and some assistive or privacy tools look like bots.
 */
export function crawlerGetsMinimalError(userAgent: string | null, status: number, showsErrorPage: boolean): boolean {
  return showsErrorPage && status >= 400 && status !== 404 && isCrawler(userAgent);
}
