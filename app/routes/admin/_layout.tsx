import { Outlet, useRouteError } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { AdminShell } from "../../features/admin/AdminShell.tsx";
import { signedInStaff, staffRequired } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { AdminError } from "../../features/admin/AdminError.tsx";
import { permissionsOf } from "../../../server/domain/staff/roles.shared.ts";
import type { Route } from "./+types/_layout";

// Every page below /admin (and /vi/admin): a signed-in staff member, checked before any of their loaders. Each page
// then checks its own permission (staffMay). The login page sits outside this layout.

export const middleware: Route.MiddlewareFunction[] = [staffRequired];

export function loader({ context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  return { staff: { name: staff.name, role: staff.role, permissions: permissionsOf(staff.role) } };
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [{ title: `${translate(locale, "admin.title")} · ${translate(locale, "meta.siteName")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

/** A failure below the layout, in the back office's frame (403: the role does not open the page). */
export function ErrorBoundary() {
  return <AdminError error={useRouteError()} />;
}
