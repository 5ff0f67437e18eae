import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../../context.ts";
import { commonPasswords, isCommonPassword } from "../../domain/accounts/common-passwords.ts";
import { changeEmailInput, changePasswordInput, updateProfileInput } from "../../domain/profile/profile.schema.ts";
import { changeEmail, changePassword, getProfile, updateProfile, type ProfileContext } from "../../domain/profile/profile.service.ts";
import { clientIp } from "../../http/client-ip.ts";
import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { ok } from "../envelope.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";
import { profileApiError } from "../profile-answers.ts";
import { signedInApi, type SignedInEnv } from "../signed-in.ts";

// The signed-in customer's details (DESIGN §2, §6 "Account API fields"). Every route needs a session (bearer
// token or the `auth_token` cookie); answers are private and never stored (server/http/cache-control.ts).

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: "Digits only", example: "7135550142" }),
    birthday: z.string().nullable().openapi({ description: "YYYY-MM-DD", example: "1990-04-30" }),
    points: z.number().int(),
    membership_level: z.string(),
    status: z.enum(["active", "disabled"]),
    locale: z.string().openapi({ example: "en" }),
  })
  .openapi("Profile");

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const errorJson = (description: string) => json(ErrorSchema, description);
const body = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const SIGNED_OUT = errorJson("Not signed in (no session, or it expired or was ended)");
const CROSS_SITE = errorJson("Sent by a page of another site (`Origin` differs from the host)");
const LIMITED = errorJson("Too many wrong passwords; `Retry-After` gives the seconds to wait");
const BUSY = errorJson("Too many passwords being checked at this moment; `Retry-After` gives the seconds to wait");

const show = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in customer's profile",
  tags: ["Profile"],
  responses: { 200: json(envelopeOf(ProfileSchema), "The profile"), 401: SIGNED_OUT },
});

const update = createRoute({
  method: "put",
  path: "/",
  summary: "Change the name, phone or date of birth",
  description: "Only the fields sent change; `null` or \"\" clears the phone or the birthday. A date of birth is a real date from 1900 to today.",
  tags: ["Profile"],
  request: { body: body(updateProfileInput.openapi("UpdateProfileInput")) },
  responses: {
    200: json(envelopeOf(ProfileSchema), "Saved; the profile as it now is"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    409: errorJson("The phone is another account's"),
    422: errorJson("Invalid fields"),
  },
});

const password = createRoute({
  method: "put",
  path: "/password",
  summary: "Change the password",
  description:
    "`current_password` must be right (a wrong one is a 422 on it, and counts toward a limit per account and per address). The new one follows registration's rules. Every other session of the customer ends; this one stays.",
  tags: ["Profile"],
  request: { body: body(changePasswordInput({ isCommonPassword }).openapi("ChangePasswordInput")) },
  responses: {
    200: json(envelopeOf(z.null()), "Changed; other devices are signed out"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    422: errorJson("Wrong current password, or a new password the rules refuse"),
    429: LIMITED,
    503: BUSY,
  },
});

const email = createRoute({
  method: "put",
  path: "/email",
  summary: "Change the e-mail",
  description: "Asks for the password (a wrong one is a 422 on `password`, counted by the same limit as `profile/password`). The e-mail is stored in lower case.",
  tags: ["Profile"],
  request: { body: body(changeEmailInput.openapi("ChangeEmailInput")) },
  responses: {
    200: json(envelopeOf(ProfileSchema), "Changed; the profile as it now is"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    409: errorJson("The e-mail is another account's"),
    422: errorJson("Wrong password or invalid e-mail"),
    429: LIMITED,
    503: BUSY,
  },
});

export function profileApi({ db, config }: AppDeps) {
  const ctx: ProfileContext = { db };
  // Read the list now: a server that cannot find it should stop at start-up, not fail a customer's change.
  commonPasswords();
  const text = (c: Context<SignedInEnv>, key: ApiMessageKey) => apiMessage(c.get("lang"), key);

  return signedInApi(db)
    .openapi(show, async (c) => ok(c, await getProfile(db, c.get("customer").customerId)))
    .openapi(update, async (c) => {
      const { customerId } = c.get("customer");
      return ok(c, await updateProfile(ctx, customerId, c.req.valid("json")), text(c, "profileSaved"));
    })
    .openapi(password, async (c) => {
      const { customerId, token } = c.get("customer");
      await changePassword(ctx, customerId, token, c.req.valid("json"), { ip: clientIp(c, config.TRUST_PROXY) });
      return ok(c, null, text(c, "profilePasswordChanged"));
    })
    .openapi(email, async (c) => {
      const { customerId } = c.get("customer");
      const profile = await changeEmail(ctx, customerId, c.req.valid("json"), { ip: clientIp(c, config.TRUST_PROXY) });
      return ok(c, profile, text(c, "profileEmailChanged"));
    })
    .onError((error, c) => {
      throw profileApiError(error, c.get("lang")) ?? error;
    });
}
