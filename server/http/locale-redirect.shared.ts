import { isLocale, localeFromPath, localizePath, stripLocale, type Locale } from "../i18n/locales.shared.ts";
import { safeRedirectTarget } from "./redirect-target.shared.ts";

// Which language a visitor gets when a page is opened: the address says it (/vi or not), unless the visitor chose
// the other language before (the locale cookie), or lands on the home page with a browser that prefers
// Vietnamese. Pure, so the rule is tested without a server; locale-redirect.ts applies it. Browser-safe: the
// language switcher builds its links with withLanguageChoice.

/** The language switcher's links carry the chosen language here, so that they work without JavaScript. */
export const SWITCH_PARAM = "lang";

/** The same page in `locale`: "/products?x=1" ↔ "/vi/products?x=1". */
export function twinPath(pathname: string, locale: Locale): string {
  return localizePath(stripLocale(pathname), locale);
}

/** A switcher link's address (a path of this site): `href` with the chosen language in it, for the server. */
export function withLanguageChoice(href: string, target: Locale): string {
  const url = new URL(href, "http://site.invalid");
  url.searchParams.set(SWITCH_PARAM, target);
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface PageVisit {
  method: string;
  url: URL;
  /** The locale cookie's value as sent (anything). */
  cookie: string | undefined;
  /** The language the browser prefers most among ours (Accept-Language), if any. */
  browserLocale: Locale | undefined;
  crawler: boolean;
}

export type LocaleAnswer =
  /** Not a page view (an asset, React Router's data or manifest request, a form post): leave it alone. */
  | { kind: "pass" }
  /** Serve the page; it depends on the cookie (and, on the home page, on the browser's language). */
  | { kind: "page"; vary: string }
  /** Go to the same page in the visitor's language; `remember`: set the locale cookie (a switcher link). */
  | { kind: "redirect"; location: string; vary: string; remember?: Locale };

/** Page views only: GET or HEAD, not an asset, `.data` request, `/__manifest`, or the API. */
function isPageView({ method, url }: PageVisit): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const path = url.pathname;
  if (path.startsWith("/__") || path.startsWith("/api/") || path.startsWith("/assets/")) return false;
  // A file name (favicon.ico, a .data request of the client router): not a page.
  return !path.slice(path.lastIndexOf("/") + 1).includes(".");
}

/**
 * Where a page view goes. People only — crawlers index each address as it is (hreflang links tell them the
 * twin). The switcher's parameter first (the visitor's choice now, remembered), then the locale cookie (their
 * choice before, on every page), then, on the home page only, the browser's language.
 */
export function localeAnswer(visit: PageVisit): LocaleAnswer {
  if (!isPageView(visit)) return { kind: "pass" };
  const { url } = visit;
  const vary = url.pathname === "/" ? "Cookie, Accept-Language" : "Cookie";
  if (visit.crawler) return { kind: "page", vary };
  const here = localeFromPath(url.pathname);
  const go = (locale: Locale, search: string, remember?: Locale): LocaleAnswer => {
    // The twin of "/vi//evil.example" would be "//evil.example", another host: such a page is served as it is.
    const location = safeRedirectTarget(`${twinPath(url.pathname, locale)}${search}`, null);
    if (location === null) return { kind: "page", vary };
    return remember ? { kind: "redirect", location, vary, remember } : { kind: "redirect", location, vary };
  };

  const chosen = url.searchParams.get(SWITCH_PARAM);
  if (isLocale(chosen)) {
    const params = new URLSearchParams(url.search);
    params.delete(SWITCH_PARAM);
    const rest = params.toString();
    return go(chosen, rest ? `?${rest}` : "", chosen);
  }
  if (isLocale(visit.cookie)) return visit.cookie === here ? { kind: "page", vary } : go(visit.cookie, url.search);
  if (url.pathname === "/" && visit.browserLocale === "vi") return go("vi", url.search);
  return { kind: "page", vary };
}
