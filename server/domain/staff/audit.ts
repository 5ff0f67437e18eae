import type { Db } from "../../db/index.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { addDays, instantAt } from "../fulfilment/shop-time.ts";
import type { AuditRow } from "./staff.repository.ts";
import type { StaffRole } from "./roles.shared.ts";

// The audit log: every change made by staff — who, what, before → after, when. Written in the same
// transaction as the change itself, so a change is never without its line, nor a line without its change.

/** The staff member making a change, as every back-office service receives it. */
export interface StaffActor {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  /** What the thing was before (null: it did not exist); kept as JSON. */
  before: unknown;
  /** What it is after (null: it is gone). */
  after: unknown;
}

export async function recordAudit(
  db: Db,
  actor: Pick<StaffActor, "name"> & { id: number | null },
  entry: AuditEntry,
  at = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      staff_id: actor.id,
      staff_name: actor.name,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: at,
    })
    .execute();
}

export interface AuditView {
  id: number;
  staff_id: number | null;
  staff_name: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

export const AUDIT_PER_PAGE = 50;

function viewOf(row: AuditRow): AuditView {
  return {
    id: row.id,
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    action: row.action,
    entity: row.entity,
    entity_id: row.entity_id,
    before: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
    created_at: row.created_at,
  };
}

/**
 * The log, newest first, a page at a time: by one person, and/or between two instants (`from` inclusive, `to`
 * exclusive; the caller turns the shop's dates into instants).
 */
export async function listAudit(db: Db, filter: { staffId?: number; from?: string; to?: string; page: number }) {
  let query = db.selectFrom("audit_log");
  if (filter.staffId !== undefined) query = query.where("staff_id", "=", filter.staffId);
  if (filter.from !== undefined) query = query.where("created_at", ">=", filter.from);
  if (filter.to !== undefined) query = query.where("created_at", "<", filter.to);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(AUDIT_PER_PAGE)
      .offset((filter.page - 1) * AUDIT_PER_PAGE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.n);
  return {
    entries: rows.map(viewOf),
    pagination: { page: filter.page, per_page: AUDIT_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / AUDIT_PER_PAGE)) },
  };
}

/** The instants a range of the shop's dates covers: from the first day's midnight to the midnight after the last. */
export async function auditRange(db: Db, from: string | undefined, to: string | undefined): Promise<{ from?: string; to?: string }> {
  if (from === undefined && to === undefined) return {};
  const timeZone = await shopTimeZone(db);
  return {
    ...(from === undefined ? {} : { from: instantAt(from, "00:00", timeZone).toISOString() }),
    ...(to === undefined ? {} : { to: instantAt(addDays(to, 1), "00:00", timeZone).toISOString() }),
  };
}
