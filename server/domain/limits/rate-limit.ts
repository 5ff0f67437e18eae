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
 * Counts one hit against `key` in the current fixed window, in the database so every process shares it.
 * `allowed` is false once the count goes past `max`.
 */
export async function hitLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const window = windowOf(limit, now);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: window.start, count: 1 })
    .onConflict((oc) => oc.columns(["key", "window_start"]).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning("count")
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { allowed: count <= limit.max, count, retryAfter: window.retryAfter };
}

/** The state of `key` without counting a hit (e.g. refuse a login before checking the password). */
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

/** Forgets the counters of `key` (e.g. failed logins after a successful one). */
export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Drops windows older than a day; cheap enough to call now and then. */
export async function pruneLimits(db: Db, now = Date.now()): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(now - 86_400_000).toISOString())
    .execute();
}
