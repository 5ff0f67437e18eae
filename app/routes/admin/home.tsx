import { metaLocale } from "../../lib/seo.ts";
import { HomeScreen } from "../../features/admin/home/HomeScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { homeAction, homeLoader } from "./home.server.ts";
import type { Route } from "./+types/home";

// /admin/home (permission "content"): the home page's sections (features/admin/home/HomeScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = homeLoader;
export const action = homeAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminHome.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return <HomeScreen loaderData={loaderData} />;
}
