import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LocaleLink, useT } from "../../i18n/i18n.tsx";
import type { DisplayUser } from "../../lib/display-user.ts";
import type { MenuItem } from "../../lib/menu.ts";
import { CloseIcon, HomeIcon, MenuIcon, UserIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MenuLinkItem } from "./MenuLinkItem.tsx";
import { CartBadgeLink } from "./SiteHeader.tsx";

const TAB = "flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-xs font-semibold text-ink";

/** The phone's bottom bar: Home, Cart, Menu Online (opens the menu), Account. */
export function MobileTaskbar({ menu, user, cartCount, menuOpen, setMenuOpen }: { menu: MenuItem[]; user: DisplayUser | null; cartCount: number; menuOpen: boolean; setMenuOpen: (open: boolean) => void }) {
  const t = useT();
  return (
    <>
      <nav aria-label={t("nav.mobile")} className="fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white pb-[env(safe-area-inset-bottom)] md:hidden">
        <ul className="flex">
          <li className="flex flex-1">
            <LocaleLink to="/" className={TAB}>
              <HomeIcon className="h-6 w-6" />
              {t("nav.home")}
            </LocaleLink>
          </li>
          <li className="flex flex-1">
            <CartBadgeLink count={cartCount} className={TAB} label={t("nav.cart")} />
          </li>
          <li className="flex flex-1">
            <button type="button" className={TAB} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
              <MenuIcon className="h-6 w-6" />
              {t("nav.menuOnline")}
            </button>
          </li>
          <li className="flex flex-1">
            <LocaleLink to={user ? "/profile" : "/login"} className={TAB}>
              <UserIcon className="h-6 w-6" />
              {t("nav.account")}
            </LocaleLink>
          </li>
        </ul>
      </nav>
      <MobileMenu menu={menu} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </>
  );
}

/** The full menu as a modal dialog (focus stays inside, Escape closes, focus returns to the opener). */
function MobileMenu({ menu, open, onClose }: { menu: MenuItem[]; open: boolean; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  // A navigation closes the menu.
  useEffect(() => onClose(), [location.pathname, location.search]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      aria-label={t("nav.menuOnline")}
      className="m-0 ml-auto h-full max-h-none w-[min(22rem,88vw)] overflow-y-auto bg-cream p-0 text-ink backdrop:bg-black/40"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="flex items-center justify-between border-b border-black/10 bg-white px-4 py-3">
        <p className="text-lg font-bold">{t("nav.menuOnline")}</p>
        <button type="button" className="rounded-full p-2 hover:bg-cream" aria-label={t("nav.closeMenu")} onClick={onClose}>
          <CloseIcon className="h-6 w-6" />
        </button>
      </div>
      <ul className="p-3">
        {menu.map((item) => (
          <li key={item.id} className="border-b border-black/5 last:border-0">
            <MenuLinkItem item={item} className="block px-2 py-3 text-base font-semibold" onNavigate={onClose} />
            {item.children.length > 0 && (
              <ul className="mb-2 ml-3 border-l-2 border-brand/40 pl-3">
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLinkItem item={child} className="block px-2 py-2 text-sm font-medium" onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <div className="border-t border-black/10 bg-crust px-4 py-3 text-white">
        <LanguageSwitcher />
      </div>
    </dialog>
  );
}
