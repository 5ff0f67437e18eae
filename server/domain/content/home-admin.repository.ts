import type { Db } from "../../db/index.ts";

// The home page's rows as the back office reads and writes them: the sections, their items, the texts of both.
// A change's functions take its transaction (`trx`); the rules and the audit lines stay in home-admin.service.ts.

/** Texts of a section in one language. */
export interface HomeSectionTexts {
  title: string;
  subtitle: string;
  body: string;
}

/** Texts of an item in one language. */
export interface HomeItemTexts {
  title: string;
  body: string;
  cta_label: string;
}

/** The sections, in the home page's order; only the one with this id when `id` is given. */
export function findHomeSectionRows(db: Db, id?: number) {
  let query = db.selectFrom("home_sections").select(["id", "key", "position", "is_active", "updated_at"]).orderBy("position").orderBy("id");
  if (id !== undefined) query = query.where("id", "=", id);
  return query.execute();
}

export function findHomeSectionTexts(db: Db, sectionIds: number[]) {
  return db
    .selectFrom("home_section_translations")
    .select(["section_id", "locale", "title", "subtitle", "body"])
    .where("section_id", "in", sectionIds)
    .execute();
}

/** The items of these sections in their order, or the one item with `itemId` when it is given. */
export function findHomeItemRows(db: Db, sectionIds: number[], itemId?: number) {
  let query = db
    .selectFrom("section_items")
    .select(["id", "section_id", "position", "link_url", "image_path", "updated_at"])
    .orderBy("position")
    .orderBy("id");
  query = itemId === undefined ? query.where("section_id", "in", sectionIds) : query.where("id", "=", itemId);
  return query.execute();
}

export function findHomeItemTexts(db: Db, itemIds: number[]) {
  return db
    .selectFrom("section_item_translations")
    .select(["item_id", "locale", "title", "body", "cta_label"])
    .where("item_id", "in", itemIds)
    .execute();
}

/**
 * A guarded UPDATE of a section's version: of two saves on the same version exactly one finds its row. A version other
 * than the row's finds none either (versions only move forward).
 */
export const bumpHomeSection = (trx: Db, id: number, expected: string, at: string) =>
  trx.updateTable("home_sections").set({ updated_at: at }).where("id", "=", id).where("updated_at", "=", expected);

/** The same guarded UPDATE for an item's version. */
export const bumpHomeItem = (trx: Db, id: number, expected: string, at: string) =>
  trx.updateTable("section_items").set({ updated_at: at }).where("id", "=", id).where("updated_at", "=", expected);

export async function setHomeSectionActive(trx: Db, id: number, active: boolean): Promise<void> {
  await trx
    .updateTable("home_sections")
    .set({ is_active: active ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}

/** Writes a section's texts in one language, added or replaced. */
export async function upsertHomeSectionTexts(trx: Db, sectionId: number, locale: string, values: HomeSectionTexts): Promise<void> {
  await trx
    .insertInto("home_section_translations")
    .values({ section_id: sectionId, locale, ...values })
    .onConflict((oc) => oc.columns(["section_id", "locale"]).doUpdateSet(values))
    .execute();
}

/** Locks every section's row until the transaction ends (SELECT … FOR UPDATE: PostgreSQL only). */
export async function lockHomeSections(trx: Db): Promise<void> {
  await trx.selectFrom("home_sections").select("id").orderBy("id").forUpdate().execute();
}

/** Locks one section's row until the transaction ends (SELECT … FOR UPDATE: PostgreSQL only). */
export async function lockHomeSection(trx: Db, id: number): Promise<void> {
  await trx.selectFrom("home_sections").select("id").where("id", "=", id).forUpdate().execute();
}

/** The sections in the home page's order, as a move needs them. */
export function findHomeSectionOrder(trx: Db) {
  return trx.selectFrom("home_sections").select(["id", "key", "updated_at"]).orderBy("position").orderBy("id").execute();
}

export async function setHomeSectionVersion(trx: Db, id: number, at: string): Promise<void> {
  await trx.updateTable("home_sections").set({ updated_at: at }).where("id", "=", id).execute();
}

export async function setHomeSectionPosition(trx: Db, id: number, position: number): Promise<void> {
  await trx.updateTable("home_sections").set({ position }).where("id", "=", id).execute();
}

export function findHomeSectionKey(trx: Db, id: number) {
  return trx.selectFrom("home_sections").select(["id", "key"]).where("id", "=", id).executeTakeFirst();
}

/** The highest position among a section's items; null when it has none. */
export async function findLastHomeItemPosition(trx: Db, sectionId: number): Promise<number | null> {
  const last = await trx
    .selectFrom("section_items")
    .select((eb) => eb.fn.max("position").as("max"))
    .where("section_id", "=", sectionId)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? null : Number(last.max);
}

export async function insertHomeItem(
  trx: Db,
  values: { section_id: number; position: number; link_url: string | null; image_path: string | null; updated_at: string },
): Promise<number> {
  const row = await trx.insertInto("section_items").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Writes an item's texts in one language, added or replaced. */
export async function upsertHomeItemTexts(trx: Db, itemId: number, locale: string, values: HomeItemTexts): Promise<void> {
  await trx
    .insertInto("section_item_translations")
    .values({ item_id: itemId, locale, ...values })
    .onConflict((oc) => oc.columns(["item_id", "locale"]).doUpdateSet(values))
    .execute();
}

export async function setHomeItemLink(trx: Db, id: number, values: { link_url: string | null; image_path: string | null }): Promise<void> {
  await trx.updateTable("section_items").set(values).where("id", "=", id).execute();
}

/** The section an item is in; undefined when there is no such item. */
export async function findHomeItemSectionId(trx: Db, id: number): Promise<number | undefined> {
  const found = await trx.selectFrom("section_items").select("section_id").where("id", "=", id).executeTakeFirst();
  return found?.section_id;
}

/** A section's items in their order, as a move needs them. */
export function findHomeItemOrder(trx: Db, sectionId: number) {
  return trx
    .selectFrom("section_items")
    .select(["id", "updated_at"])
    .where("section_id", "=", sectionId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export async function setHomeItemVersion(trx: Db, id: number, at: string): Promise<void> {
  await trx.updateTable("section_items").set({ updated_at: at }).where("id", "=", id).execute();
}

export async function setHomeItemPosition(trx: Db, id: number, position: number): Promise<void> {
  await trx.updateTable("section_items").set({ position }).where("id", "=", id).execute();
}

/** Removes an item and its texts. */
export async function deleteHomeItemRows(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("section_item_translations").where("item_id", "=", id).execute();
  await trx.deleteFrom("section_items").where("id", "=", id).execute();
}
