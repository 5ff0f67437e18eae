import type { Insertable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { EmailChangesTable } from "../../db/schema/accounts.ts";

// A customer's changes of e-mail (email_changes); the customer's own row is in accounts.repository.ts.

export interface EmailChangeRow {
  id: number;
  customer_id: number;
  new_email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

/** The customer's change of e-mail neither used nor expired at `now`, if any. */
export function findPendingEmailChange(
  db: Db,
  customerId: number,
  now: string,
): Promise<{ new_email: string; expires_at: string } | undefined> {
  return db
    .selectFrom("email_changes")
    .select(["new_email", "expires_at"])
    .where("customer_id", "=", customerId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export function findEmailChange(db: Db, id: number): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom("email_changes")
    .select(["id", "customer_id", "new_email", "token_hash", "expires_at", "used_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Deletes every change of e-mail of the customer, used or not. */
export async function deleteEmailChangesOf(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom("email_changes").where("customer_id", "=", customerId).execute();
}

/** Deletes the customer's changes of e-mail not used yet. */
export async function deleteUnusedEmailChangesOf(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom("email_changes").where("customer_id", "=", customerId).where("used_at", "is", null).execute();
}

export async function insertEmailChange(db: Db, values: Insertable<EmailChangesTable>): Promise<number> {
  const row = await db.insertInto("email_changes").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a change used at `now`, if it was neither used nor expired: false when another confirmation came first. */
export async function spendEmailChange(db: Db, id: number, now: string): Promise<boolean> {
  const spent = await db
    .updateTable("email_changes")
    .set({ used_at: now })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
