import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { ordersLoader } from "./orders.server.ts";
import type { Route } from "./+types/orders";
import { OrdersScreen } from "../../features/admin/orders/OrdersScreen.tsx";

// /admin/orders (permission "orders"): the filters as a GET form that works without JavaScript, the orders (latest
// slot first), and pages that keep the filters.

export const middleware: Route.MiddlewareFunction[] = [staffMay("orders")];
export const loader = ordersLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminOrders.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersScreen loaderData={loaderData} />;
}
