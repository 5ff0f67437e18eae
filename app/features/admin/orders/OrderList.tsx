import type { AdminOrderSummary } from "../../../../server/domain/orders/admin-orders.service.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatMoney } from "../../../i18n/formatters.ts";
import { formatPhone } from "../../../../server/i18n/phone.shared.ts";
import { staffStatusWordKey, statusWord } from "../../../../server/domain/orders/status-words.shared.ts";
import { clockTime, shortDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";

// The back office's orders as a list that is a card per order on a phone and a tablet, and a row per order on a
// wider screen (at a tablet's 820 px the six columns would leave the customer's name a letter wide); the whole card
// opens the order.

export const STATUS_TONE: Record<string, string> = {
  unfinished: "bg-amber-100 text-amber-900 ring-amber-300",
  shipped: "bg-sky-100 text-sky-900 ring-sky-300",
  delivered: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  completed: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  canceled: "bg-stone-200 text-stone-800 ring-stone-300",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-bold whitespace-nowrap ring-1 ${STATUS_TONE[status] ?? ""}`}>
      {label}
    </span>
  );
}

// The status column fits the longest status word in either language ("Chưa hoàn thành").
const ROW = "lg:grid lg:grid-cols-[9.5rem_8.5rem_minmax(0,1fr)_9rem_7rem_10rem] lg:items-center lg:gap-3";

export function OrderList({ orders }: { orders: AdminOrderSummary[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mt-4">
      <div className={`hidden px-4 pb-1 text-sm font-bold uppercase tracking-wide text-crust ${ROW}`} aria-hidden="true">
        <span>#</span>
        <span>{t("adminOrders.slot")}</span>
        <span>{t("adminOrders.customer")}</span>
        <span>{t("adminOrders.fulfilment")}</span>
        <span className="text-right">{t("adminOrders.total")}</span>
        <span>{t("adminOrders.status")}</span>
      </div>
      <ul className="space-y-2" data-testid="admin-orders-list">
        {orders.map((order) => (
          <li
            key={order.code}
            className={`relative rounded-2xl border border-black/10 bg-white p-4 shadow-sm hover:border-brand-dark/60 ${ROW}`}
            data-testid="admin-order-row"
            data-code={order.code}
          >
            <div className="flex items-start justify-between gap-3 lg:block">
              <a
                href={localizePath(`/admin/orders/${order.code}`, locale)}
                className="font-mono text-base font-black tracking-wide text-brand-dark after:absolute after:inset-0 after:rounded-2xl hover:underline"
                aria-label={t("adminOrders.open", { code: order.code })}
              >
                {order.code}
              </a>
              <span className="min-w-0 lg:hidden [&>span]:whitespace-normal">
                <StatusBadge status={order.status} label={t(staffStatusWordKey(statusWord(order.status, order.fulfilment)))} />
              </span>
            </div>
            <p className="mt-1 font-semibold lg:mt-0">
              {shortDay(order.slot.date, locale)} · {clockTime(order.slot.start, locale)}
            </p>
            <div className="mt-1 min-w-0 lg:mt-0">
              <p className="font-bold wrap-break-word">{order.full_name}</p>
              <p className="text-sm wrap-anywhere text-crust">
                {formatPhone(order.phone)} · {order.email}
              </p>
            </div>
            <p className="mt-1 text-sm lg:mt-0">
              {t(order.fulfilment === "delivery" ? "adminOrders.delivery" : "adminOrders.pickup")}
              <br className="hidden lg:inline" />
              <span className="lg:hidden"> · </span>
              {t(
                order.payment.option === "card"
                  ? "adminOrders.card"
                  : order.fulfilment === "delivery"
                    ? "adminOrders.payingOnDelivery"
                    : "adminOrders.payingAtPickup",
              )}{" "}
              ({t(order.payment.status === "paid" ? "adminOrders.paid" : "adminOrders.unpaid")})
            </p>
            <p className="mt-1 flex justify-between gap-3 lg:mt-0 lg:block lg:text-right">
              <span className="text-sm text-crust">{t("adminOrders.items", { count: order.items })}</span>
              <span className="font-black lg:block">{formatMoney(order.total_cents)}</span>
            </p>
            {/* A status of several words wraps inside its column rather than running past it. */}
            <span className="hidden lg:block [&>span]:whitespace-normal">
              <StatusBadge status={order.status} label={t(staffStatusWordKey(statusWord(order.status, order.fulfilment)))} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
