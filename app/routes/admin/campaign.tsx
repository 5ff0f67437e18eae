import type { ShouldRevalidateFunctionArgs } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { CampaignScreen } from "../../features/admin/campaigns/CampaignScreen.tsx";
import { campaignName } from "../../features/admin/campaigns/campaign-text.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { campaignAction, campaignLoader } from "./campaigns.server.ts";
import type { Route } from "./+types/campaign";

// /admin/campaigns/new and /admin/campaigns/:id (permission "catalog"): a campaign's form
// (features/admin/campaigns/CampaignScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = campaignLoader;
export const action = campaignAction;

/** A stale save (409) shows the campaign as it is now: the page reads it again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const campaign = loaderData?.campaign;
  const title = campaign
    ? translate(locale, "adminCampaigns.editTitle", { name: campaignName(campaign, locale) })
    : translate(locale, "adminCampaigns.createTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminCampaign({ loaderData, actionData }: Route.ComponentProps) {
  return <CampaignScreen loaderData={loaderData} actionData={actionData} />;
}
