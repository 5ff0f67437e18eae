import type { Db } from "../../db/index.ts";

// The waitlists' SQL: one guarded insert, the table's unique pickup day and e-mail deciding two joins at once.

/** Adds an e-mail to a pickup day's list: true when it was added, false when it was there already. */
export async function insertWaitlistEntry(
  db: Db,
  entry: { pickupDayId: number; email: string; locale: string; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("campaign_waitlist")
    .values({ pickup_day_id: entry.pickupDayId, email: entry.email, locale: entry.locale, created_at: entry.at })
    .onConflict((oc) => oc.columns(["pickup_day_id", "email"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}
