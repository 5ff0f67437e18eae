import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Which server process holds a running Idempotency-Key claim (its id among the live processes), so that a claim
// left by a process that died (kill -9, a crash) is taken over as soon as the process is known gone, rather than
// after two minutes. Null for claims made before, or by a process that runs alone.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("idempotency_keys").addColumn("owner", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("idempotency_keys").dropColumn("owner").execute();
}
