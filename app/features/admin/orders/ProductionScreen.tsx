import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { ProductionReport } from "./ProductionReport.tsx";
import { longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { productionLoader } from "../../../routes/admin/production.server.ts";
import type { LoaderData } from "../../../lib/route-data.ts";

/** The production report of a date: the date form, Print, the CSV file and the report by category. */
export function ProductionScreen({ loaderData }: { loaderData: LoaderData<typeof productionLoader> }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { report, today, invalid } = loaderData;
  const csv = `${localizePath("/admin/production.csv", locale)}?date=${report.date}`;
  return (
    <section aria-labelledby="production-title" data-testid="admin-production-page" className="print:text-black">
      <h1 id="production-title" className="text-3xl font-black print:text-2xl">
        {t("adminProduction.title")}
        <span className="block text-xl font-bold text-crust print:text-black" data-testid="production-date" data-date={report.date}>
          {longDay(report.date, locale)}
        </span>
      </h1>
      <p className="mt-2 text-crust print:hidden">{t("adminProduction.intro")}</p>
      {invalid && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 ring-1 ring-amber-300 print:hidden"
          data-testid="production-date-invalid"
        >
          {t("adminProduction.dateInvalid")}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-end gap-3 print:hidden">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <label className={ADMIN_LABEL}>
            {t("adminProduction.date")}
            <input
              type="date"
              name="date"
              required
              defaultValue={report.date}
              className={ADMIN_INPUT}
              data-testid="production-date-input"
            />
          </label>
          <button type="submit" className={ADMIN_BUTTON}>
            {t("adminProduction.show")}
          </button>
        </Form>
        {report.date !== today && (
          <a href={`${localizePath("/admin/production", locale)}?date=${today}`} className={ADMIN_BUTTON_QUIET}>
            {t("adminProduction.today")}
          </a>
        )}
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          {hydrated && (
            <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => window.print()} data-testid="production-print">
              {t("adminProduction.print")}
            </button>
          )}
          <a href={csv} download className={ADMIN_BUTTON_QUIET} data-testid="production-csv">
            {t("adminProduction.csv")}
          </a>
        </div>
      </div>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-lg font-semibold" data-testid="production-summary">
        <span>{t("adminProduction.orders", { count: report.orders })}</span>
        <span data-testid="production-total" data-total={report.quantity}>
          {t("adminProduction.pieces", { count: report.quantity })}
        </span>
        {report.gift_quantity > 0 && <span>{t("adminProduction.gifts", { count: report.gift_quantity })}</span>}
        {report.canceled_orders > 0 && (
          <span className="text-crust print:text-black">{t("adminProduction.canceled", { count: report.canceled_orders })}</span>
        )}
      </p>
      <ProductionReport report={report} />
    </section>
  );
}
