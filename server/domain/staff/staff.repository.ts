import { PostgresAdapter, type Insertable, type Selectable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { AuditLogTable, StaffRole, StaffStatus, StaffUsersTable } from "../../db/schema/backoffice.ts";

export type StaffRow = Selectable<StaffUsersTable>;
export type AuditRow = Selectable<AuditLogTable>;

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom("staff_users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom("staff_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function listStaff(db: Db): Promise<StaffRow[]> {
  return db.selectFrom("staff_users").selectAll().orderBy("status").orderBy("name").orderBy("id").execute();
}

export async function insertStaff(db: Db, values: Insertable<StaffUsersTable>): Promise<number> {
  const row = await db.insertInto("staff_users").values(values).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Changes a staff account only while it is still as it was read (`expected`): of two owners changing the same
 * account at once, the second finds it changed and is refused rather than silently undoing the first.
 */
export async function updateStaffIf(
  db: Db,
  id: number,
  expected: { role: StaffRole; status: StaffStatus },
  values: { role: StaffRole; status: StaffStatus; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set(values)
    .where("id", "=", id)
    .where("role", "=", expected.role)
    .where("status", "=", expected.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Locks the active owners' rows until the transaction ends (PostgreSQL; SQLite runs one writer at a time anyway), so
 * that two owners demoting each other at once cannot both see the other still an owner.
 */
export async function lockActiveOwners(trx: Db): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom("staff_users")
    .select("id")
    .where("role", "=", "owner")
    .where("status", "=", "active")
    .orderBy("id")
    .forUpdate()
    .execute();
}

export function countActiveOwners(db: Db): Promise<number> {
  return db
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .where("status", "=", "active")
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export async function insertStaffSession(
  db: Db,
  values: { staff_id: number; token_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.insertInto("staff_sessions").values(values).execute();
}

/** The staff member behind a live session: the session's and the account's rows, one query. */
export function findStaffSession(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.staff_id")
    .select(["s.id as session_id", "s.expires_at", "u.id", "u.email", "u.name", "u.role", "u.status"])
    .where("s.token_hash", "=", tokenHash)
    .where("s.expires_at", ">", now)
    .executeTakeFirst();
}

export async function deleteStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("token_hash", "=", tokenHash).execute();
}

export async function deleteStaffSessionsOf(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).execute();
}

export async function deleteExpiredStaffSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("expires_at", "<=", now).execute();
}

/** Ends every session of a staff member but the one whose token hash is `keepTokenHash`. */
export async function deleteOtherStaffSessions(db: Db, staffId: number, keepTokenHash: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("staff_id", "=", staffId).where("token_hash", "!=", keepTokenHash).execute();
}

export async function setStaffPasswordHash(db: Db, id: number, passwordHash: string, at: string): Promise<void> {
  await db.updateTable("staff_users").set({ password_hash: passwordHash, updated_at: at }).where("id", "=", id).execute();
}
