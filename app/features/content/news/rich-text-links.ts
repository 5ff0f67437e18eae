import { localeFromPath, localizePath, type Locale } from "../../../i18n/config.ts";

// Sanitised HTML writes every attribute in double quotes, so an href is always href="…".
const INTERNAL_HREF = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;

/**
 * The shop writes internal links in articles and pages without a locale ("/products?category=cakes");
 * on a Vietnamese page they must lead to the Vietnamese pages.
 */
export function localizeLinks(html: string, locale: Locale): string {
  if (locale === "en") return html;
  return html.replace(INTERNAL_HREF, (_, start: string, href: string) =>
    localeFromPath(href) === locale ? `${start}${href}"` : `${start}${localizePath(href, locale)}"`,
  );
}

/** The in-app path a click on this link should go to, or null when the browser should follow it itself. */
export function inAppTarget(
  anchor: HTMLAnchorElement,
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  const href = anchor.getAttribute("href") ?? "";
  return href.startsWith("/") && !href.startsWith("//") ? href : null;
}
