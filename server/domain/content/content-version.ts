import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

// What the storefront shows changes when staff change it: the catalog, posts, pages, the home page, the
// menu, the footer, redirects. Every such change, once committed, calls contentChanged(db):
// - the content version in app_meta goes up by one, so every process can tell its caches are old (the page cache
//   keeps whole pages, and several processes may run; they compare this number);
// - this process's own caches (the shell's shop, menu and footer; the page cache) are emptied at once;
// - the other processes are told, and empty theirs (server/scale/content-bus.ts: the cluster's relay, PostgreSQL's
//   LISTEN/NOTIFY or Redis pub/sub, and a check of the version every second as a safety net).

/** app_meta's key for the content version (the catalog's and cart's kept answers read it too: catalog/content-cache.ts). */
export const CONTENT_VERSION_KEY = "content_version";

type Listener = (db: Db) => void;
/** Tells the other processes (server/scale/content-bus.ts); resolves once they have been told. */
type Announcer = (version: number) => Promise<void>;
interface Registry {
  listeners: Set<Listener>;
  announcers: Set<Announcer>;
  /** The version of each database whose changes this process is sure to hear of (a running content bus). */
  watched: WeakMap<Db, number>;
}
// One registry for the whole process: the production server carries this module twice (the server's bundle, where the
// app and the API live, and React Router's build, where the pages' actions run), and a change made through either must
// reach the caches of both (the page cache is the server's; the shell's cache is the pages') and the other processes.
const REGISTRY = Symbol.for("mai-vang-bakery.content-change-registry");
const registry: Registry = ((globalThis as Record<symbol, Registry | undefined>)[REGISTRY] ??= {
  listeners: new Set(),
  announcers: new Set(),
  watched: new WeakMap(),
});
registry.watched ??= new WeakMap();
const { listeners, announcers, watched } = registry;

/** Run `listener` after every content change, made in this process or announced by another; returns the way to stop. */
export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Have every content change made in this process announced to the others (the content bus); returns the way to stop. */
export function announceContentChanges(announcer: Announcer): () => void {
  announcers.add(announcer);
  return () => announcers.delete(announcer);
}

/** Another process changed the content (to `version`): empty this process's caches, as a change made here would. */
export function contentChangedElsewhere(db: Db, version?: number): void {
  if (version !== undefined && watched.has(db)) watched.set(db, Math.max(version, watched.get(db)!));
  for (const listener of listeners) listener(db);
}

/**
 * From now on this process hears of every change of `db`'s content, made here or elsewhere, and empties its caches at
 * once (server/scale/content-bus.ts, which calls it with the version it has just read, then keeps it current). The
 * caches that compare versions (catalog/content-cache.ts) may then ask watchedContentVersion() instead of the
 * database on every request, as the page cache does. Returns the way to stop: they read the database again.
 */
export function watchContentVersion(db: Db, version: number): () => void {
  watched.set(db, Math.max(version, watched.get(db) ?? 0));
  return () => watched.delete(db);
}

/** The version of `db`'s content this process knows to be current, when it is watched (see watchContentVersion). */
export function watchedContentVersion(db: Db): number | undefined {
  return watched.get(db);
}

/** The content version as the database has it now (0 before any change). */
export async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", CONTENT_VERSION_KEY).executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/**
 * Tell every cache that what the storefront shows has changed. Call it after the change's transaction commits (a
 * cache refilled before the commit would keep the old content). This process's caches are emptied at once; the
 * others' before it returns (the content bus waits until its message has gone round). Returns the new version.
 */
export async function contentChanged(db: Db): Promise<number> {
  const row = await db
    .insertInto("app_meta")
    .values({ key: CONTENT_VERSION_KEY, value: "1" })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: sql<string>`CAST(CAST(app_meta.value AS INTEGER) + 1 AS TEXT)` }))
    .returning("value")
    .executeTakeFirstOrThrow();
  const version = Number(row.value);
  if (watched.has(db)) watched.set(db, Math.max(version, watched.get(db)!));
  for (const listener of listeners) listener(db);
  await Promise.all([...announcers].map((announce) => announce(version)));
  return version;
}
