import type { Db } from "../../db/index.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { RESERVED_SLUGS, slugOwner } from "./slugs.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import {
  deleteRedirectRow,
  findRedirectFrom,
  findRedirectRow,
  findRedirectRows,
  findRedirectTarget,
  insertRedirect,
  updateRedirectIf,
  type RedirectRow,
} from "./redirects-admin.repository.ts";
import type { RedirectInput, RedirectUpdateInput } from "./redirects-admin.schema.ts";
import { clock, nextVersion, StructureError, type StructureContext } from "./structure-error.ts";

// Redirect rules in the back office: what a path that names no page of the shop answers
// (app/lib/fallback.server.ts reads the rules on every such request, so a change applies at once). A rule may not come
// from a path the shop answers itself (its own routes, a product's, post's or page's slug: the rule would never apply
// or would hide it), two rules may not share their "from" (the unique index decides two creates at once), and rules
// may not form a circle (A → B → A). Renaming a slug adds its own 301 here (slugs.ts): staff see and may edit it.

export interface AdminRedirect {
  id: number;
  from: string;
  to: string;
  status: 301 | 302;
  /** The version to send back as expected_updated_at. */
  updated_at: string;
}

function viewOf(row: RedirectRow): AdminRedirect {
  return { id: row.id, from: row.from_path, to: row.to_url, status: row.status_code === 302 ? 302 : 301, updated_at: row.updated_at };
}

/** The rules, sorted by their path; `search` keeps those whose "from" or "to" holds it (any case). A shop has tens. */
export async function listRedirects(db: Db, search = ""): Promise<AdminRedirect[]> {
  const rules = (await findRedirectRows(db)).map(viewOf);
  const needle = search.trim().toLowerCase();
  return needle ? rules.filter((r) => r.from.toLowerCase().includes(needle) || r.to.toLowerCase().includes(needle)) : rules;
}

export async function findRedirectRule(db: Db, id: number): Promise<AdminRedirect | undefined> {
  const row = await findRedirectRow(db, id);
  return row && viewOf(row);
}

async function requireRule(db: Db, id: number): Promise<AdminRedirect> {
  const rule = await findRedirectRule(db, id);
  if (!rule) throw new StructureError(404, "redirectNotFound");
  return rule;
}

/** An internal target as the rules are looked up: its path, without query, fragment or trailing slash. */
function pathOf(to: string): string | undefined {
  if (!to.startsWith("/")) return undefined;
  const path = to.replace(/[?#].*$/, "");
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Refuses a "from" the shop answers itself, and a rule whose target leads back to its own "from". */
async function check(db: Db, input: RedirectInput, exceptId?: number) {
  const first = input.from.split("/")[1]!.toLowerCase();
  if (RESERVED_SLUGS.has(first)) throw new StructureError(422, "redirectFromReserved", { from: input.from }, "from");
  const single = input.from.slice(1);
  if (!single.includes("/") && (await slugOwner(db, single)))
    throw new StructureError(422, "redirectFromOwned", { from: input.from }, "from");
  if (await findRedirectFrom(db, input.from, exceptId)) throw new StructureError(422, "redirectFromTaken", { from: input.from }, "from");
  // Follow the target through the rules: reaching this rule's "from" again is a circle.
  let path = pathOf(input.to);
  const seen = new Set<string>();
  while (path !== undefined && !seen.has(path)) {
    if (path === input.from) throw new StructureError(422, "redirectLoop", { from: input.from, path: pathOf(input.to) ?? input.to }, "to");
    seen.add(path);
    const rule = await findRedirectTarget(db, path, exceptId);
    path = rule ? pathOf(rule.to_url) : undefined;
  }
}

/**
 * A number of this file's own for PostgreSQL's transaction lock on redirect changes: the circle check reads other
 * rules, so two saves at once (A → B and B → A) must not both pass it. SQLite runs one write transaction at a time already.
 */
const REDIRECTS_LOCK = 7_202_611;

async function uniquely<T>(from: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new StructureError(422, "redirectFromTaken", { from }, "from");
    throw error;
  }
}

const audited = (r: Pick<AdminRedirect, "from" | "to" | "status">) => ({ from: r.from, to: r.to, status: r.status });

/** A save made on a stale version: 409 with the rule as it is now. */
const changed = (now: AdminRedirect) => new StructureError(409, "redirectChanged", { from: now.from }, undefined, { redirect: now });

export async function createRedirect(ctx: StructureContext, actor: StaffActor, input: RedirectInput): Promise<AdminRedirect> {
  const at = clock(ctx).toISOString();
  return uniquely(input.from, () =>
    staffChange(ctx.db, actor, { content: true, lock: REDIRECTS_LOCK }, async ({ trx, audit }) => {
      await check(trx, input);
      const id = await insertRedirect(trx, { from_path: input.from, to_url: input.to, status_code: input.status, updated_at: at });
      await audit({ action: "redirect.create", entity: "redirect", entityId: id, before: null, after: audited(input) }, at);
      return requireRule(trx, id);
    }),
  );
}

/** Saves a rule if nobody changed it since `expected_updated_at` was read (a guarded UPDATE; else 409 with it now). */
export async function updateRedirect(
  ctx: StructureContext,
  actor: StaffActor,
  id: number,
  input: RedirectUpdateInput,
): Promise<AdminRedirect> {
  return uniquely(input.from, () =>
    staffChange(ctx.db, actor, { content: true, lock: REDIRECTS_LOCK }, async ({ trx, audit, version }) => {
      const before = await requireRule(trx, id);
      const expected = version(input.expected_updated_at, changed, () => requireRule(trx, id));
      expected.check(before);
      await check(trx, input, id);
      const at = nextVersion(clock(ctx), before.updated_at);
      await expected.write(
        updateRedirectIf(trx, id, input.expected_updated_at, {
          from_path: input.from,
          to_url: input.to,
          status_code: input.status,
          updated_at: at,
        }),
      );
      await audit({ action: "redirect.update", entity: "redirect", entityId: id, before: audited(before), after: audited(input) }, at);
      return requireRule(trx, id);
    }),
  );
}

export async function deleteRedirect(ctx: StructureContext, actor: StaffActor, id: number): Promise<AdminRedirect> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
    const before = await requireRule(trx, id);
    await deleteRedirectRow(trx, id);
    await audit({ action: "redirect.delete", entity: "redirect", entityId: id, before: audited(before), after: null }, at);
    return before;
  });
}
