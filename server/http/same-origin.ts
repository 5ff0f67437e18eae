import type { Context, MiddlewareHandler } from "hono";
import { ApiError, errorBody } from "../api/envelope.ts";
import type { AppEnv } from "../context.ts";
import { markPrivate, PRIVATE_NO_STORE } from "./cache-control.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { DEFAULT_LANG, requestLang, type Lang } from "../i18n/language.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** An http(s) address's origin ("https://shop.example:8443"), lower-cased, or undefined. */
function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

const hostOfOrigin = (origin: string | undefined) => (origin === undefined ? undefined : new URL(origin).host);

/**
 * Which page sent a request, as the browser tells it: `Origin` (every current browser sends it with a POST; "null"
 * from a sandboxed or privacy-stripped page counts as foreign), else `Sec-Fetch-Site`, else `Referer` (older
 * browsers). "unknown" when none is sent: curl, apps, servers.
 */
function sender(headers: Headers, ours: (origin: string | undefined) => boolean): "ours" | "foreign" | "unknown" {
  const origin = headers.get("origin");
  if (origin !== null) return ours(originOf(origin)) ? "ours" : "foreign";
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return "foreign";
  if (site === "same-origin" || site === "none") return "ours";
  const referer = headers.get("referer");
  if (referer) return ours(originOf(referer)) ? "ours" : "foreign";
  return "unknown";
}

/** Another client (an app, a script) signs in with a Bearer token and carries no cookie a browser would add. */
function isBearerOnly(headers: Headers): boolean {
  return /^(bearer|staff)\s/i.test(headers.get("authorization") ?? "") && !headers.has("cookie");
}

function refusal(c: Context<AppEnv>): Response {
  const path = c.req.path;
  let answer: Response;
  if (path.startsWith("/api/")) {
    const lang: Lang = requestLang(c.req.raw.headers) ?? DEFAULT_LANG;
    answer = c.json(errorBody(lang, new ApiError(403, "authCrossSiteRequest")), 403, { "Cache-Control": PRIVATE_NO_STORE });
  } else {
    // A page's form: the refusal in the page's language (like the pages' 413).
    const lang: Lang = path === "/vi" || path.startsWith("/vi/") ? "vi" : "en";
    answer = c.text(apiMessage(lang, "authCrossSiteRequest"), 403, { "Cache-Control": PRIVATE_NO_STORE });
  }
  markPrivate(answer.headers);
  return answer;
}

/**
 * The one check that a state-changing request comes from our own pages, for the API and the pages'
 * forms alike: a POST, PUT, PATCH or DELETE sent by another site's page is refused (403) before anything reads it,
 * whatever cookies it carries (the session, the cart, the visitor's rating) and even with none (a forged login).
 * Ours: the configured public address's origin (PUBLIC_URL: scheme, host and port) when it is set — the request's own
 * `Host` is whatever the client wrote, so another site pointing its name at the shop would pass — else, without
 * PUBLIC_URL (development, tests), the request's own host. SameSite=Lax
 * cookies already keep most cross-site posts away; this closes the rest (another origin of the same site, old
 * browsers). Clients with a Bearer token and no cookie are not browsers acting for someone else and pass.
 *
 * React Router makes the same check on page posts against the request's URL, which behind a TLS proxy or with
 * PUBLIC_URL says another origin; a request allowed here reaches the pages without `Origin`, so this stays the one place.
 */
export function sameOriginMutations(options: { publicUrl?: string | undefined }): MiddlewareHandler<AppEnv> {
  const publicOrigin = originOf(options.publicUrl);
  return async (c, next) => {
    const headers = c.req.raw.headers;
    if (SAFE_METHODS.has(c.req.method) || isBearerOnly(headers)) return next();
    const requestHost = (headers.get("host") ?? hostOfOrigin(originOf(c.req.url)))?.toLowerCase();
    const ours = (origin: string | undefined) =>
      origin !== undefined && (publicOrigin !== undefined ? origin === publicOrigin : hostOfOrigin(origin) === requestHost);
    if (sender(headers, ours) === "foreign") {
      c.get("log")?.warn(
        { method: c.req.method, path: c.req.path, origin: headers.get("origin") ?? headers.get("referer") },
        "cross-site request refused",
      );
      return refusal(c);
    }
    await next();
  };
}

/** The request the pages get once sameOriginMutations has let it through (see there). */
export function withoutOrigin(request: Request): Request {
  if (SAFE_METHODS.has(request.method) || !request.headers.has("origin")) return request;
  const headers = new Headers(request.headers);
  headers.delete("origin");
  return new Request(request, { headers });
}
