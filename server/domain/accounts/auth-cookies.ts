import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import type { SignedIn } from "./accounts.service.ts";
import { rememberCookieMaxAge } from "./cookie-lifetime.ts";

/** The session token; HttpOnly, so page scripts never see it (DESIGN §5). */
export const TOKEN_COOKIE = "auth_token";
/** Readable by the page: who is signed in (JSON), until when, and the customer id (spec §3 client storage keys). */
export const PAGE_COOKIES = ["auth_user", "auth_exp", "customer_id"] as const;

const BASE: CookieOptions = { path: "/", secure: true, sameSite: "Lax" };

/**
 * Sets the auth cookies after a login or registration. With "remember me" they last until the session expires
 * (spec §9 rule); without, they are session cookies that die with the browser.
 */
export function setAuthCookies(c: Context, signedIn: SignedIn): void {
  const lifetime: CookieOptions = signedIn.remember ? { maxAge: rememberCookieMaxAge(signedIn.expires_at) } : {};
  setCookie(c, TOKEN_COOKIE, signedIn.token, { ...BASE, ...lifetime, httpOnly: true });
  setCookie(c, "auth_user", JSON.stringify(signedIn.user), { ...BASE, ...lifetime });
  setCookie(c, "auth_exp", signedIn.expires_at, { ...BASE, ...lifetime });
  setCookie(c, "customer_id", String(signedIn.user.customer_id), { ...BASE, ...lifetime });
}

export function clearAuthCookies(c: Context): void {
  deleteCookie(c, TOKEN_COOKIE, { ...BASE, httpOnly: true });
  for (const name of PAGE_COOKIES) deleteCookie(c, name, BASE);
}

/** The session token of a request: `Authorization: Bearer <token>` first (other clients), else the cookie. */
export function readSessionToken(c: Context): { token: string; from: "bearer" | "cookie" } | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer) return { token: bearer, from: "bearer" };
  const cookie = getCookie(c, TOKEN_COOKIE);
  return cookie ? { token: cookie, from: "cookie" } : undefined;
}
