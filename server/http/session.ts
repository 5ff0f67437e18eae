import { parse } from "hono/utils/cookie";
import type { Db } from "../db/index.ts";
import { currentSession, type CurrentSession } from "../domain/accounts/accounts.service.ts";

/**
 * Who is signed in, for every part of the server: the API, the pages' loaders and actions, the cart, comments,
 * ratings, contact and chat all ask here. The accounts service owns sessions (expiry, last seen, a customer who
 * is no longer active); this only finds the token a request presents.
 */

/** The session token; HttpOnly, so page scripts never see it. */
export const TOKEN_COOKIE = "auth_token";
/** A token longer than this is no token of ours: not worth hashing. */
const MAX_TOKEN_LENGTH = 512;

export interface PresentedToken {
  token: string;
  from: "bearer" | "cookie";
}

/** The session token of a request: `Authorization: Bearer <token>` first (other clients), else the cookie. */
export function sessionTokenOf(headers: Headers): PresentedToken | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
  if (bearer) return bearer.length <= MAX_TOKEN_LENGTH ? { token: bearer, from: "bearer" } : undefined;
  const header = headers.get("cookie");
  // Some clients store the header's form ("Bearer …") in the cookie: the token is what follows.
  const cookie = header ? parse(header)[TOKEN_COOKIE]?.replace(/^Bearer\s+/i, "") : undefined;
  return cookie && cookie.length <= MAX_TOKEN_LENGTH ? { token: cookie, from: "cookie" } : undefined;
}

/** The request's live session (an active customer's, unexpired), or undefined. */
export async function sessionOf(db: Db, headers: Headers): Promise<CurrentSession | undefined> {
  return currentSession({ db }, sessionTokenOf(headers)?.token);
}

/** The signed-in customer's id, or null. */
export async function customerIdOf(db: Db, headers: Headers): Promise<number | null> {
  return (await sessionOf(db, headers))?.user.id ?? null;
}

/** The signed-in customer's id and the token their request presented (to keep that session when ending the others). */
export async function signedInOf(db: Db, headers: Headers): Promise<{ customerId: number; token: string } | undefined> {
  const presented = sessionTokenOf(headers);
  const session = await currentSession({ db }, presented?.token);
  return session && presented ? { customerId: session.user.id, token: presented.token } : undefined;
}
