import { useEffect, useRef, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import type { Permission, StaffRole } from "../../../server/domain/staff/roles.shared.ts";
import { localizePath, stripLocale } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { LanguageSwitcher } from "../../shell/LanguageSwitcher.tsx";
import { MenuIcon } from "../../shell/icons.tsx";
import { SCROLL_HINT, useScrollHint } from "../../ui/useScrollHint.ts";

/** The back office's groups of sections: the navigation shows the groups, then the sections of the one open. */
type Group = "day" | "shop" | "site" | "team";
const GROUPS: { id: Group; label: MessageKey }[] = [
  { id: "day", label: "admin.group.day" },
  { id: "shop", label: "admin.group.shop" },
  { id: "site", label: "admin.group.site" },
  { id: "team", label: "admin.group.team" },
];

/** The back office's sections, each behind its permission: the navigation shows only what the role opens. */
const SECTIONS: { path: string; label: MessageKey; permission: Permission; group: Group; end?: boolean }[] = [
  { path: "/admin", label: "admin.navBoard", permission: "board", group: "day", end: true },
  { path: "/admin/production", label: "admin.navProduction", permission: "board", group: "day" },
  { path: "/admin/campaigns", label: "adminCampaigns.nav", permission: "board", group: "day" },
  { path: "/admin/orders", label: "admin.navOrders", permission: "orders", group: "day" },
  { path: "/admin/custom-cakes", label: "adminCustomCakes.nav", permission: "board", group: "day" },
  { path: "/admin/reports", label: "adminReports.nav", permission: "reports", group: "day" },
  { path: "/admin/calendar", label: "admin.navCalendar", permission: "calendar", group: "day" },
  // <nav:step7> customers, inbox, promotions: each line added with its page
  { path: "/admin/products", label: "adminProducts.nav", permission: "catalog", group: "shop" },
  { path: "/admin/modifier-groups", label: "adminModifierGroups.nav", permission: "catalog", group: "shop" },
  { path: "/admin/categories", label: "adminStructure.navCategories", permission: "catalog", group: "shop" },
  { path: "/admin/promotions", label: "adminPromotions.nav", permission: "promotions", group: "shop" },
  { path: "/admin/customers", label: "adminCustomers.nav", permission: "customers", group: "shop" },
  { path: "/admin/inbox", label: "adminInbox.nav", permission: "inbox", group: "shop" },
  { path: "/admin/home", label: "adminHome.nav", permission: "content", group: "site" },
  { path: "/admin/posts", label: "adminContent.navPosts", permission: "content", group: "site" },
  { path: "/admin/pages", label: "adminContent.navPages", permission: "content", group: "site" },
  { path: "/admin/menu", label: "adminStructure.navMenu", permission: "content", group: "site" },
  { path: "/admin/site", label: "adminStructure.navSite", permission: "content", group: "site" },
  { path: "/admin/redirects", label: "adminStructure.navRedirects", permission: "content", group: "site" },
  // </nav:step7>
  { path: "/admin/staff", label: "admin.navStaff", permission: "staff", group: "team" },
  { path: "/admin/audit", label: "admin.navAudit", permission: "audit", group: "team" },
];

/** The section a back-office path belongs to: the one whose path is the longest start of it. */
function sectionOf(pathname: string, sections: typeof SECTIONS) {
  const path = stripLocale(pathname).replace(/\/+$/, "") || "/";
  return sections.filter((s) => path === s.path || path.startsWith(`${s.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
}

export interface AdminStaff {
  name: string;
  role: StaffRole;
  permissions: Permission[];
}

/**
 * The frame of every back-office page: who is signed in, the sections their role opens, the language, sign-out.
 * From a tablet up the navigation has two rows: the groups the role opens (when more than one), and the sections of
 * the open group. A phone keeps the screen for the page: one line with a Menu disclosure (every group's sections, who
 * is signed in, the language, sign-out) and the title, then the open group's sections in one row that scrolls
 * sideways, faded at the edge where there is more. It never prints.
 */
export function AdminShell({ staff, children }: { staff: AdminStaff | null; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // A link in the phone's menu opens another page in this same frame: the menu closes behind it.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const sectionsRow = useScrollHint<HTMLUListElement>();
  const allowed = staff ? SECTIONS.filter((s) => staff.permissions.includes(s.permission)) : [];
  const groups = GROUPS.map((group) => ({ ...group, first: allowed.find((s) => s.group === group.id) })).filter((g) => g.first);
  const open = sectionOf(pathname, allowed)?.group ?? groups[0]?.id;
  const sections = allowed.filter((s) => s.group === open);
  const current = sectionOf(pathname, allowed);
  /** Who is signed in, the language, the shop, sign-out: beside the title from a tablet up, in the menu on a phone. */
  const account = (where: "bar" | "menu") => (
    <>
      {staff && (
        <a
          href={localizePath("/admin/account", locale)}
          data-testid={where === "bar" ? "admin-staff" : undefined}
          className="underline underline-offset-4"
        >
          {t("admin.signedInAs", { name: staff.name, role: t(`admin.role.${staff.role}`) })}
        </a>
      )}
      <LanguageSwitcher className="text-white" />
      <a href={localizePath("/", locale)} className="underline underline-offset-4">
        {t("admin.toShop")}
      </a>
      {staff && (
        <Form method="post" action={localizePath("/admin/logout", locale)}>
          <button type="submit" className="min-h-11 rounded-lg px-3 font-bold ring-1 ring-white/60 hover:bg-white hover:text-ink">
            {t("admin.logout")}
          </button>
        </Form>
      )}
    </>
  );
  return (
    <div className="min-h-screen bg-cream print:bg-white">
      <a href="#main" className="skip-link">
        {t("a11y.skipToContent")}
      </a>
      <header className="border-b border-black/10 bg-ink text-white print:hidden" data-testid="admin-header">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 md:py-3">
          <details ref={menu} className="relative md:hidden" data-testid="admin-menu">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-3 font-bold ring-1 ring-white/60 [&::-webkit-details-marker]:hidden">
              <MenuIcon className="h-5 w-5" />
              {t("admin.menu")}
            </summary>
            <div className="absolute left-0 top-full z-50 mt-2 w-[calc(100vw-2rem)] space-y-4 rounded-xl bg-ink p-4 shadow-xl ring-1 ring-white/25">
              {sections.length > 0 && (
                <nav aria-label={t("admin.navAll")} className="space-y-3">
                  {groups.map((group) => (
                    <div key={group.id}>
                      <p className="text-sm font-bold uppercase tracking-wide text-white/80">{t(group.label)}</p>
                      <ul className="mt-1 flex flex-wrap gap-1">
                        {allowed
                          .filter((s) => s.group === group.id)
                          .map((section) => (
                            <li key={section.path}>
                              <a
                                href={localizePath(section.path, locale)}
                                aria-current={section === current ? "page" : undefined}
                                className={`inline-flex min-h-11 items-center rounded-full px-4 font-bold ring-1 ${section === current ? "bg-white text-ink ring-white" : "text-white ring-white/40 hover:bg-white/10"}`}
                              >
                                {t(section.label)}
                              </a>
                            </li>
                          ))}
                      </ul>
                    </div>
                  ))}
                </nav>
              )}
              <div className="flex flex-wrap items-center gap-3 border-t border-white/25 pt-4 text-sm">{account("menu")}</div>
            </div>
          </details>
          <a href={localizePath("/admin", locale)} className="font-black md:text-lg">
            <span className="hidden md:inline">{t("meta.siteName")} · </span>
            {t("admin.title")}
          </a>
          <div className="ml-auto hidden flex-wrap items-center gap-3 text-sm md:flex">{account("bar")}</div>
        </div>
        {sections.length > 0 && (
          <nav aria-label={t("admin.nav")} className="mx-auto max-w-6xl px-2">
            {groups.length > 1 && (
              <ul className="hidden flex-wrap gap-1 pb-2 text-sm md:flex" data-testid="admin-nav-groups">
                {groups.map((group) => (
                  <li key={group.id}>
                    <a
                      href={localizePath(group.first!.path, locale)}
                      aria-current={group.id === open ? "true" : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full px-4 font-bold ring-1 ${group.id === open ? "bg-white text-ink ring-white" : "text-white ring-white/40 hover:bg-white/10"}`}
                    >
                      {t(group.label)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <ul
              ref={sectionsRow}
              className={`flex gap-1 overflow-x-auto whitespace-nowrap md:flex-wrap ${SCROLL_HINT}`}
              data-testid="admin-nav-sections"
            >
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={localizePath(section.path, locale)}
                    end={section.end ?? false}
                    className={({ isActive }) =>
                      `inline-flex min-h-12 items-center rounded-t-xl px-4 font-bold ${isActive ? "bg-cream text-ink" : "text-white hover:bg-white/10"}`
                    }
                  >
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pb-16 pt-6 focus:outline-none print:max-w-none print:p-0">
        {children}
      </main>
    </div>
  );
}
