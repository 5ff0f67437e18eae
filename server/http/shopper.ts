import { generateCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/index.ts";
import { customerIdOf } from "./session.ts";
import { isCartToken, type Shopper } from "../domain/cart/cart.schema.ts";

export const CART_TOKEN_HEADER = "cart-token";
/** The client keeps its token in this cookie too; pages rendered on the server read it from there. */
export const CART_TOKEN_COOKIE = "cart_token";

/** The `cart_token` cookie (max age 0 ends it); `secure`: cookie-security.ts's rule for the request. */
export function cartTokenCookie(token: string, maxAge: number, secure: boolean): string {
  return generateCookie(CART_TOKEN_COOKIE, token, { maxAge, path: "/", sameSite: "Lax", secure });
}

/**
 * The cart token a request carries: the `cart-token` header, else a `cart_token` body field, else the cookie. The
 * first one present decides, so a malformed header means "no token" rather than falling back to an older cookie.
 */
export function cartTokenFrom(headers: Headers, bodyToken?: unknown): string | null {
  const cookie = headers.get("cookie");
  const candidates = [headers.get(CART_TOKEN_HEADER), bodyToken, cookie ? parse(cookie)[CART_TOKEN_COOKIE] : undefined];
  const given = candidates.find((value) => value !== undefined && value !== null && value !== "");
  return isCartToken(given) ? given : null;
}

export async function shopperFromRequest(db: Db, headers: Headers, bodyToken?: unknown): Promise<Shopper> {
  return { customerId: await customerIdOf(db, headers), token: cartTokenFrom(headers, bodyToken) };
}
