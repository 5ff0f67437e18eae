import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { staffLoginInput } from "../../../server/domain/staff/staff.schema.ts";
import { logInStaff } from "../../../server/domain/staff/staff.service.ts";
import { staffCookie, staffOf } from "../../../server/http/staff-session.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, safeAdminPath } from "../../features/admin/session/staff.server.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/login";

// /admin/login: the staff sign-in, a plain form post (no script needed). The same service as POST /api/v1/admin/login:
// limits, the dummy hash, the staff cookie. Success goes where the guard came from (a back-office path only).

function target(request: Request, locale: Locale): string {
  const url = new URL(request.url);
  return safeAdminPath(url.searchParams.get("redirectTo")) ?? localizePath("/admin", locale);
}

/** Already signed in: straight on. */
export async function loginLoader({ request, context }: Route.LoaderArgs) {
  if (await staffOf(context.db, request.headers)) throw redirect(target(request, context.locale), { headers: ADMIN_NO_STORE });
  const loggedOut = new URL(request.url).searchParams.has("loggedOut");
  return data({ loggedOut }, { headers: ADMIN_NO_STORE });
}

export async function loginAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const email = formText(form, "email");
  const parsed = staffLoginInput.safeParse({ email, password: formText(form, "password") });
  if (!parsed.success) {
    const errors = firstFieldErrors(parsed.error.issues, locale);
    return data({ email, message: apiMessage(locale, "validationFailed"), errors }, { status: 422, headers: ADMIN_NO_STORE });
  }
  const ctx = { db: context.db, sessionHours: context.config.STAFF_SESSION_HOURS };
  const done = await attempt(locale, () => logInStaff(ctx, parsed.data, context.clientIp));
  if (!done.ok) {
    const { refusal } = done;
    const headers = new Headers(ADMIN_NO_STORE);
    for (const [name, value] of Object.entries(refusal.headers)) headers.set(name, value);
    return data({ email, message: refusal.message, errors: {} as Record<string, string> }, { status: refusal.status, headers });
  }
  const headers = new Headers(ADMIN_NO_STORE);
  headers.append("Set-Cookie", staffCookie(done.value.token, done.value.expires_at, secureCookies(request, context.config)));
  return redirect(target(request, context.locale), { status: 303, headers });
}
