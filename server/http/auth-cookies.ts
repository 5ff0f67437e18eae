import type { Context } from "hono";
import { generateCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { SignedIn } from "../domain/accounts/accounts.service.ts";
import { rememberCookieMaxAge } from "../domain/accounts/cookie-lifetime.shared.ts";
import { sessionTokenOf, TOKEN_COOKIE, type PresentedToken } from "./session.ts";

export { TOKEN_COOKIE };

/** Readable by the page: who is signed in (JSON), until when, and the customer id (the client's storage keys). */
export const PAGE_COOKIES = ["auth_user", "auth_exp", "customer_id"] as const;

/** Every auth cookie: Path=/, SameSite=Lax; `Secure` only where the browser keeps it (cookie-security.ts). */
const base = (secure: boolean): CookieOptions => ({ path: "/", secure, sameSite: "Lax" });

/**
 * The `Set-Cookie` values of a login or registration, for the API and the pages' forms alike. With "remember me"
 * they last until the session expires; without, they are session cookies that die with the browser.
 */
export function authCookies(signedIn: SignedIn, secure: boolean): string[] {
  const BASE = base(secure);
  const lifetime: CookieOptions = signedIn.remember ? { maxAge: rememberCookieMaxAge(signedIn.expires_at) } : {};
  return [
    generateCookie(TOKEN_COOKIE, signedIn.token, { ...BASE, ...lifetime, httpOnly: true }),
    generateCookie("auth_user", JSON.stringify(signedIn.user), { ...BASE, ...lifetime }),
    generateCookie("auth_exp", signedIn.expires_at, { ...BASE, ...lifetime }),
    generateCookie("customer_id", String(signedIn.user.customer_id), { ...BASE, ...lifetime }),
  ];
}

/** The `Set-Cookie` values that end the auth cookies (logout, a password reset, a stale session). */
export function expiredAuthCookies(secure: boolean): string[] {
  const BASE = base(secure);
  return [
    generateCookie(TOKEN_COOKIE, "", { ...BASE, httpOnly: true, maxAge: 0 }),
    ...PAGE_COOKIES.map((name) => generateCookie(name, "", { ...BASE, maxAge: 0 })),
  ];
}

export function setAuthCookies(c: Context, signedIn: SignedIn, secure: boolean): void {
  for (const cookie of authCookies(signedIn, secure)) c.header("Set-Cookie", cookie, { append: true });
}

export function clearAuthCookies(c: Context, secure: boolean): void {
  for (const cookie of expiredAuthCookies(secure)) c.header("Set-Cookie", cookie, { append: true });
}

/** The session token a request presents (session.ts: the bearer header first, else the cookie). */
export function readSessionToken(c: Context): PresentedToken | undefined {
  return sessionTokenOf(c.req.raw.headers);
}
