import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";

/**
 * A Zod issue's `params`: the message key and its parameters, not a sentence. The edge says it in the request's
 * language (server/api/envelope.ts, `custom` issues) for the API and the page actions alike.
 */
export function issueText(key: ApiMessageKey, params: Record<string, string | number> = {}) {
  return { messageKey: key, messageParams: params };
}

// Control characters break e-mails and PostgreSQL text (NUL); line breaks are fine where text is multi-line.
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\n\r\t]/u;

/** A required one-line text (a name): trimmed, 1..max characters, no control characters. */
export function lineText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL.test(v), { params: issueText("textHasControlCharacters") });
}

/** A required multi-line text (a comment, a message): trimmed, 1..max characters, line breaks allowed. */
export function paragraphText(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { params: issueText("textHasControlCharacters") });
}

/** Treats "", "   " and null as "not given", so a form can send its empty optional fields as they are. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());
}

export const EmailSchema = z.string().trim().max(254).pipe(z.email());

/** Digits, spaces and + ( ) -, 7 to 20 characters: US and Vietnamese numbers as people write them. */
export const PhoneSchema = z
  .string()
  .trim()
  .refine((v) => /^[0-9 +()-]{7,20}$/.test(v) && /[0-9]/.test(v), { params: issueText("invalidPhone") });

/** The spam trap: a field humans never see, so never fill. */
export const HoneypotSchema = z.unknown().optional();

/** True when a bot filled the honeypot field. */
export function honeypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
}
