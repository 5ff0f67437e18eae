import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { promotionsAction, promotionsLoader } from "./promotions.server.ts";
import type { Route } from "./+types/promotions";
import { PromotionsScreen } from "../../features/admin/promotions/PromotionsScreen.tsx";

export const middleware: Route.MiddlewareFunction[] = [staffMay("promotions")];
export const loader = promotionsLoader;
export const action = promotionsAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminPromotions.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPromotions({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionsScreen loaderData={loaderData} actionData={actionData} />;
}
