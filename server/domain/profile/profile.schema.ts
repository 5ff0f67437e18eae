import { z } from "zod";
import { storedCountry } from "../../i18n/formatters.shared.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { emailField, key, requiredText, whenMissing } from "../shared/fields.schema.ts";
import { confirmationMatches, newPasswordFields, type PasswordRules } from "../accounts/accounts.schema.ts";
import { isPlausiblePhone, normalisePhone } from "../accounts/identifier.ts";

// The signed-in customer's forms: profile, password, e-mail, addresses. As in
// accounts.schema.ts, each failure's message is a key of the API message catalogue, said in the request's language.

/** At most this many saved addresses a customer. */
export const MAX_ADDRESSES = 20;
export const MAX_NAME = 100;
/** The earliest date of birth accepted. */
export const EARLIEST_BIRTHDAY = "1900-01-01";

const phoneText = z.union([z.string(), z.number()], key("authPhoneInvalid"));
const isBlank = (v: unknown) => v === null || v === undefined || String(v).trim() === "";

/** 1/0, true/false, "1"/"0"; absent stays absent (unchanged). */
const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])], key("fieldInvalid"))
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === 1 || v === "1" || v === "true"));

/**
 * The latest date of birth: today where the day is furthest ahead (UTC+14), so that nobody born today, wherever
 * they are, is told their birthday is in the future.
 */
export function latestBirthday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Why a date of birth is refused, or undefined. */
export function birthdayProblem(text: string, now = new Date()): ApiMessageKey | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return "profileBirthdayInvalid";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return "profileBirthdayInvalid";
  if (text < EARLIEST_BIRTHDAY) return "profileBirthdayTooEarly";
  if (text > latestBirthday(now)) return "profileBirthdayInFuture";
  return undefined;
}

/** `PUT profile`: each field is changed only when sent; `null` or "" clears the phone or the birthday. */
export const updateProfileInput = z.object({
  name: requiredText("authNameRequired", MAX_NAME).optional(),
  phone: phoneText
    .nullish()
    .transform((v) => (v === undefined ? undefined : isBlank(v) ? null : normalisePhone(String(v))))
    .refine((v) => v === undefined || v === null || isPlausiblePhone(v), key("authPhoneInvalid")),
  birthday: z
    .string(key("profileBirthdayInvalid"))
    .trim()
    .max(10, key("profileBirthdayInvalid"))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v === "" ? null : v))
    .superRefine((v, ctx) => {
      const problem = typeof v === "string" ? birthdayProblem(v) : undefined;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

/** A password the customer types to prove it is them: never trimmed (spaces are part of a password). */
const typedPassword = (message: ApiMessageKey) => z.string(whenMissing(message)).min(1, key(message)).max(1024);

/** `PUT profile/password`: the new password follows registration's rules (its owner's name and e-mail: the service). */
export function changePasswordInput(rules: PasswordRules) {
  return confirmationMatches(
    z.object({
      current_password: typedPassword("profileCurrentPasswordRequired"),
      ...newPasswordFields(rules),
    }),
  );
}
export type ChangePasswordInput = z.infer<ReturnType<typeof changePasswordInput>>;

/** `PUT profile/email`: the new e-mail (lower case) and the password. */
export const changeEmailInput = z.object({
  email: emailField,
  password: typedPassword("authPasswordRequired"),
});
export type ChangeEmailInput = z.infer<typeof changeEmailInput>;

/** A saved address: `{ full_name, phone, country, state, city, ward?, zip, address, is_default? }`. */
export const addressInput = z.object({
  full_name: requiredText("addressFullNameRequired", MAX_NAME),
  phone: phoneText
    .nullish()
    .refine((v) => !isBlank(v), key("addressPhoneRequired"))
    .transform((v) => normalisePhone(String(v ?? "")))
    .refine((v) => isPlausiblePhone(v), key("authPhoneInvalid")),
  country: requiredText("addressCountryRequired", 100).transform(storedCountry),
  state: requiredText("addressStateRequired", 100),
  city: requiredText("addressCityRequired", 100),
  ward: z
    .string(key("fieldInvalid"))
    .trim()
    .max(100)
    .refine((text) => !/\p{Cc}/u.test(text), key("fieldInvalid"))
    .nullish()
    .transform((v) => v ?? ""),
  zip: requiredText("addressZipRequired", 20).refine((v) => /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(v), key("addressZipInvalid")),
  address: requiredText("addressLineRequired", 255),
  is_default: flagField,
});
export type AddressInput = z.infer<typeof addressInput>;
