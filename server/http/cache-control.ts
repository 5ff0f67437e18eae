import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { pageOfPath, stripLocale } from "../i18n/locales.shared.ts";

export const PRIVATE_NO_STORE = "private, no-store";

/** What a personal answer varies on besides its address: the session travels in a cookie or the Authorization header. */
export const PERSONAL_VARY = ["Cookie", "Authorization"];

/**
 * The cookies that make an answer the visitor's own: a session's — the customer's (any page drawn with them shows who
 * it is: the header's name, the profile) and the staff member's `staff_token` (the back office shows customers' names,
 * e-mails, phones and addresses) — and `visitor_id`, the anonymous rater whose stars a post page shows.
 */
const PERSONAL_COOKIES = new Set(["auth_token", "auth_user", "auth_exp", "customer_id", "staff_token", "visitor_id"]);
/**
 * Pages about the visitor whoever it is: the account area and its forms, the cart and the order just placed, and the
 * whole back office (its sign-in page included).
 */
const PERSONAL_PAGES =
  /^\/(profile|account|orders|checkout|cart|logout|login|register|customerLogin|forgot-password|reset-password|admin)(\/|$)/;
/** API resources about the caller: the customer's, and the whole back office's. */
const PERSONAL_API = /^\/api\/v1\/(me|carts|checkout|orders|profile|addresses|notices|promotions|admin)(\/|$)/;

function cookieNames(header: string | null): string[] {
  return (header ?? "").split(";").map((pair) => pair.split("=")[0]!.trim());
}

/** A page's path without its locale and without React Router's data suffix: "/vi/cart/cartList.data" → "/cart/cartList". */
function pagePath(path: string): string {
  return stripLocale(pageOfPath(path));
}

/**
 * Whether an answer is this visitor's alone and must be neither shared nor kept: a write's answer, one that sets a
 * cookie, anything asked with the session (a cookie or a Bearer token), and the personal pages and API resources
 * whoever asks. Everything else (the anonymous catalog and content) keeps what its route says.
 */
export function isPersonal(request: Request, response: Response): boolean {
  return response.headers.has("set-cookie") || isPersonalRequest(request, new URL(request.url).pathname);
}

/** isPersonal's part that the request alone decides, before anything is rendered (the page cache asks it). */
export function isPersonalRequest(request: Request, path: string): boolean {
  return isPersonalAsk(request.method, request.headers.has("authorization"), request.headers.get("cookie"), path);
}

/** The same, from the request's parts (the page cache's answers from memory read them off Node's request). */
export function isPersonalAsk(method: string, withAuthorization: boolean, cookie: string | null | undefined, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return true;
  if (withAuthorization || cookieNames(cookie ?? null).some((name) => PERSONAL_COOKIES.has(name))) return true;
  return path.startsWith("/api/") ? PERSONAL_API.test(path) : PERSONAL_PAGES.test(pagePath(path));
}

/**
 * The one rule for personal answers (see isPersonal), for the API, the pages and their `.data` requests alike:
 * `Cache-Control: private, no-store`, whatever the route said, and `Vary: Cookie, Authorization` beside what it
 * already varies on. Mounted in front of each, never in front of the static files (an asset fetched with cookies is
 * still public).
 */
export function privateWhenPersonal(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isPersonal(c.req.raw, c.res)) markPrivate(c.res.headers);
  };
}

/** Makes an answer's headers private: never stored, and varying on what carries a session. */
export function markPrivate(headers: Headers): void {
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  const vary = headers.get("vary");
  if (vary === "*") return;
  const named = new Set(
    (vary ?? "")
      .split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const missing = PERSONAL_VARY.filter((name) => !named.has(name.toLowerCase()));
  if (missing.length) headers.set("Vary", [vary, ...missing].filter(Boolean).join(", "));
}

/**
 * The files under `root`, each answered with `cacheControl`. (serveStatic's `onFound` runs after the answer is made,
 * so a header it sets is lost: the header goes on the answer here.)
 */
export function staticFiles(root: string, cacheControl: string, rewriteRequestPath?: (path: string) => string): MiddlewareHandler {
  const serve = serveStatic({ root, ...(rewriteRequestPath ? { rewriteRequestPath } : {}) });
  return async (c, next) => {
    let missing = false;
    const found = await serve(c, async () => {
      missing = true;
      await next();
    });
    if (!missing && found) found.headers.set("Cache-Control", cacheControl);
    return found;
  };
}
