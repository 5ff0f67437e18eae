import { OpenAPIHono, type Hook } from "@hono/zod-openapi";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/index.ts";
import { signedInOf } from "../http/session.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { formErrors } from "./form-errors.ts";
import { ApiError } from "./envelope.ts";

/** The routes of a signed-in customer: who it is, and the token their request presented. */
export interface SignedInEnv {
  Variables: AppEnv["Variables"] & { customer: { customerId: number; token: string } };
}

/** The 422 of the account forms (as auth.ts's): the first message of each field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const formHook: Hook<any, SignedInEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const lang = c.get("lang");
  return c.json(
    { error: true, message: apiMessage(lang, "validationFailed"), data: null, errors: formErrors(result.error.issues, lang) },
    422,
  );
};

/**
 * A sub-app whose every route needs a signed-in customer (bearer token or the `auth_token` cookie): 401 before
 * anything else, even before the body is checked. Mount it at its own path (a `*` middleware at "/" would guard the
 * whole API). Its 422s are the account forms' (the first message of each field).
 */
export function signedInApi(db: Db) {
  const app = new OpenAPIHono<SignedInEnv>({ defaultHook: formHook });
  app.use("*", async (c, next) => {
    const found = await signedInOf(db, c.req.raw.headers);
    if (!found) throw new ApiError(401, "authNotSignedIn");
    c.set("customer", found);
    await next();
  });
  return app;
}
