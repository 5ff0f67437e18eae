import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CakeRequestPhotosTable, CakeRequestsTable } from "../../db/schema/custom-cakes.ts";
import type { CakeRequestStatus } from "./custom-cake-rules.shared.ts";

// The custom cake requests' reads and writes. Every move of a request's status is one guarded UPDATE (… WHERE status
// = the one expected): two moves at once, one wins, the other finds the request moved.

export type CakeRequestRow = Selectable<CakeRequestsTable>;
export type CakePhotoRow = Selectable<CakeRequestPhotosTable>;

export async function insertRequest(db: Db, row: Insertable<CakeRequestsTable>): Promise<number> {
  const inserted = await db.insertInto("cake_requests").values(row).returning("id").executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function insertPhotos(db: Db, rows: Insertable<CakeRequestPhotosTable>[]): Promise<void> {
  if (rows.length) await db.insertInto("cake_request_photos").values(rows).execute();
}

export const findRequestByCode = (db: Db, code: string) =>
  db.selectFrom("cake_requests").selectAll().where("code", "=", code).executeTakeFirst();

export const findRequestById = (db: Db, id: number) => db.selectFrom("cake_requests").selectAll().where("id", "=", id).executeTakeFirst();

export const findPhotos = (db: Db, requestIds: readonly number[]) =>
  requestIds.length
    ? db
        .selectFrom("cake_request_photos")
        .selectAll()
        .where("request_id", "in", requestIds)
        .orderBy("request_id")
        .orderBy("position")
        .execute()
    : Promise.resolve([] as CakePhotoRow[]);

export const findPhoto = (db: Db, requestId: number, position: number) =>
  db.selectFrom("cake_request_photos").selectAll().where("request_id", "=", requestId).where("position", "=", position).executeTakeFirst();

export async function photoCounts(db: Db, requestIds: readonly number[]): Promise<Map<number, number>> {
  if (!requestIds.length) return new Map();
  const rows = await db
    .selectFrom("cake_request_photos")
    .select(["request_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("request_id", "in", requestIds)
    .groupBy("request_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.request_id), Number(r.n)]));
}

export async function orderCodes(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await db.selectFrom("orders").select(["id", "code"]).where("id", "in", orderIds).execute();
  return new Map(rows.map((r) => [Number(r.id), r.code]));
}

export const customerRequests = (db: Db, customerId: number) =>
  db
    .selectFrom("cake_requests")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();

/** The inbox: by the date the cake is for (the quote's when it moved it), soonest first. */
export function inboxRequests(db: Db, statuses: readonly CakeRequestStatus[] | null) {
  let query = db.selectFrom("cake_requests").selectAll();
  if (statuses) query = query.where("status", "in", statuses);
  return query
    .orderBy((eb) => eb.fn.coalesce("quote_date", "date_wanted"))
    .orderBy("id")
    .limit(500)
    .execute();
}

/** Moves a request from one status to another with its fields; false when it was not in `from` (another move came first). */
export async function moveRequest(
  db: Db,
  id: number,
  from: readonly CakeRequestStatus[],
  set: Omit<Updateable<CakeRequestsTable>, "id" | "version"> & { updated_at: string },
  expectedVersion?: number,
): Promise<boolean> {
  let query = db
    .updateTable("cake_requests")
    .set((eb) => ({ ...set, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("status", "in", from);
  if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An accept's hold on its request: a hold older than this was left by a process that died (the accept and the sweep read it). */
export const ACCEPT_CLAIM_MS = 3 * 60_000;

/** Holds a quoted request for one accept: false when another accept holds it (a claim younger than `staleBefore`). */
export async function claimAccept(db: Db, id: number, claim: string, at: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable("cake_requests")
    .set({ accept_claim: claim, accept_claimed_at: at })
    .where("id", "=", id)
    .where("status", "=", "quoted")
    .where((eb) => eb.or([eb("accept_claim", "is", null), eb("accept_claimed_at", "<", staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseAccept(db: Db, id: number, claim: string): Promise<void> {
  await db
    .updateTable("cake_requests")
    .set({ accept_claim: null, accept_claimed_at: null })
    .where("id", "=", id)
    .where("accept_claim", "=", claim)
    .execute();
}

/** The accepted request, in the order's transaction: false when the claim is no longer this accept's. */
export async function markAccepted(db: Db, id: number, claim: string, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("cake_requests")
    .set((eb) => ({
      status: "accepted",
      order_id: orderId,
      accept_claim: null,
      accept_claimed_at: null,
      updated_at: at,
      version: eb("version", "+", 1),
    }))
    .where("id", "=", id)
    .where("status", "=", "quoted")
    .where("accept_claim", "=", claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Quotes not accepted in time, not held by an accept under way. */
export const quotesExpiredBy = (db: Db, at: string, staleBefore: string) =>
  db
    .selectFrom("cake_requests")
    .select(["id", "code"])
    .where("status", "=", "quoted")
    .where("quote_expires_at", "<=", at)
    .where((eb) => eb.or([eb("accept_claim", "is", null), eb("accept_claimed_at", "<", staleBefore)]))
    .limit(200)
    .execute();

/** Requests whose order is done (collected or canceled) and that have no end yet. */
export const requestsWithOrdersDone = (db: Db) =>
  db
    .selectFrom("cake_requests as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select(["r.id", "o.updated_at"])
    .where("r.ended_at", "is", null)
    .where("o.status", "in", ["completed", "canceled"])
    .limit(500)
    .execute();

export async function markEnded(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable("cake_requests").set({ ended_at: at }).where("id", "=", id).where("ended_at", "is", null).execute();
}

/** The photos of requests that ended before `before`. */
export const photosEndedBefore = (db: Db, before: string) =>
  db
    .selectFrom("cake_request_photos as p")
    .innerJoin("cake_requests as r", "r.id", "p.request_id")
    .select(["p.id", "p.file_name"])
    .where("r.ended_at", "is not", null)
    .where("r.ended_at", "<", before)
    .limit(500)
    .execute();

export async function deletePhotoRows(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.deleteFrom("cake_request_photos").where("id", "in", ids).execute();
}

/** The audit's lines about one request, oldest first. */
export const historyOf = (db: Db, id: number) =>
  db
    .selectFrom("audit_log")
    .select(["action", "staff_name", "created_at"])
    .where("entity", "=", "cake_request")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .limit(200)
    .execute();

/** The custom cake product: its id, names and allergens (null when the shop deleted it). */
export const findCakeProduct = (db: Db, slug: string) =>
  db.selectFrom("products").select(["id", "slug", "sku", "lead_time_hours"]).where("slug", "=", slug).executeTakeFirst();

export type CakeMailKind = "cake_request" | "cake_request_shop" | "cake_quote" | "cake_declined" | "cake_day_full";

/** Queues a request's e-mail (its params: the request, and the link's key where the e-mail carries one). `onceKey`: at most once. */
export async function queueCakeMail(
  db: Db,
  kind: CakeMailKind,
  params: { request_id: number; key?: string },
  at: string,
  onceKey: string | null = null,
): Promise<void> {
  await db
    .insertInto("outbox_emails")
    .values({
      kind,
      order_id: null,
      params_json: JSON.stringify(params),
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      once_key: onceKey,
    })
    .onConflict((oc) => oc.column("once_key").doNothing())
    .execute();
}

export async function productAllergens(db: Db, productId: number): Promise<string[]> {
  const rows = await db.selectFrom("product_allergens").select("allergen").where("product_id", "=", productId).execute();
  return rows.map((r) => r.allergen);
}

/** Declines an open request not held by an accept under way; false when it was not open (or the version moved). */
export async function declineRequest(
  db: Db,
  id: number,
  decline: { by: "customer" | "shop"; reason: string; at: string; version?: number },
): Promise<boolean> {
  let query = db
    .updateTable("cake_requests")
    .set((eb) => ({
      status: "declined",
      declined_by: decline.by,
      decline_reason: decline.reason,
      ended_at: decline.at,
      updated_at: decline.at,
      version: eb("version", "+", 1),
    }))
    .where("id", "=", id)
    .where("status", "in", ["requested", "quoted"])
    .where("accept_claim", "is", null);
  if (decline.version !== undefined) query = query.where("version", "=", decline.version);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Photo counts and order codes of requests, in two queries whatever their number. */
export async function countsAndCodes(
  db: Db,
  rows: readonly CakeRequestRow[],
): Promise<{ counts: Map<number, number>; codes: Map<number, string> }> {
  const [counts, codes] = await Promise.all([
    photoCounts(
      db,
      rows.map((r) => Number(r.id)),
    ),
    orderCodes(
      db,
      rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])),
    ),
  ]);
  return { counts, codes };
}

/** Whether an accept under way holds the request. */
export async function isHeldByAccept(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom("cake_requests").select("accept_claim").where("id", "=", id).executeTakeFirst();
  return Boolean(row?.accept_claim);
}
