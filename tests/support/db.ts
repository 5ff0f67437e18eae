import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDb, type DbHandle } from "../../server/db/index.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedDemoBakery } from "../../server/db/seed/index.ts";

export interface TestDb extends DbHandle {
  destroy(): Promise<void>;
}

/** Which database the db suites run on in this process: SQLite unless TEST_DB=postgres. */
export function testDialect(): "sqlite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";
}

/**
 * A fresh, migrated database for one test file: an in-memory SQLite database, or a new PostgreSQL schema
 * (dropped afterwards) in TEST_DATABASE_URL. It fails rather than skips when PostgreSQL was asked for and
 * cannot be reached.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<TestDb> {
  let handle: DbHandle;
  let dropSchema = async () => {};
  if (testDialect() === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    await admin.end();
    handle = openDb({ databaseUrl: url, pgSchema: schema });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    };
  } else {
    handle = openDb({ sqlitePath: ":memory:" });
  }
  await migrateToLatest(handle.db, handle.schema);
  if (options.seed) await seedDemoBakery(handle.db);
  return {
    ...handle,
    async destroy() {
      await handle.db.destroy();
      await dropSchema();
    },
  };
}
