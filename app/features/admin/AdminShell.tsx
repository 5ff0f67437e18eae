import { useEffect, type ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import type { Permission, StaffRole } from "../../../server/domain/staff/roles.shared.ts";
import { localizePath, stripLocale } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { LanguageSwitcher } from "../../shell/LanguageSwitcher.tsx";

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
  { path: "/admin/orders", label: "admin.navOrders", permission: "orders", group: "day" },
  { path: "/admin/calendar", label: "admin.navCalendar", permission: "calendar", group: "day" },
  // <nav:step7> customers, inbox, promotions: each line added with its page
  { path: "/admin/products", label: "adminProducts.nav", permission: "catalog", group: "shop" },
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
  return sections
    .filter((s) => path === s.path || path.startsWith(`${s.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export interface AdminStaff {
  name: string;
  role: StaffRole;
  permissions: Permission[];
}

/**
 * The frame of every back-office page: who is signed in, the sections their role opens, the language, sign-out.
 * The navigation has two rows: the groups the role opens (when more than one), and the sections of the open group; a
 * row scrolls sideways on a phone rather than wrapping into a tall block, and wraps from a tablet up. It never prints.
 */
export function AdminShell({ staff, children }: { staff: AdminStaff | null; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { pathname } = useLocation();
  const allowed = staff ? SECTIONS.filter((s) => staff.permissions.includes(s.permission)) : [];
  const groups = GROUPS.map((group) => ({ ...group, first: allowed.find((s) => s.group === group.id) })).filter((g) => g.first);
  const open = sectionOf(pathname, allowed)?.group ?? groups[0]?.id;
  const sections = allowed.filter((s) => s.group === open);
  return (
    <div className="min-h-screen bg-cream print:bg-white">
      <a href="#main" className="skip-link">
        {t("a11y.skipToContent")}
      </a>
      <header className="border-b border-black/10 bg-ink text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a href={localizePath("/admin", locale)} className="text-lg font-black">
            {t("meta.siteName")} · {t("admin.title")}
          </a>
          <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
            {staff && (
              <a href={localizePath("/admin/account", locale)} data-testid="admin-staff" className="underline underline-offset-4">
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
          </div>
        </div>
        {sections.length > 0 && (
          <nav aria-label={t("admin.nav")} className="mx-auto max-w-6xl px-2">
            {groups.length > 1 && (
              <ul className="flex gap-1 overflow-x-auto whitespace-nowrap pb-2 text-sm md:flex-wrap" data-testid="admin-nav-groups">
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
            <ul className="flex gap-1 overflow-x-auto whitespace-nowrap md:flex-wrap" data-testid="admin-nav-sections">
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
