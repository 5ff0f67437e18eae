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
 * The page a path asks for, without React Router's data suffix: "/vi/cart/cartList.data" → "/vi/cart/cartList",
 * "/_.data" → "/" and "/profile/_.data" → "/profile" (future.v8_trailingSlashAwareDataRequests; "/_root.data" before).
 */
export function pageOfPath(pathname: string): string {
  return pathname.replace(/(\/_root|\/_)?\.data$/, "") || "/";
}

/** The locale of a page request, read once when the request comes in: the language of the page it asks for. */
export function requestLocale(url: URL): Locale {
  return localeFromPath(pageOfPath(url.pathname));
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
