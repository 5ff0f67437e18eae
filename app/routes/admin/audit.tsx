import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { auditLoader } from "./audit.server.ts";
import type { Route } from "./+types/audit";
import { AuditScreen } from "../../features/admin/staff/AuditScreen.tsx";

export const middleware: Route.MiddlewareFunction[] = [staffMay("audit")];
export const loader = auditLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "admin.auditTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditScreen loaderData={loaderData} />;
}
