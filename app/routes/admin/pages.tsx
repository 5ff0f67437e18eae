import { metaLocale } from "../../lib/seo.ts";
import { PagesScreen } from "../../features/admin/content/PagesScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { pagesAction, pagesLoader } from "./content.server.ts";
import type { Route } from "./+types/pages";

// /admin/pages (permission "content"): the plain pages (features/admin/content/PagesScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = pagesLoader;
export const action = pagesAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminContent.pagesTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  return <PagesScreen loaderData={loaderData} />;
}
