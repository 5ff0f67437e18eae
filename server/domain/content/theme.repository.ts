import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

/** A theme option's stored JSON in `lang`; undefined when the shop has not set it. */
export async function findThemeOptionJson(db: Db, key: string, lang: Lang): Promise<string | undefined> {
  const row = await db
    .selectFrom("theme_options")
    .select("value_json")
    .where("key", "=", key)
    .where("locale", "=", lang)
    .executeTakeFirst();
  return row?.value_json;
}
