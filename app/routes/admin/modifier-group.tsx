import type { ShouldRevalidateFunctionArgs } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { ModifierGroupScreen } from "../../features/admin/modifier-groups/ModifierGroupScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { groupName } from "../../features/admin/modifier-groups/group-text.ts";
import { modifierGroupAction, modifierGroupLoader } from "./modifier-groups.server.ts";
import type { Route } from "./+types/modifier-group";

// /admin/modifier-groups/new and /admin/modifier-groups/:id (permission "catalog"): an add-on group's form
// (features/admin/modifier-groups/ModifierGroupScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = modifierGroupLoader;
export const action = modifierGroupAction;

/** A stale save (409) shows the group as it is now: its products too, so the page reads it again. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const group = loaderData?.group;
  const title = group
    ? translate(locale, "adminModifierGroups.editTitle", { name: groupName(group, locale) })
    : translate(locale, "adminModifierGroups.createTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminModifierGroup({ loaderData, actionData }: Route.ComponentProps) {
  return <ModifierGroupScreen loaderData={loaderData} actionData={actionData} />;
}
