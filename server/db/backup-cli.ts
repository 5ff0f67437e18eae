import { ConfigError, loadConfig } from "../config.ts";
import { BackupError, createBackup, restoreBackup } from "./backup.ts";

// npm run db:backup            — a backup of the configured database and both upload folders into BACKUP_DIR.
// npm run db:restore -- PATH   — restores the backup at PATH (its folder or its manifest.json); servers stopped first.
// Decision 030 and docs/deploy.md ("Backups") say how they work and how to schedule them.

const USAGE = "usage: db:backup | db:restore -- <backup folder or its manifest.json>";

async function main(command: string | undefined, path: string | undefined): Promise<number> {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  if (command === "backup") {
    const { dir, manifest, removed } = await createBackup(config);
    const counts = Object.entries(manifest.counts)
      .map(([table, n]) => `${n} ${table}`)
      .join(", ");
    console.info(`backup written: ${dir}`);
    console.info(
      `  ${manifest.dialect} database at ${manifest.migration ?? "no migration"} (${manifest.database.bytes} bytes; ${counts}); ` +
        `${manifest.uploads.length} media file(s), ${manifest.private_uploads.length} private photo(s)`,
    );
    for (const old of removed) console.info(`  removed old backup ${old} (BACKUP_KEEP=${config.BACKUP_KEEP})`);
    return 0;
  }
  if (command === "restore" && path) {
    const { manifest, migrated } = await restoreBackup(config, path);
    console.info(`restored the backup of ${manifest.created_at} (${manifest.dialect}, ${manifest.migration ?? "no migration"})`);
    if (migrated.length) console.info(`  then migrated to the latest schema: ${migrated.join(", ")}`);
    console.info("  start the servers again");
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof BackupError ? `refused: ${error.message}` : error);
    process.exit(1);
  },
);
