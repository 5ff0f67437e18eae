import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { staffAction, staffLoader } from "./staff.server.ts";
import type { Route } from "./+types/staff";
import { StaffScreen } from "../../features/admin/staff/StaffScreen.tsx";

export const middleware: Route.MiddlewareFunction[] = [staffMay("staff")];
export const loader = staffLoader;
export const action = staffAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "admin.staffTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffScreen loaderData={loaderData} actionData={actionData} />;
}
