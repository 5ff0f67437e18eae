import { createHash } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { StaffStatus } from "../../db/schema/backoffice.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { dummyPasswordHash, hashPassword, verifyPassword, WorkQueueFull } from "../accounts/password.ts";
import { hashToken, newToken } from "../accounts/sessions.ts";
import { reserveLimits, type Limit } from "../limits/rate-limit.ts";
import type { StaffActor } from "./audit.ts";
import { staffChange } from "./staff-change.ts";
import type { StaffRole } from "./roles.shared.ts";
import { passwordProblem } from "../accounts/password-rules.shared.ts";
import { passwordWeakness, type PasswordWeakness } from "../accounts/password-strength.ts";
import type { StaffCreateInput, StaffLoginInput, StaffPasswordChangeInput, StaffUpdateInput } from "./staff.schema.ts";
import * as repo from "./staff.repository.ts";

// Staff accounts and their sign-ins: apart from customers, with their own session (a shorter one, never
// remembered), the same password hashing, and limits on guessing. The owner adds, disables and re-roles staff; each
// change is in the audit log.

export type StaffFailure =
  | "passwordWeak"
  | "wrongCredentials"
  | "disabled"
  | "tooManyAttempts"
  | "busy"
  | "emailTaken"
  | "notFound"
  | "lastOwner"
  | "notYourself"
  | "changed"
  | "wrongCurrentPassword"
  | "passwordContainsName"
  | "passwordContainsEmail";

/** A refusal the edge answers in the request's language (server/api/admin-answers.ts). */
export class StaffError extends Error {
  constructor(
    readonly failure: StaffFailure,
    readonly details: { retryAfterSeconds?: number; weakness?: PasswordWeakness } = {},
  ) {
    super(failure);
  }
}

/**
 * Failed sign-ins: 5 per account from one address in 15 minutes, 20 an hour per account from all addresses, 30 an
 * hour per address. Lower than a customer's: there are few staff accounts and each opens much more.
 */
export const STAFF_LOGIN_LIMITS = {
  perAccountAndIp: { max: 5, windowSeconds: 15 * 60 },
  perAccount: { max: 20, windowSeconds: 3600 },
  perIp: { max: 30, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

export interface StaffContext {
  db: Db;
  /** STAFF_SESSION_HOURS. */
  sessionHours: number;
  now?: () => Date;
}

export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  created_at: string;
  updated_at: string;
}

export interface StaffSignedIn {
  /** The raw token: in the staff cookie only, never stored. */
  token: string;
  expires_at: string;
  staff: StaffView;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

function viewOf(row: repo.StaffRow): StaffView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function passwordWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkQueueFull) throw new StaffError("busy", { retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
}

const emailKey = (email: string) => createHash("sha256").update(email).digest("hex").slice(0, 32);

/**
 * Counts one password check of the account `email` from `ip` against STAFF_LOGIN_LIMITS, before the check (a guarded
 * increment): a sign-in and a password change share the counters, so neither gives more guesses than the limits.
 */
async function countPasswordAttempt(ctx: StaffContext, email: string, ip: string) {
  const account = `staff-login:${emailKey(email)}`;
  const counted = await reserveLimits(
    ctx.db,
    [
      { key: `staff-login:ip:${ip}`, limit: STAFF_LOGIN_LIMITS.perIp },
      { key: `${account}:ip:${ip}`, limit: STAFF_LOGIN_LIMITS.perAccountAndIp },
      { key: account, limit: STAFF_LOGIN_LIMITS.perAccount },
    ],
    clock(ctx).getTime(),
  );
  if (counted.refused) throw new StaffError("tooManyAttempts", { retryAfterSeconds: counted.refused.retryAfter });
  return counted;
}

/** Who an audit line of a sign-in is about: the account, or nobody known (an unknown e-mail is never written down). */
const UNKNOWN_ACCOUNT = { id: null, name: "—" };

/**
 * A failed sign-in in the audit log: the account when the e-mail is one (else no name, no e-mail: what was typed may
 * be a password typed in the wrong field), why, and from which address. Never the password. Only attempts the limits
 * counted get a line, so a flood of refused ones cannot flood the log.
 */
async function auditFailedSignIn(
  ctx: StaffContext,
  row: repo.StaffRow | undefined,
  reason: "wrong_password" | "unknown_account" | "disabled" | "wrong_current_password",
  ip: string,
) {
  const action = reason === "wrong_current_password" ? "staff.password_failed" : "staff.sign_in_failed";
  const at = clock(ctx).toISOString();
  const entry = { action, entity: "staff", entityId: row?.id ?? "", before: null, after: { reason, ip } };
  await staffChange(ctx.db, row ?? UNKNOWN_ACCOUNT, ({ audit }) => audit(entry, at));
}

/**
 * Signs a staff member in. An unknown e-mail and a wrong password fail alike, after the same work. Every attempt is
 * counted before the password is checked (guarded increments, so a burst sent at once gets no more checks than the
 * limits allow); a right password gives its own hits back. A sign-in and each counted failure are in the audit log.
 */
export async function logInStaff(ctx: StaffContext, input: StaffLoginInput, ip: string): Promise<StaffSignedIn> {
  const row = await repo.findStaffByEmail(ctx.db, input.email);
  const counted = await countPasswordAttempt(ctx, input.email, ip);
  let matches: boolean;
  try {
    matches = await passwordWork(async () => verifyPassword(input.password, row ? row.password_hash : await dummyPasswordHash()));
  } catch (error) {
    await counted.reservation.release();
    throw error;
  }
  if (!row || !matches) {
    await auditFailedSignIn(ctx, row, row ? "wrong_password" : "unknown_account", ip);
    throw new StaffError("wrongCredentials");
  }
  await counted.reservation.release();
  if (row.status !== "active") {
    await auditFailedSignIn(ctx, row, "disabled", ip);
    throw new StaffError("disabled");
  }

  const now = clock(ctx);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.sessionHours * 3_600_000).toISOString();
  await repo.deleteExpiredStaffSessions(ctx.db, now.toISOString());
  await staffChange(ctx.db, row, async ({ trx, audit }) => {
    await repo.insertStaffSession(trx, {
      staff_id: row.id,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: now.toISOString(),
    });
    await audit(
      { action: "staff.sign_in", entity: "staff", entityId: row.id, before: null, after: { ip, expires_at: expiresAt } },
      now.toISOString(),
    );
  });
  return { token, expires_at: expiresAt, staff: viewOf(row) };
}

/** The active staff member behind a token, or undefined (unknown, expired, signed out or disabled). */
export async function currentStaff(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<(StaffActor & { expires_at: string }) | undefined> {
  if (!token) return undefined;
  const found = await repo.findStaffSession(db, hashToken(token), now.toISOString());
  if (!found || found.status !== "active") return undefined;
  return { id: found.id, name: found.name, email: found.email, role: found.role, expires_at: found.expires_at };
}

/** Ends the session of `token`; a session that was still open gets its audit line. */
export async function logOutStaff(db: Db, token: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const session = await repo.findStaffSession(db, hashToken(token), at);
  await staffChange(db, session ?? UNKNOWN_ACCOUNT, async ({ trx, audit, nothingToAudit }) => {
    await repo.deleteStaffSession(trx, hashToken(token));
    // A session already over (or unknown) was ended before: nothing for the log.
    if (session) await audit({ action: "staff.sign_out", entity: "staff", entityId: session.id, before: null, after: null }, at);
    else nothingToAudit();
  });
}

export async function listStaff(db: Db): Promise<StaffView[]> {
  return (await repo.listStaff(db)).map(viewOf);
}

/** A staff password must be hard to guess (password-strength.ts: zxcvbn's score 4, the shop's words known). */
function refuseWeakStaffPassword(password: string, owner: { name: string; email: string }): void {
  const weakness = passwordWeakness(password, "staff", owner);
  if (weakness) throw new StaffError("passwordWeak", { weakness });
}

/**
 * Adds a staff account: by the owner in the back office, or from the command line (`actor` null: the first owner).
 * Audited either way.
 */
export async function createStaff(ctx: StaffContext, input: StaffCreateInput, actor: StaffActor | null): Promise<StaffView> {
  refuseWeakStaffPassword(input.password, input);
  if (await repo.findStaffByEmail(ctx.db, input.email)) throw new StaffError("emailTaken");
  const hash = await passwordWork(() => hashPassword(input.password));
  const at = clock(ctx).toISOString();
  try {
    const who = actor ?? { id: null, name: "staff:create (command line)" };
    const id = await staffChange(ctx.db, who, async ({ trx, audit }) => {
      const id = await repo.insertStaff(trx, {
        email: input.email,
        name: input.name,
        role: input.role,
        password_hash: hash,
        status: "active",
        created_at: at,
        updated_at: at,
      });
      const after = { email: input.email, name: input.name, role: input.role, status: "active" };
      await audit({ action: "staff.create", entity: "staff", entityId: id, before: null, after }, at);
      return id;
    });
    return viewOf((await repo.findStaffById(ctx.db, id))!);
  } catch (error) {
    // Two owners adding the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new StaffError("emailTaken");
    throw error;
  }
}

/**
 * The owner changes a staff account's role or status. The owner cannot lock themself out, and the shop always keeps
 * an active owner. Disabling ends the account's sessions at once. A change made meanwhile by someone else → "changed".
 */
export async function updateStaff(ctx: StaffContext, actor: StaffActor, id: number, input: StaffUpdateInput): Promise<StaffView> {
  return staffChange(ctx.db, actor, async ({ trx, audit, guard, nothingToAudit }) => {
    await repo.lockActiveOwners(trx);
    const before = await repo.findStaffById(trx, id);
    if (!before) throw new StaffError("notFound");
    const next = { role: input.role ?? before.role, status: input.status ?? before.status };
    if (next.role === before.role && next.status === before.status) {
      nothingToAudit();
      return viewOf(before);
    }
    if (id === actor.id) throw new StaffError("notYourself");
    const at = clock(ctx).toISOString();
    await guard(
      repo.updateStaffIf(trx, id, { role: before.role, status: before.status }, { ...next, updated_at: at }),
      () => new StaffError("changed"),
    );
    // Checked after the change, inside the transaction that locked the owners first: of two owners demoting each other
    // at once, the second waits and then finds itself the last.
    if (before.role === "owner" && before.status === "active" && (await repo.countActiveOwners(trx)) === 0)
      throw new StaffError("lastOwner");
    if (next.status === "disabled") await repo.deleteStaffSessionsOf(trx, id);
    await audit(
      { action: "staff.update", entity: "staff", entityId: id, before: { role: before.role, status: before.status }, after: next },
      at,
    );
    return viewOf((await repo.findStaffById(trx, id))!);
  });
}

/**
 * A staff member changes their own password. The current one is checked under the sign-in limits (a wrong one counts
 * as a failed sign-in); the new one must not hold their name or e-mail. The hash is replaced, every other session of
 * theirs ended (this one, `token`, kept) and the audit line (no password, no hash) written in one transaction.
 */
export async function changeOwnStaffPassword(
  ctx: StaffContext,
  actor: StaffActor,
  token: string,
  input: StaffPasswordChangeInput,
  ip: string,
): Promise<void> {
  const row = await repo.findStaffById(ctx.db, actor.id);
  if (!row || row.status !== "active") throw new StaffError("notFound");
  const problem = passwordProblem(input.password, { name: row.name, email: row.email });
  if (problem === "containsName") throw new StaffError("passwordContainsName");
  if (problem === "containsEmail") throw new StaffError("passwordContainsEmail");
  refuseWeakStaffPassword(input.password, row);
  const counted = await countPasswordAttempt(ctx, row.email, ip);
  let matches: boolean;
  try {
    matches = await passwordWork(() => verifyPassword(input.current_password, row.password_hash));
  } catch (error) {
    await counted.reservation.release();
    throw error;
  }
  if (!matches) {
    await auditFailedSignIn(ctx, row, "wrong_current_password", ip);
    throw new StaffError("wrongCurrentPassword");
  }
  await counted.reservation.release();
  const hash = await passwordWork(() => hashPassword(input.password));
  const at = clock(ctx).toISOString();
  await staffChange(ctx.db, actor, async ({ trx, audit }) => {
    await repo.setStaffPasswordHash(trx, row.id, hash, at);
    await repo.deleteOtherStaffSessions(trx, row.id, hashToken(token));
    const after = { password_changed: true, other_sessions_ended: true };
    await audit({ action: "staff.password", entity: "staff", entityId: row.id, before: null, after }, at);
  });
}
