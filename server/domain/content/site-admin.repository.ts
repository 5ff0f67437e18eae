import type { Db } from "../../db/index.ts";

/** Theme options' rows in every language: their values (JSON) and versions. */
export function findThemeOptionRows(db: Db, keys: string[]) {
  return db.selectFrom("theme_options").select(["key", "locale", "value_json", "updated_at"]).where("key", "in", keys).execute();
}

/** A theme option's version in one language; undefined when the row is missing. */
export function findThemeOptionVersion(db: Db, key: string, locale: string) {
  return db.selectFrom("theme_options").select("updated_at").where("key", "=", key).where("locale", "=", locale).executeTakeFirst();
}

/** A theme option's value in every language. */
export function findThemeOptionValues(db: Db, key: string) {
  return db.selectFrom("theme_options").select(["locale", "value_json"]).where("key", "=", key).execute();
}

/** Gives a theme option's row a new version while it is still `expected` (a guarded write: staffChange runs it). */
export function touchThemeOptionIf(trx: Db, key: string, locale: string, expected: string, at: string) {
  return trx
    .updateTable("theme_options")
    .set({ updated_at: at })
    .where("key", "=", key)
    .where("locale", "=", locale)
    .where("updated_at", "=", expected);
}

export async function setThemeOptionVersion(trx: Db, key: string, locale: string, at: string): Promise<void> {
  await trx.updateTable("theme_options").set({ updated_at: at }).where("key", "=", key).where("locale", "=", locale).execute();
}

export async function setThemeOptionValue(trx: Db, key: string, locale: string, valueJson: string, at: string): Promise<void> {
  await trx
    .updateTable("theme_options")
    .set({ value_json: valueJson, updated_at: at })
    .where("key", "=", key)
    .where("locale", "=", locale)
    .execute();
}

/** Writes (or replaces) a theme option's value in one language. */
export async function upsertThemeOption(trx: Db, key: string, locale: string, valueJson: string, at: string): Promise<void> {
  await trx
    .insertInto("theme_options")
    .values({ key, locale, value_json: valueJson, updated_at: at })
    .onConflict((oc) => oc.columns(["key", "locale"]).doUpdateSet({ value_json: valueJson, updated_at: at }))
    .execute();
}
