import { localizePath, stripLocale, type Locale } from "../../i18n/config.ts";

/**
 * Where to go after signing in: the `redirectTo` query value when it is a path of this site (never another
 * origin: "//evil.example", "/\\evil", "https://…" are refused), else /profile; in the page's locale.
 */
export function redirectAfterLogin(redirectTo: string | null | undefined, locale: Locale): string {
  const fallback = localizePath("/profile", locale);
  if (!redirectTo || !redirectTo.startsWith("/") || redirectTo.startsWith("//") || /[\\\p{Cc}]/u.test(redirectTo)) {
    return fallback;
  }
  try {
    const url = new URL(redirectTo, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return fallback;
    const path = stripLocale(url.pathname);
    if (/^\/(login|register|customerLogin|forgot-password|reset-password)(\/|$)/.test(path)) return fallback;
    return `${localizePath(path, locale)}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
