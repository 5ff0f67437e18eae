import { useRef } from "react";
import { useT } from "../i18n/i18n.tsx";
import type { MenuItem } from "../lib/menu.ts";
import { ChevronDownIcon } from "./icons.tsx";
import { MenuLinkItem } from "./MenuLinkItem.tsx";
import { closeDetails, useDismiss } from "./useDismiss.ts";

const ITEM = "inline-flex items-center rounded-md px-3 py-2 text-[0.95rem] font-semibold text-ink hover:text-brand-dark";

/** One half of the desktop menu (left or right of the logo). Items with children are disclosure sub-menus. */
export function MenuHalf({ items, align }: { items: MenuItem[]; align: "start" | "end" }) {
  return (
    <ul className={`flex items-center gap-1 ${align === "end" ? "justify-end" : "justify-start"}`}>
      {items.map((item) => (
        <li key={item.id} className="relative">
          {item.children.length ? <SubMenu item={item} /> : <MenuLinkItem item={item} className={ITEM} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * A sub-menu is a <details>: it opens without JavaScript too. The script adds what the element lacks: Escape and
 * an outside click or leaving focus close it, a chosen link closes it.
 */
function SubMenu({ item }: { item: MenuItem }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  useDismiss(details);
  const close = () => closeDetails(details);
  return (
    <div
      ref={box}
      className="flex items-center"
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <MenuLinkItem item={item} className={`${ITEM} pr-1`} />
      <details ref={details} className="group">
        <summary
          className="flex cursor-pointer list-none rounded-md p-1 text-ink hover:text-brand-dark [&::-webkit-details-marker]:hidden"
          aria-label={t("nav.openSubmenu", { title: item.title })}
        >
          <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="absolute left-0 top-full z-50 mt-1 min-w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-black/10">
          {item.children.map((child) => (
            <li key={child.id}>
              <MenuLinkItem
                item={child}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-cream hover:text-brand-dark"
                onNavigate={close}
              />
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
