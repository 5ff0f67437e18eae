import type { Db } from "../../db/index.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import {
  deleteMenuItemRows,
  findMenuItemRows,
  findMenuItemTitles,
  findMenuRow,
  insertMenuIfMissing,
  insertMenuItem,
  requireMenuRow,
  setMenuItemPosition,
  touchMenuIf,
  updateMenuItemRow,
  upsertMenuItemTitle,
} from "./menu-admin.repository.ts";
import type { MenuDeleteInput, MenuItemInput, MenuMoveInput } from "./menu-admin.schema.ts";
import { clock, nextVersion, StructureError, type StructureContext } from "./structure-error.ts";

// The main menu in the back office: the items of GET menus/main-menu, each with its title in both
// languages, link, target, icon and order, and one level of sub-items (what the header's sub-menus show). Moving one
// item renumbers its siblings, so the whole menu has one version: every change carries it, and a change made on a
// stale version is refused (409 with the menu now). Removing an item removes its sub-items with it (the page says so).

export const MAIN_MENU = "main-menu";

export interface AdminMenuItem {
  id: number;
  parent_id: number | null;
  title: { en: string; vi: string };
  url: string | null;
  target: string | null;
  icon: string | null;
  order: number;
  children: AdminMenuItem[];
}

export interface AdminMenu {
  /** The version every change sends back as expected_version. */
  version: string;
  items: AdminMenuItem[];
}

async function menuRow(db: Db): Promise<{ id: number; updated_at: string }> {
  const found = await findMenuRow(db, MAIN_MENU);
  if (found) return found;
  await insertMenuIfMissing(db, MAIN_MENU, new Date().toISOString());
  return requireMenuRow(db, MAIN_MENU);
}

/** The main menu as a tree in the shop's order, both languages, with its version. */
export async function getAdminMenu(db: Db): Promise<AdminMenu> {
  const menu = await menuRow(db);
  const rows = await findMenuItemRows(db, menu.id);
  const titles = rows.length
    ? await findMenuItemTitles(
        db,
        rows.map((r) => r.id),
      )
    : [];
  const items = new Map<number, AdminMenuItem>();
  for (const row of rows) {
    const title = { en: "", vi: "" };
    for (const t of titles) if (t.menu_item_id === row.id && (t.locale === "en" || t.locale === "vi")) title[t.locale] = t.title;
    items.set(row.id, {
      id: row.id,
      parent_id: row.parent_id,
      title,
      url: row.url,
      target: row.target,
      icon: row.icon,
      order: Number(row.position),
      children: [],
    });
  }
  const roots: AdminMenuItem[] = [];
  for (const item of items.values()) {
    const parent = item.parent_id === null ? undefined : items.get(item.parent_id);
    (parent ? parent.children : roots).push(item);
  }
  return { version: menu.updated_at, items: roots };
}

function findItem(menu: AdminMenu, id: number): AdminMenuItem | undefined {
  for (const item of menu.items) {
    if (item.id === id) return item;
    const child = item.children.find((c) => c.id === id);
    if (child) return child;
  }
  return undefined;
}

function audited(item: Pick<AdminMenuItem, "parent_id" | "title" | "url" | "target" | "icon" | "order">) {
  return { parent_id: item.parent_id, title: item.title, url: item.url, target: item.target, icon: item.icon, order: item.order };
}

/**
 * Runs a change of the menu if its version is still `expected`: the menu's row is updated first with a guard on its
 * version, so of two changes made on the same version exactly one goes on (on PostgreSQL the second waits for the
 * first's row lock, then finds the version gone) and the other is refused with the menu as it is now.
 */
async function guardedChange<T>(
  ctx: StructureContext,
  actor: StaffActor,
  expected: string,
  change: (staff: StaffChange, menu: AdminMenu, at: string) => Promise<T>,
): Promise<{ result: T; menu: AdminMenu }> {
  const done = await staffChange(ctx.db, actor, { content: true }, async (staff) => {
    const { trx } = staff;
    const row = await menuRow(trx);
    const at = nextVersion(clock(ctx), row.updated_at);
    const menuChanged = (now: AdminMenu) => new StructureError(409, "menuChanged", {}, undefined, { menu: now });
    const bump = touchMenuIf(trx, row.id, expected, at);
    await staff.version(expected, menuChanged, () => getAdminMenu(trx)).write(bump);
    const before = await getAdminMenu(trx);
    const result = await change(staff, { ...before, version: row.updated_at }, at);
    return { result, menu: await getAdminMenu(trx), menuId: row.id };
  });
  return { result: done.result, menu: done.menu };
}

/** The parent asked for, if it may hold `item`: a top-level item other than itself; an item with sub-items stays at the top. */
function checkParent(menu: AdminMenu, parentId: number | null, item?: AdminMenuItem) {
  if (parentId === null) return;
  const parent = menu.items.find((i) => i.id === parentId);
  if (!parent || parent.id === item?.id || (item && item.children.length > 0))
    throw new StructureError(422, "menuParentInvalid", {}, "parent_id");
}

const siblingsOf = (menu: AdminMenu, parentId: number | null) =>
  parentId === null ? menu.items : (menu.items.find((i) => i.id === parentId)?.children ?? []);

async function writeTitles(trx: Db, id: number, input: MenuItemInput) {
  for (const locale of ["en", "vi"] as const) {
    const title = input[`title_${locale}`];
    await upsertMenuItemTitle(trx, id, locale, title);
  }
}

export interface MenuChange {
  menu: AdminMenu;
  item: AdminMenuItem;
}

/** The place after the last of a parent's items (or of the top level). */
function endOf(menu: AdminMenu, parentId: number | null): number {
  const siblings = siblingsOf(menu, parentId);
  return siblings.length ? Math.max(...siblings.map((s) => s.order)) + 1 : 0;
}

/** An item's row, as the form gave it, at `order`. */
const itemRow = (input: MenuItemInput, order: number) => ({
  parent_id: input.parent_id,
  url: input.url,
  target: input.target,
  icon: input.icon,
  position: order,
});

/** An item as its audit line records it after a change. */
const auditedInput = (input: MenuItemInput, order: number) => ({
  parent_id: input.parent_id,
  title: { en: input.title_en, vi: input.title_vi },
  url: input.url,
  target: input.target,
  icon: input.icon,
  order,
});

/** Adds an item at the end of its parent's items (or of the top level). */
export async function createMenuItem(ctx: StructureContext, actor: StaffActor, input: MenuItemInput): Promise<MenuChange> {
  const { result: id, menu } = await guardedChange(ctx, actor, input.expected_version, async ({ trx, audit }, before, at) => {
    checkParent(before, input.parent_id);
    const order = endOf(before, input.parent_id);
    const menuId = (await menuRow(trx)).id;
    const id = await insertMenuItem(trx, menuId, itemRow(input, order));
    await writeTitles(trx, id, input);
    await audit({ action: "menu.item.create", entity: "menu_item", entityId: id, before: null, after: auditedInput(input, order) }, at);
    return id;
  });
  return { menu, item: findItem(menu, id)! };
}

/** Edits an item; a new parent puts it at the end of that parent's items. */
export async function updateMenuItem(ctx: StructureContext, actor: StaffActor, id: number, input: MenuItemInput): Promise<MenuChange> {
  const { menu } = await guardedChange(ctx, actor, input.expected_version, async ({ trx, audit }, before, at) => {
    const item = findItem(before, id);
    if (!item) throw new StructureError(404, "menuItemNotFound");
    checkParent(before, input.parent_id, item);
    const order = input.parent_id === item.parent_id ? item.order : endOf(before, input.parent_id);
    await updateMenuItemRow(trx, id, itemRow(input, order));
    await writeTitles(trx, id, input);
    await audit(
      { action: "menu.item.update", entity: "menu_item", entityId: id, before: audited(item), after: auditedInput(input, order) },
      at,
    );
  });
  return { menu, item: findItem(menu, id)! };
}

/** Moves an item one place up or down among its siblings (the siblings are renumbered 0, 1, 2 …). */
export async function moveMenuItem(ctx: StructureContext, actor: StaffActor, id: number, input: MenuMoveInput): Promise<MenuChange> {
  const { menu } = await guardedChange(ctx, actor, input.expected_version, async ({ trx, audit }, before, at) => {
    const item = findItem(before, id);
    if (!item) throw new StructureError(404, "menuItemNotFound");
    const siblings = [...siblingsOf(before, item.parent_id)];
    const from = siblings.findIndex((s) => s.id === id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to >= 0 && to < siblings.length) [siblings[from], siblings[to]] = [siblings[to]!, siblings[from]!];
    for (const [position, sibling] of siblings.entries()) {
      if (sibling.order !== position) await setMenuItemPosition(trx, sibling.id, position);
    }
    const order = siblings.findIndex((s) => s.id === id);
    await audit(
      { action: "menu.item.move", entity: "menu_item", entityId: id, before: audited(item), after: audited({ ...item, order }) },
      at,
    );
  });
  return { menu, item: findItem(menu, id)! };
}

/** Removes an item and its sub-items. */
export async function deleteMenuItem(ctx: StructureContext, actor: StaffActor, id: number, input: MenuDeleteInput): Promise<MenuChange> {
  const { result: item, menu } = await guardedChange(ctx, actor, input.expected_version, async ({ trx, audit }, before, at) => {
    const found = findItem(before, id);
    if (!found) throw new StructureError(404, "menuItemNotFound");
    const ids = [found.id, ...found.children.map((c) => c.id)];
    await deleteMenuItemRows(trx, found.id, ids);
    const was = { ...audited(found), children: found.children.map(audited) };
    await audit({ action: "menu.item.delete", entity: "menu_item", entityId: id, before: was, after: null }, at);
    return found;
  });
  return { menu, item };
}
