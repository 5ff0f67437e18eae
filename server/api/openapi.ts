import { z } from "@hono/zod-openapi";

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ error: z.literal(false), message: z.string(), data });
}

const FieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .openapi({ description: "Per field, its messages in the request's language" });

export const ErrorSchema = z
  .object({
    error: z.literal(true),
    message: z.string(),
    data: z.null(),
    errors: FieldErrorsSchema.optional(),
  })
  .openapi("Error");

/**
 * A refusal that carries data: `error` is true, `data` what the client needs to recover — the thing as it is now
 * after a stale save, or the reason of a conflict. The one shape of every such answer.
 */
export function refusalOf<T extends z.ZodType>(data: T) {
  return z.object({ error: z.literal(true), message: z.string(), data, errors: FieldErrorsSchema.optional() });
}

export const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });

/** An error answer with no data. */
export const failure = (description: string) => ({ description, content: json(ErrorSchema) });

/** A refusal with data (a stale save: the thing as it is now). */
export const refusalWith = <T extends z.ZodType>(description: string, data: T) => ({
  description,
  content: json(refusalOf(data)),
});

/** `Set-Cookie`, on an answer that sets or clears a cookie. */
export function setsCookies(cookies: string) {
  return { "Set-Cookie": { description: cookies, schema: { type: "string" as const } } };
}

/** A row's id in a path (`/{id}`): a whole number that fits the databases' integer. */
export const rowId = z.coerce.number().int().min(1).max(2_147_483_647);

/** The path parameter `{id}` of a route that names one row. */
export const idParam = z.object({ id: rowId.openapi({ param: { name: "id", in: "path" }, example: 1 }) });
