import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// The back office: staff accounts apart from customers, their sessions, the audit log of every change
// they make, internal notes on orders, and the capacity calendar (per date: closed with a reason, slot length and
// orders per slot; per product and date: a daily capacity). The shop's standing closed dates move from the
// "fulfilment" setting into the calendar, so that a closed day has one home.

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
    .createTable("staff_users")
    .addColumn(...idColumn(db))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn(...idColumn(db))
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("staff_sessions_staff_idx").on("staff_sessions").column("staff_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn(...idColumn(db))
    .addColumn("staff_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("staff_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
  await db.schema.createIndex("audit_log_staff_idx").on("audit_log").columns(["staff_id", "created_at"]).execute();

  await db.schema
    .createTable("order_notes")
    .addColumn(...idColumn(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("staff_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("staff_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_notes_order_idx").on("order_notes").column("order_id").execute();

  // One row per date that differs from the standing settings; a null column keeps the setting.
  await db.schema
    .createTable("calendar_days")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("closed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reason_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("reason_vi", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("slot_minutes", "integer")
    .addColumn("orders_per_slot", "integer")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("product_capacity_days")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_capacity_days_pk", ["product_id", "date"])
    .execute();

  // The board lists a day's orders by slot.
  await db.schema.createIndex("orders_status_idx").on("orders").columns(["status", "slot_date"]).execute();

  // The standing closed dates become closed calendar days (their reason can now be written in the calendar).
  const row = await db.selectFrom("shop_settings").select("value_json").where("key", "=", "fulfilment").executeTakeFirst();
  if (row) {
    const settings = JSON.parse(String(row.value_json)) as { closed_dates?: unknown };
    const dates = Array.isArray(settings.closed_dates) ? [...new Set(settings.closed_dates.filter((d): d is string => typeof d === "string"))] : [];
    for (const date of dates) {
      await db.insertInto("calendar_days").values({ date, closed: 1, reason_en: "", reason_vi: "" }).execute();
    }
    delete settings.closed_dates;
    await db.updateTable("shop_settings").set({ value_json: JSON.stringify(settings) }).where("key", "=", "fulfilment").execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  const closed = await db.selectFrom("calendar_days").select("date").where("closed", "=", 1).orderBy("date").execute();
  const row = await db.selectFrom("shop_settings").select("value_json").where("key", "=", "fulfilment").executeTakeFirst();
  if (row) {
    const settings = JSON.parse(String(row.value_json)) as Record<string, unknown>;
    settings.closed_dates = closed.map((c) => String(c.date));
    await db.updateTable("shop_settings").set({ value_json: JSON.stringify(settings) }).where("key", "=", "fulfilment").execute();
  }
  await db.schema.dropIndex("orders_status_idx").ifExists().execute();
  for (const table of ["product_capacity_days", "calendar_days", "order_notes", "audit_log", "staff_sessions", "staff_users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
