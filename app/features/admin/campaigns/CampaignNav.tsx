import { NavLink } from "react-router";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";

// The links between a campaign's pages: its form (for a role that edits the catalogue), the dashboard, the production
// plan and the pickup list. Off the paper. On the list, each campaign's is named after it (one landmark a name).

const LINK =
  "inline-flex min-h-12 items-center rounded-xl px-4 py-2 font-bold text-brand-dark ring-1 ring-brand-dark/40 hover:bg-cream " +
  "aria-[current=page]:bg-brand-dark aria-[current=page]:text-white";

export function CampaignNav({ id, mayEdit, label }: { id: number; mayEdit: boolean; label?: string }) {
  const t = useT();
  const locale = useLocale();
  const to = (page: string) => localizePath(`/admin/campaigns/${id}${page}`, locale);
  return (
    <nav aria-label={label ?? t("adminCampaigns.pagesNav")} className="mt-3 print:hidden">
      <ul className="flex flex-wrap gap-2">
        {mayEdit && (
          <li>
            <NavLink to={to("")} end className={LINK}>
              {t("adminCampaigns.editLink")}
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to={to("/dashboard")} className={LINK} data-testid="campaign-dashboard-link">
            {t("adminCampaigns.dashboardLink")}
          </NavLink>
        </li>
        <li>
          <NavLink to={to("/production")} className={LINK} data-testid="campaign-production-link">
            {t("adminCampaigns.productionLink")}
          </NavLink>
        </li>
        <li>
          <NavLink to={to("/pickups")} className={LINK} data-testid="campaign-pickups-link">
            {t("adminCampaigns.pickupsLink")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
