import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CouponsTable } from "../../db/schema/cart.ts";

// The back office's queries on coupons (the cart's and checkout's own are in server/domain/cart/promotions.repository.ts).

function couponQuery(db: Db) {
  return db
    .selectFrom("coupons as c")
    .leftJoin("coupon_translations as en", (j) => j.onRef("en.coupon_id", "=", "c.id").on("en.locale", "=", "en"))
    .leftJoin("coupon_translations as vi", (j) => j.onRef("vi.coupon_id", "=", "c.id").on("vi.locale", "=", "vi"))
    .select((eb) => [
      "c.id",
      "c.code",
      "en.name as name_en",
      "vi.name as name_vi",
      "c.type",
      "c.value",
      "c.min_subtotal_cents",
      "c.starts_at",
      "c.ends_at",
      "c.usage_limit",
      "c.per_customer_limit",
      "c.is_active",
      "c.created_at",
      "c.updated_at",
      eb
        .selectFrom("coupon_redemptions as r")
        .select((r) => r.fn.countAll().as("n"))
        .whereRef("r.coupon_id", "=", "c.id")
        .as("uses"),
    ]);
}

/** A coupon with its names and how often it was redeemed (`uses`). */
export type CouponRow = Awaited<ReturnType<ReturnType<typeof couponQuery>["executeTakeFirstOrThrow"]>>;

/** Every coupon, the ones switched on first, then newest first. */
export function listCouponRows(db: Db): Promise<CouponRow[]> {
  return couponQuery(db).orderBy("c.is_active", "desc").orderBy("c.id", "desc").execute();
}

export function findCouponRow(db: Db, id: number): Promise<CouponRow | undefined> {
  return couponQuery(db).where("c.id", "=", id).executeTakeFirst();
}

/** Another coupon has this code (`exceptId`: other than that one). */
export async function couponCodeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("coupons").select("id").where("code", "=", code);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCoupon(trx: Db, values: Insertable<CouponsTable>): Promise<number> {
  const row = await trx.insertInto("coupons").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The guarded write: changes the coupon only while it is still at `expected`; no row when another save came first. */
export function updateCouponIf(trx: Db, id: number, expected: string, values: Updateable<CouponsTable>) {
  return trx.updateTable("coupons").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

/** Replaces a coupon's names with `names` (one row a locale; none leaves it without a name). */
export async function replaceCouponNames(trx: Db, id: number, names: { locale: string; name: string }[]): Promise<void> {
  await trx.deleteFrom("coupon_translations").where("coupon_id", "=", id).execute();
  if (names.length > 0)
    await trx
      .insertInto("coupon_translations")
      .values(names.map((n) => ({ coupon_id: id, ...n })))
      .execute();
}

/** Deletes a coupon and its names. */
export async function deleteCouponRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("coupon_translations").where("coupon_id", "=", id).execute();
  await trx.deleteFrom("coupons").where("id", "=", id).execute();
}
