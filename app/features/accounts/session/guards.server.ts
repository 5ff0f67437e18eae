import { redirect } from "react-router";
import { localizePath, type Locale } from "../../../i18n/config.ts";
import { isProtectedPath } from "./protected-paths.ts";
import { readCookie } from "../../../browser/storage.ts";
import { TOKEN_COOKIE } from "../../../../server/http/session.ts";

export { isProtectedPath };

/**
 * The auth guard: without the `auth_token` cookie a protected path redirects to the locale's /login,
 * keeping where the visitor was going in `redirectTo`.
 */
export function requireAuthCookie(request: Request, locale: Locale): void {
  const url = new URL(request.url);
  if (!isProtectedPath(url.pathname)) return;
  if (readCookie(TOKEN_COOKIE, request.headers.get("cookie"))) return;
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(back)}`);
}
