import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { emailField, key, requiredText, whenMissing } from "../shared/fields.schema.ts";
import { isPlausiblePhone, normalisePhone } from "./identifier.ts";
import { MAX_PASSWORD, MIN_LOGIN_PASSWORD, MIN_PASSWORD, passwordProblem, type PasswordProblem } from "./password-rules.shared.ts";

// The forms' rules, one schema per form. Each failure's message is a key of the API message catalogue, turned
// into English or Vietnamese by the route. The pages check a form before sending it with the same lengths
// (password-rules.ts), not with these schemas: Zod stays out of their bundle. The common-password list is a file
// on the server, so it is passed in.

/** 1/0 as the login form sends it (auth-forms.ts); true/false and "1"/"0" too. Absent means no. */
export const rememberField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");

const identifierField = requiredText("authIdentifierRequired", 254);

const optionalPhoneField = z
  .union([z.string(), z.number()], key("authPhoneInvalid"))
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? undefined : normalisePhone(String(v))))
  .refine((v) => v === undefined || isPlausiblePhone(v), key("authPhoneInvalid"));

export interface PasswordRules {
  /** True when the password is in the list of breached passwords the server ships. */
  isCommonPassword: (password: string) => boolean;
}

/** The message of each problem of password-rules.ts. */
export const passwordProblemKey = {
  blank: "authPasswordBlank",
  containsEmail: "authPasswordContainsEmail",
  containsName: "authPasswordContainsName",
} as const satisfies Record<PasswordProblem, ApiMessageKey>;

/**
 * Every new password's field (registration, reset; a password change or an account made at checkout must use it
 * too). Whose password it is (name, e-mail) is checked by `ownPasswordRules` where the form has them, else by the
 * service, which knows the customer.
 */
export function newPasswordFields(rules: PasswordRules) {
  return {
    password: z
      .string(whenMissing("authPasswordRequired"))
      .min(1, key("authPasswordRequired"))
      .min(MIN_PASSWORD, key("authPasswordTooShort"))
      .max(MAX_PASSWORD, key("authPasswordTooLong"))
      .refine((p) => passwordProblem(p) !== "blank", key("authPasswordBlank"))
      .refine((p) => !rules.isCommonPassword(p), key("authPasswordTooCommon")),
    password_confirmation: z.string(whenMissing("authConfirmationRequired")).min(1, key("authConfirmationRequired")),
  };
}

/** The password must not hold the name or e-mail given in the same form; checked even when other fields fail. */
function ownPasswordRules<T extends z.ZodType<{ password: string; name: string; email: string }>>(schema: T) {
  const problem = (value: { password: string; name: string; email: string }) =>
    passwordProblem(value.password, { name: value.name, email: value.email });
  const when = (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    // A password that is too long is refused for that; no search through a huge paste.
    if (typeof value?.password !== "string" || value.password.length > MAX_PASSWORD) return false;
    return typeof value.name === "string" && typeof value.email === "string";
  };
  return schema
    .refine((v) => problem(v) !== "containsEmail", { path: ["password"], error: passwordProblemKey.containsEmail, when })
    .refine((v) => problem(v) !== "containsName", { path: ["password"], error: passwordProblemKey.containsName, when });
}

/** Checked even when other fields fail, so the form shows every problem at once. */
export function confirmationMatches<T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: "authConfirmationMismatch" satisfies ApiMessageKey,
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | null;
      return typeof value?.password === "string" && typeof value.password_confirmation === "string";
    },
  });
}

export const loginInput = z.object({
  identifier: identifierField,
  // Never trimmed: spaces are part of a password.
  password: z
    .string(whenMissing("authPasswordRequired"))
    .min(1, key("authPasswordRequired"))
    .min(MIN_LOGIN_PASSWORD, key("authLoginPasswordTooShort"))
    .max(1024),
  remember: rememberField,
});
export type LoginInput = z.infer<typeof loginInput>;

export function registerInput(rules: PasswordRules) {
  return ownPasswordRules(
    confirmationMatches(
      z.object({
        name: requiredText("authNameRequired", 100),
        email: emailField,
        phone: optionalPhoneField,
        ...newPasswordFields(rules),
        remember: rememberField,
      }),
    ),
  );
}
export type RegisterInput = z.infer<ReturnType<typeof registerInput>>;

export const forgotPasswordInput = z.object({ identifier: identifierField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export function resetPasswordInput(rules: PasswordRules) {
  return confirmationMatches(
    z.object({
      token: z
        .string(whenMissing("authResetTokenRequired"))
        .trim()
        .min(1, key("authResetTokenRequired"))
        .max(256, key("authResetTokenInvalid")),
      ...newPasswordFields(rules),
    }),
  );
}
export type ResetPasswordInput = z.infer<ReturnType<typeof resetPasswordInput>>;
