import { redirect } from "react-router";
import { expiredStaffCookie, staffTokenOf } from "../../../server/http/staff-session.ts";
import { logOutStaff } from "../../../server/domain/staff/staff.service.ts";
import { localeFromPath, localizePath } from "../../i18n/config.ts";
import type { Route } from "./+types/logout";

// Sign-out: a POST only (a GET, a link or a prefetch, never signs anybody out); the session ends on the server.

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/admin", localeFromPath(new URL(request.url).pathname)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = staffTokenOf(request.headers);
  if (token) await logOutStaff(context.db, token);
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", expiredStaffCookie());
  return redirect(`${localizePath("/admin/login", localeFromPath(new URL(request.url).pathname))}?loggedOut=1`, { status: 303, headers });
}
