import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// The links in the e-mails a status move sends: each holds a key of its own, as the confirmation's does, so a guest
// opens the order from any of them in any browser. Only the key's hash is kept, as for the order's first key.

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
    .createTable("order_access_keys")
    .addColumn(...idColumn(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_access_keys_order_idx").on("order_access_keys").column("order_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("order_access_keys").ifExists().execute();
}
