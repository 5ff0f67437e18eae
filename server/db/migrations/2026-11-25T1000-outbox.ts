import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// E-mails an order owes (outbox_emails): written in the order's own transaction, sent after it by a
// background sender, so a crash between the commit and the send loses no confirmation.

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
    .createTable("outbox_emails")
    .addColumn(...idColumn(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("cascade"))
    .addColumn("params_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claim", "text")
    .addColumn("claimed_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_emails_due_idx").on("outbox_emails").columns(["sent_at", "next_attempt_at"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("outbox_emails").ifExists().execute();
}
