import type { Db } from "../../db/index.ts";
import { prepared } from "../../db/prepared.ts";
import { CONTENT_VERSION_KEY, onContentChange } from "../content/content-version.ts";

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
 * (onContentChange). At most `max` answers are kept, the least recently used going first; a failed load is not kept.
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
    const current = version ?? (await currentContentVersion(db));
    let generation = this.byDb.get(db);
    if (!generation || generation.version !== current) {
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
