import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { AccountsError } from "../domain/accounts/accounts.service.ts";
import { ProfileError } from "../domain/profile/profile.service.ts";
import { failureAnswer, failureHeaders } from "./accounts-answers.ts";
import { ApiError, type FieldErrors } from "./envelope.ts";

// What the customer is told when a change of their profile, password, e-mail or addresses fails, in their
// language. Failures shared with the account forms (e-mail or phone taken, a refused password, too many attempts,
// busy) are said by accounts-answers.ts.

export interface ProfileAnswer {
  status: 404 | 410 | 422;
  key: ApiMessageKey;
  message: string;
  errors?: FieldErrors;
}

export function profileFailureAnswer(error: ProfileError, lang: Lang): ProfileAnswer {
  const answer = (
    status: ProfileAnswer["status"],
    key: ApiMessageKey,
    errors?: FieldErrors,
    params: Record<string, number> = {},
  ): ProfileAnswer => ({
    status,
    key,
    message: apiMessage(lang, key, params),
    ...(errors ? { errors } : {}),
  });
  switch (error.failure) {
    case "wrongPassword":
      return answer(422, "validationFailed", { [error.details.field ?? "current_password"]: [apiMessage(lang, "profileWrongPassword")] });
    case "phoneNeeded":
      return answer(422, "validationFailed", { phone: [apiMessage(lang, "profilePhoneNeeded")] });
    case "addressNotFound":
      return answer(404, "addressNotFound");
    // 422, not 409: the storefront's generic client (app/browser/api-client.ts) retries a 409, and this one would
    // never pass.
    case "tooManyAddresses":
      return answer(422, "addressLimitReached", undefined, { max: error.details.max ?? 0 });
    // A confirmation link that is not this customer's (or never was) is not found; a spent or old one is gone.
    case "emailLinkInvalid":
      return answer(404, "profileEmailLinkInvalid");
    case "emailLinkUsed":
      return answer(410, "profileEmailLinkUsed");
    case "emailLinkExpired":
      return answer(410, "profileEmailLinkExpired");
  }
}

/** The API's error for a failure of the profile or addresses: the accounts' own answers for theirs. */
export function profileApiError(error: unknown, lang: Lang): ApiError | undefined {
  if (error instanceof ProfileError) {
    const answer = profileFailureAnswer(error, lang);
    return new ApiError(answer.status, answer.key, answer.errors, undefined, answer.message);
  }
  if (error instanceof AccountsError) {
    // A session that ended while the request ran is "log in again", not "wrong password".
    if (error.failure === "wrongCredentials") return new ApiError(401, "authNotSignedIn");
    const answer = failureAnswer(error, lang);
    return new ApiError(answer.status, answer.key, answer.errors, failureHeaders(answer), answer.message);
  }
  return undefined;
}
