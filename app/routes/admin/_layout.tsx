import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { AdminShell } from "../../features/admin/AdminShell.tsx";
import { signedInStaff, staffRequired } from "../../features/admin/session/staff.server.ts";
import { localeFromPath } from "../../i18n/config.ts";
import { translate, useT } from "../../i18n/i18n.tsx";
import { ErrorPage } from "../../shell/ErrorPage.tsx";
import { can, type Permission } from "../../../server/domain/staff/roles.shared.ts";
import type { Route } from "./+types/_layout";

// Every page below /admin (and /vi/admin): a signed-in staff member, checked before any of their loaders. Each page
// then checks its own permission (staffMay). The login page sits outside this layout.

export const middleware: Route.MiddlewareFunction[] = [staffRequired];

const PERMISSIONS: Permission[] = ["board", "orders", "calendar", "staff", "audit"];

export function loader({ context }: Route.LoaderArgs) {
  const staff = signedInStaff(context);
  return { staff: { name: staff.name, role: staff.role, permissions: PERMISSIONS.filter((p) => can(staff.role, p)) } };
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [{ title: `${translate(locale, "admin.title")} · ${translate(locale, "meta.siteName")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <Outlet />
    </AdminShell>
  );
}

/** A page the role does not open (403), or any other failure, inside the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <AdminShell staff={null}>
        <section className="mx-auto max-w-xl py-12" data-testid="admin-forbidden">
          <h1 className="text-3xl font-black">{t("admin.forbiddenTitle")}</h1>
          <p className="mt-3 text-lg">{t("admin.forbiddenBody")}</p>
        </section>
      </AdminShell>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage kind="not-found" />;
  return <ErrorPage kind="server" status={isRouteErrorResponse(error) ? error.status : 500} />;
}
