import { createHash, randomBytes } from "node:crypto";

export const SESSION_SECONDS = 12 * 3600;
export const REMEMBERED_SESSION_SECONDS = 30 * 86_400;
/** `last_seen_at` is written at most this often, so that reading /me does not write on every call. */
export const LAST_SEEN_PRECISION_MS = 60_000;

/** A random 256-bit token, URL-safe. The customer holds it; the database keeps only its hash. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 is enough for a random 256-bit token (no dictionary to guess from), and fast enough to run per request. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 30 days with "remember me", else 12 hours; `override` (AUTH_SESSION_SECONDS) wins when set. */
export function sessionSeconds(remember: boolean, override?: number): number {
  if (override !== undefined) return override;
  return remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
}
