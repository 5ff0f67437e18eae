import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { giftAction, giftLoader } from "./gift-promotions.server.ts";
import type { Route } from "./+types/gift-promotion";
import { GiftPromotionScreen } from "../../features/admin/promotions/GiftPromotionScreen.tsx";

// /admin/promotions/gifts/new and /admin/promotions/gifts/:id: one plain form — both names side by side, the gift,
// the minimum in dollars, the shop's days.

export const middleware: Route.MiddlewareFunction[] = [staffMay("promotions")];
export const loader = giftLoader;
export const action = giftAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const gift = loaderData?.gift;
  const title = gift
    ? translate(locale, "adminPromotions.giftEditTitle", { name: gift.name[locale] || gift.name.en })
    : translate(locale, "adminPromotions.giftCreateTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminGiftPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftPromotionScreen loaderData={loaderData} actionData={actionData} />;
}
