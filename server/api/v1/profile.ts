import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { publicUrl } from "../../config.ts";
import type { AppDeps } from "../../context.ts";
import { commonPasswords, isCommonPassword } from "../../domain/accounts/common-passwords.ts";
import { changeEmailInput, changePasswordInput, updateProfileInput } from "../../domain/profile/profile.schema.ts";
import {
  cancelEmailChange,
  changeEmail,
  changePassword,
  confirmEmailChange,
  getProfile,
  updateProfile,
  type ProfileContext,
} from "../../domain/profile/profile.service.ts";
import { clientIp } from "../../http/client-ip.ts";
import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { ok } from "../envelope.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";
import { profileApiError } from "../profile-answers.ts";
import { signedInApi, type SignedInEnv } from "../signed-in.ts";

// The signed-in customer's details: profile, password, e-mail. Every route needs a session (bearer
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
    pending_email: z.string().nullable().openapi({
      description: "A new e-mail asked for (`PUT /profile/email`) and not yet confirmed by the link sent to it; `email` stays until then",
      example: "new.address@example.com",
    }),
    pending_email_expires_at: z
      .string()
      .nullable()
      .openapi({ description: "When the confirmation link expires (ISO-8601)", example: "2026-11-30T16:00:00.000Z" }),
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
  description:
    'Only the fields sent change; `null` or "" clears the phone or the birthday. A date of birth is a real date from 1900 to today.',
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
  summary: "Ask to change the e-mail",
  description:
    "Asks for the password (a wrong one is a 422 on `password`, counted by the same limit as `profile/password`). Nothing changes yet: the new address (stored in lower case) gets a link, valid 24 hours and once, to `/profile/confirm-email?token=…` (`POST /profile/email/confirm`), and the old address a notice naming the new one half-hidden. The answer's profile has it in `pending_email`. A new request replaces the one waiting; asking for the current e-mail cancels it.",
  tags: ["Profile"],
  request: { body: body(changeEmailInput.openapi("ChangeEmailInput")) },
  responses: {
    200: json(
      envelopeOf(ProfileSchema),
      "Asked; `pending_email` is the new address waiting for its link to be opened, `email` is unchanged",
    ),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    409: errorJson("The e-mail is another account's"),
    422: errorJson("Wrong password or invalid e-mail"),
    429: LIMITED,
    503: BUSY,
  },
});

const confirmEmailInput = z
  .object({ token: z.string().min(1).max(200).openapi({ description: "The `token` of the link sent to the new address" }) })
  .openapi("ConfirmEmailInput");

const confirmEmail = createRoute({
  method: "post",
  path: "/email/confirm",
  summary: "Confirm a change of e-mail with the link's token",
  description:
    "The link must be the signed-in customer's, unused and not expired. The e-mail changes, the link is spent (of two confirmations at once one wins, the other gets 410), every other session of the customer ends, and the old address is told.",
  tags: ["Profile"],
  request: { body: body(confirmEmailInput) },
  responses: {
    200: json(envelopeOf(ProfileSchema), "Changed; the profile as it now is; other devices are signed out"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    404: errorJson("No such link for this customer"),
    409: errorJson("Another account has taken the new e-mail since"),
    410: errorJson("The link was used already, or it expired"),
    422: errorJson("No token sent"),
  },
});

const cancelEmail = createRoute({
  method: "delete",
  path: "/email",
  summary: "Cancel the change of e-mail waiting",
  description: "Its link no longer works. Nothing waiting is fine.",
  tags: ["Profile"],
  responses: { 200: json(envelopeOf(ProfileSchema), "Canceled; the profile as it now is"), 401: SIGNED_OUT, 403: CROSS_SITE },
});

export function profileApi({ db, config, mailer, logger }: AppDeps) {
  const ctx: ProfileContext = { db, mail: { mailer, logger, publicUrl: publicUrl(config) } };
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
      const message = profile.pending_email
        ? apiMessage(c.get("lang"), "profileEmailChangePending", { email: profile.pending_email })
        : text(c, "profileSaved");
      return ok(c, profile, message);
    })
    .openapi(confirmEmail, async (c) => {
      const { customerId, token } = c.get("customer");
      const profile = await confirmEmailChange(ctx, customerId, token, c.req.valid("json").token);
      return ok(c, profile, apiMessage(c.get("lang"), "profileEmailConfirmed", { email: profile.email ?? "" }));
    })
    .openapi(cancelEmail, async (c) =>
      ok(c, await cancelEmailChange(ctx, c.get("customer").customerId), text(c, "profileEmailChangeCanceled")),
    )
    .onError((error, c) => {
      throw profileApiError(error, c.get("lang")) ?? error;
    });
}
