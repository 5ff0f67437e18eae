import type { Db } from "../../server/db/index.ts";
import { addDays, localDateAt } from "../../server/domain/fulfilment/shop-time.ts";

/**
 * Puts a seeded campaign's window around now and its pickup days ahead (from `firstDay` days on, passing over the
 * shop's closed days: New Year's Day is 30 days after December 2), whatever day the tests run: the seed sets them from
 * the real festival dates, which a test cannot count on.
 */
export async function openCampaign(
  db: Db,
  slug: string,
  options: { firstDay?: number; capacity?: number; state?: "open" | "upcoming" | "closed"; limit?: number | null } = {},
): Promise<{ id: number; days: { id: number; date: string; opens: string }[] }> {
  const now = Date.now();
  const window = {
    open: { opens_at: now - 86_400_000, closes_at: now + 30 * 86_400_000 },
    upcoming: { opens_at: now + 10 * 86_400_000, closes_at: now + 30 * 86_400_000 },
    closed: { opens_at: now - 30 * 86_400_000, closes_at: now - 86_400_000 },
  }[options.state ?? "open"];
  const campaign = await db.selectFrom("campaigns").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  await db
    .updateTable("campaigns")
    .set({ opens_at: new Date(window.opens_at).toISOString(), closes_at: new Date(window.closes_at).toISOString(), is_published: 1 })
    .where("id", "=", campaign.id)
    .execute();
  const days = await db.selectFrom("campaign_pickup_days").select("id").where("campaign_id", "=", campaign.id).orderBy("date").execute();
  const today = localDateAt(new Date(), "America/Chicago");
  const closed = new Set((await db.selectFrom("calendar_days").select("date").where("closed", "=", 1).execute()).map((row) => row.date));
  const open: string[] = [];
  for (let ahead = options.firstDay ?? 10; open.length < days.length; ahead++) {
    const date = addDays(today, ahead);
    if (!closed.has(date)) open.push(date);
  }
  // Out of the way first: a day's new date may be another's old one (one date a campaign).
  for (const [i, day] of days.entries()) {
    await db
      .updateTable("campaign_pickup_days")
      .set({ date: addDays("2199-01-01", i) })
      .where("id", "=", day.id)
      .execute();
  }
  for (const [i, day] of days.entries()) {
    await db
      .updateTable("campaign_pickup_days")
      .set({
        date: open[i]!,
        reserved_units: 0,
        ...(options.capacity === undefined ? {} : { capacity_units: options.capacity }),
      })
      .where("id", "=", day.id)
      .execute();
  }
  if (options.limit !== undefined) {
    await db.updateTable("campaign_products").set({ per_customer_limit: options.limit }).where("campaign_id", "=", campaign.id).execute();
  }
  return {
    id: campaign.id,
    days: await db
      .selectFrom("campaign_pickup_days")
      .select(["id", "date", "opens"])
      .where("campaign_id", "=", campaign.id)
      .orderBy("date")
      .execute(),
  };
}
