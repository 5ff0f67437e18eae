import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, expect, it } from "vitest";
import { openDb } from "./index.ts";

// Several processes on one SQLite file (WEB_CONCURRENCY): a transaction takes the write lock when it begins, so a
// transaction that reads and then writes can never find, at its write, that another process wrote since its read
// (SQLite would refuse that write at once with SQLITE_BUSY, and the customer's checkout would fail). Another process
// waits for the lock instead, up to busy_timeout.

const dir = mkdtempSync(join(tmpdir(), "write-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("a transaction holds the write lock from its first statement, even a read, until it ends", async () => {
  const file = join(dir, "shop.sqlite");
  const { db } = openDb({ sqlitePath: file });
  await sql`CREATE TABLE counter (n INTEGER)`.execute(db);
  await sql`INSERT INTO counter VALUES (0)`.execute(db);
  // Another process's connection, that does not wait.
  const other = new SQLite(file);
  other.pragma("busy_timeout = 0");
  const writeElsewhere = () => other.prepare("UPDATE counter SET n = n + 1").run();

  await db.transaction().execute(async (trx) => {
    await sql`SELECT n FROM counter`.execute(trx);
    expect(writeElsewhere).toThrow(/database is locked/);
    await sql`UPDATE counter SET n = n + 10`.execute(trx);
  });
  // Once it has ended, the other writes.
  expect(writeElsewhere).not.toThrow();
  expect(other.prepare("SELECT n FROM counter").get()).toEqual({ n: 11 });
  other.close();
  await db.destroy();
});
