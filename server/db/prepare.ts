import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { openDb, type DbHandle } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { seedIfFirstStart } from "./seed/index.ts";

/**
 * The server's database, ready: opened, migrated, and seeded with the demo bakery on its first start. One that cannot
 * be prepared stops the process with one logged line (the server, or a cluster's primary before any worker starts).
 */
export async function openPreparedDb(
  config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH" | "PRIVATE_UPLOADS_DIR">,
  logger: Logger,
): Promise<DbHandle> {
  const handle = openDb({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length) logger.info({ applied }, "migrations applied");
    if (await seedIfFirstStart(handle.db, { privateDir: config.PRIVATE_UPLOADS_DIR })) logger.info("seeded the demo bakery (first start)");
  } catch (error) {
    logger.fatal({ err: error, database: handle.describe }, "could not prepare the database");
    await handle.db.destroy().catch(() => {});
    process.exit(1);
  }
  return handle;
}
