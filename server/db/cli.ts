import { ConfigError, loadConfig } from "../config.ts";
import { openDb } from "./index.ts";
import { migrateDownAll, migrateToLatest } from "./migrate.ts";
import { seedIfFirstStart } from "./seed/index.ts";

const USAGE = "usage: db <migrate|seed|reset>";

async function main(command: string | undefined) {
  if (!command || !["migrate", "seed", "reset"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const { db, describe } = openDb({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    if (command === "reset") {
      const dropped = await migrateDownAll(db);
      console.log(`${describe}: rolled back ${dropped.length} migration(s)`);
    }
    const applied = await migrateToLatest(db);
    console.log(`${describe}: ${applied.length ? `applied ${applied.join(", ")}` : "schema is up to date"}`);
    if (command === "seed" || command === "reset") {
      console.log(
        (await seedIfFirstStart(db, { privateDir: config.PRIVATE_UPLOADS_DIR }))
          ? `${describe}: seeded the demo bakery`
          : `${describe}: already seeded; left as it is (use db:reset to start over)`,
      );
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
