import { data, redirect } from "react-router";
import { depositOnCancel } from "../../../server/domain/campaigns/campaign-orders.ts";
import { CANCEL_OUTCOMES, cancelDeadline, cancelOrder, cancelOutcome } from "../../../server/domain/orders/cancel.service.ts";
import { findCustomerOrder, listCustomerOrders } from "../../../server/domain/orders/orders.service.ts";
import * as ordersRepo from "../../../server/domain/orders/orders.repository.ts";
import { reorder } from "../../../server/domain/orders/reorder.service.ts";
import { checkoutContext } from "../../../server/http/checkout-context.ts";
import { shopperFromRequest } from "../../../server/http/shopper.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { pageOfList } from "../../lib/page-of-list.server.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route as ListRoute } from "./+types/orders";
import type { Route as OrderRoute } from "./+types/order";

// The profile's orders: the signed-in customer's own (the layout's middleware has checked the session).

/** /profile/orders?page=n: a page of orders, newest first; a page past the last shows the last. */
export async function ordersLoader({ request, context }: ListRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { customer } = signedInCustomer(context);
  const list = await pageOfList(url, (page) => listCustomerOrders(context.db, locale, customer.id, page));
  return data({ locale, ...list }, { headers: { "Cache-Control": "private, no-store" } });
}

const DONE = CANCEL_OUTCOMES;

/** /profile/orders/:code: one of the customer's orders with its status history; anyone else's is the same 404. */
export async function orderLoader({ params, request, context }: OrderRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { customer } = signedInCustomer(context);
  const found = await findCustomerOrder(context.db, locale, params.code.slice(0, 40), customer.id);
  if (!found) throw data(null, { status: 404 });
  // After a cancel (?done=…): the API's confirmation, only while the order is canceled indeed.
  const done = url.searchParams.get("done");
  const doneKey = done && Object.hasOwn(DONE, done) && found.order.status === "canceled" ? DONE[done as keyof typeof DONE] : null;
  const doneText = doneKey ? apiMessage(locale, doneKey, { code: found.order.code }) : null;
  return data(
    {
      locale,
      ...found,
      doneText,
      cancelUntil: await cancelDeadlineOf(context.db, found.order.code),
      // A pre-order's deposit on a cancel now: refunded, or kept past its deadline (told before confirming).
      cancelDeposit: depositOnCancel(found.order.pre_order ?? { deposit_status: "none", refund_until: null }, new Date()),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** While the order is unfinished: the last moment the cancel service will accept (ISO); the service still decides. */
async function cancelDeadlineOf(db: OrderRoute.LoaderArgs["context"]["db"], code: string): Promise<string | null> {
  const order = await ordersRepo.findOrderByCode(db, code);
  if (!order || order.status !== "unfinished") return null;
  return cancelDeadline(order.slot_starts_at, await ordersRepo.largestLeadTimeOf(db, order.id)).toISOString();
}

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The order page's buttons, plain form posts: intent=cancel (303 back to the order, now canceled; a refusal is the
 * page again with the service's message and 409) and intent=reorder (303 to the cart, naming what was left out).
 */
export async function orderAction({ params, request, context }: OrderRoute.ActionArgs) {
  const locale = context.locale;
  const { customer } = signedInCustomer(context);
  const code = params.code.slice(0, 40);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  askFirst(request, form, ["cancel"]);
  if (intent === "cancel") {
    const gateway = checkoutContext(context, { lang: locale, ip: context.clientIp }).card?.gateway ?? null;
    const canceled = await attempt(locale, () =>
      cancelOrder({ db: context.db, lang: locale, gateway, logger: context.logger }, code, customer.id),
    );
    if (!canceled.ok) return data({ intent, error: canceled.refusal.message }, { status: canceled.refusal.status, headers: NO_STORE });
    if (!canceled.value) throw data(null, { status: 404 });
    const { order } = canceled.value;
    return redirect(`${localizePath(`/profile/orders/${order.code}`, locale)}?done=${cancelOutcome(canceled.value)}`, {
      status: 303,
      headers: NO_STORE,
    });
  }
  if (intent === "reorder") {
    const shopper = await shopperFromRequest(context.db, request.headers);
    const cart = { db: context.db, lang: locale, client: { ip: context.clientIp, cartsPerHour: context.config.CART_LIMIT_PER_HOUR } };
    const done = await reorder(cart, { ...shopper, customerId: customer.id }, code);
    if (!done) throw data(null, { status: 404 });
    const query = new URLSearchParams({ reordered: code.toUpperCase() });
    // The names as they were ordered (with the variant, for a configured line), kept short: the cart page says
    // they could not be added.
    for (const skip of done.skipped.slice(0, 10))
      query.append("skipped", (skip.variant ? `${skip.name} (${skip.variant})` : skip.name).slice(0, 160));
    return redirect(`${localizePath("/cart/cartList", locale)}?${query}`, { status: 303, headers: NO_STORE });
  }
  return data({ intent, error: null }, { status: 400, headers: NO_STORE });
}
