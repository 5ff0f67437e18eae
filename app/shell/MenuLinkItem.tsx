import type { ReactNode } from "react";
import { LocaleLink, useT } from "../i18n/i18n.tsx";
import { menuLink, type MenuItem } from "../lib/menu.ts";
import { ExternalIcon } from "./icons.tsx";

/** One menu entry: a locale-aware link, a plain external link, or a disabled label when it has no URL. */
export function MenuLinkItem({
  item,
  className,
  onNavigate,
  children,
}: {
  item: MenuItem;
  className: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  const link = menuLink(item);
  const label = children ?? item.title;
  if (link.kind === "disabled") {
    return (
      <span className={`${className} cursor-not-allowed opacity-60`} aria-disabled="true" title={t("nav.unavailable")}>
        {label}
      </span>
    );
  }
  if (link.kind === "external") {
    return (
      <a
        href={link.href}
        target={link.target}
        rel={link.target === "_blank" ? "noopener noreferrer" : undefined}
        className={className}
        onClick={onNavigate}
      >
        {label}
        {link.target === "_blank" && <ExternalIcon className="ml-1 inline h-3.5 w-3.5" />}
      </a>
    );
  }
  return (
    <LocaleLink
      to={link.to}
      target={link.target === "_blank" ? "_blank" : undefined}
      rel={link.target === "_blank" ? "noopener" : undefined}
      className={`${className} ${item.css_class ?? ""}`}
      onClick={onNavigate}
    >
      {label}
    </LocaleLink>
  );
}
