import { localizePath } from "../../i18n/config.ts";
import { metaLocale } from "../../lib/seo.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { statusWord, statusWordKey } from "../../../server/domain/orders/status-words.shared.ts";
import { formatDayIn, formatMoney, pluralOf } from "../../i18n/formatters.ts";
import { shortDay, clockTime } from "../../../server/domain/checkout/shop-clock.shared.ts";
import { ORDER_CARD } from "../../features/orders/OrderDetails.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { ordersLoader } from "./orders.server.ts";
import type { Route } from "./+types/orders";

export const loader = ordersLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    {
      title: `${translate(locale, "profileOrders.title")} · ${translate(locale, "account.profileTitle")} · ${translate(locale, "meta.siteName")}`,
    },
    { name: "robots", content: "noindex" },
  ];
}

const STATUS_TONE: Record<string, string> = {
  unfinished: "bg-amber-100 text-amber-900 ring-amber-300",
  shipped: "bg-sky-100 text-sky-900 ring-sky-300",
  delivered: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  completed: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  canceled: "bg-stone-200 text-stone-800 ring-stone-300",
};

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { orders, pagination } = loaderData;
  return (
    <section aria-labelledby="orders-title" data-testid="profile-orders">
      <h2 id="orders-title" className="text-2xl font-black">
        {t("profileOrders.title")}
      </h2>
      <p className="mt-1 text-crust">{t("profileOrders.intro")}</p>
      {orders.length === 0 ? (
        <div className={`${ORDER_CARD} mt-6`}>
          <p>{t("profileOrders.empty")}</p>
          <LocaleLink to="/products" className="mt-4 inline-block rounded-full bg-brand-dark px-6 py-3 font-bold text-white hover:bg-crust">
            {t("profileOrders.browse")}
          </LocaleLink>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => {
            const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
            const when = t(order.fulfilment === "delivery" ? "profileOrders.delivery" : "profileOrders.pickup", {
              date: shortDay(order.slot.date, locale),
              start: clockTime(order.slot.start, locale),
            });
            return (
              <li key={order.code} className={ORDER_CARD} data-testid="profile-order">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <LocaleLink
                    to={`/profile/orders/${order.code}`}
                    className="font-mono text-lg font-black tracking-wider text-brand-dark underline-offset-4 hover:underline"
                    aria-label={t("profileOrders.open", { code: order.code })}
                  >
                    {order.code}
                  </LocaleLink>
                  <span
                    className={`rounded-full px-3 py-0.5 text-sm font-bold ring-1 ${STATUS_TONE[order.status] ?? ""}`}
                    data-testid="profile-order-status"
                  >
                    {t(statusWordKey(statusWord(order.status, order.fulfilment)))}
                  </span>
                </div>
                <p className="mt-2 text-sm text-crust">
                  {t("profileOrders.placed", { date: formatDayIn(order.created_at, order.slot.time_zone, locale) })}
                </p>
                <p className="font-semibold text-ink">{when}</p>
                <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4">
                  <p className="text-sm text-crust">{t(`profileOrders.items.${pluralOf(count, locale)}`, { count })}</p>
                  <p className="font-black text-ink">
                    {t("profileOrders.total")}: {formatMoney(order.totals.total_cents)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("profileOrders.pages")}
        href={(n) => `${localizePath("/profile/orders", locale)}${n > 1 ? `?page=${n}` : ""}`}
      />
    </section>
  );
}
