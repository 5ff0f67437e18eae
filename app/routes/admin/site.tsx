import { metaLocale } from "../../lib/seo.ts";
import { SiteScreen } from "../../features/admin/structure/SiteScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { siteAction, siteLoader } from "./structure.server.ts";
import type { Route } from "./+types/site";

// /admin/site (permission "content"): the shop's details and the footer's texts (features/admin/structure/SiteScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = siteLoader;
export const action = siteAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminStructure.siteTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminSite({ loaderData }: Route.ComponentProps) {
  return <SiteScreen loaderData={loaderData} />;
}
