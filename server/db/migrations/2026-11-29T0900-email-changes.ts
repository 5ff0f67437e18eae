import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// A customer's change of e-mail waits here until the new address confirms it by its link: one pending change a
// customer (a new request replaces the old), the new address, the SHA-256 of the link's secret, when the link
// expires and when it was used (a used link is told apart from an unknown one).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

function idColumn(db: AnyDb) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return [
    "id",
    isPg ? "serial" : "integer",
    (c: ColumnDefinitionBuilder) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()),
  ] as const;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("email_changes")
    .addColumn(...idColumn(db))
    .addColumn("customer_id", "integer", (c) => c.notNull().unique().references("customers.id").onDelete("cascade"))
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("email_changes").ifExists().execute();
}
