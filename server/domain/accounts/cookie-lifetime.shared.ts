// Pure, with no server imports: the browser code keeps its own copies of the auth cookies by the same rule.

const DAY_SECONDS = 86_400;
/** Browsers cap a cookie's lifetime at 400 days. */
const MAX_SECONDS = 400 * DAY_SECONDS;

/**
 * Max-Age of the "remember me" cookies: the seconds until the session's `expires_at`; 7 days when the
 * date cannot be read; 1 day when it is already past.
 */
export function rememberCookieMaxAge(expiresAt: string | null | undefined, now: number = Date.now()): number {
  const expires = typeof expiresAt === "string" && expiresAt.trim() !== "" ? Date.parse(expiresAt) : Number.NaN;
  if (Number.isNaN(expires)) return 7 * DAY_SECONDS;
  const left = expires - now;
  if (left <= 0) return DAY_SECONDS;
  return Math.min(Math.ceil(left / 1000), MAX_SECONDS);
}
