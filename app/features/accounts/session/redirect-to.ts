import { SITE, safeRedirectTarget } from "../../../../server/http/redirect-target.shared.ts";
import { localizePath, stripLocale, type Locale } from "../../../i18n/config.ts";

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
