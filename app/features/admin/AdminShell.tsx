import { useEffect, type ReactNode } from "react";
import { Form, NavLink } from "react-router";
import type { Permission, StaffRole } from "../../../server/domain/staff/roles.shared.ts";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { LanguageSwitcher } from "../../shell/LanguageSwitcher.tsx";

/** The back office's sections, each behind its permission: the navigation shows only what the role opens. */
const SECTIONS: { path: string; label: MessageKey; permission: Permission; end?: boolean }[] = [
  { path: "/admin", label: "admin.navBoard", permission: "board", end: true },
  { path: "/admin/production", label: "admin.navProduction", permission: "board" },
  { path: "/admin/orders", label: "admin.navOrders", permission: "orders" },
  { path: "/admin/calendar", label: "admin.navCalendar", permission: "calendar" },
  // <nav:step7> customers, inbox, promotions: each line added with its page
  { path: "/admin/customers", label: "adminCustomers.nav", permission: "customers" },
  { path: "/admin/products", label: "adminProducts.nav", permission: "catalog" },
  { path: "/admin/promotions", label: "adminPromotions.nav", permission: "promotions" },
  { path: "/admin/inbox", label: "adminInbox.nav", permission: "inbox" },
  { path: "/admin/posts", label: "adminContent.navPosts", permission: "content" },
  { path: "/admin/pages", label: "adminContent.navPages", permission: "content" },
  { path: "/admin/home", label: "adminHome.nav", permission: "content" },
  { path: "/admin/categories", label: "adminStructure.navCategories", permission: "catalog" },
  { path: "/admin/menu", label: "adminStructure.navMenu", permission: "content" },
  { path: "/admin/site", label: "adminStructure.navSite", permission: "content" },
  { path: "/admin/redirects", label: "adminStructure.navRedirects", permission: "content" },
  // </nav:step7>
  { path: "/admin/staff", label: "admin.navStaff", permission: "staff" },
  { path: "/admin/audit", label: "admin.navAudit", permission: "audit" },
];

export interface AdminStaff {
  name: string;
  role: StaffRole;
  permissions: Permission[];
}

/**
 * The frame of every back-office page: who is signed in, the sections their role opens, the language, sign-out.
 * It scrolls sideways on a phone rather than wrapping into a tall block, and never prints.
 */
export function AdminShell({ staff, children }: { staff: AdminStaff | null; children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const sections = staff ? SECTIONS.filter((s) => staff.permissions.includes(s.permission)) : [];
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
              <span data-testid="admin-staff">
                {t("admin.signedInAs", { name: staff.name, role: t(`admin.role.${staff.role}`) })}
              </span>
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
          <nav aria-label={t("admin.nav")} className="mx-auto max-w-6xl overflow-x-auto px-2">
            <ul className="flex gap-1 whitespace-nowrap">
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
