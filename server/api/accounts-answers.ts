import type { FieldErrors } from "./envelope.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { passwordProblemKey } from "../domain/accounts/accounts.schema.ts";
import { WEAKNESS_MESSAGES } from "../domain/accounts/password-strength.ts";
import type { AccountsError } from "../domain/accounts/accounts.service.ts";

// What the customer is told when an account form fails, in their language: one place for the API's answers and
// the pages' forms (which work without JavaScript), so both say the same thing.

export interface FailureAnswer {
  status: 401 | 403 | 409 | 422 | 429 | 503;
  key: ApiMessageKey;
  /** The message in the customer's language. */
  message: string;
  errors?: FieldErrors;
  /** A customer of the old shop: the storefront's login forms switch to password recovery (`is_old_account`). */
  oldAccount: boolean;
  /** For 429 and 503: the seconds to wait (`Retry-After`). */
  retryAfterSeconds?: number;
}

/** The headers of a failure's answer: `Retry-After` on a 429 or 503. */
export function failureHeaders(answer: FailureAnswer): Record<string, string> {
  return answer.retryAfterSeconds === undefined ? {} : { "Retry-After": String(answer.retryAfterSeconds) };
}

/**
 * "Too many attempts. Please try again in N minutes." for a wait of `seconds`; a login's lock also says the way in
 * now: the reset e-mail, which lifts it.
 */
export function tooManyAttemptsMessage(lang: Lang, seconds: number, login = false): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (login) return minutes === 1 ? apiMessage(lang, "authLoginLockedOneMinute") : apiMessage(lang, "authLoginLocked", { minutes });
  return minutes === 1 ? apiMessage(lang, "authTooManyAttemptsOneMinute") : apiMessage(lang, "authTooManyAttempts", { minutes });
}

/** The answer to a failure the customer caused. */
export function failureAnswer(error: AccountsError, lang: Lang): FailureAnswer {
  const answer = (status: FailureAnswer["status"], key: ApiMessageKey, rest: Partial<FailureAnswer> = {}): FailureAnswer => ({
    status,
    key,
    message: apiMessage(lang, key),
    oldAccount: false,
    ...rest,
  });
  switch (error.failure) {
    case "legacyAccount":
      return answer(403, "authLegacyAccount", { oldAccount: true });
    case "emailTaken":
      return answer(409, "authEmailTaken", {
        errors: { email: [apiMessage(lang, "authEmailTaken")] },
        oldAccount: error.details.legacy === true,
      });
    case "phoneTaken":
      return answer(409, "authPhoneTaken", { errors: { phone: [apiMessage(lang, "authPhoneTaken")] } });
    case "wrongCredentials":
      return answer(401, "authWrongCredentials");
    case "accountDisabled":
      return answer(403, "authAccountDisabled");
    case "resetTokenInvalid":
      return answer(422, "validationFailed", { errors: { token: [apiMessage(lang, "authResetTokenInvalid")] } });
    case "passwordRefused": {
      const weakness = error.details.weakness;
      const key = weakness ? WEAKNESS_MESSAGES[weakness] : passwordProblemKey[error.details.passwordProblem ?? "blank"];
      return answer(422, "validationFailed", { errors: { password: [apiMessage(lang, key)] } });
    }
    case "tooManyAttempts": {
      const seconds = error.details.retryAfterSeconds ?? 60;
      return answer(429, "authTooManyAttempts", {
        message: tooManyAttemptsMessage(lang, seconds, error.details.login === true),
        retryAfterSeconds: seconds,
      });
    }
    // Too many password checks waiting (password.ts): the server's state, not the customer's doing, so not a 429.
    case "busy":
      return answer(503, "authBusy", { retryAfterSeconds: error.details.retryAfterSeconds ?? 5 });
  }
}
