import type { Db } from "../../db/index.ts";
import { findSellableProduct } from "../cart/cart.repository.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import {
  deletePromotion,
  findGiftRow,
  insertPromotion,
  listGiftRows,
  listPublishedProductNames,
  lockPromotion,
  replacePromotionNames,
  updatePromotionIf,
  type GiftRow,
} from "./gifts-admin.repository.ts";
import type { GiftActiveInput, GiftCreateInput, GiftUpdateInput } from "./gifts-admin.schema.ts";
import { missingNameTranslations } from "./promotion-names.ts";

// Gift promotions in the back office: a free product added to every cart whose subtotal reaches a
// minimum. The cart reads the promotions on every look (server/domain/cart), so a change applies to the next cart at
// once; an order keeps its gift line and the promotion's name as they were. Checkout records which promotion gave a
// gift (order_lines.promotion_id): one that gave a gift cannot be deleted, only switched off. Every change is audited
// in its own transaction; a save made on a stale version is refused, never silently applied.

export type GiftAdminFailure = "notFound" | "changed" | "used" | "productUnknown";

export class GiftAdminError extends Error {
  constructor(
    readonly failure: GiftAdminFailure,
    /** For "changed" and "used": the promotion as it is now; for "used", on how many orders it gave its gift too. */
    readonly details: { current?: AdminGiftPromotion; uses?: number } = {},
  ) {
    super(failure);
  }
}

export interface AdminGiftPromotion {
  id: number;
  name: { en: string; vi: string };
  /** A name written in English only ("name.vi"): the back office flags it. */
  missing_translations: string[];
  gift_product_id: number;
  /** The gift's name in English and Vietnamese, as the catalog has it. */
  gift_product_name: { en: string; vi: string };
  gift_quantity: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  active: boolean;
  /** Orders that got its gift (since checkout records it). */
  uses: number;
  created_at: string;
  /** The version a save must carry back as `expected_updated_at`. */
  updated_at: string;
}

export interface GiftAdminContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: GiftAdminContext) => ctx.now?.() ?? new Date();

function viewOf(row: GiftRow): AdminGiftPromotion {
  const name = { en: row.name_en ?? "", vi: row.name_vi ?? "" };
  return {
    id: row.id,
    name,
    missing_translations: missingNameTranslations(name),
    gift_product_id: Number(row.gift_product_id),
    gift_product_name: { en: row.product_en ?? "", vi: row.product_vi ?? row.product_en ?? "" },
    gift_quantity: Number(row.gift_quantity),
    min_subtotal_cents: Number(row.min_subtotal_cents),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    active: Number(row.is_active) === 1,
    uses: Number(row.uses ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Every gift promotion, the ones switched on first, then newest first. */
export async function listGiftPromotions(db: Db): Promise<AdminGiftPromotion[]> {
  const rows = await listGiftRows(db);
  return rows.map(viewOf);
}

export async function findGiftPromotion(db: Db, id: number): Promise<AdminGiftPromotion | undefined> {
  const row = await findGiftRow(db, id);
  return row ? viewOf(row) : undefined;
}

async function requireGift(db: Db, id: number): Promise<AdminGiftPromotion> {
  const gift = await findGiftPromotion(db, id);
  if (!gift) throw new GiftAdminError("notFound");
  return gift;
}

/** The products a gift can be: on sale (published), named in `locale`, by name. */
export async function giftProductChoices(db: Db, locale: "en" | "vi"): Promise<{ id: number; name: string }[]> {
  const rows = await listPublishedProductNames(db, locale);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** What the audit log keeps of a gift promotion. */
function audited(
  g: Pick<AdminGiftPromotion, "name" | "gift_product_id" | "gift_quantity" | "min_subtotal_cents" | "starts_at" | "ends_at" | "active">,
) {
  return {
    name: g.name,
    gift_product_id: g.gift_product_id,
    gift_quantity: g.gift_quantity,
    min_subtotal_cents: g.min_subtotal_cents,
    starts_at: g.starts_at,
    ends_at: g.ends_at,
    active: g.active,
  };
}

/** A save made on a stale version: "changed", with the promotion as it is now. */
const changed = (current: AdminGiftPromotion) => new GiftAdminError("changed", { current });

function nextVersion(now: Date, previous: string): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}

function columnsOf(input: GiftCreateInput) {
  return {
    gift_product_id: input.gift_product_id,
    gift_quantity: input.gift_quantity,
    min_subtotal_cents: input.min_subtotal_cents,
    starts_at: input.starts_at === null ? null : new Date(input.starts_at).toISOString(),
    ends_at: input.ends_at === null ? null : new Date(input.ends_at).toISOString(),
    is_active: input.active ? 1 : 0,
  };
}

/** A gift must be a product on sale: a draft or deleted one would never reach a cart. */
async function requireSellable(db: Db, productId: number): Promise<void> {
  const product = await findSellableProduct(db, productId);
  if (!product) throw new GiftAdminError("productUnknown");
}

/** Both names: the English one always; the Vietnamese one only when written, so the cart falls back to English. */
async function writeNames(trx: Db, id: number, name: { en: string; vi: string }): Promise<void> {
  await replacePromotionNames(trx, id, [{ locale: "en", name: name.en }, ...(name.vi ? [{ locale: "vi", name: name.vi }] : [])]);
}

export async function createGiftPromotion(ctx: GiftAdminContext, actor: StaffActor, input: GiftCreateInput): Promise<AdminGiftPromotion> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, async ({ trx, audit }) => {
    await requireSellable(trx, input.gift_product_id);
    const id = await insertPromotion(trx, { kind: "gift", ...columnsOf(input), created_at: at, updated_at: at });
    await writeNames(trx, id, input.name);
    const gift = await requireGift(trx, id);
    await audit({ action: "gift.create", entity: "gift_promotion", entityId: id, before: null, after: audited(gift) }, at);
    return gift;
  });
}

/**
 * Applies a change if nobody changed the promotion since `expected` was read: a guarded UPDATE, so of two saves on
 * the same version exactly one is applied and the other finds 0 rows ("changed", with the promotion as it is now).
 */
async function guardedChange(
  ctx: GiftAdminContext,
  actor: StaffActor,
  id: number,
  expected: string,
  action: string,
  change: (before: AdminGiftPromotion) => { columns: ReturnType<typeof columnsOf>; name: { en: string; vi: string } },
) {
  return staffChange(ctx.db, actor, async ({ trx, audit, version }) => {
    const before = await requireGift(trx, id);
    const guard = version(expected, changed, () => requireGift(trx, id));
    guard.check(before);
    const { columns, name } = change(before);
    if (columns.gift_product_id !== before.gift_product_id) await requireSellable(trx, columns.gift_product_id);
    const at = nextVersion(clock(ctx), before.updated_at);
    await guard.write(updatePromotionIf(trx, id, expected, { ...columns, updated_at: at }));
    await writeNames(trx, id, name);
    const after = await requireGift(trx, id);
    await audit({ action, entity: "gift_promotion", entityId: id, before: audited(before), after: audited(after) }, at);
    return after;
  });
}

export function updateGiftPromotion(
  ctx: GiftAdminContext,
  actor: StaffActor,
  id: number,
  input: GiftUpdateInput,
): Promise<AdminGiftPromotion> {
  return guardedChange(ctx, actor, id, input.expected_updated_at, "gift.update", () => ({ columns: columnsOf(input), name: input.name }));
}

/** Switches a gift promotion on or off: off, the next cart that looks no longer gets the gift. */
export function setGiftPromotionActive(
  ctx: GiftAdminContext,
  actor: StaffActor,
  id: number,
  input: GiftActiveInput,
): Promise<AdminGiftPromotion> {
  return guardedChange(ctx, actor, id, input.expected_updated_at, input.active ? "gift.activate" : "gift.deactivate", (before) => ({
    columns: columnsOf({ ...before, active: input.active }),
    name: before.name,
  }));
}

/**
 * Deletes a gift promotion that never gave a gift on an order. One that did stays ("used": switch it off instead),
 * so the orders keep their link to it. Checked inside the deleting transaction, the promotion's row held on PostgreSQL.
 */
export async function deleteGiftPromotion(ctx: GiftAdminContext, actor: StaffActor, id: number): Promise<AdminGiftPromotion> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, async ({ trx, audit, postgres }) => {
    if (postgres) await lockPromotion(trx, id);
    const before = await requireGift(trx, id);
    if (before.uses > 0) throw new GiftAdminError("used", { uses: before.uses, current: before });
    await deletePromotion(trx, id);
    await audit({ action: "gift.delete", entity: "gift_promotion", entityId: id, before: audited(before), after: null }, at);
    return before;
  });
}
