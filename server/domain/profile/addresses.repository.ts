import type { Insertable, Selectable, Updateable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { AddressesTable } from "../../db/schema/profile.ts";

export type AddressRow = Selectable<AddressesTable>;

/**
 * Run first in each transaction that changes a customer's addresses: on PostgreSQL the customer's row lock makes
 * such changes take turns (SQLite runs one write transaction at a time anyway), so the count before an insert and
 * the default being moved cannot race. Changes nothing.
 */
export async function lockCustomer(db: Db, customerId: number): Promise<boolean> {
  const result = await db
    .updateTable("customers")
    .set((eb) => ({ status: eb.ref("status") }))
    .where("id", "=", customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .selectFrom("addresses")
    .selectAll()
    .where("customer_id", "=", customerId)
    .orderBy("is_default", "desc")
    .orderBy("id", "asc")
    .execute();
}

export function findAddress(db: Db, customerId: number, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom("addresses").selectAll().where("customer_id", "=", customerId).where("id", "=", id).executeTakeFirst();
}

export function findDefaultAddress(db: Db, customerId: number): Promise<AddressRow | undefined> {
  return db.selectFrom("addresses").selectAll().where("customer_id", "=", customerId).where("is_default", "=", 1).executeTakeFirst();
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("customer_id", "=", customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, values: Insertable<AddressesTable>): Promise<number> {
  const row = await db.insertInto("addresses").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(db: Db, customerId: number, id: number, values: Updateable<AddressesTable>): Promise<void> {
  await db.updateTable("addresses").set(values).where("customer_id", "=", customerId).where("id", "=", id).execute();
}

/** Deletes a customer's address; undefined when it is not theirs (or not there). */
export function deleteAddress(db: Db, customerId: number, id: number): Promise<{ is_default: number } | undefined> {
  return db.deleteFrom("addresses").where("customer_id", "=", customerId).where("id", "=", id).returning("is_default").executeTakeFirst();
}

export async function clearDefault(db: Db, customerId: number, now: string): Promise<void> {
  await db
    .updateTable("addresses")
    .set({ is_default: 0, updated_at: now })
    .where("customer_id", "=", customerId)
    .where("is_default", "=", 1)
    .execute();
}
