import { Form, Link } from "react-router";
import { clockTime, longDay, shortDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { staffStatusWordKey, statusWord } from "../../../../server/domain/orders/status-words.shared.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink } from "../form-fields.tsx";
import { CampaignNav } from "./CampaignNav.tsx";
import { campaignName } from "./campaign-text.ts";
import { localizePath } from "../../../i18n/config.ts";
import { formatMoney, formatMomentIn, pluralOf } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import type { campaignPickupsAction, campaignPickupsLoader } from "../../../routes/admin/campaign-reports.server.ts";

// /admin/campaigns/:id/pickups?date=: the pickup days to choose from, then the day's orders — a card each, one column
// on a phone and two from a tablet up — with who, what, the deposit and what is left to pay, and the counter's two
// buttons: "Record deposit" for a deposit due at the counter, and "Collected, paid in full" (asks first, naming the
// amount). Canceled orders apart at the end. Print keeps the list and drops the buttons; the CSV file has a row an order.

type Order = LoaderData<typeof campaignPickupsLoader>["list"]["orders"][number];

export function CampaignPickupsScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof campaignPickupsLoader>;
  actionData: ActionData<typeof campaignPickupsAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { campaign, list, invalid, done, doneCode, timeZone, mayOpenOrders } = loaderData;
  const name = campaignName(campaign, locale);
  const base = localizePath(`/admin/campaigns/${campaign.id}/pickups`, locale);
  const csv = `${localizePath(`/admin/campaigns/${campaign.id}/pickups.csv`, locale)}?date=${list.date}`;
  return (
    <section aria-labelledby="pickups-title" data-testid="admin-campaign-pickups-page" className="print:text-black">
      <div className="print:hidden">
        <BackLink to="/admin/campaigns">{t("adminCampaigns.back")}</BackLink>
      </div>
      <h1 id="pickups-title" className="mt-2 text-3xl font-black wrap-break-word print:text-2xl">
        {t("adminCampaigns.pickupsTitle", { name })}
        <span className="block text-xl font-bold text-crust print:text-black" data-testid="pickups-date" data-date={list.date}>
          {longDay(list.date, locale)}
        </span>
      </h1>
      <CampaignNav id={campaign.id} mayEdit={false} />
      {invalid && (
        <p role="alert" className="mt-3 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300 print:hidden">
          {t("adminCampaigns.dateInvalid")}
        </p>
      )}
      {campaign.pickup_days.length > 0 && (
        <nav aria-label={t("adminCampaigns.chooseDay")} className="mt-4 print:hidden">
          <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" data-testid="pickups-days">
            {campaign.pickup_days.map((d) => (
              <li key={d.date}>
                <Link
                  to={`${base}?date=${d.date}`}
                  aria-current={d.date === list.date ? "page" : undefined}
                  className="inline-flex min-h-12 w-full items-center justify-center rounded-xl px-3 py-2 text-center font-semibold text-brand-dark ring-1 ring-brand-dark/40 hover:bg-cream aria-[current=page]:bg-brand-dark aria-[current=page]:text-white sm:w-auto"
                >
                  {/* Short on the button (nine days fit a phone in three rows); the whole date for a screen reader. */}
                  <span aria-hidden="true">{shortDay(d.date, locale)}</span>
                  <span className="sr-only">{longDay(d.date, locale)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {done && !answer && (
        <div className="mt-4">
          <FormAlert
            message={t(done === "deposit" ? "adminCampaigns.depositRecorded" : "adminCampaigns.collectedDone", { code: doneCode })}
            tone="success"
          />
        </div>
      )}
      {answer && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold" data-testid="pickups-summary">
          {t(`adminCampaigns.ordersCount.${pluralOf(list.orders.length, locale)}`, { count: list.orders.length })}
          {" · "}
          {t("adminCampaigns.balanceDueTotal", { amount: formatMoney(list.balance_due_cents) })}
          {list.deposits_due_cents > 0 && (
            <>
              {" · "}
              {t("adminCampaigns.depositsDueTotal", { amount: formatMoney(list.deposits_due_cents) })}
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-3 sm:ml-auto print:hidden">
          {hydrated && (
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => window.print()} data-testid="pickups-print">
              {t("adminCampaigns.print")}
            </button>
          )}
          <a href={csv} download className={ADMIN_BUTTON_QUIET} data-testid="pickups-csv">
            {t("adminCampaigns.csv")}
          </a>
        </div>
      </div>
      {list.orders.length === 0 && <p className="mt-4 text-crust">{t("adminCampaigns.noPickups")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="pickup-list">
        {list.orders.map((order) => (
          <PickupCard key={order.code} order={order} date={list.date} timeZone={timeZone} mayOpenOrders={mayOpenOrders} />
        ))}
      </ul>
      {list.canceled.length > 0 && (
        <section aria-labelledby="pickups-canceled" className="mt-6">
          <h2 id="pickups-canceled" className="text-xl font-black">
            {t("adminCampaigns.canceledTitle")}
          </h2>
          <ul className="mt-2 grid gap-1" data-testid="pickup-canceled">
            {list.canceled.map((o) => (
              <li key={o.code} className="wrap-break-word text-crust print:text-black">
                <span className="font-mono font-semibold">{o.code}</span> · {o.full_name} ·{" "}
                {t(`adminCampaigns.depositStatus.${o.deposit_status}`)}
                {o.deposit_cents > 0 && ` ${formatMoney(o.deposit_cents)}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function PickupCard({ order, date, timeZone, mayOpenOrders }: { order: Order; date: string; timeZone: string; mayOpenOrders: boolean }) {
  const t = useT();
  const locale = useLocale();
  const collected = order.collected_at !== null;
  const closed = collected || order.status === "completed";
  return (
    <li className={`${ADMIN_CARD} min-w-0`} data-testid="pickup" data-code={order.code} data-collected={collected ? "1" : "0"}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-mono text-lg font-black">
          {mayOpenOrders ? (
            <Link
              to={localizePath(`/admin/orders/${order.code}`, locale)}
              className="text-brand-dark underline print:text-black print:no-underline"
            >
              {order.code}
            </Link>
          ) : (
            order.code
          )}
        </p>
        <p className="text-sm font-semibold" data-testid="pickup-status">
          {t(staffStatusWordKey(statusWord(order.status, "pickup")))}
        </p>
      </div>
      <p className="mt-1 font-bold wrap-break-word">{order.full_name}</p>
      <p className="text-sm">
        <a href={`tel:${order.phone.replace(/[^\d+]/g, "")}`} className="text-brand-dark underline">
          {order.phone}
        </a>
        {" · "}
        {clockTime(order.slot_start, locale)}–{clockTime(order.slot_end, locale)}
      </p>
      <ul className="mt-2 grid gap-0.5" data-testid="pickup-lines">
        {order.lines.map((line, i) => (
          <li key={i} className="wrap-break-word">
            <span className="font-bold">{line.quantity} ×</span> {line.name}
            {line.variant && <span className="text-crust print:text-black"> · {line.variant}</span>}
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-crust print:text-black">{t("adminCampaigns.deposit")}</dt>
          <dd className="font-semibold" data-testid="pickup-deposit" data-status={order.deposit_status}>
            {t(`adminCampaigns.depositStatus.${order.deposit_status}`)}
            {order.deposit_cents > 0 && ` · ${formatMoney(order.deposit_cents)}`}
            {order.deposit_status === "due" && order.deposit_due_by && (
              <span className="block font-normal">
                {t("adminCampaigns.dueBy", { when: formatMomentIn(order.deposit_due_by, timeZone, locale) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-crust print:text-black">{t("adminCampaigns.balanceDue")}</dt>
          <dd className="text-lg font-black" data-testid="pickup-balance">
            {formatMoney(order.balance_due_cents)}
          </dd>
        </div>
      </dl>
      {collected && (
        <p className="mt-2 font-semibold text-green-800 print:text-black" data-testid="pickup-collected">
          {t("adminCampaigns.collectedMark")}
        </p>
      )}
      {!closed && (
        <div className="mt-3 flex flex-wrap gap-2 print:hidden">
          {order.deposit_status === "due" && (
            <Form method="post">
              <input type="hidden" name="intent" value="deposit" />
              <input type="hidden" name="code" value={order.code} />
              <input type="hidden" name="date" value={date} />
              <button type="submit" className={ADMIN_BUTTON_QUIET} data-testid="record-deposit">
                {t("adminCampaigns.recordDeposit", { amount: formatMoney(order.deposit_cents) })}
              </button>
            </Form>
          )}
          <ConfirmForm
            intent="collected"
            fields={{ code: order.code, date }}
            className={ADMIN_BUTTON}
            testId="collected-form"
            title={t("adminCampaigns.collectedTitle", { code: order.code })}
            body={
              <p>
                {t("adminCampaigns.collectedBody", {
                  name: order.full_name,
                  amount: formatMoney(order.balance_due_cents),
                })}
              </p>
            }
            confirmLabel={t("adminCampaigns.collectedConfirm", { amount: formatMoney(order.balance_due_cents) })}
          >
            <span data-testid="collected">{t("adminCampaigns.collected")}</span>
          </ConfirmForm>
        </div>
      )}
    </li>
  );
}
