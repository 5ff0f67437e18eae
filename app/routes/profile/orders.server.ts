import { data } from "react-router";
import { findCustomerOrder, listCustomerOrders } from "../../../server/domain/orders/orders.service.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { localeFromPath } from "../../i18n/config.ts";
import type { Route as ListRoute } from "./+types/orders";
import type { Route as OrderRoute } from "./+types/order";

// The profile's orders: the signed-in customer's own (the layout's middleware has checked the session).

/** /profile/orders?page=n: a page of orders, newest first; a page past the last shows the last. */
export async function ordersLoader({ request, context }: ListRoute.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const asked = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const { customer } = signedInCustomer(context);
  let list = await listCustomerOrders(context.db, locale, customer.id, Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 10_000) : 1);
  if (list.pagination.page > list.pagination.last_page) list = await listCustomerOrders(context.db, locale, customer.id, list.pagination.last_page);
  return data({ locale, ...list }, { headers: { "Cache-Control": "private, no-store" } });
}

/** /profile/orders/:code: one of the customer's orders with its status history; anyone else's is the same 404. */
export async function orderLoader({ params, request, context }: OrderRoute.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { customer } = signedInCustomer(context);
  const found = await findCustomerOrder(context.db, locale, params.code.slice(0, 40), customer.id);
  if (!found) throw data(null, { status: 404 });
  return data({ locale, ...found }, { headers: { "Cache-Control": "private, no-store" } });
}
