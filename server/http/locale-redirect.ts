import type { MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { Config } from "../config.ts";
import type { AppEnv } from "../context.ts";
import { secureCookies } from "./cookie-security.ts";
import { isCrawler } from "./crawler.ts";
import { localeAnswer } from "./locale-redirect.shared.ts";
import { langFromAcceptLanguage } from "../i18n/language.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "../i18n/locales.shared.ts";

/**
 * Sends a page view to the visitor's language before React Router renders it (see locale-redirect.shared.ts).
 * Here rather than in a loader: a loader cannot tell a form post from a page view (React Router runs loaders after
 * an action with a GET request), and a client navigation's data request must not get a plain redirect. A 302,
 * private: the answer is one visitor's choice, never one for shared caches.
 */
export function localeRedirect(config: Pick<Config, "TRUST_PROXY" | "PUBLIC_URL">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const answer = localeAnswer({
      method: c.req.method,
      url: new URL(c.req.url),
      cookie: getCookie(c, LOCALE_COOKIE),
      browserLocale: langFromAcceptLanguage(c.req.header("accept-language")),
      crawler: isCrawler(c.req.header("user-agent") ?? null),
    });
    if (answer.kind === "pass") return next();
    if (answer.kind === "redirect") {
      const headers = new Headers({ Location: answer.location, "Cache-Control": "private, no-store", Vary: answer.vary });
      if (answer.remember) {
        // The same cookie the switcher's script writes (it lasts 365 days).
        headers.append(
          "Set-Cookie",
          generateCookie(LOCALE_COOKIE, answer.remember, {
            path: "/",
            sameSite: "Lax",
            secure: secureCookies(c.req.raw, config),
            maxAge: LOCALE_COOKIE_MAX_AGE,
          }),
        );
      }
      return new Response(null, { status: 302, headers });
    }
    await next();
    c.res.headers.append("Vary", answer.vary);
  };
}
