import { useId } from "react";
import { Link } from "react-router";
import { clockTime, longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_CARD } from "../admin-ui.ts";
import { BackLink } from "../form-fields.tsx";
import { CampaignNav } from "./CampaignNav.tsx";
import { campaignName } from "./campaign-text.ts";
import { localizePath } from "../../../i18n/config.ts";
import { formatMoney, formatMomentIn, pluralOf } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { campaignDashboardLoader } from "../../../routes/admin/campaign-reports.server.ts";

// /admin/campaigns/:id/dashboard: a card per pickup day (one column on a phone, two from a tablet up) — the units
// ordered against the day's capacity with a bar, the orders and how many are collected, the deposits taken, those
// still due at the counter with their deadlines, and the balances to collect — then the totals, and canceled orders
// apart. Numbers first, words beside them, so a glance at the counter is enough.

function UnitsBar({ units, capacity, label }: { units: number; capacity: number; label: string }) {
  const id = useId();
  const max = Math.max(capacity, units, 1);
  // A full day shows red (past 80 %: amber) in browsers that colour a meter by its ranges.
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <meter id={id} min={0} max={max} low={capacity * 0.8} high={capacity} optimum={0} value={units} className="mt-1 block h-4 w-full">
        {label}
      </meter>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-crust">{label}</dt>
      <dd className="text-lg font-black" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function CampaignDashboardScreen({ loaderData }: { loaderData: LoaderData<typeof campaignDashboardLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { campaign, dashboard, timeZone, mayEdit } = loaderData;
  const { days, totals, canceled, other_dates } = dashboard;
  const name = campaignName(campaign, locale);
  return (
    <section aria-labelledby="dashboard-title" data-testid="admin-campaign-dashboard-page" className="print:text-black">
      <BackLink to="/admin/campaigns">{t("adminCampaigns.back")}</BackLink>
      <h1 id="dashboard-title" className="mt-2 text-3xl font-black wrap-break-word">
        {t("adminCampaigns.dashboardTitle", { name })}
      </h1>
      <CampaignNav id={campaign.id} mayEdit={mayEdit} />
      <p className="mt-2 max-w-3xl text-crust print:hidden">{t("adminCampaigns.dashboardIntro")}</p>

      {days.length === 0 && <p className="mt-4 text-crust">{t("adminCampaigns.noPickupDays")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="dashboard-days">
        {days.map((day) => (
          <li key={day.date} className={`${ADMIN_CARD} min-w-0`} data-testid="dashboard-day" data-date={day.date}>
            <h2 className="text-xl font-black">{longDay(day.date, locale)}</h2>
            <p className="text-sm text-crust">
              {clockTime(day.opens, locale)}–{clockTime(day.closes, locale)}
            </p>
            <UnitsBar
              units={day.units}
              capacity={day.capacity_units}
              label={t("adminCampaigns.unitsOf", { units: day.units, capacity: day.capacity_units })}
            />
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <Stat
                label={t("adminCampaigns.orders")}
                value={t("adminCampaigns.ordersCollected", { orders: day.orders, collected: day.collected })}
                testId="dashboard-orders"
              />
              <Stat
                label={t("adminCampaigns.depositsTaken")}
                value={formatMoney(day.deposits_taken_cents)}
                testId="dashboard-deposits-taken"
              />
              <Stat label={t("adminCampaigns.depositsDue")} value={formatMoney(day.deposits_due_cents)} testId="dashboard-deposits-due" />
              <Stat label={t("adminCampaigns.balancesDue")} value={formatMoney(day.balance_due_cents)} testId="dashboard-balance-due" />
            </dl>
            {day.deposits_due.length > 0 && (
              <div className="mt-3">
                <h3 className="font-bold">{t("adminCampaigns.dueAtCounter")}</h3>
                <ul className="mt-1 grid gap-1 text-sm" data-testid="dashboard-due-list">
                  {day.deposits_due.map((due) => (
                    <li key={due.code} className="wrap-break-word">
                      <span className="font-mono font-semibold">{due.code}</span> · {due.full_name} · {formatMoney(due.deposit_cents)}
                      {due.due_by && (
                        <>
                          {" · "}
                          {t("adminCampaigns.dueBy", { when: formatMomentIn(due.due_by, timeZone, locale) })}
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="mt-3 print:hidden">
              <Link
                to={`${localizePath(`/admin/campaigns/${campaign.id}/pickups`, locale)}?date=${day.date}`}
                className="font-semibold text-brand-dark underline"
              >
                {t("adminCampaigns.pickupListOf", { day: longDay(day.date, locale) })}
              </Link>
            </p>
          </li>
        ))}
      </ul>

      <div className={`${ADMIN_CARD} mt-4`} data-testid="dashboard-totals">
        <h2 className="text-xl font-black">{t("adminCampaigns.totals")}</h2>
        <UnitsBar
          units={totals.units}
          capacity={totals.capacity_units}
          label={t("adminCampaigns.unitsOf", { units: totals.units, capacity: totals.capacity_units })}
        />
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            label={t("adminCampaigns.orders")}
            value={t("adminCampaigns.ordersCollected", { orders: totals.orders, collected: totals.collected })}
            testId="total-orders"
          />
          <Stat label={t("adminCampaigns.depositsTaken")} value={formatMoney(totals.deposits_taken_cents)} testId="total-deposits-taken" />
          <Stat label={t("adminCampaigns.depositsDue")} value={formatMoney(totals.deposits_due_cents)} testId="total-deposits-due" />
          <Stat label={t("adminCampaigns.balancesDue")} value={formatMoney(totals.balance_due_cents)} testId="total-balance-due" />
        </dl>
      </div>

      <div className={`${ADMIN_CARD} mt-4`} data-testid="dashboard-canceled">
        <h2 className="text-xl font-black">{t("adminCampaigns.canceledTitle")}</h2>
        <p className="mt-1">
          {t(`adminCampaigns.canceledOrders.${pluralOf(canceled.orders, locale)}`, { count: canceled.orders })}
          {" · "}
          {t("adminCampaigns.depositsKept", { amount: formatMoney(canceled.deposits_kept_cents) })}
          {" · "}
          {t("adminCampaigns.depositsRefunded", { amount: formatMoney(canceled.deposits_refunded_cents) })}
        </p>
      </div>

      {other_dates.length > 0 && (
        <p
          role="note"
          className="mt-4 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300"
          data-testid="dashboard-other-dates"
        >
          {t("adminCampaigns.otherDates", {
            dates: other_dates.map((d) => `${longDay(d.date, locale)} (${d.orders})`).join(", "),
          })}
        </p>
      )}
    </section>
  );
}
