import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

// The sales report's reads: the orders placed between two instants (canceled ones too: the report shows them apart),
// their lines, the first order of each of their customers, the money given back on them, and campaigns' names. One
// query each, bounded by the range (at most a year: reports.schema.ts); the report adds them up (sales-report.ts).

/** The orders placed in [from, to), with the channel their attribution recorded (null: none). */
export function ordersPlaced(db: Db, from: string, to: string) {
  return db
    .selectFrom("orders as o")
    .leftJoin("order_attributions as a", "a.order_id", "o.id")
    .select([
      "o.id",
      "o.created_at",
      "o.status",
      "o.fulfilment",
      "o.subtotal_cents",
      "o.discount_cents",
      "o.fee_cents",
      "o.tax_cents",
      "o.total_cents",
      "o.coupon_code",
      "o.campaign_id",
      "o.deposit_cents",
      "o.deposit_status",
      "a.channel",
      sql<string>`lower(o.email)`.as("email_key"),
    ])
    .where("o.created_at", ">=", from)
    .where("o.created_at", "<", to)
    .orderBy("o.created_at")
    .orderBy("o.id")
    .execute();
}
export type PlacedOrderRow = Awaited<ReturnType<typeof ordersPlaced>>[number];

/** The lines of the orders placed in [from, to), in each order's own order. */
export function linesPlaced(db: Db, from: string, to: string) {
  return db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select([
      "l.order_id",
      "l.product_id",
      "l.name",
      "l.name_en",
      "l.name_vi",
      "l.variant_id",
      "l.variant_label_en",
      "l.variant_label_vi",
      "l.price_cents",
      "l.quantity",
      "l.is_gift",
    ])
    .where("o.created_at", ">=", from)
    .where("o.created_at", "<", to)
    .orderBy("l.order_id")
    .orderBy("l.position")
    .execute();
}
export type PlacedLineRow = Awaited<ReturnType<typeof linesPlaced>>[number];

/** The pieces sold in each order placed in [from, to) (gifts not counted). */
export function unitsByOrder(db: Db, from: string, to: string) {
  return db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .select(["l.order_id", sql<number>`sum(l.quantity)`.as("units")])
    .where("l.is_gift", "=", 0)
    .where("o.created_at", ">=", from)
    .where("o.created_at", "<", to)
    .groupBy("l.order_id")
    .execute();
}

/**
 * When each customer of the range (by e-mail, any case) placed their first order that was not canceled, at any time:
 * an order placed then is a new customer's, a later one a returning customer's.
 */
export function firstOrdersOfCustomers(db: Db, from: string, to: string) {
  const ofRange = db
    .selectFrom("orders")
    .select(sql<string>`lower(email)`.as("email_key"))
    .where("created_at", ">=", from)
    .where("created_at", "<", to);
  return db
    .selectFrom("orders")
    .select([sql<string>`lower(email)`.as("email_key"), sql<string>`min(created_at)`.as("first_at")])
    .where("status", "<>", "canceled")
    .where(sql<string>`lower(email)`, "in", ofRange)
    .groupBy(sql`lower(email)`)
    .execute();
}

/** The card money voided or refunded on the orders placed in [from, to), by order. */
export function moneyReturned(db: Db, from: string, to: string) {
  return db
    .selectFrom("payments as p")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.order_id", sql<number>`sum(p.amount_cents)`.as("cents")])
    .where("p.status", "in", ["voided", "refunded"])
    .where("o.created_at", ">=", from)
    .where("o.created_at", "<", to)
    .groupBy("p.order_id")
    .execute();
}

export function campaignNames(db: Db, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom("campaigns")
    .select(["id", "name_en", "name_vi"])
    .where("id", "in", [...ids])
    .execute();
}
