import { metaLocale } from "../../lib/seo.ts";
import { CampaignsScreen } from "../../features/admin/campaigns/CampaignsScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { campaignsLoader } from "./campaigns.server.ts";
import type { Route } from "./+types/campaigns";

// /admin/campaigns (permission "board", every role): the seasonal pre-orders, each with its window and its pages — the
// dashboard, the production plan, the pickup list — and, for a role that edits the catalogue, its form.

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = campaignsLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminCampaigns.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCampaigns({ loaderData }: Route.ComponentProps) {
  return <CampaignsScreen loaderData={loaderData} />;
}
