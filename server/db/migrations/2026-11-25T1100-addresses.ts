import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// A customer's saved addresses, at most one of them the default.

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
  const now = sql`CURRENT_TIMESTAMP`;
  await db.schema
    .createTable("addresses")
    .addColumn(...idColumn(db))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("ward", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0).check(sql`is_default in (0, 1)`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("addresses_customer_idx").on("addresses").column("customer_id").execute();
  // One default per customer, decided by the database: two requests at the same moment cannot make two.
  await db.schema
    .createIndex("addresses_default_customer_uq")
    .on("addresses")
    .column("customer_id")
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("addresses").execute();
}
