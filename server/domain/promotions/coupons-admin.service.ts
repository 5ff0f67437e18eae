import type { Db } from "../../db/index.ts";
import type { CouponType } from "../../db/schema/cart.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { lockCoupon } from "../cart/promotions.repository.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import {
  couponCodeTaken,
  deleteCouponRow,
  findCouponRow,
  insertCoupon,
  listCouponRows,
  replaceCouponNames,
  updateCouponIf,
  type CouponRow,
} from "./coupons-admin.repository.ts";
import type { CouponActiveInput, CouponCreateInput, CouponUpdateInput } from "./coupons-admin.schema.ts";
import { missingNameTranslations, type PromotionName } from "./promotion-names.ts";

// Coupons in the back office: list with their uses, create, edit, switch on and off, delete one never
// used. The cart and checkout read the coupons table on every look (server/domain/cart), so a change applies to the
// next cart at once; an order keeps the discount it was placed with (orders.discount_cents), whatever happens after.
// Its names (coupon_translations: English always, Vietnamese when written) are written in the same transaction as the
// coupon and its audit line. Every change is audited in its own transaction; a save made on a stale version is
// refused, never silently applied.

export type CouponAdminFailure = "notFound" | "codeTaken" | "changed" | "used";

export class CouponAdminError extends Error {
  constructor(
    readonly failure: CouponAdminFailure,
    /** For "changed": the coupon as it is now. For "used": how often it was redeemed. */
    readonly details: { current?: AdminCoupon; uses?: number; code?: string } = {},
  ) {
    super(failure);
  }
}

export interface AdminCoupon {
  id: number;
  code: string;
  /** What the cart shows beside the code ("Coupon X: name"); "" where none is written (the cart shows the English one, or the code). */
  name: PromotionName;
  /** "name.vi" (English only) or "name.en" (no name at all, a coupon made before names): the back office flags it. */
  missing_translations: string[];
  type: CouponType;
  /** Percent off (1–100) for "percentage", cents off for "fixed". */
  value: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  active: boolean;
  /** Orders placed with it so far. */
  uses: number;
  created_at: string;
  /** The version a save must carry back as `expected_updated_at`. */
  updated_at: string;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

export interface CouponAdminContext {
  db: Db;
  now?: () => Date;
}

function viewOf(row: CouponRow): AdminCoupon {
  const name = { en: row.name_en ?? "", vi: row.name_vi ?? "" };
  return {
    id: row.id,
    code: row.code,
    name,
    missing_translations: missingNameTranslations(name),
    type: row.type,
    value: Number(row.value),
    min_subtotal_cents: Number(row.min_subtotal_cents),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage_limit: row.usage_limit === null ? null : Number(row.usage_limit),
    per_customer_limit: row.per_customer_limit === null ? null : Number(row.per_customer_limit),
    active: Number(row.is_active) === 1,
    uses: Number(row.uses ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Every coupon, the ones switched on first, then newest first. */
export async function listCoupons(db: Db): Promise<AdminCoupon[]> {
  const rows = await listCouponRows(db);
  return rows.map(viewOf);
}

export async function findAdminCoupon(db: Db, id: number): Promise<AdminCoupon | undefined> {
  const row = await findCouponRow(db, id);
  return row ? viewOf(row) : undefined;
}

async function requireCoupon(db: Db, id: number): Promise<AdminCoupon> {
  const coupon = await findAdminCoupon(db, id);
  if (!coupon) throw new CouponAdminError("notFound");
  return coupon;
}

/** What the audit log keeps of a coupon. */
function audited(c: Omit<AdminCoupon, "id" | "missing_translations" | "uses" | "created_at" | "updated_at">) {
  return {
    code: c.code,
    name: c.name,
    type: c.type,
    value: c.value,
    min_subtotal_cents: c.min_subtotal_cents,
    starts_at: c.starts_at,
    ends_at: c.ends_at,
    usage_limit: c.usage_limit,
    per_customer_limit: c.per_customer_limit,
    active: c.active,
  };
}

/** A save made on a stale version: "changed", with the coupon as it is now. */
const changed = (current: AdminCoupon) => new CouponAdminError("changed", { current });

/** A new version strictly after the one it replaces, so that a guarded save can never match its own old version. */
function nextVersion(now: Date, previous?: string): string {
  const at = now.toISOString();
  if (previous === undefined || at > previous) return at;
  return new Date(Date.parse(previous) + 1).toISOString();
}

function columnsOf(input: CouponCreateInput) {
  return {
    code: input.code,
    type: input.type,
    value: input.value,
    min_subtotal_cents: input.min_subtotal_cents,
    starts_at: input.starts_at === null ? null : new Date(input.starts_at).toISOString(),
    ends_at: input.ends_at === null ? null : new Date(input.ends_at).toISOString(),
    usage_limit: input.usage_limit,
    per_customer_limit: input.per_customer_limit,
    is_active: input.active ? 1 : 0,
  };
}

/** Both names: the English one always; the Vietnamese one only when written, so the cart falls back to English. */
async function writeNames(trx: Db, id: number, name: PromotionName): Promise<void> {
  await replaceCouponNames(trx, id, [
    ...(name.en ? [{ locale: "en", name: name.en }] : []),
    ...(name.vi ? [{ locale: "vi", name: name.vi }] : []),
  ]);
}

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new CouponAdminError("codeTaken");
    throw error;
  }
}

export async function createCoupon(ctx: CouponAdminContext, actor: StaffActor, input: CouponCreateInput): Promise<AdminCoupon> {
  // Codes are kept upper case, so a taken code is one in any case; checked first, the unique index decides at once.
  if (await couponCodeTaken(ctx.db, input.code)) throw new CouponAdminError("codeTaken");
  const at = clock(ctx).toISOString();
  const values = columnsOf(input);
  const id = await uniquely(() =>
    staffChange(ctx.db, actor, async ({ trx, audit }) => {
      const id = await insertCoupon(trx, { ...values, created_at: at, updated_at: at });
      await writeNames(trx, id, input.name);
      await audit(
        { action: "coupon.create", entity: "coupon", entityId: id, before: null, after: audited(await requireCoupon(trx, id)) },
        at,
      );
      return id;
    }),
  );
  return requireCoupon(ctx.db, id);
}

/**
 * Applies a change to a coupon if nobody changed it since `expected` was read: a guarded UPDATE, so of two saves on
 * the same version exactly one is applied and the other finds 0 rows ("changed", with the coupon as it is now).
 */
async function guardedChange(
  ctx: CouponAdminContext,
  actor: StaffActor,
  id: number,
  expected: string,
  action: string,
  change: (before: AdminCoupon) => { columns: ReturnType<typeof columnsOf>; name: PromotionName },
) {
  return uniquely(() =>
    staffChange(ctx.db, actor, async ({ trx, audit, version }) => {
      const before = await requireCoupon(trx, id);
      const guard = version(expected, changed, () => requireCoupon(trx, id));
      guard.check(before);
      const { columns, name } = change(before);
      const at = nextVersion(clock(ctx), before.updated_at);
      await guard.write(updateCouponIf(trx, id, expected, { ...columns, updated_at: at }));
      await writeNames(trx, id, name);
      const after = await requireCoupon(trx, id);
      await audit({ action, entity: "coupon", entityId: id, before: audited(before), after: audited(after) }, at);
      return after;
    }),
  );
}

export async function updateCoupon(ctx: CouponAdminContext, actor: StaffActor, id: number, input: CouponUpdateInput): Promise<AdminCoupon> {
  if (await couponCodeTaken(ctx.db, input.code, id)) throw new CouponAdminError("codeTaken");
  return guardedChange(ctx, actor, id, input.expected_updated_at, "coupon.update", () => ({ columns: columnsOf(input), name: input.name }));
}

/** Switches a coupon on or off: off, the next cart that looks at it drops it and says so; checkout refuses it. */
export async function setCouponActive(
  ctx: CouponAdminContext,
  actor: StaffActor,
  id: number,
  input: CouponActiveInput,
): Promise<AdminCoupon> {
  return guardedChange(ctx, actor, id, input.expected_updated_at, input.active ? "coupon.activate" : "coupon.deactivate", (before) => ({
    columns: columnsOf({ ...before, active: input.active }),
    name: before.name,
  }));
}

/**
 * Deletes a coupon nobody has used. One used stays (its redemptions are the customers' history and count towards its
 * limits): "used", switch it off instead. Checked inside the transaction that deletes it, the coupon's row held on
 * PostgreSQL, so an order redeeming it at the same moment (which holds the same row) is never left without it.
 */
export async function deleteCoupon(ctx: CouponAdminContext, actor: StaffActor, id: number): Promise<AdminCoupon> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, async ({ trx, audit, postgres }) => {
    if (postgres) await lockCoupon(trx, id);
    const before = await requireCoupon(trx, id);
    if (before.uses > 0) throw new CouponAdminError("used", { uses: before.uses, code: before.code });
    await deleteCouponRow(trx, id);
    await audit({ action: "coupon.delete", entity: "coupon", entityId: id, before: audited(before), after: null }, at);
    return before;
  });
}
