import { longDay } from "../../../server/domain/checkout/shop-clock.shared.ts";
import { ORDER_CARD } from "../../features/orders/OrderDetails.tsx";
import { formatMoney } from "../../i18n/formatters.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { metaLocale } from "../../lib/seo.ts";
import type { Route } from "./+types/custom-cakes";
import { cakeRequestsLoader } from "./custom-cakes.server.ts";

export const loader = cakeRequestsLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    {
      title: `${translate(locale, "customCakes.profileTitle")} · ${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProfileCustomCakes({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { requests } = loaderData;
  return (
    <section aria-labelledby="cakes-title" data-testid="profile-custom-cakes">
      <h2 id="cakes-title" className="text-2xl font-black">
        {t("customCakes.profileTitle")}
      </h2>
      <p className="mt-1 text-crust">{t("customCakes.profileIntro")}</p>
      {requests.length === 0 ? (
        <div className={`${ORDER_CARD} mt-6`}>
          <p>{t("customCakes.profileEmpty")}</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {requests.map((request) => (
            <li key={request.code} className={ORDER_CARD} data-testid="profile-cake" data-code={request.code}>
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <LocaleLink
                  to={`/custom-cakes/${request.code}`}
                  className="font-mono text-lg font-black tracking-wider text-brand-dark underline-offset-4 hover:underline"
                  aria-label={t("customCakes.profileOpen", { code: request.code })}
                >
                  {request.code}
                </LocaleLink>
                <span className="rounded-full bg-cream px-3 py-0.5 text-sm font-bold ring-1 ring-black/10">
                  {t(`status.${request.status}`)}
                </span>
              </div>
              <p className="mt-2 font-semibold text-ink">
                {t(`occasion.${request.occasion}`)} · {longDay(request.date, locale)}
              </p>
              <p className="text-sm text-crust">
                {request.price_cents === null
                  ? t("customCakes.profileNoPrice")
                  : t("customCakes.profilePrice", { price: formatMoney(request.price_cents) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LocaleLink to="/custom-cakes" className="mt-6 inline-block rounded-full bg-brand-dark px-6 py-3 font-bold text-white hover:bg-crust">
        {t("customCakes.newRequest")}
      </LocaleLink>
    </section>
  );
}
