import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { findMenuId, findMenuItems } from "./menu.repository.ts";

/** A menu item as the browser's client reads it (GET menus/main-menu). */
export interface MenuItem {
  id: number;
  title: string;
  url: string | null;
  icon: string | null;
  icon_image_path: string | null;
  css_class: string | null;
  /** null when the shop did not choose: the client opens external links in a new tab, internal ones in place. */
  target: string | null;
  order: number;
  children: MenuItem[];
}

/** The menu with this key as a tree sorted by order, titles in `lang`; undefined when there is no such menu. */
export async function getMenu(db: Db, key: string, lang: Lang): Promise<MenuItem[] | undefined> {
  const menuId = await findMenuId(db, key);
  if (menuId === undefined) return undefined;
  const rows = await findMenuItems(db, menuId, lang);
  const items = new Map<number, MenuItem & { parent: number | null }>();
  for (const row of rows) {
    items.set(row.id, {
      id: row.id,
      title: row.title,
      url: row.url,
      icon: row.icon,
      icon_image_path: row.icon_image_path,
      css_class: row.css_class,
      target: row.target,
      order: row.position,
      children: [],
      parent: row.parent_id,
    });
  }
  // Rows come sorted by position, so each list fills in order; a copy shares its `children` array with the map.
  const roots: MenuItem[] = [];
  for (const { parent, ...item } of items.values()) {
    const holder = parent === null ? undefined : items.get(parent);
    (holder ? holder.children : roots).push(item);
  }
  return roots;
}
