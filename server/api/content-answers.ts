import { ApiError } from "./envelope.ts";

// How each refusal of the content area (comments, ratings, contact, chat) is answered: one table for the API
// (server/api/v1/posts.ts, contact.ts, chat.ts) and the pages' form posts (app/routes/content/*.server.ts), so a
// script and a browser without JavaScript get the same status and the same Retry-After. Each says it in its own
// words: the API with these message keys, the pages with their own texts.

/** What the content services return when they refuse. */
export type ContentRefusal =
  { status: "post_not_found" } | { status: "conversation_not_found" } | { status: "rate_limited"; retryAfter: number };

export const CONTENT_ANSWERS = {
  post_not_found: { status: 404, key: "postNotFound" },
  conversation_not_found: { status: 404, key: "conversationNotFound" },
  rate_limited: { status: 429, key: "tooManyMessages" },
} as const satisfies Record<ContentRefusal["status"], { status: 404 | 429; key: string }>;

/** True when a service's result is a refusal. */
export function isContentRefusal<R extends { status: string }>(result: R): result is Extract<R, ContentRefusal> {
  return result.status in CONTENT_ANSWERS;
}

/** The status and headers of a refusal (Retry-After when it has one). */
export function contentAnswer(refusal: ContentRefusal): { status: 404 | 429; headers: Record<string, string> } {
  const headers: Record<string, string> = refusal.status === "rate_limited" ? { "Retry-After": String(refusal.retryAfter) } : {};
  return { status: CONTENT_ANSWERS[refusal.status].status, headers };
}

/** The API's error for a refusal: its status, Retry-After, and message in the request's language. */
export function contentApiError(refusal: ContentRefusal): ApiError {
  const { status, headers } = contentAnswer(refusal);
  return new ApiError(status, CONTENT_ANSWERS[refusal.status].key, undefined, Object.keys(headers).length ? headers : undefined);
}
