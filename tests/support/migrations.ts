import { Migrator } from "kysely";
import { migrations } from "../../server/db/migrations/index.ts";
import type { TestDb } from "./db.ts";

// The migration tests' shared parts: a migrator over the test database's own schema, and what rolling down to just
// before a migration undoes.

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
