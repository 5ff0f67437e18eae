import { redirect } from "react-router";
import { logOutStaff } from "../../../server/domain/staff/staff.service.ts";
import { expiredStaffCookie, staffTokenOf } from "../../../server/http/staff-session.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { localizePath } from "../../i18n/config.ts";
import type { Route } from "./+types/logout";

/** Sign-out: the session ends on the server and the cookie is dropped; then the login page says so. */
export async function logoutAction({ request, context }: Route.ActionArgs) {
  const token = staffTokenOf(request.headers);
  if (token) await logOutStaff(context.db, token);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", expiredStaffCookie(secureCookies(request, context.config)));
  return redirect(`${localizePath("/admin/login", context.locale)}?loggedOut=1`, { status: 303, headers });
}
