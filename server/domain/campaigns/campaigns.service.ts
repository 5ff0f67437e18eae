import type { Db } from "../../db/index.ts";
import type { DepositKind } from "../../db/schema/campaigns.ts";
import type { Lang } from "../../i18n/language.ts";
import { productSummariesByIds, type ProductSummary } from "../catalog/catalog.service.ts";
import { instantAt, type LocalDate, type LocalTime } from "../fulfilment/shop-time.ts";
import { campaignState, refundUntil, type CampaignState } from "./campaign-rules.shared.ts";
import * as repo from "./campaigns.repository.ts";

// Campaigns as the storefront and the API show them: open and upcoming ones for the home page and `GET campaigns`, one
// by its slug for its page, and the campaign a cart's items belong to for checkout.

export interface PickupDayView {
  id: number;
  date: LocalDate;
  start: LocalTime;
  end: LocalTime;
  /** The day's opening as an instant (UTC ISO-8601). */
  starts_at: string;
  capacity_units: number;
  remaining_units: number;
  full: boolean;
  /** A cancel until then gets the deposit back (UTC ISO-8601). */
  refund_until: string;
}

export interface CampaignProductView extends ProductSummary {
  /** At most this many per customer; null: no limit. */
  per_customer_limit: number | null;
}

export interface CampaignView {
  id: number;
  slug: string;
  name: string;
  banner: string;
  /** The page's text: paragraphs separated by blank lines. */
  body: string;
  state: CampaignState;
  opens_at: string;
  closes_at: string;
  time_zone: string;
  pickup_days: PickupDayView[];
  deposit: { kind: DepositKind; value: number };
  cancel_until_days: number;
  products: CampaignProductView[];
  /** The version a back-office save carries back. */
  updated_at: string;
}

export interface CampaignContext {
  db: Db;
  lang: Lang;
  timeZone: string;
  now: Date;
}

export function pickupDayView(day: repo.PickupDayRow, cancelUntilDays: number, timeZone: string): PickupDayView {
  const startsAt = instantAt(day.date, day.opens, timeZone);
  const remaining = Math.max(0, Number(day.capacity_units) - Number(day.reserved_units));
  return {
    id: day.id,
    date: day.date,
    start: day.opens,
    end: day.closes,
    starts_at: startsAt.toISOString(),
    capacity_units: Number(day.capacity_units),
    remaining_units: remaining,
    full: remaining === 0,
    refund_until: refundUntil(startsAt, cancelUntilDays).toISOString(),
  };
}

async function views(ctx: CampaignContext, rows: readonly repo.CampaignRow[]): Promise<CampaignView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [days, products] = await Promise.all([repo.findPickupDays(ctx.db, ids), repo.findCampaignProducts(ctx.db, ids)]);
  const summaries = new Map(
    (await productSummariesByIds(ctx.db, ctx.lang, [...new Set(products.map((p) => p.product_id))])).map((s) => [s.id, s]),
  );
  const vi = ctx.lang === "vi";
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: vi ? row.name_vi : row.name_en,
    banner: vi ? row.banner_vi : row.banner_en,
    body: vi ? row.body_vi : row.body_en,
    state: campaignState(row, ctx.now),
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    time_zone: ctx.timeZone,
    pickup_days: days.filter((d) => d.campaign_id === row.id).map((d) => pickupDayView(d, Number(row.cancel_until_days), ctx.timeZone)),
    deposit: { kind: row.deposit_kind, value: Number(row.deposit_value) },
    cancel_until_days: Number(row.cancel_until_days),
    products: products
      .filter((p) => p.campaign_id === row.id)
      .flatMap((p) => {
        const summary = summaries.get(p.product_id);
        return summary ? [{ ...summary, per_customer_limit: p.per_customer_limit === null ? null : Number(p.per_customer_limit) }] : [];
      }),
    updated_at: row.updated_at,
  }));
}

/** The published campaigns open now or still to open, by when they open (GET campaigns, the home page). */
export async function listCampaigns(ctx: CampaignContext): Promise<CampaignView[]> {
  const rows = (await repo.findCampaigns(ctx.db)).filter((r) => campaignState(r, ctx.now) !== "closed");
  return views(ctx, rows);
}

/** One published campaign by its slug, closed ones too (its page says so); undefined when there is none. */
export async function getCampaign(ctx: CampaignContext, slug: string): Promise<CampaignView | undefined> {
  const row = await repo.findCampaignBySlug(ctx.db, slug);
  if (!row || row.is_published !== 1) return undefined;
  return (await views(ctx, [row]))[0];
}

/** One campaign by id, a draft too (the back office; checkout of a cart whose campaign is known). */
export async function campaignById(ctx: CampaignContext, id: number): Promise<CampaignView | undefined> {
  const row = await repo.findCampaignById(ctx.db, id);
  return row && (await views(ctx, [row]))[0];
}

/** The campaign each product is sold through (product id → campaign id and its limit per customer). */
export const campaignsOfProducts = repo.campaignsOfProducts;
