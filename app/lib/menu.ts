import type { MenuItem } from "../../server/domain/content/menu.service.ts";

/** A main-menu item as the API sends it (GET menus/main-menu). */
export type { MenuItem };

export type MenuLink =
  | { kind: "internal"; to: string; target: "_self" | "_blank" }
  | { kind: "external"; href: string; target: "_self" | "_blank" }
  | { kind: "disabled" };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** Sorted by order at every level, control characters stripped from titles, URLs given a leading slash. */
export function normalizeMenu(items: readonly MenuItem[]): MenuItem[] {
  return [...items]
    .sort((a, b) => a.order - b.order)
    .map((item) => ({
      ...item,
      title: item.title.replace(CONTROL, "").trim(),
      url: normalizeUrl(item.url),
      children: normalizeMenu(item.children ?? []),
    }));
}

export function normalizeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.replace(CONTROL, "").trim();
  if (!trimmed) return null;
  if (SCHEME.test(trimmed) || trimmed.startsWith("/")) return trimmed;
  return `/${trimmed}`;
}

/** How an item opens: external (http, mailto, tel) in a new tab by default, internal in the same tab. */
export function menuLink(item: Pick<MenuItem, "url" | "target">): MenuLink {
  const url = item.url;
  if (!url) return { kind: "disabled" };
  const target = item.target === "_blank" || item.target === "_self" ? item.target : undefined;
  if (EXTERNAL.test(url)) return { kind: "external", href: url, target: target ?? "_blank" };
  // Any other scheme (javascript:, data: …) is never rendered as a link.
  if (SCHEME.test(url)) return { kind: "disabled" };
  return { kind: "internal", to: url, target: target ?? "_self" };
}

/** Left of the logo: half the items rounded up, at most 3; right: up to 3 more. */
export function splitMenu<T>(items: readonly T[]): { left: T[]; right: T[] } {
  const leftCount = Math.min(3, Math.ceil(items.length / 2));
  return { left: items.slice(0, leftCount), right: items.slice(leftCount, leftCount + 3) };
}
