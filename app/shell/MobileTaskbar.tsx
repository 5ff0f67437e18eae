import { LocaleLink, useT } from "../i18n/i18n.tsx";
import type { DisplayUser } from "../lib/display-user.ts";
import type { MenuItem } from "../lib/menu.ts";
import { HomeIcon, MenuIcon, UserIcon } from "./icons.tsx";
import { MenuOnlineTab, MobileMenu } from "./MobileMenu.tsx";
import { CartBadgeLink } from "./SiteHeader.tsx";

// min-w-0 and wrapping: a long label (another language) takes two lines in its quarter, never more width.
const TAB =
  "flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-center text-xs leading-tight font-semibold text-ink wrap-break-word";

/** The phone's bottom bar: Home, Cart, Menu Online (opens the menu), Account. */
export function MobileTaskbar({
  menu,
  user,
  cartCount,
  menuOpen,
  setMenuOpen,
}: {
  menu: MenuItem[];
  user: DisplayUser | null;
  cartCount: number;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <>
      <nav
        aria-label={t("nav.mobile")}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
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
            <MenuOnlineTab menu={menu} open={menuOpen} onOpen={() => setMenuOpen(true)} className={TAB}>
              <MenuIcon className="h-6 w-6" />
              {t("nav.menuOnline")}
            </MenuOnlineTab>
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
