import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/index.ts";
import { currentStaff } from "../domain/staff/staff.service.ts";

// The back office's own session: a cookie apart from the customer's `auth_token`, HttpOnly, SameSite=Strict
// (a link from another site never arrives signed in to the back office), as long as STAFF_SESSION_HOURS and never
// "remembered" past that. The API also takes it as `Authorization: Staff <token>` for scripts.

export const STAFF_COOKIE = "staff_token";
const MAX_TOKEN_LENGTH = 512;

/** The staff token a request presents: the `Staff` authorization scheme first, else the cookie. */
export function staffTokenOf(headers: Headers): string | undefined {
  const header = /^Staff\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
  const token = header ?? (headers.get("cookie") ? parse(headers.get("cookie")!)[STAFF_COOKIE] : undefined);
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** The active staff member signed in on this request, or undefined. */
export async function staffOf(db: Db, headers: Headers) {
  return currentStaff(db, staffTokenOf(headers));
}

/** `secure`: cookie-security.ts's rule for this request. */
export function staffCookie(token: string, expiresAt: string, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
  return generateCookie(STAFF_COOKIE, token, { path: "/", secure, httpOnly: true, sameSite: "Strict", maxAge });
}

export function expiredStaffCookie(secure: boolean): string {
  return generateCookie(STAFF_COOKIE, "", { path: "/", secure, httpOnly: true, sameSite: "Strict", maxAge: 0 });
}
