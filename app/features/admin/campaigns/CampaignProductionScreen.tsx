import { clockTime, longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import type { LoaderData } from "../../../lib/route-data.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink } from "../form-fields.tsx";
import { CampaignNav } from "./CampaignNav.tsx";
import { campaignName } from "./campaign-text.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { campaignProductionLoader } from "../../../routes/admin/campaign-reports.server.ts";

// /admin/campaigns/:id/production: per pickup day, what to make for the orders not canceled — each product's pieces
// and, under it, each variant's — as a kitchen reads it from the wall. Print keeps the days and drops the rest; each
// day starts on a page of its own. The CSV file has a row per product's variant and day.

export function CampaignProductionScreen({ loaderData }: { loaderData: LoaderData<typeof campaignProductionLoader> }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { campaign, plan, today } = loaderData;
  const name = campaignName(campaign, locale);
  const csv = localizePath(`/admin/campaigns/${campaign.id}/production.csv`, locale);
  return (
    <section aria-labelledby="plan-title" data-testid="admin-campaign-production-page" className="print:text-black">
      <div className="print:hidden">
        <BackLink to="/admin/campaigns">{t("adminCampaigns.back")}</BackLink>
      </div>
      <h1 id="plan-title" className="mt-2 text-3xl font-black wrap-break-word print:text-2xl">
        {t("adminCampaigns.productionTitle", { name })}
      </h1>
      <CampaignNav id={campaign.id} mayEdit={false} />
      <p className="mt-2 max-w-3xl text-crust print:hidden">{t("adminCampaigns.productionIntro")}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        {hydrated && (
          <button type="button" className={ADMIN_BUTTON_QUIET} onClick={() => window.print()} data-testid="plan-print">
            {t("adminCampaigns.print")}
          </button>
        )}
        <a href={csv} download className={ADMIN_BUTTON_QUIET} data-testid="plan-csv">
          {t("adminCampaigns.csv")}
        </a>
      </div>
      {plan.length === 0 && <p className="mt-4 text-crust">{t("adminCampaigns.noPickupDays")}</p>}
      <div className="mt-4 grid gap-4" data-testid="plan-days">
        {plan.map((day, i) => (
          <section
            key={day.date}
            aria-labelledby={`plan-${day.date}`}
            className={`${ADMIN_CARD} min-w-0 ${i > 0 ? "print:break-before-page" : ""}`}
            data-testid="plan-day"
            data-date={day.date}
          >
            <h2 id={`plan-${day.date}`} className="text-xl font-black">
              {longDay(day.date, locale)}
              {day.date === today && <span className="ml-2 text-base font-bold text-brand-dark">· {t("adminCampaigns.today")}</span>}
            </h2>
            <p className="text-sm text-crust print:text-black">
              {day.opens && `${clockTime(day.opens, locale)}–${clockTime(day.closes, locale)} · `}
              {t("adminCampaigns.planSummary", { orders: day.orders, pieces: day.quantity, units: day.units })}
            </p>
            {day.products.length === 0 ? (
              <p className="mt-2 text-crust">{t("adminCampaigns.nothingToMake")}</p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {day.products.map((p) => (
                  <li
                    key={`${p.product_id ?? p.name}`}
                    className="min-w-0 rounded-xl border border-black/15 p-3"
                    data-testid="plan-product"
                  >
                    <p className="flex items-baseline justify-between gap-3 font-bold">
                      <span className="wrap-break-word">{p.name}</span>
                      <span className="text-2xl font-black" data-testid="plan-product-quantity">
                        {p.quantity}
                      </span>
                    </p>
                    {p.variants.some((v) => v.label !== null) && (
                      <ul className="mt-1 grid gap-0.5 text-sm">
                        {p.variants.map((v) => (
                          <li key={v.label ?? ""} className="flex justify-between gap-3" data-testid="plan-variant">
                            <span className="wrap-break-word">{v.label ?? t("adminCampaigns.noVariant")}</span>
                            <span className="font-bold">{v.quantity}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
