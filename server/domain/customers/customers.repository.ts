import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import { likeContaining } from "../orders/admin-orders.repository.ts";
import type { CustomerStatus } from "./customers.schema.ts";

// The back office's reads of customers (the list, a customer with their orders and points awards) and its one write:
// an account's status, guarded by the version the staff member saw. No query here ever selects a password hash.

export interface CustomersFilter {
  status?: CustomerStatus;
  /** The search, already split into what it can match (customers.service.ts). */
  search?: { text: string; names: string[]; digits: string | null };
}

/** What the back office may see of a customer: every column but the password hash (and the avatar's path). */
const SAFE_COLUMNS = [
  "c.id",
  "c.name",
  "c.email",
  "c.phone",
  "c.status",
  "c.legacy",
  "c.points",
  "c.membership_level",
  "c.birthday",
  "c.locale",
  "c.created_at",
  "c.updated_at",
] as const;

const pattern = (text: string) => sql<string>`${likeContaining(text)} escape '\\'`;

function filtered(db: Db, filter: CustomersFilter) {
  let query = db.selectFrom("customers as c");
  if (filter.status !== undefined) query = query.where("c.status", "=", filter.status);
  const search = filter.search;
  if (search) {
    query = query.where((eb) => {
      const text = pattern(search.text);
      const any = [
        eb(sql<string>`lower(c.name)`, "like", text),
        eb(sql<string>`lower(c.email)`, "like", text),
        ...search.names.map((name) => eb("c.name", "like", pattern(name))),
      ];
      // Accounts keep phones as digits only (accounts/identifier.ts).
      if (search.digits) any.push(eb("c.phone", "like", pattern(search.digits)));
      return eb.or(any);
    });
  }
  return query;
}

/** A page of customers matching the filter, the newest account first; and how many match in all. */
export async function findCustomers(db: Db, filter: CustomersFilter, page: { limit: number; offset: number }) {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query.select(SAFE_COLUMNS).orderBy("c.created_at", "desc").orderBy("c.id", "desc").limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type SafeCustomerRow = Awaited<ReturnType<typeof findCustomerRow>>;

export function findCustomerRow(db: Db, id: number) {
  return db.selectFrom("customers as c").select(SAFE_COLUMNS).where("c.id", "=", id).executeTakeFirst();
}

/** A customer's orders, the newest placed first. */
export function findOrdersOf(db: Db, customerId: number) {
  return db
    .selectFrom("orders")
    .select(["id", "code", "status", "slot_date", "slot_start", "slot_end", "fulfilment", "total_cents", "created_at"])
    .where("customer_id", "=", customerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The points a customer was given, one row per completed order, the newest first. */
export function findAwardsOf(db: Db, customerId: number) {
  return db
    .selectFrom("loyalty_awards as a")
    .leftJoin("orders as o", "o.id", "a.order_id")
    .select(["a.order_id", "o.code", "a.points", "a.created_at"])
    .where("a.customer_id", "=", customerId)
    .orderBy("a.created_at", "desc")
    .orderBy("a.order_id", "desc")
    .execute();
}

/**
 * Sets a customer's status only if the row is still at the version the staff member saw, in one statement: of two
 * changes made from the same version, one finds it and the other none. True when it was set.
 */
export async function setStatusIf(
  db: Db,
  id: number,
  expectedUpdatedAt: string,
  values: { status: CustomerStatus; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("customers")
    .set(values)
    .where("id", "=", id)
    .where("updated_at", "=", expectedUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of a customer at once. */
export async function deleteSessionsOf(db: Db, customerId: number): Promise<number> {
  const result = await db.deleteFrom("sessions").where("customer_id", "=", customerId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
