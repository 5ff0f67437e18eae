import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";

// The new-build signal (app/browser/build-watch.ts polls /builds/latest.json): with several processes, and during a
// rolling deploy, the answer must not depend on which process is asked. Each build is noted in app_meta when a process
// first runs it; the latest is the one first seen last. A process still running the old build then answers the new
// id too, so its pages learn there is a newer one; an old build restarted later does not become the latest again.

const PREFIX = "build_seen:";
/** Builds remembered; older ones are forgotten (they can no longer be the latest). */
const KEEP = 20;

/** Notes that a process runs `buildId` (the first time only). */
export async function registerBuild(db: Db, buildId: string, at = nowIso()): Promise<void> {
  await db
    .insertInto("app_meta")
    .values({ key: `${PREFIX}${buildId}`, value: at })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const old = await builds(db).offset(KEEP).limit(1000).execute();
  if (old.length)
    await db
      .deleteFrom("app_meta")
      .where(
        "key",
        "in",
        old.map((row) => row.key),
      )
      .execute();
}

/** The build first seen last, or null before any was noted. */
export async function latestBuild(db: Db): Promise<string | null> {
  const row = await builds(db).limit(1).executeTakeFirst();
  return row ? row.key.slice(PREFIX.length) : null;
}

function builds(db: Db) {
  // substr, not LIKE: "_" in the prefix would be a wildcard.
  return db
    .selectFrom("app_meta")
    .select("key")
    .where(sql<string>`substr(${sql.ref("key")}, 1, ${PREFIX.length})`, "=", PREFIX)
    .orderBy("value", "desc")
    .orderBy("key", "desc");
}
