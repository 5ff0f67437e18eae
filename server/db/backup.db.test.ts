import { createHash, randomBytes, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Migrator, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { testDialect } from "../../tests/support/db.ts";
import { loadFulfilmentSettings } from "../domain/fulfilment/settings.ts";
import { createLogger } from "../logger.ts";
import { loadConfig } from "../config.ts";
import { registerProcess } from "../scale/processes.ts";
import { BackupError, createBackup, listBackups, restoreBackup, type BackupSettings } from "./backup.ts";
import { openDb, type DbHandle } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { seedDemoBakery } from "./seed/index.ts";

// npm run db:backup / db:restore (server/db/backup.ts) on the dialect the db suite runs on: SQLite files in a folder of
// the test's own, or PostgreSQL databases made for the test (bakery_backup_…) and dropped after it.

const dialect = testDialect();
const root = mkdtempSync(join(tmpdir(), "backup-test-"));
const madeDatabases: string[] = [];
const openHandles: DbHandle[] = [];

afterAll(async () => {
  for (const handle of openHandles) await handle.db.destroy().catch(() => {});
  if (madeDatabases.length) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    for (const name of madeDatabases) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  rmSync(root, { recursive: true, force: true });
});

/** A place for one shop: its own database (empty, not migrated), upload folders and backup folder. */
async function newPlace(keep = 14): Promise<BackupSettings> {
  const dir = mkdtempSync(join(root, "shop-"));
  const settings: BackupSettings = {
    DATABASE_URL: undefined,
    SQLITE_PATH: join(dir, "bakery.sqlite"),
    UPLOADS_DIR: join(dir, "uploads"),
    PRIVATE_UPLOADS_DIR: join(dir, "private"),
    BACKUP_DIR: join(dir, "backups"),
    BACKUP_KEEP: keep,
  };
  if (dialect === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `bakery_backup_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    madeDatabases.push(name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    settings.DATABASE_URL = url.href;
  }
  return settings;
}

function open(settings: BackupSettings): DbHandle {
  const handle = openDb({ databaseUrl: settings.DATABASE_URL, sqlitePath: settings.SQLITE_PATH });
  openHandles.push(handle);
  return handle;
}

async function close(handle: DbHandle) {
  openHandles.splice(openHandles.indexOf(handle), 1);
  await handle.db.destroy();
}

/** A seeded shop with a media file and a customer's private photo; its database left open (as a server would). */
async function seededShop(keep = 14) {
  const settings = await newPlace(keep);
  const handle = open(settings);
  await migrateToLatest(handle.db);
  await seedDemoBakery(handle.db);
  mkdirSync(join(settings.UPLOADS_DIR, "products"), { recursive: true });
  writeFileSync(join(settings.UPLOADS_DIR, "products", "banh-mi-640.webp"), randomBytes(3000));
  mkdirSync(join(settings.PRIVATE_UPLOADS_DIR, "cakes", "42"), { recursive: true });
  writeFileSync(join(settings.PRIVATE_UPLOADS_DIR, "cakes", "42", "reference.jpg"), randomBytes(5000));
  return { settings, handle };
}

/** A shop already holding something of its own (a marker and a file): what a refused restore must leave as it was. */
async function existingTarget() {
  const settings = await newPlace();
  const handle = open(settings);
  await migrateToLatest(handle.db);
  await handle.db.insertInto("app_meta").values({ key: "marker", value: "before" }).execute();
  await close(handle);
  mkdirSync(settings.UPLOADS_DIR, { recursive: true });
  writeFileSync(join(settings.UPLOADS_DIR, "keep.txt"), "mine");
  return settings;
}

async function expectUntouched(settings: BackupSettings) {
  const handle = open(settings);
  try {
    const marker = await handle.db.selectFrom("app_meta").select("value").where("key", "=", "marker").executeTakeFirst();
    expect(marker?.value).toBe("before");
  } finally {
    await close(handle);
  }
  expect(readFileSync(join(settings.UPLOADS_DIR, "keep.txt"), "utf8")).toBe("mine");
  // No staged copy left beside the database or the folders.
  const dir = join(settings.UPLOADS_DIR, "..");
  expect(readdirSync(dir).filter((name) => name.includes(".restore-"))).toEqual([]);
}

async function orderCodes(handle: DbHandle): Promise<Set<string>> {
  const rows = await handle.db.selectFrom("orders").select("code").execute();
  return new Set(rows.map((row) => row.code));
}

function sha(file: string) {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/** Writes `bytes` as the backup's database and makes its manifest describe them: only the database's own check is left. */
function withDatabaseBytes(backupDir: string, bytes: Buffer) {
  const manifestFile = join(backupDir, "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  writeFileSync(join(backupDir, manifest.database.path), bytes);
  manifest.database.bytes = bytes.length;
  manifest.database.sha256 = createHash("sha256").update(bytes).digest("hex");
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

function copyOf(backupDir: string) {
  const copy = mkdtempSync(join(root, "copy-"));
  cpSync(backupDir, copy, { recursive: true });
  return copy;
}

describe(`backups (${dialect})`, () => {
  it("the restore drill: a backup taken during a burst of 50 checkouts holds every order answered before it began", async () => {
    const { settings, handle } = await seededShop();
    const app = createTestApp({ ...handle, destroy: async () => {} }, { CART_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
    const product = await handle.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow();
    await handle.db.updateTable("products").set({ daily_capacity: null }).where("id", "=", product.id).execute();
    const fulfilment = await loadFulfilmentSettings(handle.db);
    const roomy = JSON.stringify({ ...fulfilment, orders_per_slot: 1000 });
    await handle.db
      .insertInto("shop_settings")
      .values({ key: "fulfilment", value_json: roomy, updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value_json: roomy }))
      .execute();

    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(`/api/v1${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const tokens = await Promise.all(
      Array.from(
        { length: 50 },
        async () => (await (await post("/carts", { product_id: product.id, quantity: 1 })).json()).data.token as string,
      ),
    );
    const options = await (await app.request("/api/v1/checkout/options", { headers: { "cart-token": tokens[0]! } })).json();
    const day = options.data.days[1] ?? options.data.days[0];
    const free = day.slots.find((s: { full: boolean }) => !s.full);
    const slot = { date: free.date as string, start: free.start as string };

    const answered: { code: string; at: number }[] = [];
    let answers = 0;
    let someAnswered!: () => void;
    const tenAnswered = new Promise<void>((resolve) => (someAnswered = resolve));
    const burst = Promise.all(
      tokens.map(async (token) => {
        const res = await post("/checkout", pickupForm({ slot }), { "cart-token": token, "Idempotency-Key": randomUUID() });
        const at = performance.now();
        const body = await res.json();
        if (res.status === 201) answered.push({ code: body.data.order.code, at });
        if (++answers === 10) someAnswered();
        return res.status;
      }),
    );
    await tenAnswered;
    const backupStarted = performance.now();
    const backup = await createBackup(settings);
    const statuses = await burst;
    expect(statuses.filter((s) => s !== 201)).toEqual([]);

    const before = answered.filter((a) => a.at < backupStarted);
    expect(before.length).toBeGreaterThanOrEqual(10);
    // The backup was taken while the burst was still being answered.
    expect(answered.length - before.length).toBeGreaterThan(0);
    expect(backup.manifest.dialect).toBe(dialect);
    expect(backup.manifest.migration).toMatch(/^\d{4}-/);

    const fresh = await newPlace();
    await restoreBackup(fresh, backup.dir);
    const restored = open(fresh);
    if (dialect === "sqlite") {
      await close(restored);
      const check = new SQLite(fresh.SQLITE_PATH, { readonly: true });
      expect(check.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
      check.close();
    } else {
      const counted = await sql<{ n: string }>`select count(*) as n from orders`.execute(restored.db);
      expect(Number(counted.rows[0]!.n)).toBe(backup.manifest.counts.orders);
    }
    const inRestored = await orderCodes(open(fresh));
    const missing = before.filter((a) => !inRestored.has(a.code)).map((a) => a.code);
    expect(missing).toEqual([]);
    expect(inRestored.size).toBe(backup.manifest.counts.orders);
    expect(inRestored.size).toBeGreaterThanOrEqual(18 + before.length);
  }, 120_000);

  it("refuses to restore over a running server's database, and leaves it as it was", async () => {
    const { settings, handle } = await seededShop();
    const { dir } = await createBackup(settings);
    await handle.db.insertInto("app_meta").values({ key: "marker", value: "live" }).execute();
    // The server's note that it is alive (SQLite: its open file is refused even without one).
    const registry = dialect === "postgres" ? await registerProcess(handle.db, createLogger(loadConfig({ LOG_LEVEL: "silent" }))) : null;
    try {
      await expect(restoreBackup(settings, dir)).rejects.toThrow(BackupError);
      await expect(restoreBackup(settings, dir)).rejects.toThrow(/stop (it|every server) first/);
    } finally {
      await registry?.stop();
    }
    const marker = await handle.db.selectFrom("app_meta").select("value").where("key", "=", "marker").executeTakeFirst();
    expect(marker?.value).toBe("live");
    expect(existsSync(join(settings.UPLOADS_DIR, "products", "banh-mi-640.webp"))).toBe(true);
  }, 60_000);

  it("refuses a truncated backup with a clear message, and changes nothing", async () => {
    const { settings } = await seededShop();
    const { dir, manifest } = await createBackup(settings);
    const target = await existingTarget();
    const copy = copyOf(dir);
    truncateSync(join(copy, manifest.database.path), Math.floor(manifest.database.bytes / 2));
    await expect(restoreBackup(target, copy)).rejects.toThrow(/the backup is truncated: database\.\w+ has \d+ of \d+ bytes/);
    await expectUntouched(target);
  }, 60_000);

  it("refuses what is not a backup, or whose database is not one (a text file, a PNG), and changes nothing", async () => {
    const { settings } = await seededShop();
    const { dir } = await createBackup(settings);
    const target = await existingTarget();
    const text = join(root, "notes.txt");
    writeFileSync(text, "not a backup\n");
    await expect(restoreBackup(target, text)).rejects.toThrow(/notes\.txt is not a backup/);
    const folder = mkdtempSync(join(root, "empty-"));
    await expect(restoreBackup(target, folder)).rejects.toThrow(/is not a backup: it has no manifest\.json/);

    const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), randomBytes(200)]);
    for (const bytes of [png, Buffer.from("SQLite format 3 — or so it says\n".repeat(40))]) {
      const copy = copyOf(dir);
      withDatabaseBytes(copy, bytes);
      await expect(restoreBackup(target, copy)).rejects.toThrow(
        dialect === "sqlite" ? /the backup's database is not a SQLite database/ : /the backup's database is not a readable pg_dump archive/,
      );
    }
    await expectUntouched(target);
  }, 60_000);

  it("keeps the newest BACKUP_KEEP backups: 3 of 5", async () => {
    const { settings } = await seededShop(3);
    const made: string[] = [];
    for (let day = 1; day <= 5; day++) made.push((await createBackup(settings, { now: new Date(`2026-11-0${day}T09:00:00Z`) })).dir);
    expect(await listBackups(settings.BACKUP_DIR)).toEqual([
      "bakery-2026-11-03T090000.000Z",
      "bakery-2026-11-04T090000.000Z",
      "bakery-2026-11-05T090000.000Z",
    ]);
    expect(readdirSync(settings.BACKUP_DIR).sort()).toEqual(made.slice(2).map((d) => d.slice(settings.BACKUP_DIR.length + 1)));
  }, 60_000);

  it("brings the uploads back: a media file and a customer's cake photo, byte for byte", async () => {
    const { settings } = await seededShop();
    const media = join(settings.UPLOADS_DIR, "products", "banh-mi-640.webp");
    const photo = join(settings.PRIVATE_UPLOADS_DIR, "cakes", "42", "reference.jpg");
    const { dir, manifest } = await createBackup(settings);
    expect(manifest.uploads.map((f) => f.path)).toContain("products/banh-mi-640.webp");
    expect(manifest.private_uploads.map((f) => f.path)).toContain("cakes/42/reference.jpg");
    const target = await existingTarget();
    await restoreBackup(target, dir);
    expect(sha(join(target.UPLOADS_DIR, "products", "banh-mi-640.webp"))).toBe(sha(media));
    expect(sha(join(target.PRIVATE_UPLOADS_DIR, "cakes", "42", "reference.jpg"))).toBe(sha(photo));
    // The folders are the backup's: what the target had of its own is gone with its database.
    expect(existsSync(join(target.UPLOADS_DIR, "keep.txt"))).toBe(false);
    const restored = open(target);
    expect(await restored.db.selectFrom("app_meta").select("value").where("key", "=", "marker").executeTakeFirst()).toBeUndefined();
    await close(restored);
  }, 60_000);
  it("migrates a backup made before the latest migration to the latest schema as it restores it", async () => {
    const settings = await newPlace();
    const handle = open(settings);
    const names = Object.keys(migrations).sort();
    const previous = names.at(-2)!;
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(previous);
    expect(error).toBeUndefined();
    await close(handle);
    const { dir, manifest } = await createBackup(settings);
    expect(manifest.migration).toBe(previous);
    const target = await existingTarget();
    const { migrated } = await restoreBackup(target, dir);
    expect(migrated).toEqual([names.at(-1)]);
    const restored = open(target);
    const latest = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(restored.db);
    expect(latest.rows[0]?.name).toBe(names.at(-1));
    await close(restored);
  }, 60_000);
});
