import { metaLocale } from "../../lib/seo.ts";
import { CampaignDashboardScreen } from "../../features/admin/campaigns/CampaignDashboardScreen.tsx";
import { campaignName } from "../../features/admin/campaigns/campaign-text.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { campaignDashboardLoader } from "./campaign-reports.server.ts";
import type { Route } from "./+types/campaign-dashboard";

// /admin/campaigns/:id/dashboard (permission "board": the kitchen's too): the campaign's numbers per pickup day: orders
// and units against capacity, deposits taken and due, balances to collect; canceled orders apart.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = campaignDashboardLoader;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const name = loaderData ? campaignName(loaderData.campaign, locale) : "";
  return [
    { title: `${translate(locale, "adminCampaigns.dashboardTitle", { name })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCampaignDashboard({ loaderData }: Route.ComponentProps) {
  return <CampaignDashboardScreen loaderData={loaderData} />;
}
