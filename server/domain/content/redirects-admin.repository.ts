import type { Db } from "../../db/index.ts";

const columns = ["id", "from_path", "to_url", "status_code", "updated_at"] as const;

/** Every redirect rule, sorted by its path. */
export function findRedirectRows(db: Db) {
  return db.selectFrom("redirects").select(columns).orderBy("from_path").execute();
}

export type RedirectRow = Awaited<ReturnType<typeof findRedirectRows>>[number];

export function findRedirectRow(db: Db, id: number): Promise<RedirectRow | undefined> {
  return db.selectFrom("redirects").select(columns).where("id", "=", id).executeTakeFirst();
}

/** The rule from this path, `exceptId` left out. */
export function findRedirectFrom(db: Db, fromPath: string, exceptId?: number) {
  let query = db.selectFrom("redirects").select("id").where("from_path", "=", fromPath);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

/** Where the rule from this path leads, `exceptId` left out. */
export function findRedirectTarget(db: Db, fromPath: string, exceptId?: number) {
  let query = db.selectFrom("redirects").select("to_url").where("from_path", "=", fromPath);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return query.executeTakeFirst();
}

export interface RedirectColumns {
  from_path: string;
  to_url: string;
  status_code: number;
  updated_at: string;
}

export async function insertRedirect(trx: Db, values: RedirectColumns): Promise<number> {
  const row = await trx.insertInto("redirects").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a rule only while its version is still `expected` (a guarded write: staffChange runs it). */
export function updateRedirectIf(trx: Db, id: number, expected: string, values: RedirectColumns) {
  return trx.updateTable("redirects").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

export async function deleteRedirectRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("redirects").where("id", "=", id).execute();
}

/** Points the rules leading to `from` at `to`, each with a new version. */
export async function repointRedirectTargets(trx: Db, from: string, to: string, at: string): Promise<void> {
  await trx.updateTable("redirects").set({ to_url: to, updated_at: at }).where("to_url", "=", from).execute();
}
