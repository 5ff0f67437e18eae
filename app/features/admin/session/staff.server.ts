import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { StaffActor } from "../../../../server/domain/staff/audit.ts";
import { can, type Permission } from "../../../../server/domain/staff/roles.shared.ts";
import { expiredStaffCookie, staffOf, staffTokenOf } from "../../../../server/http/staff-session.ts";
import { secureCookies } from "../../../../server/http/cookie-security.ts";
import { localizePath } from "../../../i18n/config.ts";

// The back office's guards, the pages' half of server/api/staff-guard.ts: the admin layout's middleware
// finds the signed-in staff member (else the locale's /admin/login, coming back here after), and each page's own
// middleware checks that the role grants its permission (else 403). Both run on the server before any loader or
// action, on page loads and on the browser's data requests alike.

const staffContext = createContext<StaffActor>();

/** Where a staff sign-in may send the browser afterwards: a back-office path of this site, nothing else. */
export function safeAdminPath(value: string | null | undefined): string | null {
  if (!value || value.length > 300) return null;
  return /^\/(vi\/)?admin(\/[\w\-/.:?=&%]*)?$/.test(value) && !value.includes("//") && !value.includes("/..") ? value : null;
}

/** The admin layout's guard: a live staff session, or the login page (a dead cookie is dropped on the way). */
export const staffRequired: MiddlewareFunction<Response> = async ({ request, context }) => {
  const staff = await staffOf(context.db, request.headers);
  if (!staff) {
    const url = new URL(request.url);
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (staffTokenOf(request.headers)) headers.append("Set-Cookie", expiredStaffCookie(secureCookies(request, context.config)));
    const back = encodeURIComponent(`${url.pathname}${url.search}`);
    throw redirect(`${localizePath("/admin/login", context.locale)}?redirectTo=${back}`, { headers });
  }
  context.set(staffContext, { id: staff.id, name: staff.name, email: staff.email, role: staff.role });
};

/** A page's guard: the signed-in staff member's role must grant `permission`, else a 403 page. */
export function staffMay(permission: Permission): MiddlewareFunction<Response> {
  return ({ context }) => {
    if (!can(context.get(staffContext).role, permission))
      throw data({ permission }, { status: 403, headers: { "Cache-Control": "no-store" } });
  };
}

/** The staff member the layout's guard found, for the loaders and actions below it. */
export function signedInStaff(context: Readonly<RouterContextProvider>): StaffActor {
  return context.get(staffContext);
}

/** Every back-office answer is one person's view of the shop: never stored by a browser or a proxy. */
export const ADMIN_NO_STORE = { "Cache-Control": "private, no-store" } as const;
