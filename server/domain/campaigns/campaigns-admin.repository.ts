import type { Db } from "../../db/index.ts";
import type { DepositKind } from "../../db/schema/campaigns.ts";

// The rows behind campaigns in the back office (campaigns-admin.service.ts). A pickup day's capacity is changed by a
// guarded update only: checkout takes units at the same moment, and a capacity below what is taken would oversell.

export interface CampaignColumns {
  slug: string;
  name_en: string;
  name_vi: string;
  banner_en: string;
  banner_vi: string;
  body_en: string;
  body_vi: string;
  opens_at: string;
  closes_at: string;
  deposit_kind: DepositKind;
  deposit_value: number;
  cancel_until_days: number;
  is_published: 0 | 1;
}

/** Products with their names in both languages (any status: a draft may wait for its campaign). */
export function findProductNames(db: Db, ids: readonly number[]) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .select(["p.id", "p.slug", "p.status", "en.name as name_en", "vi.name as name_vi"])
    .where("p.id", "in", ids.length ? ids : [0])
    .execute();
}

/** Every product of the catalogue, for the form's choice, by English name. */
export function findCatalogueProducts(db: Db) {
  return db
    .selectFrom("products as p")
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .leftJoin("campaign_products as cp", "cp.product_id", "p.id")
    .select(["p.id", "p.status", "en.name as name_en", "vi.name as name_vi", "cp.campaign_id"])
    .orderBy("en.name")
    .orderBy("p.id")
    .execute();
}

/** Which of these products another campaign sells, with that campaign's names. */
export function findProductsOfOtherCampaigns(db: Db, productIds: readonly number[], campaignId: number | undefined) {
  let query = db
    .selectFrom("campaign_products as cp")
    .innerJoin("campaigns as c", "c.id", "cp.campaign_id")
    .select(["cp.product_id", "c.id as campaign_id", "c.name_en", "c.name_vi"])
    .where("cp.product_id", "in", productIds.length ? productIds : [0]);
  if (campaignId !== undefined) query = query.where("cp.campaign_id", "!=", campaignId);
  return query.execute();
}

/** Orders placed through each campaign (canceled ones too: deleting the campaign would orphan them). */
export async function orderCounts(db: Db, campaignIds: readonly number[]): Promise<Map<number, number>> {
  if (!campaignIds.length) return new Map();
  const rows = await db
    .selectFrom("orders")
    .select(["campaign_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("campaign_id", "in", campaignIds)
    .groupBy("campaign_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.campaign_id), Number(r.n)]));
}

/** People waiting for room on each campaign's pickup days. */
export async function waitlistCounts(db: Db, campaignIds: readonly number[]): Promise<Map<number, number>> {
  if (!campaignIds.length) return new Map();
  const rows = await db
    .selectFrom("campaign_waitlist as w")
    .innerJoin("campaign_pickup_days as d", "d.id", "w.pickup_day_id")
    .select(["d.campaign_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("d.campaign_id", "in", campaignIds)
    .groupBy("d.campaign_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.campaign_id), Number(r.n)]));
}

/** Orders not canceled of a campaign's pickup date. */
export async function liveOrdersOn(db: Db, campaignId: number, date: string): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("campaign_id", "=", campaignId)
    .where("slot_date", "=", date)
    .where("status", "!=", "canceled")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCampaign(trx: Db, values: CampaignColumns & { at: string }): Promise<number> {
  const { at, ...rest } = values;
  return (
    await trx
      .insertInto("campaigns")
      .values({ ...rest, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

export function updateCampaignIf(trx: Db, id: number, expected: string, values: CampaignColumns & { updated_at: string }) {
  return trx.updateTable("campaigns").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

export async function replaceCampaignProducts(
  trx: Db,
  campaignId: number,
  products: readonly { product_id: number; per_customer_limit: number | null }[],
): Promise<void> {
  await trx.deleteFrom("campaign_products").where("campaign_id", "=", campaignId).execute();
  if (!products.length) return;
  await trx
    .insertInto("campaign_products")
    .values(products.map((p, position) => ({ campaign_id: campaignId, ...p, position })))
    .execute();
}

export async function insertPickupDay(
  trx: Db,
  campaignId: number,
  day: { date: string; opens: string; closes: string; capacity_units: number },
): Promise<void> {
  await trx
    .insertInto("campaign_pickup_days")
    .values({ campaign_id: campaignId, ...day })
    .execute();
}

/** A day's hours and capacity: true when set; false when the capacity is below the units already taken. */
export async function updatePickupDayIf(
  trx: Db,
  id: number,
  day: { opens: string; closes: string; capacity_units: number },
): Promise<boolean> {
  const result = await trx
    .updateTable("campaign_pickup_days")
    .set(day)
    .where("id", "=", id)
    .where("reserved_units", "<=", day.capacity_units)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a pickup day nobody has taken a unit of: true when deleted. */
export async function deleteEmptyPickupDay(trx: Db, id: number): Promise<boolean> {
  const result = await trx.deleteFrom("campaign_pickup_days").where("id", "=", id).where("reserved_units", "=", 0).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function reservedUnitsOf(trx: Db, id: number): Promise<number> {
  const row = await trx.selectFrom("campaign_pickup_days").select("reserved_units").where("id", "=", id).executeTakeFirst();
  return Number(row?.reserved_units ?? 0);
}

export async function deleteCampaignRow(trx: Db, id: number): Promise<void> {
  const days = trx.selectFrom("campaign_pickup_days").select("id").where("campaign_id", "=", id);
  await trx.deleteFrom("campaign_waitlist").where("pickup_day_id", "in", days).execute();
  await trx.deleteFrom("campaign_pickup_days").where("campaign_id", "=", id).execute();
  await trx.deleteFrom("campaign_products").where("campaign_id", "=", id).execute();
  await trx.deleteFrom("campaigns").where("id", "=", id).execute();
}
