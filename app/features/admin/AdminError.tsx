import { isRouteErrorResponse } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { ErrorPage } from "../../shell/ErrorPage.tsx";
import { AdminShell } from "./AdminShell.tsx";

/**
 * A back-office page that failed, in the back office's frame: a page the role does not open says so (403); anything
 * else is the usual error page. React Router hands an error thrown by a page's middleware to the root's boundary,
 * so both the root (loading it on back-office paths only) and the admin layout render this for back-office paths.
 */
export function AdminError({ error }: { error: unknown }) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <AdminShell staff={null}>
      {status === 403 ? (
        <section className="mx-auto max-w-xl py-12" data-testid="admin-forbidden">
          <h1 className="text-3xl font-black">{t("admin.forbiddenTitle")}</h1>
          <p className="mt-3 text-lg">{t("admin.forbiddenBody")}</p>
        </section>
      ) : (
        <ErrorPage kind={status === 404 ? "not-found" : "server"} status={status} />
      )}
    </AdminShell>
  );
}
