import type { Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { api, ApiRequestError } from "../api/client.ts";
import { broadcastAuth, clearSession, storeSession, type PageSession, type SessionUser } from "./session-storage.ts";

// The browser's side of the accounts API (spec §7, §8): each call answers an outcome the form can show, with
// the spec's messages in the page's language.

export type FieldErrors = Record<string, string[]>;

export type AuthOutcome =
  | { ok: true; session: PageSession; message: string }
  | { ok: false; kind: "legacy"; message: string }
  | { ok: false; kind: "fields"; message: string; fieldErrors: FieldErrors }
  | { ok: false; kind: "message"; message: string };

interface SessionData {
  token?: string;
  expires_at: string;
  user: SessionUser;
  customer_id?: unknown;
  is_old_account?: boolean;
}

export interface LoginPayload {
  identifier: string;
  password: string;
  remember: boolean;
}

export interface RegisterPayload {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  remember: boolean;
}

const isOldAccount = (body: Record<string, unknown> | undefined) =>
  body?.is_old_account === true || (body?.data as { is_old_account?: unknown } | null | undefined)?.is_old_account === true;

function fieldsOf(error: ApiRequestError): FieldErrors | undefined {
  const errors = error.body?.errors;
  return errors && typeof errors === "object" && Object.keys(errors).length ? errors : undefined;
}

/** After a login or registration: keep the page copies, tell the header and the other tabs, refresh the cart. */
function signedIn(data: SessionData, remember: boolean): PageSession {
  const session = storeSession(data, remember);
  broadcastAuth("login");
  // Step 5: the server has merged the visitor's cart into the customer's; the cart reloads itself on this event.
  window.dispatchEvent(new Event("cart:refresh"));
  return session;
}

export async function logIn(payload: LoginPayload, locale: Locale): Promise<AuthOutcome> {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  try {
    const res = await api.post<SessionData | null>(
      "login",
      { identifier: payload.identifier.trim(), password: payload.password, remember: payload.remember ? 1 : 0 },
      { retry: false, siteLocale: locale },
    );
    if (isOldAccount(res as unknown as Record<string, unknown>)) return { ok: false, kind: "legacy", message: t("account.error.legacy") };
    // Spec §8: a failed 200 shows the server's message, else "login failed".
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
    const res = await api.post<SessionData | null>(
      "register",
      {
        name: payload.name.trim(),
        email: payload.email.trim(),
        ...(payload.phone.trim() ? { phone: payload.phone.trim() } : {}),
        password: payload.password,
        password_confirmation: payload.password_confirmation,
        remember: payload.remember ? 1 : 0,
      },
      { retry: false, siteLocale: locale },
    );
    // Spec §8: an answer without data is "registration failed".
    if (res.error || !res.data?.user || !res.data.expires_at) {
      return { ok: false, kind: "message", message: res.error && res.message ? res.message : t("account.error.registerFailed") };
    }
    return { ok: true, session: signedIn(res.data, payload.remember), message: t("toast.registered") };
  } catch (error) {
    return failure(error, locale, "register");
  }
}

function failure(error: unknown, locale: Locale, form: "login" | "register"): AuthOutcome {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  if (!(error instanceof ApiRequestError)) return { ok: false, kind: "message", message: t("account.error.generic") };
  if (isOldAccount(error.body)) return { ok: false, kind: "legacy", message: t("account.error.legacy") };
  const fieldErrors = fieldsOf(error);
  if (error.status === 422 && fieldErrors) return { ok: false, kind: "fields", message: t("account.errorSummary"), fieldErrors };
  if (form === "login" && error.status === 401) return { ok: false, kind: "message", message: t("account.error.wrongCredentials") };
  if (form === "register" && error.status === 409) {
    const message = t("account.error.emailTaken");
    return fieldErrors
      ? { ok: false, kind: "fields", message, fieldErrors }
      : { ok: false, kind: "fields", message, fieldErrors: { email: [message] } };
  }
  // Spec §8: the server's message, else the generic one. A network failure has no server message.
  const serverMessage = error.status !== 0 ? error.body?.message : undefined;
  return { ok: false, kind: "message", message: serverMessage || t("account.error.generic") };
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

/** Forgets the session here and tells the other tabs (failed validation, expiry). */
export function endLocalSession(): void {
  clearSession();
  broadcastAuth("logout");
}

/** GET /me: success means the session is valid; any failure means it is not (spec §7). */
export async function validateSession(): Promise<boolean> {
  try {
    const res = await api.get<{ user: SessionUser; expires_at: string } | null>("me", { retry: false });
    return !res.error && Boolean(res.data?.user);
  } catch {
    return false;
  }
}


async function simplePost<T>(path: string, body: unknown, locale: Locale): Promise<{ ok: true; message: string; data: T } | Exclude<AuthOutcome, { ok: true }>> {
  try {
    const res = await api.post<T>(path, body, { retry: false, siteLocale: locale });
    return { ok: true, message: res.message, data: res.data };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const fieldErrors = fieldsOf(error);
      if (error.status === 422 && fieldErrors) return { ok: false, kind: "fields", message: translate(locale, "account.errorSummary"), fieldErrors };
      if (error.status !== 0 && error.body?.message) return { ok: false, kind: "message", message: error.body.message };
    }
    return { ok: false, kind: "message", message: translate(locale, "account.error.generic") };
  }
}

export function requestPasswordReset(identifier: string, locale: Locale) {
  return simplePost<null>("forgot-password", { identifier: identifier.trim() }, locale);
}

export function resetPassword(payload: { token: string; password: string; password_confirmation: string }, locale: Locale) {
  return simplePost<{ identifier: string }>("reset-password", payload, locale);
}
