export const LOCALES = ["en", "vi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** BCP 47 tags for Intl and hreflang. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", vi: "vi-VN" };
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", vi: "Tiếng Việt" };
export const LOCALE_COOKIE = "site_lang";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "vi";
}

/** The locale a path is in: "/vi" and "/vi/…" are Vietnamese, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/vi" || pathname.startsWith("/vi/") ? "vi" : "en";
}

/**
 * The locale of a page request, read once when the request comes in: its address's, as the visitor sees it. The
 * browser's data requests ask for "/vi.data" or "/vi/cart.data"; their page's address is without ".data".
 */
export function requestLocale(url: URL): Locale {
  return localeFromPath(url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) : url.pathname);
}

/** The path without its locale prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  if (pathname === "/vi") return "/";
  return pathname.startsWith("/vi/") ? pathname.slice(3) : pathname;
}

/** A locale-free internal path ("/products?x=1") as it is in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  if (clean === "/") return "/vi";
  if (clean.startsWith("/?") || clean.startsWith("/#")) return `/vi${clean.slice(1)}`;
  return `/vi${clean}`;
}
