import { localizePath, stripLocale, type Locale } from "../../../i18n/config.ts";

// Any origin of ours stands for the site: a target is resolved against it the way a browser resolves a Location.
const SITE = "http://site.invalid";

/**
 * The one gate of every redirect target built from input (a `redirectTo`, a path of the request, a shop's
 * redirect rule): `raw` resolved as a browser would (dot segments, backslashes, tabs and newlines dropped by the
 * URL parser) must stay on this site, and is returned as the resolved path, query and fragment. Anything else —
 * another origin, a scheme, a relative path, or a path whose normalised form starts with "//" and so would read
 * as another host ("/.//evil.example") — gives `fallback`.
 */
export function safeRedirectTarget<F>(raw: string | null | undefined, fallback: F): string | F {
  if (!raw || !raw.startsWith("/") || /[\\\p{Cc}]/u.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE || url.pathname.startsWith("//")) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The answer itself, read back as a Location: still a path of ours (belt and braces).
  return new URL(target, SITE).origin === SITE && /^\/(?![/\\])/.test(target) ? target : fallback;
}

const ACCOUNT_FORMS = /^\/(login|register|customerLogin|forgot-password|reset-password)(\/|$)/;

/**
 * Where to go after signing in: the `redirectTo` query value when it is a path of this site (see
 * safeRedirectTarget), else /profile; in the page's locale. The account forms themselves go to /profile.
 */
export function redirectAfterLogin(redirectTo: string | null | undefined, locale: Locale): string {
  const fallback = localizePath("/profile", locale);
  const local = safeRedirectTarget(redirectTo, null);
  if (local === null) return fallback;
  const url = new URL(local, SITE);
  const path = stripLocale(url.pathname);
  if (ACCOUNT_FORMS.test(path)) return fallback;
  // Moving it to the page's locale can change it ("/vi//x" is "//x" in English): it goes through the gate again.
  return safeRedirectTarget(`${localizePath(path, locale)}${url.search}${url.hash}`, fallback);
}
