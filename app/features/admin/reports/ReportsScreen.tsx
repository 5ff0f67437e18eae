import { Form } from "react-router";
import { addDays } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { daysBetween, REPORT_BYS, type ReportBy } from "../../../../server/domain/reports/reports.shared.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatDate, formatMoney, formatNumber, timeZoneName, wallOf } from "../../../i18n/formatters.ts";
import type { reportsLoader } from "../../../routes/admin/reports.server.ts";
import type { LoaderData } from "../../../lib/route-data.ts";
import { BarChart, ColumnChart } from "./SalesChart.tsx";

/** The sales reports: the range form (a GET form: it works without JavaScript), quick ranges, the views, the summary, the chart, the table, the CSV. */
export function ReportsScreen({ loaderData }: { loaderData: LoaderData<typeof reportsLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { asked, errors, report, today } = loaderData;
  const base = localizePath("/admin/reports", locale);
  const linkTo = (query: { from: string; to: string; by: ReportBy }) => `${base}?${new URLSearchParams(query)}`;
  const by = report?.by ?? asked.by;
  const range = report ?? asked;
  const errorText = Object.values(errors)[0];
  return (
    <section aria-labelledby="reports-title" data-testid="admin-reports-page">
      <h1 id="reports-title" className="text-3xl font-black">
        {t("adminReports.title")}
      </h1>
      <p className="mt-2 text-crust">{t("adminReports.intro")}</p>

      <Form
        method="get"
        className={`${ADMIN_CARD} mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end`}
        aria-label={t("adminReports.rangeForm")}
      >
        {errorText && (
          <div className="sm:col-span-3">
            <FormAlert message={errorText} focusKey={1} />
          </div>
        )}
        <input type="hidden" name="by" value={by} />
        <label className={ADMIN_LABEL}>
          {t("adminReports.from")}
          <input
            type="date"
            name="from"
            required
            defaultValue={asked.from}
            className={ADMIN_INPUT}
            aria-invalid={errors.from ? true : undefined}
            data-testid="report-from"
          />
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminReports.to")}
          <input
            type="date"
            name="to"
            required
            defaultValue={asked.to}
            className={ADMIN_INPUT}
            aria-invalid={errors.to ? true : undefined}
            data-testid="report-to"
          />
        </label>
        <button type="submit" className={ADMIN_BUTTON} data-testid="report-show">
          {t("adminReports.show")}
        </button>
        <nav aria-label={t("adminReports.presets")} className="sm:col-span-3">
          <ul className="flex flex-wrap gap-2">
            {presets(today).map((preset) => (
              <li key={preset.key}>
                <a
                  href={linkTo({ ...preset.range, by })}
                  className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-brand-dark/40 hover:bg-cream"
                  aria-current={preset.range.from === range.from && preset.range.to === range.to ? "true" : undefined}
                >
                  {t(preset.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Form>

      <nav aria-label={t("adminReports.views")} className="mt-4 print:hidden">
        <ul className="flex flex-wrap gap-2" data-testid="report-views">
          {REPORT_BYS.map((view) => (
            <li key={view}>
              <a
                href={linkTo({ from: range.from, to: range.to, by: view })}
                aria-current={view === by ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-xl px-4 font-bold ring-1 ring-black/15 hover:bg-cream aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {t(`adminReports.view.${view}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {report && (
        <>
          <p className="mt-4 font-semibold text-crust" data-testid="report-range">
            {t("adminReports.range", {
              from: formatDate(wallOf(report.from), locale),
              to: formatDate(wallOf(report.to), locale),
              days: daysBetween(report.from, report.to),
              zone: timeZoneName(report.time_zone, locale),
            })}
          </p>
          <Summary report={report} />
          <section aria-labelledby="report-view-title" className={`${ADMIN_CARD} mt-4`} data-testid="report-view" data-by={report.by}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="report-view-title" className="text-2xl font-black">
                {t(`adminReports.view.${report.by}`)}
              </h2>
              <a
                href={`${localizePath("/admin/reports.csv", locale)}?${new URLSearchParams({ from: report.from, to: report.to, by: report.by })}`}
                download
                className={ADMIN_BUTTON_QUIET}
                data-testid="report-csv"
              >
                {t("adminReports.csv")}
              </a>
            </div>
            <Chart report={report} />
            <ReportTable report={report} />
          </section>
        </>
      )}
    </section>
  );
}

type Report = NonNullable<LoaderData<typeof reportsLoader>["report"]>;

/** The quick ranges, on the shop's calendar (weeks from Monday). */
function presets(today: string) {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -weekday);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { key: "adminReports.last7", range: { from: addDays(today, -6), to: today } },
    { key: "adminReports.lastWeek", range: { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) } },
    { key: "adminReports.thisMonth", range: { from: monthStart, to: today } },
    { key: "adminReports.lastMonth", range: { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd } },
    { key: "adminReports.last30", range: { from: addDays(today, -29), to: today } },
  ] as const;
}

function Summary({ report }: { report: Report }) {
  const t = useT();
  const locale = useLocale();
  const { totals, canceled } = report;
  const cards = [
    {
      id: "net",
      label: t("adminReports.net"),
      value: formatMoney(totals.net_cents),
      detail: t("adminReports.grossDetail", { gross: formatMoney(totals.gross_cents), discount: formatMoney(totals.discount_cents) }),
    },
    { id: "orders", label: t("adminReports.orders"), value: formatNumber(totals.orders, locale) },
    { id: "average", label: t("adminReports.average"), value: formatMoney(totals.average_order_cents) },
    { id: "units", label: t("adminReports.units"), value: formatNumber(totals.units, locale) },
    {
      id: "customers",
      label: t("adminReports.customers"),
      value: formatNumber(totals.customers, locale),
      detail: t("adminReports.customersDetail", { new: totals.new_customers, returning: totals.returning_customers }),
    },
    {
      id: "charged",
      label: t("adminReports.charged"),
      value: formatMoney(totals.total_cents),
      detail: t("adminReports.chargedDetail", { fees: formatMoney(totals.fee_cents), tax: formatMoney(totals.tax_cents) }),
    },
    {
      id: "canceled",
      label: t("adminReports.canceled"),
      value: t("adminReports.canceledCell", { count: canceled.orders, value: formatMoney(canceled.net_cents) }),
      detail: t("adminReports.canceledDetail", {
        returned: formatMoney(canceled.returned_cents),
        kept: formatMoney(canceled.deposits_kept_cents),
      }),
    },
  ];
  return (
    <section aria-labelledby="report-summary-title" className="mt-3">
      <h2 id="report-summary-title" className="sr-only">
        {t("adminReports.summary")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="report-summary">
        {cards.map((card) => (
          <div key={card.id} className={`${ADMIN_CARD} min-w-0`} data-testid={`report-${card.id}`}>
            <dt className="text-sm font-bold text-crust">{card.label}</dt>
            <dd className="mt-1 text-2xl font-black tabular-nums wrap-break-word">{card.value}</dd>
            {card.detail && <dd className="mt-1 text-sm text-crust">{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The open-ended views (products, options, coupons, campaigns) chart their best rows only; the table lists them all. */
const CHART_TOP = 12;
const OPEN_ENDED: readonly string[] = ["product", "variant", "coupon", "campaign"];

function Chart({ report }: { report: Report }) {
  const t = useT();
  const view = t(`adminReports.view.${report.by}`).toLocaleLowerCase();
  if (!report.rows.some((row) => row.net_cents > 0)) return <p className="mt-4 text-lg font-semibold">{t("adminReports.chartEmpty")}</p>;
  const timeline = report.by === "day" || report.by === "week" || report.by === "month";
  if (timeline) {
    const caption = t("adminReports.chartCaption", { view });
    return <ColumnChart rows={report.rows} label={caption} caption={caption} />;
  }
  const sold = OPEN_ENDED.includes(report.by) ? report.rows.filter((row) => row.net_cents > 0) : report.rows;
  const shown = sold.slice(0, CHART_TOP);
  const caption =
    shown.length < sold.length ? t("adminReports.chartCaptionTop", { view, count: CHART_TOP }) : t("adminReports.chartCaption", { view });
  return <BarChart rows={shown} label={caption} caption={caption} />;
}

/** The rows' names: wide enough to read, and kept in view while the figures scroll sideways on a phone. */
const FIRST = "sticky left-0 z-10 min-w-44 max-w-64 bg-white px-3 py-2 shadow-[1px_0_0_rgb(0_0_0/0.1)]";

function ReportTable({ report }: { report: Report }) {
  const t = useT();
  const locale = useLocale();
  const view = t(`adminReports.view.${report.by}`);
  const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
  const canceledCell = (count: number, cents: number) =>
    count ? t("adminReports.canceledCell", { count, value: formatMoney(cents) }) : "–";
  return (
    <section className="mt-6 overflow-x-auto rounded-xl ring-1 ring-black/10" aria-labelledby="report-table-caption" tabIndex={0}>
      <table className="w-full min-w-[46rem] border-collapse text-left" data-testid="report-table">
        <caption id="report-table-caption" className="p-3 text-left font-bold">
          {t("adminReports.tableCaption", { view })}
          <span className="sr-only"> · {t("adminReports.scroll")}</span>
        </caption>
        <thead className="bg-cream [&_th]:bg-cream">
          <tr>
            <th scope="col" className={FIRST}>
              {t(`adminReports.col.${report.by}`)}
            </th>
            <th scope="col" className={cell}>
              {t("adminReports.colOrders")}
            </th>
            <th scope="col" className={cell}>
              {t("adminReports.colUnits")}
            </th>
            <th scope="col" className={cell}>
              {t("adminReports.colGross")}
            </th>
            <th scope="col" className={cell}>
              {t("adminReports.colDiscount")}
            </th>
            <th scope="col" className={cell}>
              {t("adminReports.colNet")}
            </th>
            <th scope="col" className={cell}>
              {t("adminReports.colCanceled")}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key} className="border-t border-black/10" data-testid="report-row" data-key={row.key}>
              <th scope="row" className={`${FIRST} font-semibold`}>
                {row.label}
              </th>
              <td className={cell}>{formatNumber(row.orders, locale)}</td>
              <td className={cell}>{formatNumber(row.units, locale)}</td>
              <td className={cell}>{formatMoney(row.gross_cents)}</td>
              <td className={cell}>{formatMoney(row.discount_cents)}</td>
              <td className={`${cell} font-bold`}>{formatMoney(row.net_cents)}</td>
              <td className={cell}>{canceledCell(row.canceled_orders, row.canceled_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-black/30 font-black" data-testid="report-total">
            <th scope="row" className={FIRST}>
              {t("adminReports.total")}
            </th>
            <td className={cell}>{formatNumber(report.totals.orders, locale)}</td>
            <td className={cell}>{formatNumber(report.totals.units, locale)}</td>
            <td className={cell}>{formatMoney(report.totals.gross_cents)}</td>
            <td className={cell}>{formatMoney(report.totals.discount_cents)}</td>
            <td className={cell}>{formatMoney(report.totals.net_cents)}</td>
            <td className={cell}>{canceledCell(report.canceled.orders, report.canceled.net_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
