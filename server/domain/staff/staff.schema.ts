import { z } from "zod";
import { emailField, key, requiredText, whenMissing } from "../shared/fields.schema.ts";
import { confirmationMatches, type PasswordRules } from "../accounts/accounts.schema.ts";
import { MAX_PASSWORD, passwordProblem } from "../accounts/password-rules.shared.ts";
import { STAFF_ROLES } from "./roles.shared.ts";

// The back office's forms and calls: a staff sign-in, a new staff account, a change of role or status.

/** A staff password is longer than a customer's: one account opens every order and, for the owner, every account. */
export const MIN_STAFF_PASSWORD = 12;

const roleField = z.enum(STAFF_ROLES, key("staffRoleInvalid"));

export const staffLoginInput = z.object({
  email: emailField,
  password: z.string(whenMissing("authPasswordRequired")).min(1, key("authPasswordRequired")).max(MAX_PASSWORD, key("authPasswordTooLong")),
});
export type StaffLoginInput = z.infer<typeof staffLoginInput>;

function staffPasswordField(rules: PasswordRules) {
  return z
    .string(whenMissing("authPasswordRequired"))
    .min(1, key("authPasswordRequired"))
    .min(MIN_STAFF_PASSWORD, key("staffPasswordTooShort"))
    .max(MAX_PASSWORD, key("authPasswordTooLong"))
    .refine((p) => passwordProblem(p) !== "blank", key("authPasswordBlank"))
    .refine((p) => !rules.isCommonPassword(p), key("authPasswordTooCommon"));
}

/**
 * A staff member's change of their own password: the current one, and a new one by the same rules as a new account's
 * (whether it holds their name or e-mail is checked by the service, which knows who is signed in), typed twice.
 */
export function staffPasswordChangeInput(rules: PasswordRules) {
  return confirmationMatches(
    z.object({
      current_password: z
        .string(whenMissing("profileCurrentPasswordRequired"))
        .min(1, key("profileCurrentPasswordRequired"))
        .max(MAX_PASSWORD, key("authPasswordTooLong")),
      password: staffPasswordField(rules),
      password_confirmation: z.string(whenMissing("authConfirmationRequired")).min(1, key("authConfirmationRequired")),
    }),
  );
}
export type StaffPasswordChangeInput = z.infer<ReturnType<typeof staffPasswordChangeInput>>;

/** A new staff account: the password must be long, not a breached one, and hold neither the name nor the e-mail. */
export function staffCreateInput(rules: PasswordRules) {
  return z
    .object({
      email: emailField,
      name: requiredText("staffNameRequired", 80),
      role: roleField,
      password: staffPasswordField(rules),
    })
    .refine((v) => passwordProblem(v.password, { email: v.email }) !== "containsEmail", {
      path: ["password"],
      error: "authPasswordContainsEmail",
    })
    .refine((v) => passwordProblem(v.password, { name: v.name }) !== "containsName", {
      path: ["password"],
      error: "authPasswordContainsName",
    });
}
export type StaffCreateInput = z.infer<ReturnType<typeof staffCreateInput>>;

/** The owner's change of a staff account: its role, or whether it may sign in. */
export const staffUpdateInput = z
  .object({
    role: roleField.optional(),
    status: z.enum(["active", "disabled"], key("staffStatusInvalid")).optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, { error: "staffNothingToChange" });
export type StaffUpdateInput = z.infer<typeof staffUpdateInput>;

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, key("fieldInvalid"));

/** The audit log's filters: one person, a date range (the shop's dates, inclusive), a page. */
export const auditQuery = z.object({
  staff_id: z.coerce.number(key("fieldInvalid")).int(key("fieldInvalid")).positive(key("fieldInvalid")).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
  page: z.coerce
    .number(key("fieldInvalid"))
    .int(key("fieldInvalid"))
    .min(1, key("fieldInvalid"))
    .max(100_000, key("fieldInvalid"))
    .default(1),
});
export type AuditQuery = z.infer<typeof auditQuery>;
