import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useT } from "../i18n/i18n.tsx";
import type { MenuItem } from "../lib/menu.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { CloseIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { MenuLinkItem } from "./MenuLinkItem.tsx";

export const MOBILE_MENU_ID = "mobile-menu";

/** The whole menu, children indented under their parent. */
function MenuList({ menu, onNavigate }: { menu: MenuItem[]; onNavigate?: () => void }) {
  return (
    <ul className="p-3">
      {menu.map((item) => (
        <li key={item.id} className="border-b border-black/5 last:border-0">
          <MenuLinkItem item={item} className="block px-2 py-3 text-base font-semibold" onNavigate={onNavigate} />
          {item.children.length > 0 && (
            <ul className="mb-2 ml-3 border-l-2 border-brand/40 pl-3">
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuLinkItem item={child} className="block px-2 py-2 text-sm font-medium" onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The taskbar's "Menu Online". With JavaScript a button that opens the menu as a modal dialog (MobileMenu);
 * without it (and until the page is hydrated) a <details> whose panel is the same menu, above the taskbar, closed
 * by the same tab.
 */
export function MenuOnlineTab({
  menu,
  open,
  onOpen,
  className,
  children,
}: {
  menu: MenuItem[];
  open: boolean;
  onOpen: () => void;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  if (useHydrated()) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={onOpen}
      >
        {children}
      </button>
    );
  }
  return (
    <details className="flex-1">
      <summary className={`${className} h-full cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>{children}</summary>
      <div className="absolute bottom-full right-0 max-h-[calc(100dvh-5rem)] w-[min(22rem,88vw)] overflow-y-auto rounded-tl-2xl bg-cream text-ink shadow-2xl ring-1 ring-black/10">
        <p className="border-b border-black/10 bg-white px-4 py-3 text-lg font-bold">{t("nav.menuOnline")}</p>
        <MenuList menu={menu} />
        <div className="border-t border-black/10 bg-crust px-4 py-3 text-white">
          <LanguageSwitcher up />
        </div>
      </div>
    </details>
  );
}

/** The full menu as a modal dialog (focus stays inside, Escape closes, focus returns to the opener). */
export function MobileMenu({ menu, open, onClose }: { menu: MenuItem[]; open: boolean; onClose: () => void }) {
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
      id={MOBILE_MENU_ID}
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
      <MenuList menu={menu} onNavigate={onClose} />
      <div className="border-t border-black/10 bg-crust px-4 py-3 text-white">
        <LanguageSwitcher up />
      </div>
    </dialog>
  );
}
