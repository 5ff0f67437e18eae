import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from "kysely";
import type { Db } from "./index.ts";
import { migrations } from "./migrations/index.ts";

/**
 * `schema`: the PostgreSQL schema the app works in, when not the default. Kysely looks for its own
 * bookkeeping tables across every schema, so they must be pinned to ours.
 */
function migrator(db: Db, schema?: string) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return unwrap(await migrator(db, schema).migrateToLatest());
}

export async function migrateDownAll(db: Db, schema?: string): Promise<string[]> {
  return unwrap(await migrator(db, schema).migrateTo(NO_MIGRATIONS));
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
