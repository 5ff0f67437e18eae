import { Migrator } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import { migrations } from "../../server/db/migrations/index.ts";
import { createTestDb, type TestDb } from "./db.ts";

// The migration tests' shared parts: the seeded database, a migrator over its own schema, and a migration rolled down
// and up again.

/** A Kysely migrator of the project's migrations on `testDb` (its own PostgreSQL schema when it has one). */
export function migratorOf(testDb: TestDb): Migrator {
  return new Migrator({
    db: testDb.db,
    provider: { getMigrations: async () => migrations },
    ...(testDb.schema ? { migrationTableSchema: testDb.schema } : {}),
  });
}

/** The migrations from `name` on, the newest first: what rolling down to the one before it undoes (later ones go with it). */
export function migrationsFrom(name: string): string[] {
  const names = Object.keys(migrations);
  return names.slice(names.indexOf(name)).reverse();
}

/** The demo bakery's database for one migration test file: made (seeded) before its tests, dropped after them. */
export function seededDatabase(): () => TestDb {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb({ seed: true });
  });
  afterAll(() => testDb?.destroy());
  return () => {
    if (!testDb) throw new Error("the test database is made in beforeAll");
    return testDb;
  };
}

/**
 * Rolls `name` down (with every later migration, which goes first), checking that exactly those were undone, then
 * every migration up again. `whileDown` looks at the database in between.
 */
export async function rollDownAndUp(testDb: TestDb, name: string, whileDown?: () => Promise<void>): Promise<void> {
  const migrator = migratorOf(testDb);
  const names = Object.keys(migrations);
  const down = await migrator.migrateTo(names[names.indexOf(name) - 1]!);
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => r.migrationName)).toEqual(migrationsFrom(name));
  await whileDown?.();
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
}
