import type { Db } from "../../db/index.ts";

// The home page's rows as the storefront reads them: the active sections, their items, their texts in the languages
// asked for, and the uploaded pictures the items show.

/** The active sections in the home page's order; only the one with this key when `key` is given. */
export function findActiveHomeSections(db: Db, key?: string) {
  let query = db
    .selectFrom("home_sections as s")
    .select(["s.id", "s.key"])
    .where("s.is_active", "=", 1)
    .orderBy("s.position")
    .orderBy("s.id");
  if (key !== undefined) query = query.where("s.key", "=", key);
  return query.execute();
}

/** The sections' texts in these languages. */
export function findHomeSectionTextsIn(db: Db, sectionIds: number[], locales: string[]) {
  return db
    .selectFrom("home_section_translations")
    .select(["section_id", "locale", "title", "subtitle", "body"])
    .where("section_id", "in", sectionIds)
    .where("locale", "in", locales)
    .execute();
}

/** The items of these sections, in their order. */
export function findHomeSectionItems(db: Db, sectionIds: number[]) {
  return db
    .selectFrom("section_items")
    .select(["id", "section_id", "image_path", "link_url"])
    .where("section_id", "in", sectionIds)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** The items' texts in these languages. */
export function findHomeItemTextsIn(db: Db, itemIds: number[], locales: string[]) {
  return db
    .selectFrom("section_item_translations")
    .select(["item_id", "locale", "title", "body", "cta_label"])
    .where("item_id", "in", itemIds)
    .where("locale", "in", locales)
    .execute();
}

/** The uploaded pictures whose hash starts with one of these prefixes (at least one). */
export function findMediaImagesByHashPrefix(db: Db, prefixes: string[]) {
  return db
    .selectFrom("media_images")
    .select(["hash", "width", "height", "widths_json"])
    .where((eb) => eb.or(prefixes.map((prefix) => eb("hash", "like", `${prefix}%`))))
    .execute();
}
