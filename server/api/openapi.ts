import { z } from "@hono/zod-openapi";

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ error: z.literal(false), message: z.string(), data });
}

export const ErrorSchema = z
  .object({
    error: z.literal(true),
    message: z.string(),
    data: z.null(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Error");
