import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { reportsLoader } from "./reports.server.ts";
import type { Route } from "./+types/reports";
import { ReportsScreen } from "../../features/admin/reports/ReportsScreen.tsx";

// /admin/reports?from=&to=&by= (permission "reports": owner and managers): sales of a range of days as a chart and a
// table, cut by day, week, month, product, variant, fulfilment, channel, customers, coupon or campaign; a CSV file.

export const middleware: Route.MiddlewareFunction[] = [staffMay("reports")];
export const loader = reportsLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminReports.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <ReportsScreen loaderData={loaderData} />;
}
