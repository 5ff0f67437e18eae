import { Link } from "react-router";
import { longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { CampaignNav } from "./CampaignNav.tsx";
import { campaignName, stateText } from "./campaign-text.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { formatMomentIn, pluralOf } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { campaignsLoader } from "../../../routes/admin/campaigns.server.ts";

// /admin/campaigns: a card per campaign (one column on a phone): its name (linking to its form for a role that edits
// the catalogue), whether it is a draft, upcoming, open or closed, its order window on the shop's clock, its pickup
// days, products and orders, and the links to its dashboard, production plan and pickup list.

const STATE_TONE = {
  draft: "bg-black/5 text-ink",
  upcoming: "bg-amber-50 text-amber-900 ring-1 ring-amber-300",
  open: "bg-green-50 text-green-900 ring-1 ring-green-300",
  closed: "bg-black/5 text-crust",
} as const;

export function CampaignsScreen({ loaderData }: { loaderData: LoaderData<typeof campaignsLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { campaigns, timeZone, mayEdit, saved } = loaderData;
  return (
    <section aria-labelledby="campaigns-title" data-testid="admin-campaigns-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="campaigns-title" className="text-3xl font-black">
          {t("adminCampaigns.title")}
        </h1>
        {mayEdit && (
          <Link to={localizePath("/admin/campaigns/new", locale)} className={ADMIN_BUTTON} data-testid="new-campaign">
            {t("adminCampaigns.newCampaign")}
          </Link>
        )}
      </div>
      <p className="mt-2 max-w-3xl text-crust">{t("adminCampaigns.intro")}</p>
      {saved === "deleted" && (
        <div className="mt-4">
          <FormAlert message={t("adminCampaigns.saved.deleted")} tone="success" />
        </div>
      )}
      {campaigns.length === 0 && <p className="mt-4 text-crust">{t("adminCampaigns.none")}</p>}
      <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="campaign-list">
        {campaigns.map((c) => {
          const state = c.is_published ? c.state : "draft";
          return (
            <li key={c.id} className={`${ADMIN_CARD} min-w-0`} data-testid="campaign" data-id={c.id} data-slug={c.slug}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                {mayEdit ? (
                  <Link
                    to={localizePath(`/admin/campaigns/${c.id}`, locale)}
                    className="text-lg font-bold text-brand-dark underline wrap-break-word"
                    data-testid="campaign-name"
                  >
                    {campaignName(c, locale)}
                  </Link>
                ) : (
                  <h2 className="text-lg font-bold wrap-break-word" data-testid="campaign-name">
                    {campaignName(c, locale)}
                  </h2>
                )}
                <span
                  className={`rounded-full px-3 py-1 text-sm font-bold ${STATE_TONE[state]}`}
                  data-testid="campaign-state"
                  data-state={state}
                >
                  {stateText(t, c)}
                </span>
              </div>
              <p className="mt-1 text-sm text-crust">/{c.slug}</p>
              <dl className="mt-2 grid gap-1 text-sm">
                <div>
                  <dt className="inline font-semibold">{t("adminCampaigns.window")}: </dt>
                  <dd className="inline">
                    {formatMomentIn(c.opens_at, timeZone, locale)} – {formatMomentIn(c.closes_at, timeZone, locale)}
                  </dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{t("adminCampaigns.pickupDays")}: </dt>
                  <dd className="inline">
                    {c.first_day && c.last_day
                      ? `${longDay(c.first_day, locale)} – ${longDay(c.last_day, locale)} (${c.pickup_days})`
                      : t("adminCampaigns.noPickupDays")}
                  </dd>
                </div>
              </dl>
              <p className="mt-1 text-sm" data-testid="campaign-counts">
                {t(`adminCampaigns.productsCount.${pluralOf(c.products, locale)}`, { count: c.products })}
                {" · "}
                {t(`adminCampaigns.ordersCount.${pluralOf(c.orders, locale)}`, { count: c.orders })}
              </p>
              <CampaignNav id={c.id} mayEdit={false} label={t("adminCampaigns.pagesOf", { name: campaignName(c, locale) })} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
