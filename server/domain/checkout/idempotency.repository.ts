import type { Db } from "../../db/index.ts";

// The Idempotency-Key store of POST checkout (`idempotency_keys`): a key is claimed by one request while its order is
// placed ("running"), marked "done" with the order in the order's own transaction, and given up when placing fails, so
// that the same key may try again. Every step is one guarded statement: two requests with one key never both own it.

/** A running claim older than this was left by a request that died: another may take the key over. */
const ABANDONED_CLAIM_MS = 2 * 60_000;

/**
 * The process making a claim, when several serve the database (scale/processes.ts): its id, and the ids of the
 * processes alive now. A running claim whose process is no longer alive (killed, crashed) is taken over at once.
 */
export interface ClaimOwner {
  id: string;
  alive(): Promise<string[]>;
}

export type Claim =
  | { kind: "owned" }
  | { kind: "replay"; orderId: number }
  /** The key was used with another body. */
  | { kind: "reused" }
  /** Another request holds the key and is still running. */
  | { kind: "inProgress" };

/** Takes the key for this request, or says whose it is: an order to answer again, another body's, or a request still running. */
export async function claimKey(db: Db, key: string, fingerprint: string, now: Date, owner?: ClaimOwner): Promise<Claim> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto("idempotency_keys")
    .values({ key, fingerprint, status: "running", order_id: null, answer_json: null, created_at: at, owner: owner?.id ?? null })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return { kind: "owned" };
  const row = await db.selectFrom("idempotency_keys").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row) return claimKey(db, key, fingerprint, now, owner);
  if (row.fingerprint !== fingerprint) return { kind: "reused" };
  if (row.status === "done" && row.order_id !== null) return { kind: "replay", orderId: row.order_id };
  const abandoned =
    now.getTime() - Date.parse(row.created_at) > ABANDONED_CLAIM_MS ||
    (row.owner !== null && owner !== undefined && row.owner !== owner.id && !(await owner.alive()).includes(row.owner));
  if (abandoned) {
    // Taken over by one request only: the claim must still be the one read.
    const taken = await db
      .updateTable("idempotency_keys")
      .set({ created_at: at, owner: owner?.id ?? null })
      .where("key", "=", key)
      .where("status", "=", "running")
      .where("created_at", "=", row.created_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { kind: "owned" };
  }
  return { kind: "inProgress" };
}

/**
 * The key's order, written in the order's transaction: the same key with the same body answers it again. Only while
 * the claim is still this request's (made at `claimedAt`, the request's clock): false when another request took it
 * over meanwhile (this one was counted as dead), and the caller must then undo its order.
 */
export async function markKeyDone(trx: Db, key: string, claimedAt: string, orderId: number, code: string): Promise<boolean> {
  const done = await trx
    .updateTable("idempotency_keys")
    .set({ status: "done", order_id: orderId, answer_json: JSON.stringify({ code }) })
    .where("key", "=", key)
    .where("status", "=", "running")
    .where("created_at", "=", claimedAt)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Gives up this request's claim (made at `claimedAt`) when its order was not placed: the key may be tried again. */
export async function releaseKey(db: Db, key: string, claimedAt: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("key", "=", key)
    .where("status", "=", "running")
    .where("created_at", "=", claimedAt)
    .execute();
}
