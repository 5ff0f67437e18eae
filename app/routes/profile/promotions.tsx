import { localizePath } from "../../i18n/config.ts";
import { metaLocale } from "../../lib/seo.ts";
import { formatDayIn, formatMoney } from "../../i18n/formatters.ts";
import { useShopTimeZone } from "../../features/content/news/format.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { ORDER_CARD } from "../../features/orders/OrderDetails.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { promotionsLoader } from "./promotions.server.ts";
import type { Route } from "./+types/promotions";

export const loader = promotionsLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    {
      title: `${translate(locale, "profilePromotions.title")} · ${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/** The coupons the customer has used (code, name, date used, order, value). */
export default function ProfilePromotions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { coupons, pagination } = loaderData;
  const timeZone = useShopTimeZone();
  return (
    <section aria-labelledby="promotions-title" data-testid="profile-promotions">
      <h2 id="promotions-title" className="text-2xl font-black">
        {t("profilePromotions.title")}
      </h2>
      <p className="mt-1 text-crust">{t("profilePromotions.intro")}</p>
      {coupons.length === 0 ? (
        <p className={`${ORDER_CARD} mt-6`}>{t("profilePromotions.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {coupons.map((coupon, i) => (
            <li key={`${coupon.code}-${coupon.order_code ?? i}`} className={ORDER_CARD} data-testid="used-promotion">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="font-mono text-lg font-black tracking-wider text-ink">{coupon.code}</p>
                <p className="font-black text-emerald-900">−{formatMoney(coupon.discount_cents)}</p>
              </div>
              <p className="font-semibold text-ink">{coupon.name}</p>
              <p className="mt-1 text-sm text-crust">
                {t("profilePromotions.usedOn", { date: formatDayIn(coupon.used_at, timeZone, locale) })}
                {coupon.order_code && (
                  <>
                    {" · "}
                    <LocaleLink
                      to={`/profile/orders/${coupon.order_code}`}
                      className="font-semibold text-brand-dark underline underline-offset-4"
                    >
                      {t("profilePromotions.order", { code: coupon.order_code })}
                    </LocaleLink>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("profilePromotions.pages")}
        href={(n) => `${localizePath("/profile/promotions", locale)}${n > 1 ? `?page=${n}` : ""}`}
      />
    </section>
  );
}
