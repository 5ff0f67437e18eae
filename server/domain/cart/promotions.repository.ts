import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../../db/index.ts";
import { prepared } from "../../db/prepared.ts";
import type { Lang } from "../../i18n/language.ts";
import type { Coupon, CouponUses } from "./coupons.ts";
import type { GiftPromotion } from "./promotions.ts";

const activeGiftPromotions = prepared((db: Db, v: { lang: Lang }) =>
  db
    .selectFrom("promotions as p")
    .leftJoin("promotion_translations as t", (j) => j.onRef("t.promotion_id", "=", "p.id").on("t.locale", "=", v.lang))
    .leftJoin("promotion_translations as en", (j) => j.onRef("en.promotion_id", "=", "p.id").on("en.locale", "=", "en"))
    .select((eb) => [
      "p.id",
      "p.min_subtotal_cents",
      "p.gift_product_id",
      "p.gift_quantity",
      "p.starts_at",
      "p.ends_at",
      eb.fn.coalesce("t.name", "en.name", eb.val("")).as("name"),
    ])
    .where("p.kind", "=", "gift")
    .where("p.is_active", "=", 1)
    .orderBy("p.id"),
);

/** Gift promotions switched on by staff, named in `lang`; their dates are checked by the caller. Compiled once: every look at a cart asks. */
export function findActiveGiftPromotions(db: Db, lang: Lang): Promise<GiftPromotion[]> {
  return activeGiftPromotions(db, { lang });
}

/** A switched-on coupon by its upper-case code, with its name in `lang` (English, else the code, when missing). */
function activeCouponByCode(db: Db, code: string, lang: Lang) {
  return db
    .selectFrom("coupons as c")
    .leftJoin("coupon_translations as t", (j) => j.onRef("t.coupon_id", "=", "c.id").on("t.locale", "=", lang))
    .leftJoin("coupon_translations as en", (j) => j.onRef("en.coupon_id", "=", "c.id").on("en.locale", "=", "en"))
    .select((eb) => [
      "c.id",
      "c.code",
      "c.type",
      "c.value",
      "c.min_subtotal_cents",
      "c.starts_at",
      "c.ends_at",
      "c.usage_limit",
      "c.per_customer_limit",
      eb.fn.coalesce("t.name", "en.name", "c.code").as("name"),
    ])
    .where("c.code", "=", code)
    .where("c.is_active", "=", 1);
}

/** A coupon that staff have switched on, by its upper-case code; undefined when there is none. */
export function findCoupon(db: Db, code: string, lang: Lang): Promise<Coupon | undefined> {
  return activeCouponByCode(db, code, lang).executeTakeFirst();
}

/** findCoupon with countRedemptions' answer, in one statement: what a look at a cart with a coupon needs. */
export async function findCouponWithUses(
  db: Db,
  code: string,
  lang: Lang,
  customerId: number | null,
): Promise<{ coupon: Coupon; uses: CouponUses } | undefined> {
  const row = await activeCouponByCode(db, code, lang)
    .select((eb) => [
      eb
        .selectFrom("coupon_redemptions as r")
        .select((r) => r.fn.countAll().as("n"))
        .whereRef("r.coupon_id", "=", "c.id")
        .as("uses_total"),
      eb
        .selectFrom("coupon_redemptions as r")
        .select((r) => r.fn.countAll().as("n"))
        .whereRef("r.coupon_id", "=", "c.id")
        .where("r.customer_id", "=", customerId ?? -1)
        .as("uses_mine"),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { uses_total, uses_mine, ...coupon } = row;
  return { coupon, uses: { total: Number(uses_total), byCustomer: customerId === null ? null : Number(uses_mine) } };
}

/** How often a coupon was redeemed, in all and by one customer (checkout writes `coupon_redemptions`). */
export async function countRedemptions(db: Db, couponId: number, customerId: number | null): Promise<CouponUses> {
  const row = await db
    .selectFrom("coupon_redemptions")
    .select((eb) => [
      eb.fn.countAll().as("total"),
      eb.fn
        .count(
          eb
            .case()
            .when("customer_id", "=", customerId ?? -1)
            .then(1)
            .end(),
        )
        .as("mine"),
    ])
    .where("coupon_id", "=", couponId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), byCustomer: customerId === null ? null : Number(row.mine) };
}

/** Who is placing an order, for a coupon's per-customer limit: the accounts it may be, its normalised e-mail and phone. */
export interface CouponUser {
  customerIds: number[];
  emailKey: string | null;
  phoneKey: string | null;
}

/**
 * countRedemptions for an order being placed: every redemption of the coupon, and those of this customer — any row
 * of one of its accounts, or with its e-mail, or with its phone — whether the orders were placed signed in or not.
 */
export async function countRedemptionsBy(db: Db, couponId: number, user: CouponUser): Promise<CouponUses> {
  const row = await db
    .selectFrom("coupon_redemptions")
    .select((eb) => {
      const theirs = eb.or([
        ...(user.customerIds.length ? [eb("customer_id", "in", user.customerIds)] : []),
        ...(user.emailKey ? [eb("email_key", "=", user.emailKey)] : []),
        ...(user.phoneKey ? [eb("phone_key", "=", user.phoneKey)] : []),
      ]);
      return [eb.fn.countAll().as("total"), eb.fn.count(eb.case().when(theirs).then(1).end()).as("mine")];
    })
    .where("coupon_id", "=", couponId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), byCustomer: Number(row.mine) };
}

/** A customer's coupon redemptions, newest first, with the coupon's name in `lang` and the order's code. */
export async function findCustomerRedemptions(db: Db, customerId: number, lang: Lang, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("coupon_redemptions as r")
      .innerJoin("coupons as c", "c.id", "r.coupon_id")
      .leftJoin("coupon_translations as t", (j) => j.onRef("t.coupon_id", "=", "c.id").on("t.locale", "=", lang))
      .leftJoin("coupon_translations as en", (j) => j.onRef("en.coupon_id", "=", "c.id").on("en.locale", "=", "en"))
      .leftJoin("orders as o", "o.id", "r.order_id")
      .select((eb) => [
        "c.code",
        eb.fn.coalesce("t.name", "en.name", "c.code").as("name"),
        "r.created_at as used_at",
        "o.code as order_code",
        "r.discount_cents",
      ])
      .where("r.customer_id", "=", customerId)
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom("coupon_redemptions")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The gift promotions among `ids` that still exist, held until the transaction ends (PostgreSQL: `for key share`, which
 * a staff delete's `for update` waits behind; SQLite runs one write transaction at a time).
 */
export async function holdPromotions(trx: Db, ids: readonly number[]): Promise<{ id: number }[]> {
  return trx.getExecutor().adapter instanceof PostgresAdapter
    ? (await sql<{ id: number }>`select id from promotions where id in (${sql.join(ids)}) for key share`.execute(trx)).rows
    : await trx.selectFrom("promotions").select("id").where("id", "in", ids).execute();
}

/** Holds the coupon's row until the transaction ends (PostgreSQL only: SELECT … FOR UPDATE). */
export async function lockCoupon(trx: Db, couponId: number): Promise<void> {
  await trx.selectFrom("coupons").select("id").where("id", "=", couponId).forUpdate().execute();
}
