import { createHash, randomBytes } from "node:crypto";
import { parse } from "hono/utils/cookie";
import { nowIso, type Db } from "../../db/index.ts";

/** Who is asking, as far as comments, ratings, contact and chat need to know. */

export const VISITOR_COOKIE = "visitor_id";
export const VISITOR_COOKIE_MAX_AGE = 365 * 86_400;
const AUTH_COOKIE = "auth_token";
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

function cookies(headers: Headers): Record<string, string> {
  const header = headers.get("cookie");
  return header ? parse(header) : {};
}

/**
 * The signed-in customer's id, or null: the session token from `Authorization: Bearer …` or the `auth_token`
 * cookie, looked up by its SHA-256 (hex) in `sessions`, unexpired, of an active customer.
 * Deliberately minimal: the accounts service owns sessions; this only reads them.
 */
export async function customerIdFromRequest(db: Db, headers: Headers): Promise<number | null> {
  const bearer = headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  const cookie = cookies(headers)[AUTH_COOKIE]?.replace(/^Bearer\s+/i, "");
  const token = bearer ?? cookie;
  if (!token || token.length > 512) return null;
  const row = await db
    .selectFrom("sessions as s")
    .innerJoin("customers as c", "c.id", "s.customer_id")
    .select("s.customer_id")
    .where("s.token_hash", "=", createHash("sha256").update(token).digest("hex"))
    .where("s.expires_at", ">", nowIso())
    .where("c.status", "=", "active")
    .executeTakeFirst();
  return row?.customer_id ?? null;
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
  return { customerId: await customerIdFromRequest(db, headers), visitorId: visitorIdFromRequest(headers) };
}
