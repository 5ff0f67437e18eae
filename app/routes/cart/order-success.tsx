import { OrderSuccess } from "../../features/checkout/OrderSuccess.tsx";
import { metaLocale } from "../../lib/seo.ts";
import { translate } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/order-success";
import { orderSuccessLoader } from "./order-success.server.ts";

export const loader = orderSuccessLoader;

/** The loader's `Cache-Control: private, no-store` and `noindex` on the page (an order is one customer's). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "order.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderSuccessPage({ loaderData }: Route.ComponentProps) {
  return <OrderSuccess order={loaderData.order} />;
}
