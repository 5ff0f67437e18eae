import type { Db } from "../../db/index.ts";
import { prepared } from "../../db/prepared.ts";
import { CONTENT_VERSION_KEY, onContentChange, watchedContentVersion } from "../content/content-version.ts";

const readVersion = prepared((db: Db) => db.selectFrom("app_meta").select("value").where("key", "=", CONTENT_VERSION_KEY));

/** contentVersion(db), with its statement compiled once: asked on every request that a ContentCache answers. */
export async function currentContentVersion(db: Db): Promise<number> {
  const [row] = await readVersion(db, {});
  return row ? Number(row.value) : 0;
}

interface Generation<V> {
  version: number;
  entries: Map<string, Promise<V>>;
}

/**
 * Answers made only of what staff change (products, categories, their pictures and texts), made once and kept per
 * database and content version. Every staff change bumps the version: a request that reads another
 * version than the kept one starts afresh, in every process, and this process's own changes empty it at once
 * (onContentChange). Where the content bus runs (the server), it empties the cache of every process at once too, and
 * the version is not read on each request (content-version.ts: watchContentVersion). At most `max` answers are kept, the least recently used going first; a failed load is not kept.
 *
 * What is kept is shared by every request that asks for it: callers read it and never change it.
 */
export class ContentCache<V> {
  private readonly byDb = new WeakMap<Db, Generation<V>>();

  constructor(private readonly max: number) {
    onContentChange((db) => this.byDb.delete(db));
  }

  /**
   * The answer kept under `key`, else `load()`'s, kept. `version` is the content version the caller has just read
   * (the cart reads it with the cart); without it, it is read here: one small statement.
   */
  async get(db: Db, key: string, load: () => Promise<V>, version?: number): Promise<V> {
    let generation = this.byDb.get(db);
    // A process whose content bus runs hears of every change and empties this cache at once (onContentChange): the
    // version it knows is current, no statement needed. A generation kept for a later version (a cart read it with
    // the cart before the bus told this process) is current too.
    const watched = version === undefined ? watchedContentVersion(db) : undefined;
    const current = version ?? watched ?? (await currentContentVersion(db));
    if (!generation || (watched === undefined ? generation.version !== current : generation.version < current)) {
      generation = { version: current, entries: new Map() };
      this.byDb.set(db, generation);
    }
    const { entries } = generation;
    const kept = entries.get(key);
    if (kept) {
      entries.delete(key); // the most recently used goes last
      entries.set(key, kept);
      return kept;
    }
    const loading = load();
    entries.set(key, loading);
    if (entries.size > this.max) entries.delete(entries.keys().next().value!);
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    return loading;
  }
}
