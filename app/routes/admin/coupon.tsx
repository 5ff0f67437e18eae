import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { couponAction, couponLoader } from "./promotions.server.ts";
import type { Route } from "./+types/coupon";
import { CouponScreen } from "../../features/admin/promotions/CouponScreen.tsx";

// /admin/promotions/coupons/new and /admin/promotions/coupons/:id: one plain form — the code, both names side by side
// (stacked on a phone), dollars and the shop's days.

export const middleware: Route.MiddlewareFunction[] = [staffMay("promotions")];
export const loader = couponLoader;
export const action = couponAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const coupon = loaderData?.coupon;
  const title = coupon
    ? translate(locale, "adminPromotions.editTitle", { code: coupon.code })
    : translate(locale, "adminPromotions.createTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  return <CouponScreen loaderData={loaderData} actionData={actionData} />;
}
