import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";

// The field rules the forms of every area share. Each failure's message is a key of the API message catalogue,
// turned into English or Vietnamese by the route.

// No `abort`: an aborted check would also stop the "passwords match" check, and the form should show every
// field's problem at once. The route shows the first message of each field.
/** A rule's message: a key of the API catalogue (the forms of every area use these three). */
export const key = (k: ApiMessageKey) => ({ error: k });
/** For `z.string()`: its message when the value is missing or not text; its checks keep their own messages. */
export const whenMissing = (k: ApiMessageKey) => ({
  error: (issue: { code: string }) => (issue.code === "invalid_type" ? k : undefined),
});

const CONTROL_CHARACTER = /\p{Cc}/u;

/** A row's id in a path: a whole number a database id can be; anything else is answered like an unknown row. */
export function pathIdOf(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export function requiredText(message: ApiMessageKey, max: number) {
  return z
    .string(whenMissing(message))
    .trim()
    .min(1, key(message))
    .max(max)
    .refine((text) => !CONTROL_CHARACTER.test(text), key("fieldInvalid"));
}

export const emailField = z
  .string(whenMissing("authEmailRequired"))
  .trim()
  .toLowerCase()
  .min(1, key("authEmailRequired"))
  .max(254)
  .pipe(z.email(key("invalidEmail")));
