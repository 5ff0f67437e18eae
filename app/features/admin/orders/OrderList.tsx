import type { AdminOrderSummary } from "../../../../server/domain/orders/admin-orders.service.ts";
import { localizePath } from "../../../i18n/config.ts";
import { formatPrice, useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatPhone } from "../../../lib/phone.ts";
import { staffStatusWordKey, statusWord } from "../../../../server/domain/orders/status-words.shared.ts";
import { clockTime, shortDay } from "../../checkout/shop-clock.ts";

// The back office's orders as a list that is a card per order on a phone and a row per order from a tablet up; the
// whole card opens the order.

export const STATUS_TONE: Record<string, string> = {
  unfinished: "bg-amber-100 text-amber-900 ring-amber-300",
  shipped: "bg-sky-100 text-sky-900 ring-sky-300",
  delivered: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  completed: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  canceled: "bg-stone-200 text-stone-800 ring-stone-300",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-bold whitespace-nowrap ring-1 ${STATUS_TONE[status] ?? ""}`}>{label}</span>;
}

const ROW = "md:grid md:grid-cols-[9.5rem_8.5rem_minmax(0,1fr)_9rem_7rem_8rem] md:items-center md:gap-3";

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
            <div className="flex items-start justify-between gap-3 md:block">
              <a
                href={localizePath(`/admin/orders/${order.code}`, locale)}
                className="font-mono text-base font-black tracking-wide text-brand-dark after:absolute after:inset-0 after:rounded-2xl hover:underline"
                aria-label={t("adminOrders.open", { code: order.code })}
              >
                {order.code}
              </a>
              <span className="md:hidden">
                <StatusBadge status={order.status} label={t(staffStatusWordKey(statusWord(order.status, order.fulfilment)))} />
              </span>
            </div>
            <p className="mt-1 font-semibold md:mt-0">
              {shortDay(order.slot.date, locale)} · {clockTime(order.slot.start, locale)}
            </p>
            <div className="mt-1 min-w-0 md:mt-0">
              <p className="font-bold wrap-break-word">{order.full_name}</p>
              <p className="text-sm wrap-anywhere text-crust">
                {formatPhone(order.phone)} · {order.email}
              </p>
            </div>
            <p className="mt-1 text-sm md:mt-0">
              {t(order.fulfilment === "delivery" ? "adminOrders.delivery" : "adminOrders.pickup")}
              <br className="hidden md:inline" />
              <span className="md:hidden"> · </span>
              {t(order.payment.option === "card" ? "adminOrders.card" : order.fulfilment === "delivery" ? "adminOrders.payingOnDelivery" : "adminOrders.payingAtPickup")} ({t(order.payment.status === "paid" ? "adminOrders.paid" : "adminOrders.unpaid")})
            </p>
            <p className="mt-1 flex justify-between gap-3 md:mt-0 md:block md:text-right">
              <span className="text-sm text-crust">{t("adminOrders.items", { count: order.items })}</span>
              <span className="font-black md:block">{formatPrice(order.total_cents, locale)}</span>
            </p>
            <span className="hidden md:block">
              <StatusBadge status={order.status} label={t(staffStatusWordKey(statusWord(order.status, order.fulfilment)))} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
