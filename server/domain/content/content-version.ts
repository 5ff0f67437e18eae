import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

// What the storefront shows changes when staff change it (DESIGN §8): the catalog, posts, pages, the home page, the
// menu, the footer, redirects. Every such change, once committed, calls contentChanged(db):
// - the content version in app_meta goes up by one, so every process can tell its caches are old (step 8 and 9 cache
//   whole pages and run several processes; they compare this number);
// - this process's own caches (the shell's shop, menu and footer; later the page cache) are emptied at once.

/** app_meta's key for the content version (the catalog's and cart's kept answers read it too: catalog/content-cache.ts). */
export const CONTENT_VERSION_KEY = "content_version";

type Listener = (db: Db) => void;
// One set for the whole process: the production server carries this module twice (the server's bundle, where the app
// and the API live, and React Router's build, where the pages' actions run), and a change made through either must
// reach the caches of both (the page cache is the server's; the shell's cache is the pages').
const REGISTRY = Symbol.for("mai-vang-bakery.content-change-listeners");
const listeners: Set<Listener> = ((globalThis as Record<symbol, Set<Listener> | undefined>)[REGISTRY] ??= new Set<Listener>());

/** Run `listener` after every content change in this process; returns the way to stop. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The content version as the database has it now (0 before any change). */
export async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", CONTENT_VERSION_KEY).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/**
 * Tell every cache that what the storefront shows has changed. Call it after the change's transaction commits (a
 * cache refilled before the commit would keep the old content). Returns the new version.
 */
export async function contentChanged(db: Db): Promise<number> {
  const row = await db
    .insertInto("app_meta")
    .values({ key: CONTENT_VERSION_KEY, value: "1" })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: sql<string>`CAST(CAST(app_meta.value AS INTEGER) + 1 AS TEXT)` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  for (const listener of listeners) listener(db);
  return Number(row.value);
}
