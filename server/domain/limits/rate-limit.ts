import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import { countLimitRefusal } from "../../observability/metrics.ts";

export interface Limit {
  /** How many hits a window allows. */
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (for Retry-After). */
  retryAfter: number;
}

/**
 * The fixed window that `now` falls in: windows are aligned on multiples of their size since the epoch, so every
 * process and every store (the table, Redis) agrees on where one ends. `startMs` is its start, `endsInMs` how long
 * until it ends.
 */
export function windowOf(limit: Limit, now: number) {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return {
    start: new Date(start).toISOString(),
    startMs: start,
    endsInMs: start + size - now,
    retryAfter: Math.max(1, Math.ceil((start + size - now) / 1000)),
  };
}

/**
 * Where the counters live when not in the rate_limits table (e.g. Redis, server/scale/redis.ts). A store keeps the
 * table's guarantees: the same windows (`windowOf`), a guarded hit that never lets the (max+1)th through however many
 * run at once and does not count a refused one, an unhit that never goes below 0, a peek that counts nothing, and a
 * reset whose `andBelow` takes exactly the keys that start with `key:`.
 */
export interface LimitStore {
  hit(key: string, limit: Limit, now: number): Promise<LimitState>;
  unhit(key: string, limit: Limit, now: number): Promise<void>;
  peek(key: string, limit: Limit, now: number): Promise<LimitState>;
  reset(key: string, options: { andBelow?: boolean }): Promise<void>;
}

/**
 * Thrown by a store that cannot answer for now (its server went away). The counters fall back to the table, so a
 * customer is never turned away, nor let through unchecked, because the store is down; the store logs why.
 */
export class LimitStoreUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LimitStoreUnavailable";
  }
}

// Keyed by the Db handle the services are given, so their signatures stay as they are. A transaction is another
// handle: a limit counted inside one uses the table (no service does that today).
const stores = new WeakMap<Db, LimitStore>();

/** Keeps the counters of `db` in `store` from now on (null: back to the rate_limits table). */
export function keepLimitsIn(db: Db, store: LimitStore | null): void {
  if (store) stores.set(db, store);
  else stores.delete(db);
}

/** Asks the store of `db` when there is one and it answers; the table otherwise. */
async function inStore<T>(db: Db, viaStore: (store: LimitStore) => Promise<T>, viaTable: () => Promise<T>): Promise<T> {
  const store = stores.get(db);
  if (!store) return viaTable();
  try {
    return await viaStore(store);
  } catch (error) {
    if (error instanceof LimitStoreUnavailable) return viaTable();
    throw error;
  }
}

/**
 * Counts one hit against `key` in the current fixed window, in the database (or the store of `db`, e.g. Redis) so
 * every process shares it. One guarded statement (an upsert that adds only while the count is under `max`), so hits
 * sent at the same moment can never all pass: the (max+1)th is refused however many run at once, on SQLite and
 * PostgreSQL alike. A refused hit is not counted.
 */
export async function hitLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const window = windowOf(limit, now);
  if (limit.max < 1) return { allowed: false, count: 0, retryAfter: window.retryAfter };
  const state = await inStore(
    db,
    (store) => store.hit(key, limit, now),
    () => hitTable(db, key, limit, now),
  );
  if (!state.allowed) countLimitRefusal(key);
  return state;
}

async function hitTable(db: Db, key: string, limit: Limit, now: number): Promise<LimitState> {
  const window = windowOf(limit, now);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: window.start, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet({ count: sql`rate_limits.count + 1` })
        .where("rate_limits.count", "<", limit.max),
    )
    .returning("count")
    .executeTakeFirst();
  if (!row) return { allowed: false, count: limit.max, retryAfter: window.retryAfter };
  return { allowed: true, count: Number(row.count), retryAfter: window.retryAfter };
}

/** Gives back one hit counted by `hitLimit` at `now` (e.g. a login whose password was right). */
export async function unhitLimit(db: Db, key: string, limit: Limit, now: number): Promise<void> {
  await inStore(
    db,
    (store) => store.unhit(key, limit, now),
    () => unhitTable(db, key, limit, now),
  );
}

async function unhitTable(db: Db, key: string, limit: Limit, now: number): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ count: sql`rate_limits.count - 1` })
    .where("key", "=", key)
    .where("window_start", "=", windowOf(limit, now).start)
    .where("count", ">", 0)
    .execute();
}

export interface Reservation {
  /** Gives the hits back. */
  release(): Promise<void>;
}

/**
 * Counts one hit against each limit in turn and stops at the first that refuses, giving back the hits already
 * counted: a refused attempt uses up nothing, so it cannot eat a limit further down the list (e.g. an account's
 * shared one). Returns the refusal and the key that refused, or a reservation to give back when the attempt turns out
 * not to count.
 */
export async function reserveLimits(
  db: Db,
  limits: readonly { key: string; limit: Limit }[],
  now = Date.now(),
): Promise<{ refused: LimitState; refusedBy: string } | { refused?: undefined; reservation: Reservation }> {
  const taken: { key: string; limit: Limit }[] = [];
  const release = async () => {
    for (const { key, limit } of taken) await unhitLimit(db, key, limit, now);
  };
  for (const entry of limits) {
    const state = await hitLimit(db, entry.key, entry.limit, now);
    if (!state.allowed) {
      await release();
      return { refused: state, refusedBy: entry.key };
    }
    taken.push(entry);
  }
  return { reservation: { release } };
}

/** The state of `key` without counting a hit. Not for deciding: a peek then a hit is not atomic (use `hitLimit`). */
export async function peekLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  return inStore(
    db,
    (store) => store.peek(key, limit, now),
    () => peekTable(db, key, limit, now),
  );
}

async function peekTable(db: Db, key: string, limit: Limit, now: number): Promise<LimitState> {
  const window = windowOf(limit, now);
  const row = await db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .where("window_start", "=", window.start)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { allowed: count < limit.max, count, retryAfter: window.retryAfter };
}

/**
 * Forgets the counters of `key`, and with `andBelow` those of every `key:…` too (e.g. an account's per-address ones).
 * With a store, the table's are forgotten too: they are what was counted while the store was away.
 */
export async function resetLimit(db: Db, key: string, options: { andBelow?: boolean } = {}): Promise<void> {
  const store = stores.get(db);
  if (store) {
    try {
      await store.reset(key, options);
    } catch (error) {
      if (!(error instanceof LimitStoreUnavailable)) throw error;
    }
  }
  await resetTable(db, key, options);
}

async function resetTable(db: Db, key: string, options: { andBelow?: boolean }): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where((eb) =>
      options.andBelow
        ? // substr, not LIKE: no character of a key can act as a wildcard; nor a range, which a collation could reorder.
          eb.or([eb("key", "=", key), eb(sql<string>`substr(${sql.ref("key")}, 1, ${key.length + 1})`, "=", `${key}:`)])
        : eb("key", "=", key),
    )
    .execute();
}

/**
 * Drops windows older than a day; cheap enough to call now and then. The table is pruned even when a store is in
 * use (it holds what was counted while the store was away); a store's counters expire by themselves.
 */
export async function pruneLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(now - 86_400_000).toISOString())
    .execute();
}
