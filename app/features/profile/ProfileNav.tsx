import { NavLink } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { SCROLL_HINT, useScrollHint } from "../../ui/useScrollHint.ts";
import { LogoutForm } from "../accounts/LogoutForm.tsx";

const PAGES: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: "/profile", label: "account.nav.overview", end: true },
  { to: "/profile/notice", label: "account.nav.notice" },
  { to: "/profile/orders", label: "account.nav.orders" },
  { to: "/profile/promotions", label: "profilePromotions.nav" },
  { to: "/profile/custom-cakes", label: "customCakes.profileNav" },
  { to: "/profile/accoutInfo", label: "account.nav.accountInfo" },
  { to: "/profile/addresses", label: "profileAccount.navAddresses" },
];

/**
 * The profile's child pages and the logout button: a column beside the page from a tablet up; on a phone one row of
 * pills that scrolls sideways (faded at the edge where there is more), so the page starts right under it.
 */
export function ProfileNav() {
  const t = useT();
  const locale = useLocale();
  const row = useScrollHint<HTMLUListElement>();

  return (
    <nav aria-label={t("account.profileNav")} className="min-w-0 md:col-span-1">
      <ul
        ref={row}
        className={`-mx-4 flex gap-2 overflow-x-auto px-4 py-1 md:mx-0 md:flex-col md:overflow-visible md:p-0 ${SCROLL_HINT}`}
        data-testid="profile-nav"
      >
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={localizePath(page.to, locale)}
              end={page.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-full px-4 py-2 font-semibold ${isActive ? "bg-brand-dark text-white" : "bg-white text-ink ring-1 ring-black/10 hover:bg-cream"}`
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <LogoutForm className="block whitespace-nowrap rounded-full px-4 py-2 font-semibold text-red-800 ring-1 ring-red-800/30 hover:bg-red-50" />
        </li>
      </ul>
    </nav>
  );
}
