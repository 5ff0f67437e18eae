import type { Db } from "../../db/index.ts";

export function findMenuRow(db: Db, key: string) {
  return db.selectFrom("menus").select(["id", "updated_at"]).where("key", "=", key).executeTakeFirst();
}

/** The menu's row, which must be there. */
export function requireMenuRow(db: Db, key: string) {
  return db.selectFrom("menus").select(["id", "updated_at"]).where("key", "=", key).executeTakeFirstOrThrow();
}

/** Adds a menu's row unless one with its key came first. */
export async function insertMenuIfMissing(db: Db, key: string, at: string): Promise<void> {
  await db
    .insertInto("menus")
    .values({ key, updated_at: at })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/** A menu's items in its order. */
export function findMenuItemRows(db: Db, menuId: number) {
  return db
    .selectFrom("menu_items")
    .select(["id", "parent_id", "url", "target", "icon", "position"])
    .where("menu_id", "=", menuId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export function findMenuItemTitles(db: Db, itemIds: number[]) {
  return db.selectFrom("menu_item_translations").select(["menu_item_id", "locale", "title"]).where("menu_item_id", "in", itemIds).execute();
}

/** Gives a menu a new version while it is still `expected` (a guarded write: staffChange runs it). */
export function touchMenuIf(trx: Db, id: number, expected: string, at: string) {
  return trx.updateTable("menus").set({ updated_at: at }).where("id", "=", id).where("updated_at", "=", expected);
}

/** Writes (or replaces) an item's title in one language. */
export async function upsertMenuItemTitle(trx: Db, itemId: number, locale: string, title: string): Promise<void> {
  await trx
    .insertInto("menu_item_translations")
    .values({ menu_item_id: itemId, locale, title })
    .onConflict((oc) => oc.columns(["menu_item_id", "locale"]).doUpdateSet({ title }))
    .execute();
}

export interface MenuItemColumns {
  parent_id: number | null;
  url: string | null;
  target: string | null;
  icon: string | null;
  position: number;
}

export async function insertMenuItem(trx: Db, menuId: number, values: MenuItemColumns): Promise<number> {
  const row = await trx
    .insertInto("menu_items")
    .values({
      menu_id: menuId,
      parent_id: values.parent_id,
      url: values.url,
      icon: values.icon,
      target: values.target,
      position: values.position,
      icon_image_path: null,
      css_class: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMenuItemRow(trx: Db, id: number, values: MenuItemColumns): Promise<void> {
  await trx.updateTable("menu_items").set(values).where("id", "=", id).execute();
}

export async function setMenuItemPosition(trx: Db, id: number, position: number): Promise<void> {
  await trx.updateTable("menu_items").set({ position }).where("id", "=", id).execute();
}

/** Deletes an item and its sub-items (`ids`: the item's and its sub-items'), titles first. */
export async function deleteMenuItemRows(trx: Db, id: number, ids: number[]): Promise<void> {
  await trx.deleteFrom("menu_item_translations").where("menu_item_id", "in", ids).execute();
  await trx.deleteFrom("menu_items").where("parent_id", "=", id).execute();
  await trx.deleteFrom("menu_items").where("id", "=", id).execute();
}

/** Points the items linking to `from` at `to`. */
export async function repointMenuLinks(trx: Db, from: string, to: string): Promise<void> {
  await trx.updateTable("menu_items").set({ url: to }).where("url", "=", from).execute();
}
