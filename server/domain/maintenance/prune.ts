import type { Config } from "../../config.ts";
import type { Db } from "../../db/index.ts";
import type { Logger } from "../../logger.ts";
import { pruneLimits } from "../limits/rate-limit.ts";

export interface Pruned {
  carts: number;
  sessions: number;
  passwordResets: number;
  emailChanges: number;
}

const DAY_MS = 86_400_000;

/**
 * Deletes the rows nobody can use any more, so that tables written by anonymous requests stay bounded:
 * - visitor carts (open or closed) and closed customer carts nobody has changed for `cartRetentionDays`, with their
 *   lines. A signed-in customer's open cart is never deleted: there is one per customer at most, and it is theirs.
 * - sessions, password reset links and changes of e-mail past their expiry (a used link expires like an unused one);
 * - rate-limit windows older than a day (rate-limit.ts decides which).
 */
export async function pruneExpired(db: Db, now: Date, options: { cartRetentionDays: number }): Promise<Pruned> {
  const at = now.toISOString();
  const cartCutoff = new Date(now.getTime() - options.cartRetentionDays * DAY_MS).toISOString();
  // Lines go with their cart (ON DELETE CASCADE). A change to the cart sets `updated_at` first, in the same
  // transaction, so a cart being changed right now is never old enough to match.
  const carts = await db
    .deleteFrom("carts")
    .where("updated_at", "<", cartCutoff)
    .where((eb) => eb.or([eb("customer_id", "is", null), eb("status", "!=", "open")]))
    .executeTakeFirst();
  const sessions = await db.deleteFrom("sessions").where("expires_at", "<=", at).executeTakeFirst();
  const passwordResets = await db.deleteFrom("password_resets").where("expires_at", "<=", at).executeTakeFirst();
  const emailChanges = await db.deleteFrom("email_changes").where("expires_at", "<=", at).executeTakeFirst();
  await pruneLimits(db, now.getTime());
  return {
    carts: Number(carts.numDeletedRows),
    sessions: Number(sessions.numDeletedRows),
    passwordResets: Number(passwordResets.numDeletedRows),
    emailChanges: Number(emailChanges.numDeletedRows),
  };
}

export interface Pruning {
  /** Stops the schedule; resolves once a run in progress has finished (so the database can be closed after it). */
  stop(): Promise<void>;
}

/**
 * Runs `pruneExpired` inside the server: first shortly after start, then every PRUNE_INTERVAL_MINUTES. A run that is
 * still going when the next is due is not doubled; a failure is logged and the next run tries again. The timers are
 * unref'd, so they never keep the process alive.
 */
export function startPruning(
  deps: { db: Db; logger: Logger; config: Pick<Config, "CART_RETENTION_DAYS" | "PRUNE_INTERVAL_MINUTES"> },
  options: { firstRunMs?: number; prune?: typeof pruneExpired } = {},
): Pruning {
  const prune = options.prune ?? pruneExpired;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const pruned = await prune(deps.db, new Date(), { cartRetentionDays: deps.config.CART_RETENTION_DAYS });
        const any = pruned.carts + pruned.sessions + pruned.passwordResets + pruned.emailChanges > 0;
        deps.logger[any ? "info" : "debug"](pruned, "expired rows pruned");
      } catch (error) {
        deps.logger.error({ err: error }, "pruning expired rows failed; the next run tries again");
      } finally {
        running = undefined;
      }
    })();
  };

  const first = setTimeout(run, options.firstRunMs ?? 60_000);
  const every = setInterval(run, deps.config.PRUNE_INTERVAL_MINUTES * 60_000);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
