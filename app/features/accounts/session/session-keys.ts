import { readCookie, readStorage } from "../../../browser/storage.ts";

// The names a page session is kept under (session-storage.ts keeps it), apart so that every page can tell whether
// there may be a session without loading the code that keeps and guards one.

export const AUTH_KEYS = ["auth_user", "auth_exp", "customer_id"] as const;
/** The cross-tab signal: a login or logout in one tab, seen by the others as a storage event. */
export const AUTH_ACTION = "auth_action";

/** Whether this tab holds any copy of a session (a cookie, local or session storage), valid or not. */
export function mayHoldSession(): boolean {
  return AUTH_KEYS.some((key) => readCookie(key) !== undefined || readStorage(key) !== null || readStorage(key, "session") !== null);
}
