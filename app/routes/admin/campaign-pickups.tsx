import { metaLocale } from "../../lib/seo.ts";
import { CampaignPickupsScreen } from "../../features/admin/campaigns/CampaignPickupsScreen.tsx";
import { campaignName } from "../../features/admin/campaigns/campaign-text.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { campaignPickupsLoader, campaignPickupsAction } from "./campaign-reports.server.ts";
import type { Route } from "./+types/campaign-pickups";

// /admin/campaigns/:id/pickups (permission "board": the kitchen's too): a pickup day's orders, what each owes, and the
// counter's two actions (a deposit paid there; collected, paid in full); Print and the CSV file.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = campaignPickupsLoader;
export const action = campaignPickupsAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const name = loaderData ? campaignName(loaderData.campaign, locale) : "";
  return [
    { title: `${translate(locale, "adminCampaigns.pickupsTitle", { name })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCampaignPickups({ loaderData, actionData }: Route.ComponentProps) {
  return <CampaignPickupsScreen loaderData={loaderData} actionData={actionData} />;
}
