import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET } from "../admin-ui.ts";
import { AdminSection } from "../AdminSection.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";
import { StatusBadge } from "../orders/OrderList.tsx";
import { staffStatusWordKey, statusWord } from "../../../../server/domain/orders/status-words.shared.ts";
import { clockTime, shortDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { formatPhone, telOf } from "../../../../server/i18n/phone.shared.ts";
import { formatMomentIn, formatMoney } from "../../../i18n/formatters.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import type { customerLoader, customerAction } from "../../../routes/admin/customers.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

const LEVELS: Record<string, MessageKey> = { member: "account.level.member", silver: "account.level.silver", gold: "account.level.gold" };

/** One customer: details, orders, points earned, and the form that disables or enables the account. */
export function CustomerScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof customerLoader>;
  actionData: ActionData<typeof customerAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { customer, orders, awards, done, timeZone } = loaderData;
  const when = { format: (at: Date) => formatMomentIn(at, timeZone, locale) };
  // A time kept by the database's own clock may be in a form Date cannot read: shown as kept, then.
  const at = (text: string) => (Number.isNaN(Date.parse(text)) ? text : when.format(new Date(text)));
  const level = LEVELS[customer.membership_level] ? t(LEVELS[customer.membership_level]!) : customer.membership_level;
  const none = <span className="text-crust">{t("adminCustomers.none")}</span>;
  const disable = customer.status === "active";
  return (
    <article aria-labelledby="customer-title" data-testid="admin-customer-page" data-id={customer.id}>
      <a
        href={localizePath("/admin/customers", locale)}
        className="inline-flex min-h-11 items-center font-bold underline underline-offset-4 print:hidden"
      >
        ← {t("adminCustomers.back")}
      </a>
      <header className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 id="customer-title" className="min-w-0 text-2xl font-black wrap-break-word sm:text-3xl">
          {customer.name}
        </h1>
        <CustomerStatusBadge status={customer.status} />
      </header>

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-4">
          <AdminSection titleId="details-title" testId="admin-customer-details" title={t("adminCustomers.details")}>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="font-semibold">{t("adminCustomers.phone")}</dt>
              <dd data-testid="admin-customer-phone">
                {customer.phone ? (
                  <a
                    href={telOf(customer.phone)}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    aria-label={t("adminCustomers.call", { phone: formatPhone(customer.phone) })}
                  >
                    {formatPhone(customer.phone)}
                  </a>
                ) : (
                  none
                )}
              </dd>
              <dt className="font-semibold">{t("adminCustomers.email")}</dt>
              <dd className="wrap-anywhere" data-testid="admin-customer-email">
                {customer.email ? (
                  <a
                    href={`mailto:${customer.email}`}
                    className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                    aria-label={t("adminCustomers.write", { email: customer.email })}
                  >
                    {customer.email}
                  </a>
                ) : (
                  none
                )}
              </dd>
              <dt className="font-semibold">{t("adminCustomers.birthday")}</dt>
              <dd>{customer.birthday ?? none}</dd>
              <dt className="font-semibold">{t("adminCustomers.language")}</dt>
              <dd>{t(customer.locale === "vi" ? "adminCustomers.languageVi" : "adminCustomers.languageEn")}</dd>
              <dt className="font-semibold">{t("adminCustomers.level")}</dt>
              <dd>
                {level}
                {customer.legacy && <> · {t("adminCustomers.legacy")}</>}
              </dd>
              <dt className="font-semibold">{t("adminCustomers.pointsLabel")}</dt>
              <dd className="font-bold" data-testid="admin-customer-points">
                {customer.points}
              </dd>
              <dt className="font-semibold">{t("adminCustomers.created")}</dt>
              <dd>
                <time dateTime={customer.created_at}>{at(customer.created_at)}</time>
              </dd>
              <dt className="font-semibold">{t("adminCustomers.updated")}</dt>
              <dd>
                <time dateTime={customer.updated_at}>{at(customer.updated_at)}</time>
              </dd>
            </dl>
          </AdminSection>

          <AdminSection
            titleId="orders-title"
            testId="admin-customer-orders"
            empty={orders.length === 0 ? t("adminCustomers.ordersEmpty") : undefined}
            title={
              <>
                {t("adminCustomers.orders")} ({orders.length})
              </>
            }
          >
            <ul className="mt-2 divide-y divide-black/10">
              {orders.map((order) => (
                <li
                  key={order.code}
                  className="relative flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                  data-testid="admin-customer-order"
                  data-code={order.code}
                >
                  <div className="min-w-0">
                    <a
                      href={localizePath(`/admin/orders/${order.code}`, locale)}
                      className="font-mono font-black tracking-wide text-brand-dark after:absolute after:inset-0 hover:underline"
                      aria-label={t("adminCustomers.openOrder", { code: order.code })}
                    >
                      {order.code}
                    </a>
                    <p className="text-sm text-crust">
                      {shortDay(order.slot.date, locale)} · {clockTime(order.slot.start, locale)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <StatusBadge status={order.status} label={t(staffStatusWordKey(statusWord(order.status, order.fulfilment)))} />
                    <span className="font-black">{formatMoney(order.total_cents)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </AdminSection>
        </div>

        <div className="min-w-0 space-y-4">
          <AdminSection
            titleId="account-title"
            testId="admin-customer-account"
            className="print:hidden"
            title={t("adminCustomers.account")}
          >
            {done && !answer && <FormAlert message={done} tone="success" />}
            {answer?.error && <FormAlert message={answer.error} focusKey={1} />}
            <p className="mt-2">{t(disable ? "adminCustomers.isActive" : "adminCustomers.isDisabled")}</p>
            {disable && <p className="mt-1 text-sm text-crust">{t("adminCustomers.disableHint")}</p>}
            {disable ? (
              <div className="mt-3">
                <ConfirmForm
                  intent="status"
                  fields={{ status: "disabled", expected_updated_at: customer.updated_at }}
                  className={ADMIN_BUTTON}
                  testId="admin-customer-status-form"
                  title={t("adminConfirm.customerTitle", { name: customer.name })}
                  body={<p>{t("adminConfirm.customerBody", { name: customer.name })}</p>}
                  confirmLabel={t("adminConfirm.customerConfirm", { name: customer.name })}
                >
                  <span data-testid="admin-customer-status-submit">{t("adminCustomers.disable")}</span>
                </ConfirmForm>
              </div>
            ) : (
              <Form method="post" className="mt-3" data-testid="admin-customer-status-form">
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="status" value="active" />
                <input type="hidden" name="expected_updated_at" value={customer.updated_at} />
                <button type="submit" className={ADMIN_BUTTON_QUIET} data-testid="admin-customer-status-submit">
                  {t("adminCustomers.enable")}
                </button>
              </Form>
            )}
          </AdminSection>

          <AdminSection
            titleId="awards-title"
            testId="admin-customer-awards"
            empty={awards.length === 0 ? t("adminCustomers.awardsEmpty") : undefined}
            title={t("adminCustomers.awards")}
          >
            <ul className="mt-2 space-y-2">
              {awards.map((award, i) => (
                <li key={`${award.order_code ?? "gone"}-${i}`} data-testid="admin-customer-award">
                  <p className="font-bold">
                    {award.order_code
                      ? t("adminCustomers.award", { points: award.points, code: award.order_code })
                      : t("adminCustomers.awardGone", { points: award.points })}
                  </p>
                  <p className="text-sm text-crust">
                    <time dateTime={award.created_at}>{at(award.created_at)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </AdminSection>
        </div>
      </div>
    </article>
  );
}
