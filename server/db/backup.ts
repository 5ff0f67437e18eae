import { execFile, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { z } from "zod";
import type { Config } from "../config.ts";
import { openDb } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

// Backups of the whole shop (decision 030): one dated folder under BACKUP_DIR holding the database (a SQLite copy made
// with SQLite's online backup, or a pg_dump in its custom format), the public media folder, the customers' private
// photos and a manifest.json naming each file with its size and sha256. A backup is written under a hidden name and
// renamed when complete, so a folder named bakery-… is always whole. A restore checks everything before it changes
// anything, refuses a database a running server uses, and swaps the new database in with one rename.

const run = promisify(execFile);

export type BackupSettings = Pick<
  Config,
  "DATABASE_URL" | "SQLITE_PATH" | "UPLOADS_DIR" | "PRIVATE_UPLOADS_DIR" | "BACKUP_DIR" | "BACKUP_KEEP"
>;

/** A backup or restore refused for a reason the operator can act on: its message is the whole story. */
export class BackupError extends Error {}

const MANIFEST = "manifest.json";
const NAME = /^bakery-\d{4}-\d{2}-\d{2}T\d{6}(\.\d{3})?Z$/;
/** A server notes itself alive every 2 s (server/scale/processes.ts) and counts as gone after 6 s. */
const ALIVE_MS = 6_000;
const PROCESS_NOTE = "bus_process:";

const FileEntry = z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const Manifest = z.object({
  format: z.literal("mai-vang-bakery-backup"),
  version: z.literal(1),
  created_at: z.string(),
  dialect: z.enum(["sqlite", "postgres"]),
  migration: z.string().nullable(),
  database: FileEntry,
  counts: z.record(z.string(), z.number().int().min(0)),
  uploads: z.array(FileEntry),
  private_uploads: z.array(FileEntry),
});
export type Manifest = z.infer<typeof Manifest>;

/** The tables whose row counts a manifest records: what an operator checks first after a restore. */
const COUNTED = ["orders", "order_lines", "customers", "products", "cake_requests"] as const;

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  /** The older backups deleted to keep BACKUP_KEEP. */
  removed: string[];
}

/** `bakery-2026-11-28T204012.345Z`: sorts by time as text. */
export function backupName(at: Date): string {
  return `bakery-${at.toISOString().replace(/:/g, "")}`;
}

export async function createBackup(settings: BackupSettings, options: { now?: Date } = {}): Promise<BackupResult> {
  const root = resolve(settings.BACKUP_DIR);
  await mkdir(root, { recursive: true });
  const at = options.now ?? new Date();
  const name = backupName(at);
  const final = join(root, name);
  if (existsSync(final)) throw new BackupError(`${final} already exists`);
  await forgetStalePartials(root);
  const work = join(root, `.partial-${name}-${randomBytes(4).toString("hex")}`);
  await mkdir(work);
  try {
    const dialect = settings.DATABASE_URL ? "postgres" : "sqlite";
    const dbFile = dialect === "postgres" ? "database.pgdump" : "database.sqlite";
    const { migration, counts } = settings.DATABASE_URL
      ? await pgDump(settings.DATABASE_URL, join(work, dbFile))
      : await sqliteOnlineCopy(settings.SQLITE_PATH, join(work, dbFile));
    const uploads = await copyTree(settings.UPLOADS_DIR, join(work, "uploads"));
    const privateUploads = await copyTree(settings.PRIVATE_UPLOADS_DIR, join(work, "private"));
    const manifest: Manifest = {
      format: "mai-vang-bakery-backup",
      version: 1,
      created_at: at.toISOString(),
      dialect,
      migration,
      database: await fileEntry(work, dbFile),
      counts,
      uploads,
      private_uploads: privateUploads,
    };
    await writeFile(join(work, MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
    await rename(work, final);
    const removed = await pruneBackups(root, settings.BACKUP_KEEP);
    return { dir: final, manifest, removed };
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * SQLite's online backup of the live file, in one step: one read transaction, so the copy is the database as of one
 * commit even while orders are being placed (in WAL mode readers never block the writers, nor they it).
 */
async function sqliteOnlineCopy(source: string, dest: string) {
  if (!existsSync(source)) throw new BackupError(`no SQLite database at ${source} (SQLITE_PATH)`);
  const db = new SQLite(source, { fileMustExist: true, readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(dest, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    db.close();
  }
  return describeCopy(dest);
}

/**
 * pg_dump of the database in a snapshot this connection exported: the manifest's counts are read in the same snapshot,
 * so they are the dump's, not the live database's a moment later. pg_dump's own snapshot is as consistent.
 */
async function pgDump(url: string, dest: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0]!.id;
    const exists = async (table: string) =>
      Boolean((await client.query<{ t: string | null }>("SELECT to_regclass($1)::text AS t", [`public.${table}`])).rows[0]?.t);
    const migration = (await exists("kysely_migration"))
      ? ((await client.query<{ name: string }>("SELECT name FROM public.kysely_migration ORDER BY name DESC LIMIT 1")).rows[0]?.name ??
        null)
      : null;
    const counts: Record<string, number> = {};
    for (const table of COUNTED)
      if (await exists(table))
        counts[table] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM public.${table}`)).rows[0]!.n);
    const { dbname, env } = libpq(url);
    await tool("pg_dump", ["--format=custom", "--no-owner", `--snapshot=${snapshot}`, "--file", dest, "--dbname", dbname], env);
    await client.query("COMMIT");
    return { migration, counts };
  } finally {
    await client.end();
  }
}

/** The latest migration applied and the counted tables' rows of a SQLite copy. */
function describeCopy(file: string) {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const has = (table: string) => Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table));
    const migration = has("kysely_migration")
      ? ((db.prepare("SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1").get() as { name: string } | undefined)?.name ?? null)
      : null;
    const counts: Record<string, number> = {};
    for (const table of COUNTED)
      if (has(table)) counts[table] = (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    return { migration, counts };
  } finally {
    db.close();
  }
}

async function copyTree(from: string, to: string): Promise<Manifest["uploads"]> {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return [];
  await cp(from, to, { recursive: true, force: true, errorOnExist: false });
  return listTree(to);
}

async function listTree(dir: string): Promise<Manifest["uploads"]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"));
  files.sort();
  const out: Manifest["uploads"] = [];
  for (const path of files) out.push(await fileEntry(dir, path));
  return out;
}

async function fileEntry(dir: string, path: string) {
  const file = join(dir, path);
  return { path, bytes: (await stat(file)).size, sha256: await sha256(file) };
}

function sha256(file: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolvePromise(hash.digest("hex")));
  });
}

/** A backup killed midway leaves its hidden folder: one older than a day is nobody's any more. */
async function forgetStalePartials(root: string) {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(".partial-")) continue;
    const folder = join(root, entry.name);
    if ((await stat(folder)).mtimeMs < Date.now() - 86_400_000) await rm(folder, { recursive: true, force: true });
  }
}

/** The complete backups under `root`, oldest first. */
export async function listBackups(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const names = (await readdir(root, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && NAME.test(e.name) && existsSync(join(root, e.name, MANIFEST)))
    .map((e) => e.name);
  return names.sort();
}

/** Deletes all but the newest `keep` backups; called only after a backup succeeded. */
async function pruneBackups(root: string, keep: number): Promise<string[]> {
  const names = await listBackups(root);
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(root, name), { recursive: true, force: true });
  return old.map((name) => join(root, name));
}

// ---------------------------------------------------------------------------------------------------------------- restore

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations applied after the restore, when the backup was older than this code. */
  migrated: string[];
}

/**
 * Restores the backup at `path` (its folder or its manifest.json) into the configured database and upload folders.
 * Everything is checked first (manifest, sizes, sha256, the database's own check on a copy); a running server's
 * database is refused; then the uploads and the database are swapped in, each by rename.
 */
export async function restoreBackup(settings: BackupSettings, path: string): Promise<RestoreResult> {
  const { dir, manifest } = await readManifest(path);
  const dialect = settings.DATABASE_URL ? "postgres" : "sqlite";
  if (manifest.dialect !== dialect)
    throw new BackupError(
      `this backup is of a ${manifest.dialect} database; the configured one is ${dialect} (${dialect === "postgres" ? "DATABASE_URL is set" : "DATABASE_URL is not set"})`,
    );
  await verifyFiles(dir, manifest);
  if (manifest.migration && !migrations[manifest.migration])
    throw new BackupError(
      `this backup's schema (${manifest.migration}) is newer than this version of the shop: restore it with the version that made it`,
    );
  const dump = join(dir, manifest.database.path);

  if (settings.DATABASE_URL) {
    await pgCheckDump(dump);
    await refuseRunningPg(settings.DATABASE_URL);
    const staged = await stageUploads(dir, settings);
    await pgReplace(settings.DATABASE_URL, dump);
    await staged.swap();
    const handle = openDb({ databaseUrl: settings.DATABASE_URL });
    try {
      return { manifest, migrated: await migrateToLatest(handle.db) };
    } finally {
      await handle.db.destroy();
    }
  }

  const target = resolve(settings.SQLITE_PATH);
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.restore-${randomBytes(4).toString("hex")}`;
  try {
    await copyFile(dump, temp);
    sqliteIntegrity(temp);
    refuseRunningSqlite(target);
    // Migrated before it is swapped in: the file that takes the database's name is ready to serve.
    const handle = openDb({ sqlitePath: temp });
    let migrated: string[];
    try {
      migrated = await migrateToLatest(handle.db);
    } finally {
      await handle.db.destroy();
    }
    const staged = await stageUploads(dir, settings);
    refuseRunningSqlite(target);
    await staged.swap();
    // The old database's -wal and -shm would be read as the new one's: gone before the rename.
    await rm(`${target}-wal`, { force: true });
    await rm(`${target}-shm`, { force: true });
    await rename(temp, target);
    return { manifest, migrated };
  } finally {
    await rm(temp, { force: true });
    await rm(`${temp}-wal`, { force: true });
    await rm(`${temp}-shm`, { force: true });
  }
}

async function readManifest(path: string): Promise<{ dir: string; manifest: Manifest }> {
  const full = resolve(path);
  let info;
  try {
    info = await stat(full);
  } catch {
    throw new BackupError(`${path}: no such file or folder`);
  }
  const dir = info.isDirectory() ? full : dirname(full);
  const manifestFile = info.isDirectory() ? join(full, MANIFEST) : full;
  if (!info.isDirectory() && basename(full) !== MANIFEST)
    throw new BackupError(`${path} is not a backup: give the backup's folder (bakery-…) or its ${MANIFEST}`);
  let text: string;
  try {
    text = await readFile(manifestFile, "utf8");
  } catch {
    throw new BackupError(`${path} is not a backup: it has no ${MANIFEST}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${manifestFile} is not a backup's manifest (not JSON)`);
  }
  const parsed = Manifest.safeParse(json);
  if (!parsed.success)
    throw new BackupError(`${manifestFile} is not a backup's manifest (${parsed.error.issues[0]?.path.join(".") || "format"})`);
  return { dir, manifest: parsed.data };
}

async function verifyFiles(dir: string, manifest: Manifest) {
  const all = [
    { base: dir, entry: manifest.database },
    ...manifest.uploads.map((entry) => ({ base: join(dir, "uploads"), entry })),
    ...manifest.private_uploads.map((entry) => ({ base: join(dir, "private"), entry })),
  ];
  for (const { base, entry } of all) {
    const file = resolve(base, entry.path);
    if (!file.startsWith(resolve(dir) + sep)) throw new BackupError(`the manifest names a file outside the backup: ${entry.path}`);
    let size: number;
    try {
      size = (await stat(file)).size;
    } catch {
      throw new BackupError(`the backup is incomplete: ${relative(dir, file)} is missing`);
    }
    if (size < entry.bytes) throw new BackupError(`the backup is truncated: ${relative(dir, file)} has ${size} of ${entry.bytes} bytes`);
    if (size !== entry.bytes || (await sha256(file)) !== entry.sha256)
      throw new BackupError(`the backup is damaged: ${relative(dir, file)} is not the file the manifest describes (its sha256 differs)`);
  }
}

function sqliteIntegrity(file: string) {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { fileMustExist: true });
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    const problems = rows.map((r) => r.integrity_check).filter((r) => r !== "ok");
    if (problems.length) throw new BackupError(`the backup's database fails SQLite's integrity check: ${problems.slice(0, 3).join("; ")}`);
    const migrationsTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!migrationsTable) throw new BackupError("the backup's database is not the shop's (it has no migrations table)");
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the backup's database is not a SQLite database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db?.close();
  }
}

/**
 * A running server holds its SQLite file open, and with it a shared lock: an exclusive lock cannot be had while any
 * process (a single server, every worker of a cluster, a dev server) has it open. Its notes in app_meta
 * (server/scale/processes.ts) are read too: a server on another machine sharing the file would show there.
 */
function refuseRunningSqlite(target: string) {
  if (!existsSync(target)) return;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(target, { fileMustExist: true });
    db.pragma("busy_timeout = 0");
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    const alive = liveNotes(
      db.prepare("SELECT value FROM app_meta WHERE substr(key, 1, ?) = ?").all(PROCESS_NOTE.length, PROCESS_NOTE) as { value: string }[],
    );
    db.exec("COMMIT");
    if (alive) throw new BackupError(`a server is running on ${target} (${alive} noted alive in the last few seconds): stop it first`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))
      throw new BackupError(`a server has ${target} open (the database is locked): stop every server first, then restore`);
    if (/no such table/.test(String(error))) return;
    throw new BackupError(`cannot check ${target}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db?.close();
  }
}

function liveNotes(rows: { value: string }[]): number {
  const since = new Date(Date.now() - ALIVE_MS).toISOString();
  return rows.filter((r) => r.value >= since).length;
}

async function refuseRunningPg(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`cannot connect to the configured database: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const exists = await client.query<{ t: string | null }>("SELECT to_regclass('public.app_meta')::text AS t");
    if (!exists.rows[0]?.t) return;
    const { rows } = await client.query<{ value: string }>("SELECT value FROM public.app_meta WHERE substr(key, 1, $1) = $2", [
      PROCESS_NOTE.length,
      PROCESS_NOTE,
    ]);
    const alive = liveNotes(rows);
    if (alive)
      throw new BackupError(`a server is running on this database (${alive} noted alive in the last few seconds): stop every server first`);
  } finally {
    await client.end();
  }
}

async function pgCheckDump(dump: string) {
  try {
    await run("pg_restore", ["--list", dump]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(`the backup's database is not a readable pg_dump archive: ${stderr || String(error)}`);
  }
}

/** A postgres:// URL as a libpq connection without its password (argv is readable by every local user): PGPASSWORD. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; its failure is a BackupError with what it said. */
async function tool(command: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(command, args, { env });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === "ENOENT") throw new BackupError(`${command} is not installed (apt install postgresql-client)`);
    throw new BackupError(`${command} failed: ${stderr?.trim() || String(error)}`);
  }
}

/**
 * The configured database's public schema replaced by the dump's in ONE transaction: psql reads BEGIN, the drop of the
 * schema, the dump's SQL as pg_restore writes it, and COMMIT only once pg_restore has finished without error. Any error
 * (psql stops at the first: ON_ERROR_STOP) or a pg_restore that fails midway ends psql's input without COMMIT, and the
 * transaction is rolled back: the database is as it was. Dropping the schema first leaves no table of a newer version
 * behind to collide with the migrations that follow.
 */
async function pgReplace(url: string, dump: string) {
  const { dbname, env } = libpq(url);
  const psql = spawn("psql", ["--no-psqlrc", "--quiet", "-v", "ON_ERROR_STOP=1", "--dbname", dbname], {
    env,
    stdio: ["pipe", "ignore", "pipe"],
  });
  const restore = spawn("pg_restore", ["--no-owner", "--no-privileges", "--file", "-", dump], { stdio: ["ignore", "pipe", "pipe"] });
  let said = "";
  const keep = (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000));
  psql.stderr.on("data", keep);
  restore.stderr.on("data", keep);
  psql.stdin.on("error", () => {});
  const psqlDone = new Promise<number | null>((resolve, reject) => {
    psql.on("error", reject);
    psql.on("close", resolve);
  });
  const restoreDone = new Promise<number | null>((resolve, reject) => {
    restore.on("error", reject);
    restore.on("close", resolve);
  });
  psql.stdin.write("BEGIN;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n");
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = await restoreDone.catch(() => -1);
  if (restored === 0) psql.stdin.end("\nCOMMIT;\n");
  else psql.stdin.end();
  const loaded = await psqlDone.catch(() => -1);
  if (restored !== 0 || loaded !== 0)
    throw new BackupError(`the restore failed and was rolled back (nothing changed): ${said.trim() || "psql or pg_restore could not run"}`);
}

/**
 * The backup's upload folders copied beside the configured ones (same file system, so the swap is a rename); `swap`
 * puts them in place and deletes the old ones.
 */
async function stageUploads(dir: string, settings: BackupSettings) {
  const tag = randomBytes(4).toString("hex");
  const pairs = [
    { from: join(dir, "uploads"), to: resolve(settings.UPLOADS_DIR) },
    { from: join(dir, "private"), to: resolve(settings.PRIVATE_UPLOADS_DIR) },
  ].map((p) => ({ ...p, staged: `${p.to}.restore-${tag}`, old: `${p.to}.before-restore-${tag}` }));
  try {
    for (const p of pairs) {
      await mkdir(dirname(p.to), { recursive: true });
      await mkdir(p.staged, { recursive: true });
      if (existsSync(p.from)) await cp(p.from, p.staged, { recursive: true });
    }
  } catch (error) {
    for (const p of pairs) await rm(p.staged, { recursive: true, force: true });
    throw error;
  }
  return {
    async swap() {
      for (const p of pairs) {
        try {
          if (existsSync(p.to)) await rename(p.to, p.old);
          await rename(p.staged, p.to);
        } catch {
          // A folder that cannot be renamed (a mount point: shared storage) gets the backup's files in it instead.
          if (!existsSync(p.to)) await mkdir(p.to, { recursive: true });
          for (const name of await readdir(p.to)) await rm(join(p.to, name), { recursive: true, force: true });
          await cp(p.staged, p.to, { recursive: true });
          await rm(p.staged, { recursive: true, force: true });
        }
      }
      for (const p of pairs) await rm(p.old, { recursive: true, force: true });
    },
  };
}
