import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

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

function windowOf(limit: Limit, now: number) {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start: new Date(start).toISOString(), retryAfter: Math.max(1, Math.ceil((start + size - now) / 1000)) };
}

/**
 * Counts one hit against `key` in the current fixed window, in the database so every process shares it. One
 * guarded statement (an upsert that adds only while the count is under `max`), so hits sent at the same moment
 * can never all pass: the (max+1)th is refused however many run at once, on SQLite and PostgreSQL alike. A
 * refused hit is not counted.
 */
export async function hitLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const window = windowOf(limit, now);
  if (limit.max < 1) return { allowed: false, count: 0, retryAfter: window.retryAfter };
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
 * shared one). Returns the refusal, or a reservation to give back when the attempt turns out not to count.
 */
export async function reserveLimits(
  db: Db,
  limits: readonly { key: string; limit: Limit }[],
  now = Date.now(),
): Promise<{ refused: LimitState } | { refused?: undefined; reservation: Reservation }> {
  const taken: { key: string; limit: Limit }[] = [];
  const release = async () => {
    for (const { key, limit } of taken) await unhitLimit(db, key, limit, now);
  };
  for (const entry of limits) {
    const state = await hitLimit(db, entry.key, entry.limit, now);
    if (!state.allowed) {
      await release();
      return { refused: state };
    }
    taken.push(entry);
  }
  return { reservation: { release } };
}

/** The state of `key` without counting a hit. Not for deciding: a peek then a hit is not atomic (use `hitLimit`). */
export async function peekLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
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

/** Forgets the counters of `key`, and with `andBelow` those of every `key:…` too (e.g. an account's per-address ones). */
export async function resetLimit(db: Db, key: string, options: { andBelow?: boolean } = {}): Promise<void> {
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

/** Drops windows older than a day; cheap enough to call now and then. */
export async function pruneLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(now - 86_400_000).toISOString())
    .execute();
}
