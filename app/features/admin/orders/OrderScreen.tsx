import { AdminSection } from "../AdminSection.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { MoveForms } from "../board/MoveForms.tsx";
import { StatusBadge } from "./OrderList.tsx";
import { OrderNotes } from "./OrderNotes.tsx";
import { OrderAttribution } from "./OrderAttribution.tsx";
import { PrintLinks } from "../print/PrintLinks.tsx";
import { OrderDetails } from "../../orders/OrderDetails.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatPhone, telOf } from "../../../../server/i18n/phone.shared.ts";
import { staffStatusWordKey, statusWord } from "../../../../server/domain/orders/status-words.shared.ts";
import { formatMomentIn, formatMoney } from "../../../i18n/formatters.ts";
import type { orderLoader, orderAction } from "../../../routes/admin/orders.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

const PAYMENT_STATUSES = ["captured", "void_pending", "voided", "refunded"] as const;

/** One order: its moves, customer, details, status history, card payments and internal notes. */
export function OrderScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof orderLoader>;
  actionData: ActionData<typeof orderAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { order, customer_id, history, notes, payments, attribution, noted, noteMax, moves, done } = loaderData;
  const moveAnswer =
    answer?.intent === "move" && answer.error
      ? { error: answer.error, reason: "reason" in answer && typeof answer.reason === "string" ? answer.reason : "" }
      : undefined;
  const noteAnswer = answer?.intent === "move" ? undefined : answer;
  const timeZone = order.slot.time_zone;
  const when = { format: (at: Date) => formatMomentIn(at, timeZone, locale) };
  const paymentStatus = (status: string) =>
    (PAYMENT_STATUSES as readonly string[]).includes(status)
      ? t(`adminOrders.paymentStatus.${status as (typeof PAYMENT_STATUSES)[number]}`)
      : status;
  return (
    <article aria-labelledby="order-title" data-testid="admin-order-page" data-code={order.code}>
      <a
        href={localizePath("/admin/orders", locale)}
        className="inline-flex min-h-11 items-center font-bold underline underline-offset-4 print:hidden"
      >
        ← {t("adminOrders.back")}
      </a>
      <header className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id="order-title" className="font-mono text-2xl font-black tracking-wide sm:text-3xl">
          {t("adminOrders.orderTitle", { code: order.code })}
        </h1>
        <span data-testid="admin-order-status" data-status={order.status}>
          <StatusBadge status={order.status} label={t(staffStatusWordKey(statusWord(order.status, order.fulfilment)))} />
        </span>
      </header>
      <p className="mt-1 text-crust">{t("adminOrders.placedAt", { time: when.format(new Date(order.created_at)) })}</p>
      <PrintLinks code={order.code} className="mt-2" />

      <AdminSection
        titleId="moves-title"
        testId="admin-order-moves"
        className="mt-4 grid gap-3 print:hidden"
        title={t("adminOrders.moves")}
      >
        {done && !moveAnswer && <FormAlert message={done} tone="success" />}
        {moveAnswer && <FormAlert message={moveAnswer.error} focusKey={1} />}
        <MoveForms
          key={`${order.status}-${moveAnswer?.error ?? ""}`}
          code={order.code}
          status={order.status}
          fulfilment={order.fulfilment}
          moves={moves}
          refusal={moveAnswer}
        />
      </AdminSection>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-4">
          <AdminSection titleId="customer-title" testId="admin-order-customer" title={t("adminOrders.customer")}>
            <p className="mt-1 text-lg font-bold wrap-break-word">{order.full_name}</p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              <a
                href={telOf(order.phone)}
                className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                aria-label={t("adminOrders.call", { phone: formatPhone(order.phone) })}
              >
                {formatPhone(order.phone)}
              </a>
              <a
                href={`mailto:${order.email}`}
                className="inline-flex min-h-11 items-center font-semibold wrap-anywhere underline underline-offset-4"
                aria-label={t("adminOrders.write", { email: order.email })}
              >
                {order.email}
              </a>
            </p>
            <p className="text-sm text-crust">
              {customer_id === null ? (
                t("adminOrders.guest")
              ) : (
                // Whoever opens an order (orders: manager, owner) may open its customer (customers: the same roles).
                <a
                  href={localizePath(`/admin/customers/${customer_id}`, locale)}
                  className="underline underline-offset-4"
                  data-testid="admin-order-customer-link"
                >
                  {t("adminOrders.account", { id: customer_id })}
                </a>
              )}
            </p>
          </AdminSection>
          <OrderDetails order={order} />
        </div>

        <div className="min-w-0 space-y-4">
          <AdminSection
            titleId="history-title"
            testId="admin-order-history"
            empty={history.length === 0 ? t("adminOrders.historyEmpty") : undefined}
            title={t("adminOrders.history")}
          >
            <ol className="mt-2 space-y-3 border-l-2 border-black/15 pl-4">
              {history.map((change, i) => (
                <li key={`${change.at}-${i}`} data-testid="admin-order-change" data-status={change.status}>
                  <p className="font-bold">{t(staffStatusWordKey(statusWord(change.status, order.fulfilment)))}</p>
                  <p className="text-sm text-crust">
                    <time dateTime={change.at}>{when.format(new Date(change.at))}</time> · {t("adminOrders.by", { name: change.by.name })}
                  </p>
                  {change.note && (
                    <p className="mt-1 whitespace-pre-line wrap-anywhere">{t("adminOrders.reason", { note: change.note })}</p>
                  )}
                </li>
              ))}
            </ol>
          </AdminSection>

          <AdminSection
            titleId="payments-title"
            testId="admin-order-payments"
            empty={payments.length === 0 ? t("adminOrders.paymentsEmpty") : undefined}
            title={t("adminOrders.payments")}
          >
            <ul className="mt-2 space-y-2">
              {payments.map((payment) => (
                <li key={payment.transaction_id} data-testid="admin-order-payment">
                  <p className="font-bold">
                    {payment.account_type} {payment.account_number} · {formatMoney(payment.amount_cents)} · {paymentStatus(payment.status)}
                  </p>
                  <p className="text-sm text-crust">
                    {t("adminOrders.transaction", { id: payment.transaction_id })} ·{" "}
                    <time dateTime={payment.created_at}>{when.format(new Date(payment.created_at))}</time>
                  </p>
                  {payment.note && <p className="mt-1 text-sm font-semibold text-red-800">{payment.note}</p>}
                </li>
              ))}
            </ul>
          </AdminSection>

          <OrderNotes notes={notes} timeZone={timeZone} max={noteMax} noted={noted} answer={noteAnswer} />
          <OrderAttribution attribution={attribution} />
        </div>
      </div>
    </article>
  );
}
