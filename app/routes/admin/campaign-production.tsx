import { metaLocale } from "../../lib/seo.ts";
import { CampaignProductionScreen } from "../../features/admin/campaigns/CampaignProductionScreen.tsx";
import { campaignName } from "../../features/admin/campaigns/campaign-text.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { campaignProductionLoader } from "./campaign-reports.server.ts";
import type { Route } from "./+types/campaign-production";

// /admin/campaigns/:id/production (permission "board": the kitchen's too): what to make for each pickup day, by product
// and variant; Print (the shell and the buttons stay off the paper) and the CSV file.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = campaignProductionLoader;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const name = loaderData ? campaignName(loaderData.campaign, locale) : "";
  return [
    { title: `${translate(locale, "adminCampaigns.productionTitle", { name })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCampaignProduction({ loaderData }: Route.ComponentProps) {
  return <CampaignProductionScreen loaderData={loaderData} />;
}
