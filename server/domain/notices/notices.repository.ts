import type { Db } from "../../db/index.ts";

// Notices' SQL. Rows are written by the areas that have something to tell (checkout, a cancel, loyalty) through
// orders.repository's insertNotice; here they are read and marked read.

// With the order's pickup or delivery: a status is said in its words ("Ready for pickup"), old notices too.
const COLUMNS = ["n.id", "n.kind", "n.order_id", "n.params_json", "n.read_at", "n.created_at", "o.fulfilment"] as const;

/** A customer's notices, unread first, then newest; with how many there are and how many are unread. */
export async function findCustomerNotices(db: Db, customerId: number, page: { limit: number; offset: number }) {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom("notices as n")
      .leftJoin("orders as o", "o.id", "n.order_id")
      .select(COLUMNS)
      .where("n.customer_id", "=", customerId)
      .orderBy((eb) => eb.case().when("n.read_at", "is", null).then(0).else(1).end())
      .orderBy("n.created_at", "desc")
      .orderBy("n.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countNotices(db, customerId),
  ]);
  return { rows, ...counts };
}

export async function countNotices(db: Db, customerId: number): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom("notices")
    .select((eb) => [eb.fn.countAll().as("total"), eb.fn.count("id").filterWhere("read_at", "is", null).as("unread")])
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/**
 * How many unread notices the customer behind a session has: one COUNT, joined through the session's token hash, so
 * the header can say it without a second lookup. 0 for an unknown or expired session or a disabled customer.
 */
export async function countUnreadForSession(db: Db, tokenHash: string, now: string): Promise<number> {
  const row = await db
    .selectFrom("sessions as s")
    .innerJoin("customers as c", "c.id", "s.customer_id")
    .innerJoin("notices as n", "n.customer_id", "s.customer_id")
    .select((eb) => eb.fn.countAll().as("unread"))
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", now)
    .where("c.status", "=", "active")
    .where("n.read_at", "is", null)
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

export function findCustomerNotice(db: Db, customerId: number, id: number) {
  return db
    .selectFrom("notices as n")
    .leftJoin("orders as o", "o.id", "n.order_id")
    .select(COLUMNS)
    .where("n.id", "=", id)
    .where("n.customer_id", "=", customerId)
    .executeTakeFirst();
}

/** Marks one notice read (the first time only: `read_at` keeps when it was first read). */
export async function markRead(db: Db, customerId: number, id: number, at: string): Promise<void> {
  await db
    .updateTable("notices")
    .set({ read_at: at })
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .where("read_at", "is", null)
    .execute();
}

/** Marks every unread notice of a customer read; how many it marked. */
export async function markAllRead(db: Db, customerId: number, at: string): Promise<number> {
  const result = await db
    .updateTable("notices")
    .set({ read_at: at })
    .where("customer_id", "=", customerId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
