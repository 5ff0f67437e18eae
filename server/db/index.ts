import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type DatabaseConnection, type Driver } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { withStatementCache } from "./statement-cache.ts";

export type Db = Kysely<Database>;
export type DbDialect = "sqlite" | "postgres";

export interface DbOptions {
  /** postgres:// URL; when absent the SQLite file at `sqlitePath` is used. */
  databaseUrl?: string | undefined;
  sqlitePath?: string;
  /** PostgreSQL schema to work in (tests use a fresh one per run). */
  pgSchema?: string;
}

export interface DbHandle {
  db: Db;
  dialect: DbDialect;
  /** Human-readable target for logs, never including a password. */
  describe: string;
  /** The PostgreSQL schema in use when not the default. */
  schema?: string;
}

export function openDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      describe: `postgres://${url.host}${url.pathname}${options.pgSchema ? ` (schema ${options.pgSchema})` : ""}`,
    };
  }
  const file = options.sqlitePath ?? "data/bakery.sqlite";
  if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  // FULL makes each committed transaction (an order) survive a power cut, not only a crash.
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }) }),
    dialect: "sqlite",
    describe: `sqlite:${file}`,
  };
}

/**
 * SQLite with transactions that take the write lock when they begin (BEGIN IMMEDIATE), waiting for it up to
 * busy_timeout. Kysely's plain BEGIN starts as a reader: with several processes on one file (WEB_CONCURRENCY), a
 * transaction that read and then writes fails at once with SQLITE_BUSY when another process wrote meanwhile — a
 * checkout would answer 500. In one process nothing changes: Kysely runs one transaction at a time on its connection.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** The current time as the UTC ISO-8601 text both databases store. */
export function nowIso(): string {
  return new Date().toISOString();
}
