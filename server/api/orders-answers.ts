import type { CancelRefusal, OrderCancelError } from "../domain/orders/cancel.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How a refused cancel is answered: one table for the API (server/api/v1/orders.ts) and, later, the order page.

export const CANCEL_ANSWERS: Record<CancelRefusal, { status: 409 }> = {
  shipped: { status: 409 },
  finished: { status: 409 },
  alreadyCanceled: { status: 409 },
  tooLate: { status: 409 },
};

export function cancelRefusal(error: OrderCancelError, lang: Lang): ApiError {
  return new ApiError(
    CANCEL_ANSWERS[error.refusal].status,
    error.text.key,
    undefined,
    undefined,
    apiMessage(lang, error.text.key, error.text.params),
  );
}
