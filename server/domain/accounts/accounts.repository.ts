import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { Customer, CustomersTable, Timestamp } from "../../db/schema.ts";
import type { Identifier } from "./identifier.ts";

export function findCustomer(db: Db, identifier: Identifier): Promise<Customer | undefined> {
  return db.selectFrom("customers").selectAll().where(identifier.kind, "=", identifier.value).executeTakeFirst();
}

export function findCustomerById(db: Db, id: number): Promise<Customer | undefined> {
  return db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertCustomer(db: Db, values: Insertable<CustomersTable>): Promise<number> {
  const row = await db.insertInto("customers").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCustomer(db: Db, id: number, values: Updateable<CustomersTable>): Promise<void> {
  await db.updateTable("customers").set(values).where("id", "=", id).execute();
}

/** True for the database's "unique constraint" error, on SQLite and PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

export async function insertSession(
  db: Db,
  values: { customer_id: number; token_hash: string; remember: number; expires_at: Timestamp; now: Timestamp },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insertInto("sessions")
    .values({ ...row, created_at: now, last_seen_at: now })
    .execute();
}

/** The session of a token hash, with its customer; expired sessions are left to the caller to refuse. */
export function findSession(db: Db, tokenHash: string) {
  return db
    .selectFrom("sessions as s")
    .innerJoin("customers as c", "c.id", "s.customer_id")
    .select(["s.id as session_id", "s.expires_at", "s.last_seen_at", "s.remember"])
    .selectAll("c")
    .where("s.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, now: Timestamp): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteSessionsOf(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom("sessions").where("customer_id", "=", customerId).execute();
}

/** Housekeeping at each sign-in, so a customer's dead sessions do not pile up. */
export async function deleteExpiredSessionsOf(db: Db, customerId: number, now: Timestamp): Promise<void> {
  await db.deleteFrom("sessions").where("customer_id", "=", customerId).where("expires_at", "<=", now).execute();
}

export async function insertPasswordReset(
  db: Db,
  values: { customer_id: number; token_hash: string; expires_at: Timestamp; now: Timestamp },
): Promise<void> {
  const { now, ...row } = values;
  await db
    .insertInto("password_resets")
    .values({ ...row, created_at: now })
    .execute();
}

/** The customer of a reset token that is still unused and unexpired (spending it is what decides, below). */
export function findPasswordResetOwner(db: Db, tokenHash: string, now: Timestamp) {
  return db
    .selectFrom("password_resets as r")
    .innerJoin("customers as c", "c.id", "r.customer_id")
    .select(["c.id", "c.name", "c.email"])
    .where("r.token_hash", "=", tokenHash)
    .where("r.used_at", "is", null)
    .where("r.expires_at", ">", now)
    .executeTakeFirst();
}

/**
 * Spends a reset token: marks it used only if it is still unused and unexpired, in one statement, so two requests
 * racing with the same link cannot both win. Returns the customer it belongs to.
 */
export async function spendPasswordReset(db: Db, tokenHash: string, now: Timestamp): Promise<number | undefined> {
  const row = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("customer_id")
    .executeTakeFirst();
  return row?.customer_id;
}

/** After a reset, the customer's other outstanding links stop working too. */
export async function spendPasswordResetsOf(db: Db, customerId: number, now: Timestamp): Promise<void> {
  await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("customer_id", "=", customerId)
    .where("used_at", "is", null)
    .execute();
}

/** Ends every session of a customer but one (the one that changed the password). */
export async function deleteOtherSessionsOf(db: Db, customerId: number, keepTokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("customer_id", "=", customerId).where("token_hash", "<>", keepTokenHash).execute();
}
