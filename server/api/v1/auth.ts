import { createRoute, OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import { publicUrl } from "../../config.ts";
import type { AppDeps, AppEnv } from "../../context.ts";
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput } from "../../domain/accounts/accounts.schema.ts";
import {
  AccountsError,
  currentSession,
  logIn,
  logOut,
  register,
  requestPasswordReset,
  resetPassword,
  type AccountsContext,
  type SignedIn,
  type SignedInHook,
  type Visit,
} from "../../domain/accounts/accounts.service.ts";
import { clearAuthCookies, readSessionToken, setAuthCookies } from "../../http/auth-cookies.ts";
import { clientIp } from "../../http/client-ip.ts";
import { secureCookies } from "../../http/cookie-security.ts";
import { commonPasswords, isCommonPassword } from "../../domain/accounts/common-passwords.ts";
import { failureAnswer, failureHeaders } from "../accounts-answers.ts";
import { formErrors } from "../form-errors.ts";
import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../envelope.ts";
import { envelopeOf, ErrorSchema, setsCookies } from "../openapi.ts";

const AuthUserSchema = z
  .object({
    id: z.number().int(),
    customer_id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: "Digits only", example: "7135550142" }),
    avatar_path: z.string().nullable(),
    status: z.enum(["active", "disabled"]),
  })
  .openapi("AuthUser");

const SessionSchema = z
  .object({
    token: z.string().openapi({ description: "Send as `Authorization: Bearer <token>`; also set as the HttpOnly `auth_token` cookie" }),
    expires_at: z.string().openapi({ example: "2026-12-21T10:00:00.000Z" }),
    user: AuthUserSchema,
  })
  .openapi("AuthSession");

const OldAccountErrorSchema = z
  .object({
    error: z.literal(true),
    message: z.string(),
    data: z.object({ is_old_account: z.literal(true) }),
    is_old_account: z.literal(true),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("OldAccountError");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const errorJson = (description: string) => json(ErrorSchema, description);
const body = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const LIMITED = errorJson("Too many attempts; `Retry-After` gives the seconds to wait");
const BUSY = errorJson("Too many passwords being checked at this moment; `Retry-After` gives the seconds to wait");
const CROSS_SITE = "Sent by a page of another site (`Origin` differs from the host)";
const COOKIES =
  "Sets the cookies `auth_token` (HttpOnly), `auth_user` (JSON), `auth_exp` and `customer_id`; all `SameSite=Lax; Path=/`, `Secure` when the request came over https or `PUBLIC_URL` is https, with `Max-Age` until `expires_at` when `remember` is 1, else session cookies.";

/** The 422 of the account forms: the first message of each field (see `formErrors`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const formHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const lang = c.get("lang");
  return c.json(
    {
      error: true,
      message: apiMessage(lang, "validationFailed"),
      data: null,
      errors: formErrors(result.error.issues, lang),
    },
    422,
  );
};

export function authApi(deps: AppDeps, hooks: { onSignedIn?: readonly SignedInHook[] } = {}) {
  const { config, db, mailer, logger } = deps;
  const secure = (c: Context<AppEnv>) => secureCookies(c.req.raw, config);
  const accounts: AccountsContext = {
    db,
    sessionSeconds: config.AUTH_SESSION_SECONDS,
    registrationsPerHour: config.REGISTER_LIMIT_PER_HOUR,
    onSignedIn: hooks.onSignedIn ?? [],
  };
  // Read the list now: a server that cannot find it should stop at start-up, not fail a customer's registration.
  commonPasswords();
  const rules = { isCommonPassword };
  // Every answer here is private and never stored (server/http/cache-control.ts); writes from another site's page
  // are refused (server/http/same-origin.ts).

  const visitOf = (c: Context<AppEnv>): Visit => ({
    ip: clientIp(c, config.TRUST_PROXY),
    lang: c.get("lang"),
    cartToken: c.req.header("cart-token"),
  });
  const text = (c: Context<AppEnv>, key: ApiMessageKey) => apiMessage(c.get("lang"), key);
  const sessionData = (signedIn: SignedIn) => ({ token: signedIn.token, expires_at: signedIn.expires_at, user: signedIn.user });

  /**
   * The answer to a failure the customer caused, in their language (see accounts-answers.ts). Most become an
   * ApiError for the API's one error handler; the "old account" answers carry `is_old_account` and are written here.
   */
  function failureResponse(c: Context<AppEnv>, error: AccountsError): Response {
    const answer = failureAnswer(error, c.get("lang"));
    // The storefront's login forms switch to password recovery on `is_old_account`, keeping what the customer typed.
    if (answer.oldAccount) {
      return c.json(
        {
          error: true,
          message: answer.message,
          data: { is_old_account: true },
          is_old_account: true,
          ...(answer.errors ? { errors: answer.errors } : {}),
        },
        answer.status,
      );
    }
    throw new ApiError(answer.status, answer.key, answer.errors, failureHeaders(answer), answer.message);
  }

  const SESSION_COOKIES = "The session for a browser: the HttpOnly `auth_token` cookie and its companions";
  const CLEARED_COOKIES = "The auth cookies, cleared";

  const login = createRoute({
    method: "post",
    path: "/login",
    summary: "Log in with an e-mail or phone number",
    description: `\`identifier\`: an e-mail (any case) or a phone number (any format; digits are compared). ${COOKIES}`,
    tags: ["Accounts"],
    request: { body: body(loginInput.openapi("LoginInput")) },
    responses: {
      200: { ...json(envelopeOf(SessionSchema), "Signed in"), headers: setsCookies(SESSION_COOKIES) },
      401: errorJson("Wrong identifier or password (the same answer for both)"),
      403: json(
        OldAccountErrorSchema.or(ErrorSchema),
        "A customer of the old shop with no password yet (`is_old_account`: send them to recovery), a disabled account, or another site's page",
      ),
      422: errorJson("Missing or invalid fields"),
      429: LIMITED,
      503: BUSY,
    },
  });

  const registration = createRoute({
    method: "post",
    path: "/register",
    summary: "Create a customer account and sign in",
    description: COOKIES,
    tags: ["Accounts"],
    request: { body: body(registerInput(rules).openapi("RegisterInput")) },
    responses: {
      201: { ...json(envelopeOf(SessionSchema), "Registered and signed in"), headers: setsCookies(SESSION_COOKIES) },
      403: errorJson(CROSS_SITE),
      409: json(
        OldAccountErrorSchema.or(ErrorSchema),
        "The e-mail or phone is already registered (`is_old_account` when it is a customer of the old shop)",
      ),
      422: errorJson("Missing or invalid fields"),
      429: LIMITED,
      503: BUSY,
    },
  });

  const me = createRoute({
    method: "get",
    path: "/me",
    summary: "The signed-in customer",
    description: "Bearer token, else the `auth_token` cookie.",
    tags: ["Accounts"],
    responses: {
      200: json(envelopeOf(z.object({ user: AuthUserSchema, expires_at: z.string() })), "The session is valid"),
      401: { ...errorJson("No valid session (unknown, expired or logged out)"), headers: setsCookies(CLEARED_COOKIES) },
    },
  });

  const logout = createRoute({
    method: "post",
    path: "/logout",
    summary: "End the session and clear the auth cookies",
    tags: ["Accounts"],
    responses: {
      200: { ...json(envelopeOf(z.null()), "Logged out (also when the session had already ended)"), headers: setsCookies(CLEARED_COOKIES) },
      403: errorJson(CROSS_SITE),
    },
  });

  const forgot = createRoute({
    method: "post",
    path: "/forgot-password",
    summary: "E-mail a link to choose a new password",
    description: "The same answer whether or not an account matches. The link is valid for 1 hour, once.",
    tags: ["Accounts"],
    request: { body: body(forgotPasswordInput.openapi("ForgotPasswordInput")) },
    responses: {
      200: json(envelopeOf(z.null()), "Sent if an account matches"),
      403: errorJson(CROSS_SITE),
      422: errorJson("Missing identifier"),
      429: LIMITED,
    },
  });

  const reset = createRoute({
    method: "post",
    path: "/reset-password",
    summary: "Choose a new password with the e-mailed token",
    description:
      "Ends every session of the customer (log in again with the new password) and clears the auth cookies. A used, unknown or expired token is a 422 on `token`.",
    tags: ["Accounts"],
    request: { body: body(resetPasswordInput(rules).openapi("ResetPasswordInput")) },
    responses: {
      200: {
        ...json(envelopeOf(z.object({ identifier: z.string() })), "Password changed; `identifier` pre-fills the login form"),
        headers: setsCookies(CLEARED_COOKIES),
      },
      403: errorJson(CROSS_SITE),
      422: errorJson("Invalid password, or invalid / used / expired token"),
      429: LIMITED,
      503: BUSY,
    },
  });

  return new OpenAPIHono<AppEnv>({ defaultHook: formHook })
    .openapi(login, async (c) => {
      const signedIn = await logIn(accounts, c.req.valid("json"), visitOf(c));
      setAuthCookies(c, signedIn, secure(c));
      return ok(c, sessionData(signedIn), text(c, "authLoginSucceeded"));
    })
    .openapi(registration, async (c) => {
      const signedIn = await register(accounts, c.req.valid("json"), visitOf(c));
      setAuthCookies(c, signedIn, secure(c));
      return created(c, sessionData(signedIn), text(c, "authRegistered"));
    })
    .openapi(me, async (c) => {
      const presented = readSessionToken(c);
      const session = await currentSession(accounts, presented?.token);
      if (!session) {
        // A stale cookie would make the pages think they are signed in: drop it with the answer.
        if (presented?.from === "cookie") clearAuthCookies(c, secure(c));
        return c.json({ error: true as const, message: text(c, "authNotSignedIn"), data: null }, 401);
      }
      return ok(c, { user: session.user, expires_at: session.expires_at });
    })
    .openapi(logout, async (c) => {
      await logOut(accounts, readSessionToken(c)?.token);
      clearAuthCookies(c, secure(c));
      return ok(c, null, text(c, "authLoggedOut"));
    })
    .openapi(forgot, async (c) => {
      await requestPasswordReset(accounts, c.req.valid("json"), visitOf(c), {
        mailer,
        logger: c.get("log") ?? logger,
        publicUrl: publicUrl(config),
      });
      return ok(c, null, text(c, "authResetLinkSent"));
    })
    .openapi(reset, async (c) => {
      const result = await resetPassword(accounts, c.req.valid("json"), visitOf(c));
      clearAuthCookies(c, secure(c));
      return ok(c, result, text(c, "authPasswordReset"));
    })
    .onError((error, c) => {
      if (error instanceof AccountsError) return failureResponse(c, error);
      throw error;
    });
}
