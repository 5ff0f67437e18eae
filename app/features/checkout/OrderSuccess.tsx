import { useEffect, useRef } from "react";
import { useNavigationType, useRouteLoaderData } from "react-router";
import type { OrderView } from "../../../server/domain/orders/order-view.ts";
import type { rootLoader } from "../../root.server.ts";
import { LocaleLink, useT } from "../../i18n/i18n.tsx";
import { formatPhone } from "../../../server/i18n/phone.shared.ts";
import { formatMoney } from "../../i18n/formatters.ts";
import { OrderBlock, OrderCodeAndStatus, OrderDetails } from "../orders/OrderDetails.tsx";

/** The order just placed (or opened again from the e-mail's link): what was ordered, when and where, what comes next. */
export function OrderSuccess({ order }: { order: OrderView }) {
  const t = useT();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shop = root?.shop ?? null;
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the checkout (a navigation in the page), focus moves to the heading so a screen reader says it; a
  // page loaded as such (the e-mail's link, a reload) starts at its top like any other, with nothing focused.
  const arrivedInPage = useNavigationType() !== "POP";
  useEffect(() => {
    if (arrivedInPage) heading.current?.focus();
  }, [arrivedInPage]);

  const delivery = order.fulfilment === "delivery";
  const paid = order.payment.status === "paid";

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-8 md:pt-12" data-testid="order-success">
      <h1 ref={heading} tabIndex={-1} className="text-4xl font-black leading-tight focus:outline-none md:text-5xl">
        {t("order.title")}
      </h1>
      <OrderCodeAndStatus order={order} justPlaced />

      <div className="mt-6 space-y-6">
        <OrderDetails order={order} />

        <OrderBlock title={t("order.next")} testId="order-next">
          <p>{t("order.nextEmail", { email: order.email })}</p>
          <p>{delivery ? t("order.nextDelivery", { phone: formatPhone(order.phone) }) : t("order.nextPickup")}</p>
          {order.pre_order ? (
            <p>{t("order.preorder.balance", { amount: formatMoney(order.pre_order.balance_cents) })}</p>
          ) : (
            <p>{paid ? t("order.nextPaid") : t(delivery ? "order.nextPayOnDelivery" : "order.nextPayAtPickup")}</p>
          )}
          {shop?.phone && <p>{t("order.nextCall", { phone: shop.phone })}</p>}
        </OrderBlock>
      </div>

      <LocaleLink to="/products" className="mt-8 inline-block rounded-full bg-brand-dark px-6 py-3 font-bold text-white hover:bg-crust">
        {t("order.backToProducts")}
      </LocaleLink>
    </div>
  );
}
