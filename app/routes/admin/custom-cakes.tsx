import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { CustomCakesScreen } from "../../features/admin/custom-cakes/CustomCakesScreen.tsx";
import { translate } from "../../i18n/i18n.tsx";
import { customCakesLoader } from "./custom-cakes.server.ts";
import type { Route } from "./+types/custom-cakes";

// /admin/custom-cakes (permission "board"): the custom cake requests by the day they are for, soonest first; the open
// ones by default (features/admin/custom-cakes/CustomCakesScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("board")];
export const loader = customCakesLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminCustomCakes.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCustomCakes({ loaderData }: Route.ComponentProps) {
  return <CustomCakesScreen loaderData={loaderData} />;
}
