import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { ConfigError, loadConfig } from "../../config.ts";
import { openDb } from "../../db/index.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { CsvError } from "./csv.ts";
import { ImportError, importLegacyCustomers } from "./import.ts";

// `npm run customers:import -- customers.csv`: the old shop's customers into the database of DATABASE_URL /
// SQLITE_PATH (as `npm run db:migrate` uses), as legacy customers who restore their password at first login.

const USAGE =
  "usage: npm run customers:import -- <customers.csv>\n  columns: name, email, phone, points, membership_level, birthday, locale (header row first)";

async function main(file: string | undefined): Promise<number> {
  if (!file || file.startsWith("-")) {
    console.error(USAGE);
    return 2;
  }
  let csv: string;
  try {
    csv = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const { db, describe } = openDb({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  try {
    await migrateToLatest(db);
    const summary = await importLegacyCustomers(db, csv);
    console.info(`${describe}: imported ${basename(file)}`);
    console.info(
      `  created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, skipped ${summary.skipped.length}`,
    );
    for (const { line, reason } of summary.skipped) console.info(`  line ${line}: skipped: ${reason}`);
    return 0;
  } catch (error) {
    if (error instanceof CsvError || error instanceof ImportError) {
      console.error(`${file}: ${error.message} (nothing was imported)`);
      return 1;
    }
    throw error;
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
