import type { Locale } from "../../../i18n/config.ts";
import { translate } from "../../../i18n/i18n.tsx";

// What an account form shows when the server refuses it, in the page's language: one reading of the
// server's answer for the page's script (after an API call) and for the page's action (without JavaScript).

export type FieldErrors = Record<string, string[]>;

export type AuthFailure =
  | { ok: false; kind: "legacy"; message: string }
  | { ok: false; kind: "fields"; message: string; fieldErrors: FieldErrors }
  | { ok: false; kind: "message"; message: string };

/** A refused call: its status (0: the network failed before any answer) and what the answer said. */
export interface Refusal {
  status: number;
  message?: string | undefined;
  errors?: FieldErrors | undefined;
  /** `is_old_account`: a customer of the old shop, who must restore the password. */
  oldAccount: boolean;
}

const fieldsOf = (refusal: Refusal) =>
  refusal.errors && typeof refusal.errors === "object" && Object.keys(refusal.errors).length ? refusal.errors : undefined;
const serverMessage = (refusal: Refusal) => (refusal.status !== 0 ? refusal.message : undefined);

export function genericFailure(locale: Locale): AuthFailure {
  return { ok: false, kind: "message", message: translate(locale, "account.error.generic") };
}

/** A refused login or registration. */
export function signInFailure(refusal: Refusal, locale: Locale, form: "login" | "register"): AuthFailure {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  if (refusal.oldAccount) return { ok: false, kind: "legacy", message: t("account.error.legacy") };
  const fieldErrors = fieldsOf(refusal);
  if (refusal.status === 422 && fieldErrors) return { ok: false, kind: "fields", message: t("account.errorSummary"), fieldErrors };
  if (form === "login" && refusal.status === 401) return { ok: false, kind: "message", message: t("account.error.wrongCredentials") };
  if (form === "register" && refusal.status === 409) {
    const message = t("account.error.emailTaken");
    return { ok: false, kind: "fields", message, fieldErrors: fieldErrors ?? { email: [message] } };
  }
  // The server's message, else the generic one. A network failure has no server message.
  return { ok: false, kind: "message", message: serverMessage(refusal) || t("account.error.generic") };
}

/** A refused password-recovery call (forgot, reset): the fields of a 422, else the server's message. */
export function recoveryFailure(refusal: Refusal, locale: Locale): AuthFailure {
  const fieldErrors = fieldsOf(refusal);
  if (refusal.status === 422 && fieldErrors)
    return { ok: false, kind: "fields", message: translate(locale, "account.errorSummary"), fieldErrors };
  const message = serverMessage(refusal);
  return message ? { ok: false, kind: "message", message } : genericFailure(locale);
}

/** The reset form has no token field: a problem with the link's token is the form's message. */
export function tokenProblem(failure: AuthFailure): string | undefined {
  return failure.kind === "fields" && failure.fieldErrors.token ? failure.fieldErrors.token.join(" ") : undefined;
}
