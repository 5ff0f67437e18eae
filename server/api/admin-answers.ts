import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { StaffError, StaffFailure } from "../domain/staff/staff.service.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";
import { WEAKNESS_MESSAGES } from "../domain/accounts/password-strength.ts";

// How each refusal of the staff service is answered: one table for the API and the back office's pages.

export const STAFF_ANSWERS: Record<StaffFailure, { status: ContentfulStatusCode; key: ApiMessageKey }> = {
  passwordWeak: { status: 422, key: "authPasswordWeakGuessable" },
  wrongCredentials: { status: 401, key: "staffWrongCredentials" },
  disabled: { status: 403, key: "staffDisabled" },
  tooManyAttempts: { status: 429, key: "authTooManyAttempts" },
  busy: { status: 503, key: "authBusy" },
  emailTaken: { status: 422, key: "staffEmailTaken" },
  notFound: { status: 404, key: "staffNotFound" },
  lastOwner: { status: 409, key: "staffLastOwner" },
  notYourself: { status: 409, key: "staffNotYourself" },
  changed: { status: 409, key: "staffChanged" },
  wrongCurrentPassword: { status: 422, key: "profileWrongPassword" },
  passwordContainsName: { status: 422, key: "authPasswordContainsName" },
  passwordContainsEmail: { status: 422, key: "authPasswordContainsEmail" },
};

/** The form field a refusal belongs to, if any. */
const FIELD_OF: Partial<Record<StaffFailure, string>> = {
  emailTaken: "email",
  wrongCurrentPassword: "current_password",
  passwordContainsName: "password",
  passwordWeak: "password",
  passwordContainsEmail: "password",
};

/** The refusal as the API's error (and the pages' message): in the request's language, with Retry-After when limited. */
export function staffRefusal(error: StaffError, lang: Lang): ApiError {
  const answer = STAFF_ANSWERS[error.failure];
  const wait = error.details.retryAfterSeconds;
  const key: ApiMessageKey =
    error.failure === "tooManyAttempts" && wait !== undefined && wait <= 60
      ? "authTooManyAttemptsOneMinute"
      : error.failure === "passwordWeak" && error.details.weakness
        ? WEAKNESS_MESSAGES[error.details.weakness]
        : answer.key;
  const text = apiMessage(lang, key, { minutes: Math.ceil((wait ?? 60) / 60) });
  const headers = wait !== undefined ? { "Retry-After": String(wait) } : undefined;
  const field = FIELD_OF[error.failure];
  const errors = field ? { [field]: [text] } : undefined;
  return new ApiError(answer.status, answer.key, errors, headers, text);
}
