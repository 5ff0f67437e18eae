import { PostgresAdapter } from "kysely";
import type { Db } from "../../db/index.ts";
import { normaliseEmail, normalisePhone } from "../accounts/identifier.ts";

// Campaigns' SQL: reading them, their pickup days and products; the pickup days' unit counters, taken and given back
// by guarded updates only (a read followed by a write could let two orders take one last place); and what a customer
// has already pre-ordered, for the limit per customer.

export type CampaignRow = Awaited<ReturnType<typeof findCampaigns>>[number];

const campaignColumns = [
  "id",
  "slug",
  "name_en",
  "name_vi",
  "banner_en",
  "banner_vi",
  "body_en",
  "body_vi",
  "opens_at",
  "closes_at",
  "deposit_kind",
  "deposit_value",
  "cancel_until_days",
  "is_published",
  "created_at",
  "updated_at",
] as const;

/** Campaigns, published ones only unless asked; by when their window opens. */
export function findCampaigns(db: Db, options: { drafts?: boolean; ids?: readonly number[] } = {}) {
  let query = db.selectFrom("campaigns").select(campaignColumns).orderBy("opens_at").orderBy("id");
  if (!options.drafts) query = query.where("is_published", "=", 1);
  if (options.ids) query = query.where("id", "in", options.ids.length ? options.ids : [0]);
  return query.execute();
}

export function findCampaignBySlug(db: Db, slug: string) {
  return db.selectFrom("campaigns").select(campaignColumns).where("slug", "=", slug).executeTakeFirst();
}

export function findCampaignById(db: Db, id: number) {
  return db.selectFrom("campaigns").select(campaignColumns).where("id", "=", id).executeTakeFirst();
}

export type PickupDayRow = Awaited<ReturnType<typeof findPickupDays>>[number];

/** The pickup days of these campaigns, by date. */
export function findPickupDays(db: Db, campaignIds: readonly number[]) {
  return db
    .selectFrom("campaign_pickup_days")
    .select(["id", "campaign_id", "date", "opens", "closes", "capacity_units", "reserved_units"])
    .where("campaign_id", "in", campaignIds.length ? campaignIds : [0])
    .orderBy("date")
    .execute();
}

export type CampaignProductRow = Awaited<ReturnType<typeof findCampaignProducts>>[number];

/** The products of these campaigns, in their order. */
export function findCampaignProducts(db: Db, campaignIds: readonly number[]) {
  return db
    .selectFrom("campaign_products")
    .select(["campaign_id", "product_id", "per_customer_limit", "position"])
    .where("campaign_id", "in", campaignIds.length ? campaignIds : [0])
    .orderBy("position")
    .orderBy("product_id")
    .execute();
}

/** Which of these products a campaign sells (product id → its campaign's id and the limit per customer). */
export async function campaignsOfProducts(db: Db, productIds: readonly number[]): Promise<Map<number, CampaignProductRow>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .selectFrom("campaign_products")
    .select(["campaign_id", "product_id", "per_customer_limit", "position"])
    .where("product_id", "in", productIds)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r]));
}

/** Takes `units` of a pickup day's capacity: true when they were still there. */
export async function reserveUnits(db: Db, pickupDayId: number, units: number): Promise<boolean> {
  const result = await db
    .updateTable("campaign_pickup_days")
    .set((eb) => ({ reserved_units: eb("reserved_units", "+", units) }))
    .where("id", "=", pickupDayId)
    .where((eb) => eb(eb("reserved_units", "+", units), "<=", eb.ref("capacity_units")))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back units of a pickup day's capacity; never below 0. */
export async function releaseUnits(db: Db, pickupDayId: number, units: number): Promise<void> {
  await db
    .updateTable("campaign_pickup_days")
    .set((eb) => ({
      reserved_units: eb
        .case()
        .when("reserved_units", ">=", units)
        .then(eb("reserved_units", "-", units))
        .else(0)
        .end(),
    }))
    .where("id", "=", pickupDayId)
    .execute();
}

/**
 * Holds a campaign's products' rows for the order's transaction (PostgreSQL: `for update`, in product order so two
 * orders never wait on each other crosswise), so two checkouts by one customer count each other's pieces. SQLite runs
 * one write transaction at a time already.
 */
export async function holdCampaignProducts(trx: Db, productIds: readonly number[]): Promise<void> {
  if (!productIds.length || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom("campaign_products")
    .select("product_id")
    .where(
      "product_id",
      "in",
      [...productIds].sort((a, b) => a - b),
    )
    .orderBy("product_id")
    .forUpdate()
    .execute();
}

/**
 * Pieces of each product a customer has in a campaign's orders not canceled: counted by account, and by the order's
 * e-mail and phone (a guest, or the same person signed out).
 */
export async function piecesOrderedBy(
  db: Db,
  campaignId: number,
  productIds: readonly number[],
  who: { customerId: number | null; email: string; phone: string },
): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const email = normaliseEmail(who.email);
  const phone = normalisePhone(who.phone);
  const rows = await db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select(["l.product_id", (eb) => eb.fn.sum<number>("l.quantity").as("pieces")])
    .where("o.campaign_id", "=", campaignId)
    .where("o.status", "!=", "canceled")
    .where("l.product_id", "in", productIds)
    .where("l.is_gift", "=", 0)
    .where((eb) =>
      eb.or([
        ...(who.customerId !== null ? [eb("o.customer_id", "=", who.customerId)] : []),
        ...(email ? [eb("o.email", "=", email)] : []),
        ...(phone ? [eb("o.phone", "=", phone)] : []),
      ]),
    )
    .groupBy("l.product_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.pieces)]));
}
