import type { Attribution } from "./attribution.shared.ts";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { NoticeKind, OrderLinesTable, OrdersTable, OrderStatus, PaymentsTable } from "../../db/schema/orders.ts";

// Orders' SQL: written once by checkout's transaction, read by the customer's pages, the API and the e-mails.

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type PaymentRow = Selectable<PaymentsTable>;

export async function insertOrder(db: Db, order: Insertable<OrdersTable>): Promise<number> {
  const row = await db.insertInto("orders").values(order).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Where the order's customer first came from (for reports only). */
export async function insertAttribution(db: Db, orderId: number, attribution: Attribution): Promise<void> {
  await db
    .insertInto("order_attributions")
    .values({ order_id: orderId, ...attribution })
    .execute();
}

export async function insertOrderLines(db: Db, lines: Insertable<OrderLinesTable>[]): Promise<void> {
  if (lines.length) await db.insertInto("order_lines").values(lines).execute();
}

/** Names by language ("en", "vi") of products or promotions: what an order line keeps in both languages. */
export type NamesByLang = Map<number, Partial<Record<string, string>>>;

function byId(rows: { id: number; locale: string; name: string }[]): NamesByLang {
  const names: NamesByLang = new Map();
  for (const row of rows) if (row.name) names.set(row.id, { ...names.get(row.id), [row.locale]: row.name });
  return names;
}

export async function productNames(db: Db, ids: readonly number[]): Promise<NamesByLang> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("product_translations")
    .select(["product_id as id", "locale", "name"])
    .where("product_id", "in", ids)
    .execute();
  return byId(rows);
}

export async function promotionNames(db: Db, ids: readonly number[]): Promise<NamesByLang> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("promotion_translations")
    .select(["promotion_id as id", "locale", "name"])
    .where("promotion_id", "in", ids)
    .execute();
  return byId(rows);
}

export async function insertStatusChange(
  db: Db,
  change: { order_id: number; status: OrderStatus; actor: string; note?: string; created_at: string },
): Promise<void> {
  await db
    .insertInto("order_status_history")
    .values({ note: "", ...change })
    .execute();
}

export async function insertPayment(db: Db, payment: Insertable<PaymentsTable>): Promise<void> {
  await db.insertInto("payments").values(payment).execute();
}

export function findOrderByCode(db: Db, code: string) {
  return db.selectFrom("orders").selectAll().where("code", "=", code).executeTakeFirst();
}

export function findOrderById(db: Db, id: number) {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findLinesOf(db: Db, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([] as OrderLineRow[]);
  return db.selectFrom("order_lines").selectAll().where("order_id", "in", orderIds).orderBy("order_id").orderBy("position").execute();
}

export function findPaymentsOf(db: Db, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([] as PaymentRow[]);
  return db.selectFrom("payments").selectAll().where("order_id", "in", orderIds).orderBy("id").execute();
}

/** A customer's orders, newest first. */
export async function findCustomerOrders(db: Db, customerId: number, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("orders")
      .selectAll()
      .where("customer_id", "=", customerId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function insertNotice(
  db: Db,
  notice: { customer_id: number; kind: NoticeKind; order_id: number; params: Record<string, string | number>; created_at: string },
): Promise<void> {
  const { params, ...rest } = notice;
  await db
    .insertInto("notices")
    .values({ ...rest, params_json: JSON.stringify(params) })
    .execute();
}

export async function insertCouponRedemption(
  db: Db,
  redemption: {
    coupon_id: number;
    customer_id: number | null;
    order_id: number;
    email_key: string | null;
    phone_key: string | null;
    discount_cents: number;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto("coupon_redemptions").values(redemption).execute();
}

/** How an order's status moved, oldest first. */
export function findStatusHistory(db: Db, orderId: number) {
  return db
    .selectFrom("order_status_history")
    .select(["status", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Cancels an order still unfinished: true for the one request that moved it (a second cancel finds it moved). */
export async function markCanceled(db: Db, orderId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "canceled", updated_at: at })
    .where("id", "=", orderId)
    .where("status", "=", "unfinished")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The largest lead time of an order's lines, in hours, as the catalogue says it now: a line's variant's own (a 10-inch
 * cake's two days) or else its product's; 0 when none is known (a product since deleted).
 */
export async function largestLeadTimeOf(db: Db, orderId: number): Promise<number> {
  const rows = await db
    .selectFrom("order_lines as l")
    .leftJoin("product_variants as v", "v.id", "l.variant_id")
    .leftJoin("products as p", "p.id", "l.product_id")
    .select(["v.lead_time_hours as variant_hours", "p.lead_time_hours as product_hours"])
    .where("l.order_id", "=", orderId)
    .execute();
  return Math.max(0, ...rows.map((r) => r.variant_hours ?? r.product_hours ?? 0));
}

/** Marks an order's captured card payments as to be voided; their transaction ids. */
export async function markVoidPending(db: Db, orderId: number): Promise<{ id: number; transaction_id: string }[]> {
  const captured = await db
    .selectFrom("payments")
    .select(["id", "transaction_id"])
    .where("order_id", "=", orderId)
    .where("status", "=", "captured")
    .execute();
  if (captured.length)
    await db
      .updateTable("payments")
      .set({ status: "void_pending" })
      .where(
        "id",
        "in",
        captured.map((p) => p.id),
      )
      .where("status", "=", "captured")
      .execute();
  return captured;
}

/** The gateway voided the payment: the payment and the order say so. */
export async function markVoided(db: Db, orderId: number, paymentId: number, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("payments").set({ status: "voided", note: "" }).where("id", "=", paymentId).execute();
    await trx
      .updateTable("orders")
      .set({ payment_status: "voided", updated_at: at })
      .where("id", "=", orderId)
      .where("payment_status", "=", "paid")
      .execute();
  });
}

/** The void failed: the payment stays to be voided, with a note for the staff. */
export async function notePaymentProblem(db: Db, paymentId: number, note: string): Promise<void> {
  await db.updateTable("payments").set({ note }).where("id", "=", paymentId).execute();
}

/** What a refund of a card payment needs: its amount and the card's number as the gateway gave it. */
export function findPaymentForRefund(db: Db, paymentId: number): Promise<{ amount_cents: number; account_number: string }> {
  return db.selectFrom("payments").select(["amount_cents", "account_number"]).where("id", "=", paymentId).executeTakeFirstOrThrow();
}

/** Makes an order the customer's (an account made after the order was placed). */
export async function setOrderCustomer(db: Db, orderId: number, customerId: number, at: string): Promise<void> {
  await db.updateTable("orders").set({ customer_id: customerId, updated_at: at }).where("id", "=", orderId).execute();
}

export async function findOrderCode(db: Db, orderId: number): Promise<string> {
  const { code } = await db.selectFrom("orders").select("code").where("id", "=", orderId).executeTakeFirstOrThrow();
  return code;
}

/** The codes of the custom cake requests orders were made from. */
export const cakeRequestCodes = (db: Db, ids: readonly number[]) =>
  db.selectFrom("cake_requests").select(["id", "code"]).where("id", "in", ids).execute();
