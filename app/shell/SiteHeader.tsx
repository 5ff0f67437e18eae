import { useEffect, useRef, useState } from "react";
import type { ShopInfo } from "../../server/domain/content/theme.service.ts";
import { pluralOf } from "../i18n/formatters.ts";
import { LocaleLink, useLocale, useT } from "../i18n/i18n.tsx";
import { initialOf, type DisplayUser } from "../lib/display-user.ts";
import { splitMenu, type MenuItem } from "../lib/menu.ts";
import { HeaderSearch } from "../features/search/HeaderSearch.tsx";
import { CartIcon, PhoneIcon, PinIcon, UserIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MenuHalf } from "./MainMenu.tsx";

export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+1${digits}`}`;
}

/** The shop's address on one line, as the top bar and maps show it. */
export function addressLine(address: ShopInfo["address"]): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}

/** Directions to an address on Google Maps (a search link: it needs no key and works on every device). */
export function mapsHref(address: ShopInfo["address"]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(address))}`;
}

/** Becomes true once the page is scrolled past the header's own height. */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > (ref.current?.offsetHeight ?? 0));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [ref]);
  return scrolled;
}

/**
 * The cart icon with its count badge, shown only above 0. `label` adds visible text (the phone's taskbar). The name
 * ("Cart, 3 items") is the link's own hidden text rather than an aria-label: a label that does not contain the visible
 * text ("3", "Cart") fails WCAG's label-in-name (axe's label-content-name-mismatch). `className` is the link's whole look
 * (the header's round icon, the taskbar's tab).
 */
export function CartBadgeLink({ count, className = "", label }: { count: number; className?: string; label?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <LocaleLink to="/cart/cartList" className={className}>
      <span className="sr-only">{count > 0 ? t(`header.cartLabel.${pluralOf(count, locale)}`, { count }) : t("header.cartEmpty")}</span>
      <span className="relative" aria-hidden="true">
        <CartIcon className="h-6 w-6" />
        {count > 0 && (
          <span
            data-testid="cart-badge"
            className="absolute -right-2.5 -top-2 min-w-5 rounded-full bg-brand-dark px-1.5 text-center text-xs font-bold leading-5 text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        )}
      </span>
      {label && <span aria-hidden="true">{label}</span>}
    </LocaleLink>
  );
}

/** The account icon: sign in, or the customer's initial with the count of unread notices (shown only above 0). */
export function AccountLink({
  user,
  unreadNotices = 0,
  className = "",
}: {
  user: DisplayUser | null;
  unreadNotices?: number;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!user) {
    return (
      <LocaleLink to="/login" className={`inline-flex items-center justify-center ${className}`} aria-label={t("header.signIn")}>
        <UserIcon className="h-6 w-6" />
      </LocaleLink>
    );
  }
  const name = user.name || user.email || "?";
  return (
    <LocaleLink to="/profile" className={`inline-flex items-center justify-center ${className}`}>
      <span className="sr-only">{t("header.profileOf", { name })}</span>
      <span className="relative" aria-hidden="true">
        <span
          data-testid="avatar-initial"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-dark text-sm font-bold text-white"
        >
          {initialOf(user)}
        </span>
        {unreadNotices > 0 && (
          <span
            data-testid="notices-badge"
            className="absolute -right-2.5 -top-2 min-w-5 rounded-full bg-amber-400 px-1.5 text-center text-xs font-bold leading-5 text-ink ring-2 ring-white"
          >
            {unreadNotices > 99 ? "99+" : unreadNotices}
          </span>
        )}
      </span>
      {unreadNotices > 0 && (
        <span className="sr-only" data-testid="notices-badge-label">
          {`, ${t(`profileNotices.unreadCount.${pluralOf(unreadNotices, locale)}`, { count: unreadNotices })}`}
        </span>
      )}
    </LocaleLink>
  );
}

export function SiteHeader({
  shop,
  menu,
  user,
  cartCount,
  unreadNotices = 0,
}: {
  shop: ShopInfo | null;
  menu: MenuItem[];
  user: DisplayUser | null;
  cartCount: number;
  unreadNotices?: number;
}) {
  const t = useT();
  const header = useRef<HTMLElement>(null);
  const scrolled = useScrolledPast(header);
  const { left, right } = splitMenu(menu);
  const address = shop ? addressLine(shop.address) : "";

  return (
    <header ref={header} data-scrolled={scrolled ? "true" : "false"} className="sticky top-0 z-40 group">
      <div className={`bg-crust text-sm text-white ${scrolled ? "hidden md:block" : ""}`}>
        {/* Phone and address (the top bar); on a phone the address takes a second line of its own. */}
        <div className="mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-1 sm:flex sm:justify-between sm:py-1.5">
          {shop && (
            <a
              href={telHref(shop.phone)}
              className="inline-flex items-center gap-1.5 whitespace-nowrap font-semibold hover:underline"
              aria-label={t("header.call", { phone: shop.phone })}
            >
              <PhoneIcon className="h-4 w-4" />
              <span>{shop.phone}</span>
            </a>
          )}
          {shop && (
            <a
              href={mapsHref(shop.address)}
              target="_blank"
              rel="noopener noreferrer"
              title={address}
              aria-label={t("header.directions", { address })}
              className="col-span-full row-start-2 flex min-w-0 items-center gap-1.5 hover:underline sm:flex-1 sm:justify-center"
            >
              <PinIcon className="h-4 w-4 shrink-0" />
              <span className="truncate">{address}</span>
            </a>
          )}
          <HeaderSearch className="hidden md:flex" />
          <LanguageSwitcher className="col-start-3 row-start-1 justify-self-end" />
        </div>
      </div>
      <div className={`border-b border-black/5 bg-white/95 backdrop-blur transition-shadow ${scrolled ? "shadow-md" : ""}`}>
        {/* One navigation landmark for the bar: the menu is split around the logo, but it is one menu. */}
        <nav
          aria-label={t("nav.main")}
          className={`mx-auto grid max-w-6xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 transition-[height] ${scrolled ? "h-14" : "h-16 md:h-20"}`}
        >
          <div className="hidden md:block" data-testid="menu-half">
            <MenuHalf items={left} align="end" />
          </div>
          <HeaderSearch variant="icon" className="col-start-1 row-start-1 justify-self-start md:hidden" />
          <LocaleLink to="/" className="col-start-2 flex items-center gap-2" aria-label={shop?.name ?? t("meta.siteName")}>
            <img
              src="/images/logo.svg"
              alt=""
              width={48}
              height={48}
              className={`transition-all ${scrolled ? "h-10 w-10" : "h-12 w-12 md:h-14 md:w-14"}`}
            />
            <span className="text-lg font-black leading-tight text-crust md:hidden lg:inline">{shop?.name ?? t("meta.siteName")}</span>
          </LocaleLink>
          <div className="col-start-3 flex items-center justify-end gap-2">
            <div className="mr-auto hidden md:block" data-testid="menu-half">
              <MenuHalf items={right} align="start" />
            </div>
            <AccountLink user={user} unreadNotices={unreadNotices} className="h-10 w-10 rounded-full text-ink hover:text-brand-dark" />
            <CartBadgeLink
              count={cartCount}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:text-brand-dark"
            />
          </div>
        </nav>
      </div>
    </header>
  );
}
