import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { formatDate, wallOf } from "../i18n/formatters.shared.ts";
import type { WaitlistRefusal, WaitlistResult } from "../domain/campaigns/waitlist.service.ts";
import { ApiError } from "./envelope.ts";

// How a waitlist join is answered: one table for the API (server/api/v1/campaigns.ts) and the campaign page's form
// (app/routes/content/slug.server.ts), so a script and a browser without JavaScript get the same status, the same
// Retry-After and the same words.

const REFUSALS = {
  campaign_not_found: { status: 404, key: "campaignNotFound", field: null },
  day_unknown: { status: 422, key: "waitlistDayUnknown", field: "date" },
  day_not_full: { status: 422, key: "waitlistDayNotFull", field: "date" },
  closed: { status: 422, key: "waitlistClosed", field: null },
  rate_limited: { status: 429, key: "waitlistTooMany", field: null },
} as const satisfies Record<WaitlistRefusal["status"], { status: 404 | 422 | 429; key: ApiMessageKey; field: string | null }>;

/** True when the join was refused. */
export function isWaitlistRefusal(result: WaitlistResult | WaitlistRefusal): result is WaitlistRefusal {
  return result.status in REFUSALS;
}

/** A pickup day as the messages name it: "Friday, January 29, 2027" / "Thứ Sáu, 29/1/2027". */
const dayWords = (date: string, lang: Lang) => formatDate(wallOf(date), lang, { weekday: "long", month: "long" });

/** A refusal's status, headers, message and the field it is about, in `lang`. */
export function waitlistRefusalAnswer(refusal: WaitlistRefusal, lang: Lang) {
  const { status, key, field } = REFUSALS[refusal.status];
  const message = apiMessage(lang, key, refusal.status === "day_not_full" ? { date: dayWords(refusal.date, lang) } : {});
  const headers: Record<string, string> = refusal.status === "rate_limited" ? { "Retry-After": String(refusal.retryAfter) } : {};
  return { status, headers, message, errors: field ? { [field]: [message] } : undefined };
}

/** The API's error for a refusal. */
export function waitlistApiError(refusal: WaitlistRefusal, lang: Lang): ApiError {
  const { status, headers, message, errors } = waitlistRefusalAnswer(refusal, lang);
  return new ApiError(status, REFUSALS[refusal.status].key, errors, Object.keys(headers).length ? headers : undefined, message);
}

/** What a join that worked says: on the list now, or already. */
export function waitlistJoinedMessage(result: WaitlistResult, lang: Lang): string {
  return apiMessage(lang, result.status === "joined" ? "waitlistJoined" : "waitlistAlready", { date: dayWords(result.date, lang) });
}
