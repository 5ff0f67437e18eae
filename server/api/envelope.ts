import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

/** The one answer shape of the API. */
export interface Envelope<T> {
  error: boolean;
  message: string;
  data: T;
}

export type FieldErrors = Record<string, string[]>;

/** An error the user caused (or may cause): it becomes a 4xx envelope in the request's language. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: ApiMessageKey,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** A message already in the user's language; wins over `key`. */
    readonly text?: string,
  ) {
    super(key);
  }
}

export function ok<T>(c: Context, data: T, message = "") {
  return c.json({ error: false as const, message, data }, 200);
}

const sharedBodies = new WeakMap<object, string>();

/**
 * ok() for data a cache shares between requests (the catalog's, kept per content version): the same object is
 * written out once and its JSON reused. Only for data nobody changes once made.
 */
export function okShared<T extends object>(c: Context, data: T): ReturnType<typeof ok<T>> {
  let body = sharedBodies.get(data);
  if (body === undefined) sharedBodies.set(data, (body = JSON.stringify({ error: false, message: "", data })));
  // Typed as ok()'s answer, which it is byte for byte, so the route's schema still checks the data's type.
  return c.body(body, 200, { "Content-Type": "application/json" }) as unknown as ReturnType<typeof ok<T>>;
}

export function created<T>(c: Context, data: T, message = "") {
  return c.json({ error: false as const, message, data }, 201);
}

export function errorBody(lang: Lang, error: ApiError) {
  return {
    error: true,
    message: error.text ?? apiMessage(lang, error.key),
    data: null,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}

/** Zod issues → `{ field: [message] }` in the user's language. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    (errors[field] ??= []).push(issueMessage(issue, lang));
  }
  return errors;
}

function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  switch (issue.code) {
    case "invalid_type":
      // Zod 4 leaves the input out of issues; its message names what it received.
      if (/received (undefined|null)$/.test(issue.message)) return apiMessage(lang, "fieldRequired");
      if (issue.expected === "number" || issue.expected === "int") return apiMessage(lang, "mustBeNumber");
      return apiMessage(lang, "fieldInvalid");
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? apiMessage(lang, "fieldRequired")
          : apiMessage(lang, "fieldTooShort", { min: Number(issue.minimum) });
      }
      if (issue.origin === "number" || issue.origin === "int") {
        return apiMessage(lang, "numberTooSmall", { min: Number(issue.minimum) });
      }
      return apiMessage(lang, "fieldInvalid");
    case "too_big":
      if (issue.origin === "string") return apiMessage(lang, "fieldTooLong", { max: Number(issue.maximum) });
      if (issue.origin === "number" || issue.origin === "int") {
        return apiMessage(lang, "numberTooLarge", { max: Number(issue.maximum) });
      }
      return apiMessage(lang, "fieldInvalid");
    case "invalid_format":
      return issue.format === "email" ? apiMessage(lang, "invalidEmail") : apiMessage(lang, "fieldInvalid");
    case "invalid_value":
      return apiMessage(lang, "invalidChoice");
    case "unrecognized_keys":
      return apiMessage(lang, "unknownField");
    case "custom": {
      // Our refinements name a message key (issueText in server/domain/content/field-text.ts).
      const key = issue.params?.messageKey as ApiMessageKey | undefined;
      return key ? apiMessage(lang, key, issue.params?.messageParams as Record<string, string | number>) : apiMessage(lang, "fieldInvalid");
    }
    default:
      return apiMessage(lang, "fieldInvalid");
  }
}
