import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

// The menus as the storefront reads them.

/** The id of the menu with this key; undefined when there is none. */
export async function findMenuId(db: Db, key: string): Promise<number | undefined> {
  const menu = await db.selectFrom("menus").select("id").where("key", "=", key).executeTakeFirst();
  return menu?.id;
}

/** A menu's items that have a title in `lang`, by position. */
export function findMenuItems(db: Db, menuId: number, lang: Lang) {
  return db
    .selectFrom("menu_items as i")
    .innerJoin("menu_item_translations as t", (j) => j.onRef("t.menu_item_id", "=", "i.id").on("t.locale", "=", lang))
    .select(["i.id", "i.parent_id", "i.url", "i.icon", "i.icon_image_path", "i.css_class", "i.target", "i.position", "t.title"])
    .where("i.menu_id", "=", menuId)
    .orderBy("i.position")
    .orderBy("i.id")
    .execute();
}
