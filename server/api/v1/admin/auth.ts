import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { isCommonPassword } from "../../../domain/accounts/common-passwords.ts";
import { staffLoginInput, staffPasswordChangeInput } from "../../../domain/staff/staff.schema.ts";
import { changeOwnStaffPassword, logInStaff, logOutStaff } from "../../../domain/staff/staff.service.ts";
import { clientIp } from "../../../http/client-ip.ts";
import { expiredStaffCookie, staffCookie, staffTokenOf } from "../../../http/staff-session.ts";
import { secureCookies } from "../../../http/cookie-security.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf, json, failure, setsCookies } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { StaffSchema } from "./schemas.ts";

// Staff sign-in: its own cookie `staff_token` (HttpOnly, Secure on https, SameSite=Strict, STAFF_SESSION_HOURS).

const login = createRoute({
  method: "post",
  path: "/login",
  summary: "Sign a staff member in",
  description:
    "Sets the `staff_token` cookie (HttpOnly; SameSite=Strict; Path=/; Max-Age until `expires_at`; Secure when the request came over https or `PUBLIC_URL` is https). Scripts may send the token as `Authorization: Staff <token>` instead. Failed attempts are limited per account and address.",
  tags: ["Back office"],
  request: { body: { content: json(staffLoginInput.openapi("StaffLoginInput")), required: true } },
  responses: {
    200: {
      description: "Signed in",
      content: json(envelopeOf(z.object({ token: z.string(), expires_at: z.string(), staff: StaffSchema }))),
      headers: setsCookies("The `staff_token` cookie"),
    },
    401: failure("Wrong e-mail or password"),
    403: failure("The account is disabled"),
    422: failure("A field is missing or malformed"),
    429: failure("Too many attempts; `Retry-After` gives the seconds to wait"),
  },
});

const logout = createRoute({
  method: "post",
  path: "/logout",
  summary: "Sign the staff member out (ends the session; clears the cookie)",
  tags: ["Back office"],
  responses: {
    200: { description: "Signed out", content: json(envelopeOf(z.null())), headers: setsCookies("The `staff_token` cookie, cleared") },
  },
});

export function adminAuthApi({ db, config }: AppDeps) {
  const me = staffRoute(db, "any", {
    method: "get",
    path: "/me",
    summary: "The signed-in staff member",
    responses: {
      200: {
        description: "Who is signed in",
        content: json(envelopeOf(z.object({ staff: StaffSchema.pick({ id: true, email: true, name: true, role: true }) }))),
      },
    },
  });
  const changePassword = staffRoute(db, "any", {
    method: "put",
    path: "/me/password",
    summary: "Change the signed-in staff member's own password",
    description:
      "The new password: at least 12 characters, not a breached one, holding neither the name nor the e-mail, typed twice. A wrong current password counts as a failed sign-in (the same limits). Every other session of the staff member ends; this one is kept.",
    request: {
      body: { content: json(staffPasswordChangeInput({ isCommonPassword }).openapi("StaffPasswordChangeInput")), required: true },
    },
    responses: {
      200: { description: "Changed", content: json(envelopeOf(z.null())) },
      422: failure("A field is missing or refused, or the current password is wrong"),
      429: failure("Too many attempts; `Retry-After` gives the seconds to wait"),
    },
  });

  return newAdminApi()
    .openapi(login, async (c) => {
      const signedIn = await logInStaff(
        { db, sessionHours: config.STAFF_SESSION_HOURS },
        c.req.valid("json"),
        clientIp(c, config.TRUST_PROXY),
      );
      c.header("Set-Cookie", staffCookie(signedIn.token, signedIn.expires_at, secureCookies(c.req.raw, config)));
      c.header("Cache-Control", "private, no-store");
      return ok(c, signedIn);
    })
    .openapi(logout, async (c) => {
      const token = staffTokenOf(c.req.raw.headers);
      if (token) await logOutStaff(db, token);
      c.header("Set-Cookie", expiredStaffCookie(secureCookies(c.req.raw, config)));
      return ok(c, null, apiMessage(c.get("lang"), "staffSignedOut"));
    })
    .openapi(me, (c) => ok(c, { staff: c.get("staff") }))
    .openapi(changePassword, async (c) => {
      const ctx = { db, sessionHours: config.STAFF_SESSION_HOURS };
      await changeOwnStaffPassword(
        ctx,
        c.get("staff"),
        staffTokenOf(c.req.raw.headers) ?? "",
        c.req.valid("json"),
        clientIp(c, config.TRUST_PROXY),
      );
      c.header("Cache-Control", "private, no-store");
      return ok(c, null, apiMessage(c.get("lang"), "staffPasswordChanged"));
    });
}
