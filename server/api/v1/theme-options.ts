import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { getThemeOption } from "../../domain/content/theme.service.ts";
import { ApiError, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";

const show = createRoute({
  method: "get",
  path: "/{key}",
  summary: "A theme option, e.g. quan-ly-thong-tin-footer (the footer). Vietnamese unless the request names a language.",
  tags: ["Content"],
  request: {
    params: z.object({
      key: z
        .string()
        .regex(/^[a-z0-9-]{1,64}$/)
        .openapi({ example: "quan-ly-thong-tin-footer" }),
    }),
  },
  responses: {
    200: {
      description: "The option's value",
      content: { "application/json": { schema: envelopeOf(z.record(z.string(), z.unknown())) } },
    },
    404: { description: "No such option", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function themeOptionsApi({ db }: AppDeps) {
  return newApi().openapi(show, async (c) => {
    // The footer is Vietnamese when the request names no language (other answers fall back to English).
    const lang = c.get("langNamed") ? c.get("lang") : "vi";
    const value = await getThemeOption<Record<string, unknown>>(db, c.req.valid("param").key, lang);
    if (!value) throw new ApiError(404, "notFound");
    return ok(c, value);
  });
}
