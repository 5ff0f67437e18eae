import type { CalendarError } from "../domain/fulfilment/calendar.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How a refusal of the capacity calendar's service is answered by the API (server/api/v1/admin/calendar.ts).

/** A refusal of the calendar as the API's error, in the request's language. */
export function calendarRefusal(error: CalendarError, lang: Lang): ApiError {
  const text = apiMessage(lang, error.key, error.params);
  const status = error.failure === "productNotFound" ? 404 : 422;
  return new ApiError(status, error.key, error.field ? { [error.field]: [text] } : undefined, undefined, text);
}
