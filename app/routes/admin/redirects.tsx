import { metaLocale } from "../../lib/seo.ts";
import { RedirectsScreen } from "../../features/admin/structure/RedirectsScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { redirectsAction, redirectsLoader } from "./structure.server.ts";
import type { Route } from "./+types/redirects";

// /admin/redirects (permission "content"): the redirect rules (features/admin/structure/RedirectsScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = redirectsLoader;
export const action = redirectsAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminStructure.redirectsTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminRedirects({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen loaderData={loaderData} />;
}
