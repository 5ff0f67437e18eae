import { metaLocale } from "../../lib/seo.ts";
import { MenuScreen } from "../../features/admin/structure/MenuScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { menuAction, menuLoader } from "./structure.server.ts";
import type { Route } from "./+types/menu";

// /admin/menu (permission "content"): the main menu, its preview and its item form (features/admin/structure/MenuScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = menuLoader;
export const action = menuAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminStructure.menuTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  return <MenuScreen loaderData={loaderData} />;
}
