import { randomBytes } from "node:crypto";
import { parse } from "hono/utils/cookie";
import type { Db } from "../db/index.ts";
import { customerIdOf } from "./session.ts";

/** Who is asking, as far as comments, ratings, contact and chat need to know (the customer: session.ts). */

export const VISITOR_COOKIE = "visitor_id";
export const VISITOR_COOKIE_MAX_AGE = 365 * 86_400;
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

function cookies(headers: Headers): Record<string, string> {
  const header = headers.get("cookie");
  return header ? parse(header) : {};
}

/** The anonymous visitor's id from the `visitor_id` cookie, if it holds one we could have issued. */
export function visitorIdFromRequest(headers: Headers): string | null {
  const value = cookies(headers)[VISITOR_COOKIE];
  return value && VISITOR_ID.test(value) ? value : null;
}

export function newVisitorId(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The client's IP address for rate limits. Behind a proxy (TRUST_PROXY) it is the last X-Forwarded-For entry:
 * the address our own proxy saw, which a client cannot forge by sending its own header. Otherwise it is the
 * socket's address; a request without a socket (tests calling app.request()) counts as "unknown".
 */
export function clientIp(headers: Headers, socketAddress: () => string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return socketAddress() || "unknown";
  } catch {
    return "unknown";
  }
}

/** The rater behind a request (page loaders pass it to getPost for `your_rating`). */
export async function raterFromRequest(db: Db, headers: Headers): Promise<{ customerId: number | null; visitorId: string | null }> {
  return { customerId: await customerIdOf(db, headers), visitorId: visitorIdFromRequest(headers) };
}
