import { PostgresAdapter, sql, type DeleteResult, type UpdateResult } from "kysely";
import type { Db } from "../../db/index.ts";
import { contentChanged } from "../content/content-version.ts";
import { recordAudit, type AuditEntry, type StaffActor } from "./audit.ts";

// Every change staff make goes through staffChange, so that none of its three duties rests on a line someone may forget:
// - the change and its audit line(s) are one transaction: a change is never without its line, nor a line without it;
// - a save made on a version the staff member saw is guarded (… WHERE updated_at = expected): when another save came
//   first, the area's own 409 comes back with the thing as it is now, and nothing is written;
// - once committed, and only then, the content version moves when the change shows on the storefront (a cache refilled
//   before the commit would keep the old page).
// A change that ends without an audit line is refused and rolled back, unless it says it changed nothing worth one.
// ESLint keeps recordAudit and contentChanged for this file (and the few places named in eslint.config.js).

/** Who an audit line names: a staff member, or nobody known (the command line, an unknown e-mail at sign-in). */
export type AuditActor = Pick<StaffActor, "name"> & { id: number | null };

/**
 * A guarded write: an UPDATE or DELETE whose WHERE holds the version expected (staffChange runs it), or a repository
 * call that runs one and says whether it applied.
 */
export type GuardedWrite = { executeTakeFirst(): Promise<UpdateResult | DeleteResult | undefined> } | Promise<boolean>;

export interface StaffChangeOptions<T> {
  /**
   * The change shows on the storefront: move the content version once it is committed. A function decides from what
   * the change returned (a refusal returned rather than thrown changed nothing).
   */
  content?: boolean | ((result: T) => boolean);
  /**
   * On PostgreSQL, a transaction-level advisory lock taken before anything else, so that changes under the same key run
   * one at a time (a check that reads other rows). SQLite runs one write transaction at a time already.
   */
  lock?: number;
}

/** The expected-version check of one thing, with the area's refusal for a stale save. */
export interface ExpectedVersion<C> {
  /** Refuses (the area's error, with `current`) when the version read is not the one the staff member saw. */
  check(current: C & { updated_at: string }): void;
  check(current: C, version: string): void;
  /** Runs the guarded write; when it changed no row, refuses with the thing as it is now (read again in the transaction). */
  write(query: GuardedWrite): Promise<void>;
}

export interface StaffChange {
  /** The change's transaction: every read and write of the change goes through it. */
  readonly trx: Db;
  /** The transaction runs on PostgreSQL: row locks (SELECT … FOR UPDATE) are taken there; SQLite has one writer at a time. */
  readonly postgres: boolean;
  /** Writes an audit line in the change's transaction, by the change's actor (`at`: its time, now when not given). */
  audit(entry: AuditEntry, at?: string): Promise<void>;
  /** This run changed nothing the log should show (already in place, nothing found): it may end without an audit line. */
  nothingToAudit(): void;
  /** Runs a guarded write; when it changed no row, throws what `refusal` builds. */
  guard(write: GuardedWrite, refusal: () => Error | Promise<Error>): Promise<void>;
  /**
   * The check of the version the staff member saw (`expected`; undefined: the caller sent none, nothing to compare).
   * `stale` builds the area's refusal from the thing as it is now; `reread` reads it again after a guarded write missed.
   */
  version<C>(expected: string | undefined, stale: (current: C) => Error, reread: () => Promise<C>): ExpectedVersion<C>;
}

/** Rows a guarded write changed: an UPDATE's or a DELETE's count, or the repository's answer. */
async function applied(write: GuardedWrite): Promise<boolean> {
  if (!("executeTakeFirst" in write)) return write;
  const result = await write.executeTakeFirst();
  if (result === undefined) return false;
  return Number("numUpdatedRows" in result ? result.numUpdatedRows : result.numDeletedRows) > 0;
}

/**
 * Runs a staff change: `work` in one transaction with its audit line(s) and version checks; then, committed, the
 * content version when `options.content` asks for it. Whatever `work` throws rolls everything back and is thrown again.
 */
export function staffChange<T>(db: Db, actor: AuditActor, work: (change: StaffChange) => Promise<T>): Promise<T>;
export function staffChange<T>(
  db: Db,
  actor: AuditActor,
  options: StaffChangeOptions<T>,
  work: (change: StaffChange) => Promise<T>,
): Promise<T>;
export async function staffChange<T>(
  db: Db,
  actor: AuditActor,
  optionsOrWork: StaffChangeOptions<T> | ((change: StaffChange) => Promise<T>),
  maybeWork?: (change: StaffChange) => Promise<T>,
): Promise<T> {
  const options = typeof optionsOrWork === "function" ? {} : optionsOrWork;
  const work = typeof optionsOrWork === "function" ? optionsOrWork : maybeWork!;
  const result = await db.transaction().execute(async (trx) => {
    const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
    if (postgres && options.lock !== undefined) await sql`SELECT pg_advisory_xact_lock(${options.lock})`.execute(trx);
    let audited = false;
    let nothing = false;
    const guard = async (write: GuardedWrite, refusal: () => Error | Promise<Error>) => {
      if (!(await applied(write))) throw await refusal();
    };
    const change: StaffChange = {
      trx,
      postgres,
      async audit(entry, at) {
        await recordAudit(trx, actor, entry, at);
        audited = true;
      },
      nothingToAudit() {
        nothing = true;
      },
      guard,
      version<C>(expected: string | undefined, stale: (current: C) => Error, reread: () => Promise<C>): ExpectedVersion<C> {
        return {
          check(current: C, version?: string) {
            const seen = version ?? (current as { updated_at: string }).updated_at;
            if (expected !== undefined && seen !== expected) throw stale(current);
          },
          write: (query) => guard(query, async () => stale(await reread())),
        };
      },
    };
    const done = await work(change);
    if (!audited && !nothing)
      throw new Error("staffChange: the change wrote no audit line (call nothingToAudit() when it changed nothing)");
    return done;
  });
  const content = typeof options.content === "function" ? options.content(result) : options.content === true;
  if (content) await contentChanged(db);
  return result;
}
