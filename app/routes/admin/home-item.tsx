import { metaLocale } from "../../lib/seo.ts";
import { HomeItemScreen } from "../../features/admin/home/HomeItemScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { itemAction, itemLoader } from "./home.server.ts";
import type { Route } from "./+types/home-item";

// /admin/home/sections/:sectionId/items/new and …/items/:id (permission "content"): one item of a home section
// (features/admin/home/HomeItemScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = itemLoader;
export const action = itemAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const item = loaderData?.item;
  const title = item
    ? translate(locale, "adminHome.editItem", { title: item.title[locale] || item.title.en })
    : translate(locale, "adminHome.addItem");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminHomeItem({ loaderData }: Route.ComponentProps) {
  return <HomeItemScreen loaderData={loaderData} />;
}
