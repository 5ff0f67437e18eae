import { rememberCookieMaxAge } from "../../../../server/domain/accounts/cookie-lifetime.shared.ts";
import { deleteCookie, readCookie, readStorage, removeStorage, writeCookie, writeStorage } from "../../../browser/storage.ts";

// What the page keeps of a session: the user, the expiry and the customer id, in
// cookies (set by the server) and in storage — local storage with "remember me", session storage without.
// The token itself stays in the HttpOnly `auth_token` cookie; no script ever sees it.

export interface SessionUser {
  id: number;
  customer_id?: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  avatar_path: string | null;
  status: string;
}

export interface PageSession {
  user: SessionUser;
  customerId: string;
  expiresAt: string;
}

import { AUTH_ACTION, AUTH_KEYS } from "./session-keys.ts";

export { AUTH_ACTION, AUTH_KEYS };

export type AuthAction = "login" | "logout";

/** The customer id: user.customer_id, else the response's customer_id, else user.id. */
export function customerIdOf(data: { user?: Partial<SessionUser> | null; customer_id?: unknown } | null | undefined): string {
  const fromUser = data?.user?.customer_id;
  if (fromUser !== undefined && fromUser !== null && String(fromUser) !== "") return String(fromUser);
  if (data?.customer_id !== undefined && data.customer_id !== null && String(data.customer_id) !== "") return String(data.customer_id);
  return data?.user?.id !== undefined ? String(data.user.id) : "";
}

/** Stores a new session's page copies; the server has already set the same cookies (and the token cookie). */
export function storeSession(data: { user: SessionUser; expires_at: string; customer_id?: unknown }, remember: boolean): PageSession {
  const session: PageSession = { user: data.user, customerId: customerIdOf(data), expiresAt: data.expires_at };
  const values: Record<(typeof AUTH_KEYS)[number], string> = {
    auth_user: JSON.stringify(session.user),
    auth_exp: session.expiresAt,
    customer_id: session.customerId,
  };
  const area = remember ? "local" : "session";
  clearStorage();
  const cookie = remember ? { maxAge: rememberCookieMaxAge(session.expiresAt) } : {};
  for (const key of AUTH_KEYS) {
    writeStorage(key, values[key], area);
    writeCookie(key, values[key], cookie);
  }
  return session;
}

function clearStorage() {
  for (const key of [...AUTH_KEYS, "auth_token"]) {
    removeStorage(key);
    removeStorage(key, "session");
  }
}

/** Forgets the session in this tab: storage of both kinds and the readable cookies. */
export function clearSession(): void {
  clearStorage();
  for (const key of AUTH_KEYS) deleteCookie(key);
}

function parseUser(raw: string | null | undefined): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as SessionUser | null;
    return value && typeof value === "object" && "id" in value ? value : null;
  } catch {
    return null;
  }
}

/** The session as this tab knows it: the cookies first (the server keeps them), else storage. */
export function readSession(): PageSession | null {
  const area = readStorage("auth_exp") !== null ? "local" : "session";
  const user = parseUser(readCookie("auth_user") ?? readStorage("auth_user", area));
  const expiresAt = readCookie("auth_exp") ?? readStorage("auth_exp", area);
  if (!user || !expiresAt) return null;
  return { user, expiresAt, customerId: readCookie("customer_id") ?? readStorage("customer_id", area) ?? customerIdOf({ user }) };
}

/** True when the session has reached its expiry (an unreadable date counts as expired). */
export function isExpired(session: Pick<PageSession, "expiresAt">, now = Date.now()): boolean {
  const at = Date.parse(session.expiresAt);
  return Number.isNaN(at) || at <= now;
}

/**
 * Makes cookies and storage agree. The readable cookies come and go with the server's session cookies, so they
 * win: no cookie means the session ended (cookie expired, or cleared by the server) and storage is cleared; a
 * cookie without storage (a new tab of a session without "remember me") is copied into session storage.
 * Returns whether anything changed.
 */
export function syncSession(): boolean {
  const cookieUser = readCookie("auth_user");
  const cookieExp = readCookie("auth_exp");
  const remembered = readStorage("auth_exp") !== null;
  const area = remembered ? "local" : "session";
  if (!cookieUser || !cookieExp) {
    const had = AUTH_KEYS.some((key) => readStorage(key) !== null || readStorage(key, "session") !== null);
    if (had) clearStorage();
    return had;
  }
  let changed = false;
  const values = {
    auth_user: cookieUser,
    auth_exp: cookieExp,
    customer_id: readCookie("customer_id") ?? customerIdOf({ user: parseUser(cookieUser) }),
  };
  for (const key of AUTH_KEYS) {
    if (readStorage(key, area) !== values[key]) {
      writeStorage(key, values[key], area);
      changed = true;
    }
  }
  return changed;
}

/** Tells the other tabs (storage event) and this tab's header (`auth:changed`). */
export function broadcastAuth(action: AuthAction): void {
  writeStorage(AUTH_ACTION, JSON.stringify({ action, at: Date.now() }));
  announceAuthChange();
}

export function announceAuthChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event("auth:changed"));
}

export function readAuthAction(raw: string | null): AuthAction | null {
  try {
    const action = (JSON.parse(raw ?? "null") as { action?: unknown } | null)?.action;
    return action === "login" || action === "logout" ? action : null;
  } catch {
    return null;
  }
}
