import type { Db } from "../../db/index.ts";

// What the campaign e-mails read (campaign-mail.ts).

export function findCampaignName(db: Db, id: number) {
  return db.selectFrom("campaigns").select(["id", "slug", "name_en", "name_vi"]).where("id", "=", id).executeTakeFirst();
}

/** A campaign's orders to be picked up on a date, not canceled, by name. */
export function findPickups(db: Db, campaignId: number, date: string) {
  return db
    .selectFrom("orders")
    .selectAll()
    .where("campaign_id", "=", campaignId)
    .where("slot_date", "=", date)
    .where("status", "!=", "canceled")
    .orderBy("full_name")
    .orderBy("id")
    .execute();
}

/** A waitlist entry with its day and campaign. */
export function findWaitlistEntry(db: Db, id: number) {
  return db
    .selectFrom("campaign_waitlist as w")
    .innerJoin("campaign_pickup_days as d", "d.id", "w.pickup_day_id")
    .innerJoin("campaigns as c", "c.id", "d.campaign_id")
    .select(["w.email", "w.locale", "d.date", "c.slug", "c.name_en", "c.name_vi"])
    .where("w.id", "=", id)
    .executeTakeFirst();
}
