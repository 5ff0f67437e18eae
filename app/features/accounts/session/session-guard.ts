import { endLocalSession, validateSession } from "./session-calls.ts";
import {
  announceAuthChange,
  AUTH_ACTION,
  isExpired,
  readAuthAction,
  readSession,
  syncSession,
  type AuthAction,
} from "./session-storage.ts";

/** The expiry guard's timings: it checks 60 s before expiry, and a watchdog every 20 s (never under 5 s). */
export const EXPIRY_LEAD_MS = 60_000;
export const WATCHDOG_MS = 20_000;
export const WATCHDOG_MIN_MS = 5_000;
/** setTimeout cannot wait longer than about 24.8 days; a longer wait is re-planned when it ends. */
const MAX_TIMER_MS = 2_147_000_000;

export interface GuardEvents {
  /** The session ended in this tab (expiry, failed validation, or another tab's logout). */
  onSignedOut: (reason: "expired" | "invalid" | "other-tab") => void;
  /** Another tab signed in. */
  onSignedIn?: () => void;
}

/**
 * The expiry guard: validates the session with GET /me 60 s before it expires and ends it on failure;
 * a watchdog every 20 s syncs cookies with storage and checks expiry; a tab that becomes visible syncs, checks
 * and validates. Also follows the other tabs' logins and logouts (`auth_action` storage events).
 * Returns a function that stops it all.
 */
export function installSessionGuard(events: GuardEvents, watchdogMs = WATCHDOG_MS): () => void {
  let timer: number | undefined;
  let stopped = false;
  let validating = false;

  const end = (reason: "expired" | "invalid") => {
    if (!readSession()) return;
    endLocalSession();
    events.onSignedOut(reason);
  };

  const validate = async () => {
    if (validating || !readSession()) return;
    validating = true;
    try {
      const valid = await validateSession();
      if (!stopped && !valid) end("invalid");
    } finally {
      validating = false;
    }
  };

  /** Returns false when the session has ended. */
  const checkExpiry = (): boolean => {
    const session = readSession();
    if (!session) return false;
    if (isExpired(session)) {
      end("expired");
      return false;
    }
    return true;
  };

  const plan = () => {
    window.clearTimeout(timer);
    timer = undefined;
    const session = readSession();
    if (!session || stopped) return;
    const wait = Date.parse(session.expiresAt) - EXPIRY_LEAD_MS - Date.now();
    if (wait > MAX_TIMER_MS) {
      timer = window.setTimeout(plan, MAX_TIMER_MS);
      return;
    }
    timer = window.setTimeout(
      () => {
        timer = undefined;
        if (checkExpiry()) void validate();
      },
      Math.max(0, wait),
    );
  };

  const sync = () => {
    const before = readSession() !== null;
    if (!syncSession()) return;
    announceAuthChange();
    // The server's cookies are gone (expired, or cleared by a failed /me): the session ended without this tab.
    if (before && !readSession()) events.onSignedOut("expired");
  };

  const watchdog = window.setInterval(
    () => {
      sync();
      checkExpiry();
      if (timer === undefined) plan();
    },
    Math.max(WATCHDOG_MIN_MS, watchdogMs),
  );

  const onVisible = () => {
    if (document.visibilityState !== "visible") return;
    sync();
    if (checkExpiry()) void validate();
    plan();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_ACTION) return;
    const action: AuthAction | null = readAuthAction(event.newValue);
    if (action === "logout") {
      // The other tab already ended the session on the server; this tab forgets its own copies.
      syncSession();
      announceAuthChange();
      events.onSignedOut("other-tab");
    } else if (action === "login") {
      syncSession();
      announceAuthChange();
      events.onSignedIn?.();
    }
    plan();
  };

  // This tab's own logins and logouts re-plan the timer.
  const onAuthChanged = () => plan();

  sync();
  if (checkExpiry()) plan();
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("storage", onStorage);
  window.addEventListener("auth:changed", onAuthChanged);

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.clearInterval(watchdog);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener("auth:changed", onAuthChanged);
  };
}
