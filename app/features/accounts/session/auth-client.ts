import type { Locale } from "../../../i18n/config.ts";
import { translate } from "../../../i18n/i18n.tsx";
import { api, ApiRequestError } from "../../../browser/api-client.ts";
import { loginBody, registerBody, type LoginPayload, type NewPasswordPayload, type RegisterPayload } from "./auth-forms.ts";
import { genericFailure, recoveryFailure, signInFailure, type AuthFailure, type FieldErrors, type Refusal } from "./auth-outcomes.ts";
import { endLocalSession } from "./session-calls.ts";
import { broadcastAuth, storeSession, type PageSession, type SessionUser } from "./session-storage.ts";

// The browser's side of the accounts API: each call answers an outcome the form can show, with
// the shop's account messages in the page's language.

export type { FieldErrors, LoginPayload, RegisterPayload };
export { endLocalSession, validateSession } from "./session-calls.ts";

export type AuthOutcome = { ok: true; session: PageSession; message: string } | AuthFailure;

export interface SessionData {
  token?: string;
  expires_at: string;
  user: SessionUser;
  customer_id?: unknown;
  is_old_account?: boolean;
}

const isOldAccount = (body: Record<string, unknown> | undefined) =>
  body?.is_old_account === true || (body?.data as { is_old_account?: unknown } | null | undefined)?.is_old_account === true;

function refusalOf(error: ApiRequestError): Refusal {
  return { status: error.status, message: error.body?.message, errors: error.body?.errors, oldAccount: isOldAccount(error.body) };
}

/**
 * After a login or registration — or a checkout that created an account (its answer carries the session as
 * register's does): keep the page copies, tell the header and the other tabs, refresh the cart.
 */
export function signedIn(data: SessionData, remember: boolean): PageSession {
  const session = storeSession(data, remember);
  broadcastAuth("login");
  // The server has merged the visitor's cart into the customer's; the cart reloads itself on this event.
  window.dispatchEvent(new Event("cart:refresh"));
  return session;
}

export async function logIn(payload: LoginPayload, locale: Locale): Promise<AuthOutcome> {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  try {
    const res = await api.post<SessionData | null>("login", loginBody(payload), { retry: false, siteLocale: locale });
    if (isOldAccount(res as unknown as Record<string, unknown>)) return { ok: false, kind: "legacy", message: t("account.error.legacy") };
    // A failed 200 shows the server's message, else "login failed".
    if (res.error || !res.data?.user || !res.data.expires_at) {
      return { ok: false, kind: "message", message: res.message || t("account.error.loginFailed") };
    }
    return { ok: true, session: signedIn(res.data, payload.remember), message: t("toast.loginSuccess") };
  } catch (error) {
    return failure(error, locale, "login");
  }
}

export async function register(payload: RegisterPayload, locale: Locale): Promise<AuthOutcome> {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  try {
    const res = await api.post<SessionData | null>("register", registerBody(payload), { retry: false, siteLocale: locale });
    // An answer without data is "registration failed".
    if (res.error || !res.data?.user || !res.data.expires_at) {
      return { ok: false, kind: "message", message: res.error && res.message ? res.message : t("account.error.registerFailed") };
    }
    return { ok: true, session: signedIn(res.data, payload.remember), message: t("toast.registered") };
  } catch (error) {
    return failure(error, locale, "register");
  }
}

function failure(error: unknown, locale: Locale, form: "login" | "register"): AuthOutcome {
  return error instanceof ApiRequestError ? signInFailure(refusalOf(error), locale, form) : genericFailure(locale);
}

/** Ends the session on the server (clears the HttpOnly cookie) and in every tab; the local part never fails. */
export async function logOut(): Promise<void> {
  try {
    await api.post<null>("logout", undefined, { retry: false });
  } catch {
    // Offline or already logged out: the page forgets the session all the same.
  } finally {
    endLocalSession();
  }
}

async function simplePost<T>(path: string, body: unknown, locale: Locale): Promise<{ ok: true; message: string; data: T } | AuthFailure> {
  try {
    const res = await api.post<T>(path, body, { retry: false, siteLocale: locale });
    return { ok: true, message: res.message, data: res.data };
  } catch (error) {
    return error instanceof ApiRequestError ? recoveryFailure(refusalOf(error), locale) : genericFailure(locale);
  }
}

export function requestPasswordReset(identifier: string, locale: Locale) {
  return simplePost<null>("forgot-password", { identifier: identifier.trim() }, locale);
}

export function resetPassword(payload: NewPasswordPayload, locale: Locale) {
  return simplePost<{ identifier: string }>("reset-password", payload, locale);
}
