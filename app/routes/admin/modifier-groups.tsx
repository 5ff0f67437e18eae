import { metaLocale } from "../../lib/seo.ts";
import { ModifierGroupsScreen } from "../../features/admin/modifier-groups/ModifierGroupsScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { modifierGroupsLoader } from "./modifier-groups.server.ts";
import type { Route } from "./+types/modifier-groups";

// /admin/modifier-groups (permission "catalog"): the add-on groups, each with its rule in words and its editor's link.

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = modifierGroupsLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminModifierGroups.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminModifierGroups({ loaderData }: Route.ComponentProps) {
  return <ModifierGroupsScreen loaderData={loaderData} />;
}
