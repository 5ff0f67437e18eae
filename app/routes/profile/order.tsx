import { localeFromPath } from "../../i18n/config.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import { OrderBlock, OrderCodeAndStatus, OrderDetails } from "../../features/orders/OrderDetails.tsx";
import { orderLoader } from "./orders.server.ts";
import type { Route } from "./+types/order";

export const loader = orderLoader;

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const title = loaded ? translate(locale, "profileOrders.metaTitle", { code: loaded.order.code }) : translate(locale, "error.notFoundTitle");
  return [{ title: `${title} · ${translate(locale, "meta.siteName")}` }, { name: "robots", content: "noindex" }];
}

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { order, history } = loaderData;
  const tag = locale === "vi" ? "vi-VN" : "en-US";
  return (
    <article aria-labelledby="order-title" data-testid="profile-order-page">
      <LocaleLink to="/profile/orders" className="font-semibold text-brand-dark underline underline-offset-4">
        ‹ {t("profileOrders.back")}
      </LocaleLink>
      <h2 id="order-title" className="mt-4 text-2xl font-black">
        {t("profileOrders.orderTitle")}
      </h2>
      <OrderCodeAndStatus order={order} />
      <div className="mt-6 space-y-6">
        <OrderDetails order={order} />
        <OrderBlock title={t("profileOrders.history")} testId="order-history">
          <ol className="space-y-1">
            {history.map((change, i) => (
              <li key={`${change.status}-${i}`} className="flex flex-wrap justify-between gap-x-4">
                <span className="font-semibold">{change.status_label}</span>
                <time dateTime={change.at} className="text-sm text-crust">
                  {new Date(change.at).toLocaleString(tag, { dateStyle: "medium", timeStyle: "short", timeZone: order.slot.time_zone })}
                </time>
              </li>
            ))}
          </ol>
        </OrderBlock>
      </div>
    </article>
  );
}
