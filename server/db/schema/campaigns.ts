import type { ColumnType } from "kysely";
import type { Flag, Id, Timestamp } from "./columns.ts";

// Seasonal pre-orders (migration 2026-12-01T0900-campaigns): Tết and Mid-Autumn campaigns.

export type DepositKind = "none" | "percent" | "fixed";
/** none: no deposit; due: to be paid at the counter by `deposit_due_by`; paid; refunded (canceled in time); kept (canceled late). */
export type DepositStatus = "none" | "due" | "paid" | "refunded" | "kept";

export interface CampaignsTable {
  id: Id;
  /** Its page: `/:slug` and `/vi/:slug` (one namespace with products, posts and pages). */
  slug: string;
  name_en: string;
  name_vi: string;
  /** One line for the home page and the product pages. */
  banner_en: ColumnType<string, string | undefined, string>;
  banner_vi: ColumnType<string, string | undefined, string>;
  /** The page's text, paragraphs separated by blank lines. */
  body_en: ColumnType<string, string | undefined, string>;
  body_vi: ColumnType<string, string | undefined, string>;
  /** The order window, as instants (UTC ISO-8601); set and shown on the shop's clock. */
  opens_at: Timestamp;
  closes_at: Timestamp;
  deposit_kind: ColumnType<DepositKind, DepositKind | undefined, DepositKind>;
  /** A percentage (30) or cents per item (500), by `deposit_kind`. */
  deposit_value: ColumnType<number, number | undefined, number>;
  /** The deposit is refunded on a cancel until this many days before the pickup day, kept after. */
  cancel_until_days: ColumnType<number, number | undefined, number>;
  /** Off: a draft nobody outside the back office sees. */
  is_published: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A product sold only through a campaign, with its limit per customer (null: none). */
export interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
  per_customer_limit: number | null;
  position: ColumnType<number, number | undefined, number>;
}

/** A day to collect a campaign's orders: its hours and its capacity in units, counted by `reserved_units`. */
export interface CampaignPickupDaysTable {
  id: Id;
  campaign_id: number;
  date: string;
  opens: string;
  closes: string;
  capacity_units: number;
  reserved_units: ColumnType<number, number | undefined, number>;
}

/** Who asked to be told when a full pickup day has room again, first come first told. */
export interface CampaignWaitlistTable {
  id: Id;
  pickup_day_id: number;
  email: string;
  locale: string;
  created_at: Timestamp;
  notified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CampaignsTables {
  campaigns: CampaignsTable;
  campaign_products: CampaignProductsTable;
  campaign_pickup_days: CampaignPickupDaysTable;
  campaign_waitlist: CampaignWaitlistTable;
}
