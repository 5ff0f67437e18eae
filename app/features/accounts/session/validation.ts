import type { Locale } from "../../../i18n/config.ts";
import { translate } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import {
  MAX_PASSWORD,
  MIN_LOGIN_PASSWORD,
  MIN_PASSWORD,
  passwordProblem,
  type PasswordOwner,
  type PasswordProblem,
} from "../../../../server/domain/accounts/password-rules.shared.ts";
import type { FieldErrors } from "./auth-outcomes.ts";

// The forms' first checks in the browser: the server's rules (accounts.schema.ts), with the forms' own messages.
// The server checks again (and more: breached passwords, phone plausibility); its 422 shows per field the same way.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function collect(locale: Locale, checks: [string, MessageKey | false][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, key] of checks) if (key && !errors[field]) errors[field] = [translate(locale, key)];
  return errors;
}

export function checkLogin(values: { identifier: string; password: string }, locale: Locale): FieldErrors {
  return collect(locale, [
    ["identifier", !values.identifier.trim() && "account.validation.identifierRequired"],
    ["password", !values.password && "account.validation.passwordRequired"],
    ["password", values.password.length < MIN_LOGIN_PASSWORD && "account.validation.loginPasswordShort"],
  ]);
}

export function checkIdentifier(values: { identifier: string }, locale: Locale): FieldErrors {
  return collect(locale, [["identifier", !values.identifier.trim() && "account.validation.identifierRequired"]]);
}

const PROBLEM_MESSAGES: Record<PasswordProblem, MessageKey> = {
  blank: "account.validation.passwordBlank",
  containsEmail: "account.validation.passwordContainsEmail",
  containsName: "account.validation.passwordContainsName",
};

function newPasswordChecks(
  values: { password: string; password_confirmation: string },
  owner?: PasswordOwner,
): [string, MessageKey | false][] {
  // Its length first: it has messages of its own (the server says "at most 128"), and no search through a huge paste.
  const sized = values.password.length >= MIN_PASSWORD && values.password.length <= MAX_PASSWORD;
  const problem = sized ? passwordProblem(values.password, owner) : undefined;
  return [
    ["password", !values.password && "account.validation.passwordRequired"],
    ["password", values.password.length < MIN_PASSWORD && "account.validation.passwordShort"],
    ["password", problem !== undefined && PROBLEM_MESSAGES[problem]],
    ["password_confirmation", !values.password_confirmation && "account.validation.confirmationRequired"],
    ["password_confirmation", values.password !== values.password_confirmation && "account.validation.confirmationMismatch"],
  ];
}

export function checkRegister(
  values: { name: string; email: string; password: string; password_confirmation: string },
  locale: Locale,
): FieldErrors {
  return collect(locale, [
    ["name", !values.name.trim() && "account.validation.nameRequired"],
    ["email", !values.email.trim() && "account.validation.emailRequired"],
    ["email", !EMAIL.test(values.email.trim()) && "account.validation.emailInvalid"],
    ...newPasswordChecks(values, { name: values.name, email: values.email }),
  ]);
}

export function checkNewPassword(values: { password: string; password_confirmation: string }, locale: Locale): FieldErrors {
  return collect(locale, newPasswordChecks(values));
}
