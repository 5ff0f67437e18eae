import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { orderAction, orderLoader } from "./orders.server.ts";
import type { Route } from "./+types/order";
import { OrderScreen } from "../../features/admin/orders/OrderScreen.tsx";

// /admin/orders/:code (permission "orders"): everything about one order — who, when, what, how it is paid — with how
// its status moved (who, when, why), its card payments, and its internal notes with the form to add one.

export const middleware: Route.MiddlewareFunction[] = [staffMay("orders")];
export const loader = orderLoader;
export const action = orderAction;

export function meta({ params, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminOrders.orderTitle", { code: params.code.toUpperCase() })} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderScreen loaderData={loaderData} actionData={actionData} />;
}
