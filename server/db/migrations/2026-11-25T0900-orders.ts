import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Checkout and orders: orders and their lines, the status history, payments, the capacity reserved per
// product and day and per slot, the idempotency keys of POST checkout, the customer's notices and the shop's
// settings (fulfilment, delivery zones, closed days).

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
    .createTable("shop_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value_json", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn(...idColumn(db))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("cart_id", "integer", (c) => c.references("carts.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("unfinished"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("fulfilment", "text", (c) => c.notNull())
    .addColumn("delivery_zone", "text")
    .addColumn("slot_date", "text", (c) => c.notNull())
    .addColumn("slot_start", "text", (c) => c.notNull())
    .addColumn("slot_end", "text", (c) => c.notNull())
    .addColumn("slot_starts_at", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("payment_option", "text", (c) => c.notNull())
    .addColumn("payment_status", "text", (c) => c.notNull())
    .addColumn("subtotal_cents", "integer", (c) => c.notNull())
    .addColumn("discount_cents", "integer", (c) => c.notNull())
    .addColumn("fee_cents", "integer", (c) => c.notNull())
    .addColumn("tax_rate_bp", "integer", (c) => c.notNull())
    .addColumn("tax_cents", "integer", (c) => c.notNull())
    .addColumn("total_cents", "integer", (c) => c.notNull())
    .addColumn("coupon_code", "text")
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("access_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("orders_customer_idx").on("orders").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("orders_slot_idx").on("orders").columns(["slot_date", "slot_start"]).execute();

  await db.schema
    .createTable("order_lines")
    .addColumn(...idColumn(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price_cents", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note_kind", "text", (c) => c.notNull())
    .addColumn("allergens_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("is_gift", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("promotion_name", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_lines_order_idx").on("order_lines").column("order_id").execute();

  await db.schema
    .createTable("order_status_history")
    .addColumn(...idColumn(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("order_status_history_order_idx").on("order_status_history").column("order_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn(...idColumn(db))
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("account_number", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("account_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("payments_order_idx").on("payments").column("order_id").execute();

  // Capacity counts by fulfilment date. A row is made at 0 when first needed; an order reserves with a
  // guarded UPDATE (reserved + n <= capacity), never a read followed by a write.
  await db.schema
    .createTable("stock_reservations")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("reserved", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("stock_reservations_pk", ["product_id", "date"])
    .execute();
  await db.schema
    .createTable("slot_reservations")
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("start", "text", (c) => c.notNull())
    .addColumn("reserved", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("slot_reservations_pk", ["date", "start"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("cascade"))
    .addColumn("answer_json", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("notices")
    .addColumn(...idColumn(db))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("cascade"))
    .addColumn("params_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("notices_customer_idx").on("notices").columns(["customer_id", "created_at"]).execute();

  // The coupon's redemptions now point at their order.
  await db.schema.createIndex("coupon_redemptions_order_idx").on("coupon_redemptions").column("order_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("coupon_redemptions_order_idx").ifExists().execute();
  for (const table of ["notices", "idempotency_keys", "slot_reservations", "stock_reservations", "payments", "order_status_history", "order_lines", "orders", "shop_settings"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
