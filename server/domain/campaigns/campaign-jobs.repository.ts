import type { Db } from "../../db/index.ts";
import type { OutboxEmailsTable } from "../../db/schema/orders.ts";

// The campaign jobs' SQL (campaign-jobs.ts).

/** Orders still open whose deposit due at the counter is past its deadline. */
export function findExpiredDeposits(db: Db, at: string) {
  return db
    .selectFrom("orders")
    .select([
      "id",
      "code",
      "locale",
      "customer_id",
      "campaign_id",
      "slot_date",
      "slot_start",
      "preorder_units",
      "deposit_status",
      "refund_until",
    ])
    .where("deposit_status", "=", "due")
    .where("deposit_due_by", "<=", at)
    .where("status", "=", "unfinished")
    .orderBy("id")
    .execute();
}

/** Pre-orders to be picked up on a date and not canceled or collected. */
export function findOrdersToRemind(db: Db, date: string) {
  return db
    .selectFrom("orders")
    .select("id")
    .where("campaign_id", "is not", null)
    .where("slot_date", "=", date)
    .where("status", "=", "unfinished")
    .execute();
}

/** The published campaigns' pickup days on a date. */
export function findPickupDaysOn(db: Db, date: string) {
  return db
    .selectFrom("campaign_pickup_days as d")
    .innerJoin("campaigns as c", "c.id", "d.campaign_id")
    .select(["d.campaign_id", "d.date"])
    .where("d.date", "=", date)
    .where("c.is_published", "=", 1)
    .execute();
}

/** Pickup days with units left and someone on their waitlist not yet told. */
export function findDaysWithRoomAndWaiting(db: Db) {
  return db
    .selectFrom("campaign_pickup_days as d")
    .select(["d.id", "d.capacity_units", "d.reserved_units"])
    .whereRef("d.reserved_units", "<", "d.capacity_units")
    .where((eb) =>
      eb.exists(
        eb.selectFrom("campaign_waitlist as w").select("w.id").whereRef("w.pickup_day_id", "=", "d.id").where("w.notified_at", "is", null),
      ),
    )
    .execute();
}

/** How many on a day's waitlist were told since a moment. */
export async function countToldSince(db: Db, pickupDayId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom("campaign_waitlist")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("pickup_day_id", "=", pickupDayId)
    .where("notified_at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first `limit` people waiting for a day, first come first. */
export function findWaiting(db: Db, pickupDayId: number, limit: number) {
  return db
    .selectFrom("campaign_waitlist")
    .select(["id"])
    .where("pickup_day_id", "=", pickupDayId)
    .where("notified_at", "is", null)
    .orderBy("id")
    .limit(Math.max(0, limit))
    .execute();
}

/** Marks a waitlist entry told; false when another process did first. */
export async function markNotified(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("campaign_waitlist")
    .set({ notified_at: at })
    .where("id", "=", id)
    .where("notified_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Queues e-mails keyed by `once_key`: one already queued under its key (by any process, ever) is not queued again. */
export async function queueOnce(
  db: Db,
  emails: readonly { kind: OutboxEmailsTable["kind"]; order_id: number | null; once_key: string; params: object }[],
  at: string,
): Promise<number> {
  let queued = 0;
  for (const email of emails) {
    const result = await db
      .insertInto("outbox_emails")
      .values({
        kind: email.kind,
        order_id: email.order_id,
        once_key: email.once_key,
        params_json: JSON.stringify(email.params),
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })
      .onConflict((oc) => oc.column("once_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (result) queued++;
  }
  return queued;
}
