import type { Db } from "../../db/index.ts";
import { nextVersion } from "../content/structure-error.ts";
import type { DepositKind } from "../../db/schema/campaigns.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { claimSlug, releaseSlug, renameSlug, slugOwner, type SlugProblem } from "../content/slugs.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import type { CampaignInput, CampaignUpdateInput } from "./campaigns-admin.schema.ts";
import * as admin from "./campaigns-admin.repository.ts";
import * as repo from "./campaigns.repository.ts";

// Campaigns in the back office (permission "catalog"): list, create, edit, delete. A product is sold through one
// campaign at most; a pickup day is known by its date, so one sent again keeps the units checkout has taken of it,
// and its capacity never goes below them (a guarded update: checkout takes units at the same moment). A day left out
// is deleted only while nobody has taken a unit of it. A campaign with orders is never deleted (they name it). Every
// change is audited, a save on an older version is refused (409), and the storefront shows it at once.

export type CampaignAdminFailure =
  | "notFound"
  | "changed"
  | "slugTaken"
  | "slugReserved"
  | "productUnknown"
  | "productTaken"
  | "capacityBelowReserved"
  | "dayHasOrders"
  | "hasOrders";

export interface CampaignAdminDetails {
  current?: CampaignAdminView;
  /** The place in `products` or `pickup_days` of what is refused. */
  index?: number;
  slug?: string;
  /** The other campaign that sells the product. */
  campaign?: { name_en: string; name_vi: string };
  product?: { name_en: string; name_vi: string };
  date?: string;
  reserved?: number;
  orders?: number;
}

export class CampaignAdminError extends Error {
  constructor(
    readonly failure: CampaignAdminFailure,
    readonly details: CampaignAdminDetails = {},
  ) {
    super(failure);
  }
}

export interface CampaignAdminView {
  id: number;
  slug: string;
  name_en: string;
  name_vi: string;
  banner_en: string;
  banner_vi: string;
  body_en: string;
  body_vi: string;
  opens_at: string;
  closes_at: string;
  is_published: boolean;
  deposit_kind: DepositKind;
  deposit_value: number;
  cancel_until_days: number;
  products: { product_id: number; name_en: string; name_vi: string; per_customer_limit: number | null }[];
  pickup_days: { id: number; date: string; opens: string; closes: string; capacity_units: number; reserved_units: number }[];
  /** Orders placed through it, canceled ones too: a campaign with any is not deleted. */
  orders: number;
  /** People on its pickup days' waiting lists: deleting the campaign drops them. */
  waitlist: number;
  created_at: string;
  updated_at: string;
}

export interface CampaignsAdminContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

async function viewsOf(db: Db, rows: readonly repo.CampaignRow[]): Promise<CampaignAdminView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [days, products, orders, waitlist] = await Promise.all([
    repo.findPickupDays(db, ids),
    repo.findCampaignProducts(db, ids),
    admin.orderCounts(db, ids),
    admin.waitlistCounts(db, ids),
  ]);
  const names = new Map((await admin.findProductNames(db, [...new Set(products.map((p) => p.product_id))])).map((p) => [p.id, p]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name_en: row.name_en,
    name_vi: row.name_vi,
    banner_en: row.banner_en,
    banner_vi: row.banner_vi,
    body_en: row.body_en,
    body_vi: row.body_vi,
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    is_published: Number(row.is_published) === 1,
    deposit_kind: row.deposit_kind,
    deposit_value: Number(row.deposit_value),
    cancel_until_days: Number(row.cancel_until_days),
    products: products
      .filter((p) => p.campaign_id === row.id)
      .map((p) => ({
        product_id: p.product_id,
        name_en: names.get(p.product_id)?.name_en ?? "",
        name_vi: names.get(p.product_id)?.name_vi ?? "",
        per_customer_limit: p.per_customer_limit === null ? null : Number(p.per_customer_limit),
      })),
    pickup_days: days
      .filter((d) => d.campaign_id === row.id)
      .map((d) => ({
        id: d.id,
        date: d.date,
        opens: d.opens,
        closes: d.closes,
        capacity_units: Number(d.capacity_units),
        reserved_units: Number(d.reserved_units),
      })),
    orders: orders.get(row.id) ?? 0,
    waitlist: waitlist.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** Every campaign, drafts too, by when its window opens. */
export async function listCampaignsAdmin(db: Db): Promise<CampaignAdminView[]> {
  return viewsOf(db, await repo.findCampaigns(db, { drafts: true }));
}

export async function findCampaignAdmin(db: Db, id: number): Promise<CampaignAdminView | undefined> {
  const row = await repo.findCampaignById(db, id);
  return row && (await viewsOf(db, [row]))[0];
}

async function requireCampaign(db: Db, id: number): Promise<CampaignAdminView> {
  const found = await findCampaignAdmin(db, id);
  if (!found) throw new CampaignAdminError("notFound");
  return found;
}

const columnsOf = (c: CampaignInput): admin.CampaignColumns => ({
  slug: c.slug,
  name_en: c.name_en,
  name_vi: c.name_vi,
  banner_en: c.banner_en,
  banner_vi: c.banner_vi,
  body_en: c.body_en,
  body_vi: c.body_vi,
  opens_at: c.opens_at,
  closes_at: c.closes_at,
  deposit_kind: c.deposit_kind,
  // A campaign without a deposit keeps no value.
  deposit_value: c.deposit_kind === "none" ? 0 : c.deposit_value,
  cancel_until_days: c.cancel_until_days,
  is_published: c.is_published ? 1 : 0,
});

/** What the audit log keeps of a campaign (the page's text is long: its length only). */
const audited = (
  c: Omit<CampaignInput, "products" | "pickup_days"> & {
    products: readonly { product_id: number; per_customer_limit: number | null }[];
    pickup_days: readonly { date: string; opens: string; closes: string; capacity_units: number }[];
  },
) => ({
  slug: c.slug,
  name_en: c.name_en,
  name_vi: c.name_vi,
  banner_en: c.banner_en,
  banner_vi: c.banner_vi,
  body_chars: { en: c.body_en.length, vi: c.body_vi.length },
  opens_at: c.opens_at,
  closes_at: c.closes_at,
  is_published: c.is_published,
  deposit: { kind: c.deposit_kind, value: c.deposit_kind === "none" ? 0 : c.deposit_value },
  cancel_until_days: c.cancel_until_days,
  products: c.products.map((p) => ({ product_id: p.product_id, per_customer_limit: p.per_customer_limit })),
  pickup_days: c.pickup_days.map((d) => ({ date: d.date, opens: d.opens, closes: d.closes, capacity_units: d.capacity_units })),
});

function slugRefusal(problem: SlugProblem, slug: string): CampaignAdminError {
  return new CampaignAdminError(problem === "taken" ? "slugTaken" : "slugReserved", { slug });
}

/** Every product must exist and be sold by no other campaign. */
async function checkProducts(db: Db, input: CampaignInput, campaignId: number | undefined): Promise<void> {
  const ids = input.products.map((p) => p.product_id);
  const known = new Map((await admin.findProductNames(db, ids)).map((p) => [p.id, p]));
  input.products.forEach((p, index) => {
    if (!known.has(p.product_id)) throw new CampaignAdminError("productUnknown", { index });
  });
  const taken = new Map((await admin.findProductsOfOtherCampaigns(db, ids, campaignId)).map((t) => [t.product_id, t]));
  input.products.forEach((p, index) => {
    const other = taken.get(p.product_id);
    const product = known.get(p.product_id)!;
    if (other)
      throw new CampaignAdminError("productTaken", {
        index,
        campaign: { name_en: other.name_en, name_vi: other.name_vi },
        product: { name_en: product.name_en ?? "", name_vi: product.name_vi ?? "" },
      });
  });
}

/** Two staff giving one product to two campaigns at once: the unique index decides; the loser is told which. */
async function oneCampaignPerProduct<T>(db: Db, input: CampaignInput, campaignId: number | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await checkProducts(db, input, campaignId);
    const owner = await slugOwner(db, input.slug);
    if (owner && !(owner.kind === "campaign" && owner.entityId === campaignId))
      throw new CampaignAdminError("slugTaken", { slug: input.slug });
    throw error;
  }
}

/**
 * The pickup days as sent: a date already there keeps its row (and the units taken of it), its hours and capacity set
 * by a guarded update; a new date is added; a date left out is deleted while nobody has taken a unit of it.
 */
async function writePickupDays(trx: Db, campaignId: number, input: CampaignInput, before: CampaignAdminView["pickup_days"]) {
  const existing = new Map(before.map((d) => [d.date, d]));
  const sent = new Set(input.pickup_days.map((d) => d.date));
  for (const day of before) {
    if (sent.has(day.date)) continue;
    const orders = await admin.liveOrdersOn(trx, campaignId, day.date);
    if (orders > 0 || !(await admin.deleteEmptyPickupDay(trx, day.id)))
      throw new CampaignAdminError("dayHasOrders", { date: day.date, reserved: await admin.reservedUnitsOf(trx, day.id), orders });
  }
  for (const [index, day] of input.pickup_days.entries()) {
    const row = existing.get(day.date);
    if (!row) {
      await admin.insertPickupDay(trx, campaignId, day);
      continue;
    }
    if (!(await admin.updatePickupDayIf(trx, row.id, { opens: day.opens, closes: day.closes, capacity_units: day.capacity_units })))
      throw new CampaignAdminError("capacityBelowReserved", { index, date: day.date, reserved: await admin.reservedUnitsOf(trx, row.id) });
  }
}

export async function createCampaign(ctx: CampaignsAdminContext, actor: StaffActor, input: CampaignInput): Promise<CampaignAdminView> {
  await checkProducts(ctx.db, input, undefined);
  if (await slugOwner(ctx.db, input.slug)) throw new CampaignAdminError("slugTaken", { slug: input.slug });
  const at = clock(ctx).toISOString();
  const id = await oneCampaignPerProduct(ctx.db, input, undefined, () =>
    staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
      const id = await admin.insertCampaign(trx, { ...columnsOf(input), at });
      const problem = await claimSlug(trx, input.slug, "campaign", id);
      if (problem) throw slugRefusal(problem, input.slug);
      await checkProducts(trx, input, id);
      await admin.replaceCampaignProducts(trx, id, input.products);
      for (const day of input.pickup_days) await admin.insertPickupDay(trx, id, day);
      await audit({ action: "campaign.create", entity: "campaign", entityId: id, before: null, after: audited(input) }, at);
      return id;
    }),
  );
  return requireCampaign(ctx.db, id);
}

export async function updateCampaign(
  ctx: CampaignsAdminContext,
  actor: StaffActor,
  id: number,
  input: CampaignUpdateInput,
): Promise<CampaignAdminView> {
  const saved = await oneCampaignPerProduct(ctx.db, input, id, () =>
    staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, version }) => {
      const before = await requireCampaign(trx, id);
      const guard = version(
        input.expected_updated_at,
        (now: CampaignAdminView) => new CampaignAdminError("changed", { current: now }),
        () => requireCampaign(trx, id),
      );
      guard.check(before);
      await checkProducts(trx, input, id);
      const at = nextVersion(clock(ctx), before.updated_at);
      // The version first: of two saves at once, the second waits here and then finds it moved (409).
      await guard.write(admin.updateCampaignIf(trx, id, input.expected_updated_at, { ...columnsOf(input), updated_at: at }));
      const problem = await renameSlug(trx, "campaign", id, before.slug, input.slug);
      if (problem) throw slugRefusal(problem, input.slug);
      await admin.replaceCampaignProducts(trx, id, input.products);
      await writePickupDays(trx, id, input, before.pickup_days);
      await audit({ action: "campaign.update", entity: "campaign", entityId: id, before: audited(before), after: audited(input) }, at);
      return id;
    }),
  );
  return requireCampaign(ctx.db, saved);
}

/** Deletes a campaign without orders: its products are everyday products again; its pickup days and waiting lists go. */
export async function deleteCampaign(ctx: CampaignsAdminContext, actor: StaffActor, id: number): Promise<CampaignAdminView> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
    const before = await requireCampaign(trx, id);
    const orders = (await admin.orderCounts(trx, [id])).get(id) ?? 0;
    if (orders > 0) throw new CampaignAdminError("hasOrders", { orders });
    await admin.deleteCampaignRow(trx, id);
    await releaseSlug(trx, "campaign", id);
    await audit({ action: "campaign.delete", entity: "campaign", entityId: id, before: audited(before), after: null }, at);
    return before;
  });
}

/** The catalogue's products for the form's choice: which campaign sells each, if any. */
export async function campaignProductChoices(db: Db) {
  return (await admin.findCatalogueProducts(db)).map((p) => ({
    id: p.id,
    name_en: p.name_en ?? "",
    name_vi: p.name_vi ?? "",
    draft: p.status !== "published",
    campaign_id: p.campaign_id === null ? null : Number(p.campaign_id),
  }));
}
