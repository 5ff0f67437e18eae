import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { OrderLineView, OrderView } from "../../../server/domain/orders/order-view.ts";
import { statusWord, statusWordKey } from "../../../server/domain/orders/status-words.shared.ts";
import type { rootLoader } from "../../root.server.ts";
import { countryName, formatMomentIn, formatMoney, timeZoneName } from "../../i18n/formatters.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { DietaryInfo } from "../catalog/DietaryInfo.tsx";
import { LineOptions } from "../catalog/LineOptions.tsx";
import { clockTime, longDay } from "../../../server/domain/checkout/shop-clock.shared.ts";
import { TotalsList } from "../checkout/TotalsList.tsx";
import { formatPhone } from "../../../server/i18n/phone.shared.ts";

// An order as the customer reads it, wherever it is shown (the page after checkout, the profile's order page): when
// and where, how it is paid, what is in it with its variants, add-ons, inscriptions and allergens, the totals and the notes.

export const ORDER_CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6";

export function OrderBlock({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={ORDER_CARD} data-testid={testId}>
      <h2 className="text-xl font-black text-ink">{title}</h2>
      <div className="mt-2 space-y-1">{children}</div>
    </section>
  );
}
function Line({ line }: { line: OrderLineView }) {
  const t = useT();
  const kind = line.note_kind === "inscription" ? "inscription" : "kitchen";
  return (
    <li className="space-y-1 py-3" data-testid={line.is_gift ? "order-gift" : "order-line"}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p className="min-w-0 font-bold wrap-break-word text-ink">
          {line.is_gift && (
            <span className="mr-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold uppercase text-emerald-900 ring-1 ring-emerald-300">
              {t("cart.gift")}
            </span>
          )}
          {line.name}
        </p>
        <p className="font-black text-ink">{line.is_gift ? t("cart.free") : formatMoney(line.line_total_cents)}</p>
      </div>
      <LineOptions variant={line.variant} modifiers={line.modifiers} />
      <p className="text-sm text-crust">
        {t("order.quantity", { count: line.quantity })}
        {!line.is_gift && ` · ${t("cart.unitPrice")}: ${formatMoney(line.price_cents)}`}
        {line.promotion_name && ` · ${line.promotion_name}`}
      </p>
      {line.note && (
        <p className="whitespace-pre-line text-sm wrap-anywhere text-ink" data-testid="order-line-note">
          <span className="font-semibold">{t(`cart.note.${kind}`)}:</span> {line.note}
        </p>
      )}
      <DietaryInfo allergens={line.allergens} diets={[]} compact />
    </li>
  );
}

/** A pre-order's campaign and deposit: paid, due by when, refunded or kept; what is left for pickup; the refund deadline. */
function PreorderTerms({ order }: { order: OrderView }) {
  const t = useT();
  const locale = useLocale();
  const pre = order.pre_order!;
  const amount = formatMoney(pre.deposit_cents);
  const moment = (iso: string) => formatMomentIn(iso, order.slot.time_zone, locale);
  const deposit = {
    none: null,
    paid: t("order.preorder.depositPaid", { amount }),
    due: t("order.preorder.depositDue", { amount, deadline: moment(pre.deposit_due_by ?? order.created_at) }),
    refunded: t("order.preorder.depositRefunded", { amount }),
    kept: t("order.preorder.depositKept", { amount }),
  }[pre.deposit_status];
  const open = order.status !== "canceled" && pre.collected_at === null;
  return (
    <div className="space-y-1 pt-2" data-testid="order-preorder">
      <p className="font-bold text-ink">{t("order.preorder.title", { campaign: pre.campaign.name })}</p>
      {deposit && <p data-testid="order-deposit">{deposit}</p>}
      {pre.collected_at !== null && <p>{t("order.preorder.collected")}</p>}
      {open && <p data-testid="order-balance">{t("order.preorder.balance", { amount: formatMoney(pre.balance_cents) })}</p>}
      {open && pre.deposit_cents > 0 && pre.refund_until && (pre.deposit_status === "paid" || pre.deposit_status === "due") && (
        <p className="text-sm text-crust">{t("order.preorder.refundUntil", { deadline: moment(pre.refund_until) })}</p>
      )}
    </div>
  );
}

/**
 * The order's code and its status, large, in the words of its pickup or delivery; `justPlaced` (the page after
 * checkout) says an Unfinished order was received.
 */
export function OrderCodeAndStatus({
  order,
  justPlaced = false,
}: {
  order: Pick<OrderView, "code" | "status" | "fulfilment">;
  justPlaced?: boolean;
}) {
  const t = useT();
  return (
    <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-lg">
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-crust">{t("order.codeLabel")}</dt>
        <dd className="font-mono text-2xl font-black tracking-wider text-ink" data-testid="order-code">
          {order.code}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold uppercase tracking-wide text-crust">{t("order.status")}</dt>
        <dd className="font-bold text-ink" data-testid="order-status">
          {t(statusWordKey(statusWord(order.status, order.fulfilment, { justPlaced })))}
        </dd>
      </div>
    </dl>
  );
}

/** The order's sections, in the page's language; the page around them adds its title and what comes next. */
export function OrderDetails({ order }: { order: OrderView }) {
  const t = useT();
  const locale = useLocale();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shop = root?.shop ?? null;
  const delivery = order.fulfilment === "delivery";
  const slot = t("order.slot", {
    date: longDay(order.slot.date, locale),
    start: clockTime(order.slot.start, locale),
    end: clockTime(order.slot.end, locale),
  });
  const address = [
    order.address.address,
    order.address.city,
    [order.address.state, order.address.zip].filter(Boolean).join(" "),
    countryName(order.address.country, locale),
  ]
    .filter(Boolean)
    .join(", ");
  const card = order.payment.card;
  const payment =
    order.payment.option === "card"
      ? card
        ? t("order.paymentCardNumber", {
            type: card.account_type,
            number: card.account_number,
          })
        : t("order.paymentCard")
      : t(delivery ? "order.paymentPayOnDelivery" : "order.paymentPayAtPickup");

  return (
    <>
      <OrderBlock title={t(delivery ? "order.deliveryWhen" : "order.pickupWhen")} testId="order-slot">
        <p className="font-bold text-ink" data-testid="order-slot-time">
          {slot}
        </p>
        <p className="text-sm text-crust">{t("order.shopTime", { zone: timeZoneName(order.slot.time_zone, locale) })}</p>
      </OrderBlock>

      <OrderBlock title={t(delivery ? "order.deliverTo" : "order.pickupAt")} testId="order-place">
        {delivery ? (
          <p className="wrap-break-word">{address}</p>
        ) : (
          <>
            {shop && (
              <p className="wrap-break-word" data-testid="order-shop-address">
                <span className="font-bold">{shop.name}</span>, {shop.address.street}, {shop.address.city}, {shop.address.state}{" "}
                {shop.address.zip}
              </p>
            )}
            <p className="pt-2 text-sm text-crust">
              {t("order.billingAddress")}: <span className="wrap-break-word">{address}</span>
            </p>
          </>
        )}
        <p className="pt-2 text-sm text-crust">
          {t("order.contact")}: {[order.full_name, order.email, formatPhone(order.phone)].filter(Boolean).join(" · ")}
        </p>
      </OrderBlock>

      <OrderBlock title={t("order.payment")} testId="order-payment">
        <p>{payment}</p>
        {order.pre_order && <PreorderTerms order={order} />}
      </OrderBlock>

      <section className={ORDER_CARD} aria-labelledby="order-items">
        <h2 id="order-items" className="text-xl font-black text-ink">
          {t("order.items")}
        </h2>
        <ul className="divide-y divide-black/10" data-testid="order-lines">
          {order.lines.map((line, i) => (
            <Line key={`${line.sku}-${i}`} line={line} />
          ))}
        </ul>
        {order.gifts.length > 0 && (
          <>
            <h3 className="mt-4 text-lg font-black text-emerald-900">{t("order.gifts")}</h3>
            <ul className="divide-y divide-black/10" data-testid="order-gifts">
              {order.gifts.map((line, i) => (
                <Line key={`${line.sku}-${i}`} line={line} />
              ))}
            </ul>
          </>
        )}
        <div className="mt-4 border-t border-black/10 pt-4">
          <TotalsList
            totals={order.totals}
            fulfilment={order.fulfilment}
            gifts={[]}
            deposit={
              order.pre_order && order.status !== "canceled"
                ? {
                    label: t("checkout.preorder.deposit"),
                    deposit_cents: order.pre_order.deposit_cents,
                    balance_cents: order.pre_order.balance_cents,
                  }
                : undefined
            }
          />
        </div>
      </section>

      {order.notes && (
        <OrderBlock title={t("order.notes")}>
          <p className="whitespace-pre-line wrap-anywhere">{order.notes}</p>
        </OrderBlock>
      )}
    </>
  );
}
