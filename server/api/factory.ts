import { OpenAPIHono, type Hook } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { fieldErrors } from "./envelope.ts";

/** Validation failures of any route schema: 422 with per-field messages in the user's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) {
    const lang = c.get("lang");
    return c.json(
      {
        error: true,
        message: apiMessage(lang, "validationFailed"),
        data: null,
        errors: fieldErrors(result.error.issues, lang),
      },
      422,
    );
  }
  return undefined;
};

export function newApi() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
