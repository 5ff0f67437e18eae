import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { Logger } from "../logger.ts";

// Which server processes are alive on this database, kept in app_meta: each notes the time every heartbeatMs, and one
// not heard of for aliveMs counts as gone. The content bus waits for the answers of the live ones (scale/content-bus.ts).
// A process that stops cleanly takes its note away; one killed is forgotten after aliveMs, and its note deleted later.

const PREFIX = "bus_process:";
/** A note this old belonged to a process long gone: deleted by the next heartbeat of any process. */
const FORGET_MS = 60_000;

export interface ProcessRegistry {
  /** This process's name. */
  readonly id: string;
  /** The names of the processes alive now, this one included. */
  alive(): Promise<string[]>;
  stop(): Promise<void>;
}

export async function registerProcess(
  db: Db,
  logger: Logger,
  options: { heartbeatMs?: number; aliveMs?: number } = {},
): Promise<ProcessRegistry> {
  const { heartbeatMs = 2000, aliveMs = 3 * heartbeatMs } = options;
  const id = randomUUID();
  const key = `${PREFIX}${id}`;

  async function beat() {
    const now = Date.now();
    await db
      .insertInto("app_meta")
      .values({ key, value: new Date(now).toISOString() })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: new Date(now).toISOString() }))
      .execute();
    await notes(db)
      .where("value", "<", new Date(now - FORGET_MS).toISOString())
      .execute()
      .then((old) =>
        old.length
          ? db
              .deleteFrom("app_meta")
              .where(
                "key",
                "in",
                old.map((row) => row.key),
              )
              .execute()
          : undefined,
      );
  }
  await beat();
  let beating: Promise<void> | null = null;
  const timer = setInterval(() => {
    beating ??= beat()
      .catch((error: unknown) => logger.warn({ err: error }, "could not note this process as alive"))
      .finally(() => (beating = null));
  }, heartbeatMs);
  timer.unref();

  return {
    id,
    async alive() {
      const rows = await notes(db)
        .where("value", ">=", new Date(Date.now() - aliveMs).toISOString())
        .execute();
      return rows.map((row) => row.key.slice(PREFIX.length));
    },
    async stop() {
      clearInterval(timer);
      await beating;
      await db.deleteFrom("app_meta").where("key", "=", key).execute();
    },
  };
}

function notes(db: Db) {
  // substr, not LIKE: "_" in the prefix would be a wildcard.
  return db
    .selectFrom("app_meta")
    .select("key")
    .where(sql<string>`substr(${sql.ref("key")}, 1, ${PREFIX.length})`, "=", PREFIX);
}

/**
 * This database's own name, made once: what it shares with other deployments (a Redis used by two shops, or by test
 * runs) is kept under it, so they never hear each other.
 */
export async function deploymentId(db: Db): Promise<string> {
  await db
    .insertInto("app_meta")
    .values({ key: "deployment_id", value: randomUUID() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", "deployment_id").executeTakeFirstOrThrow();
  return row.value;
}
