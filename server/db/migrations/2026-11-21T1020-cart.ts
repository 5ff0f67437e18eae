import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.

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
    .createTable("carts")
    .addColumn(...idColumn(db))
    .addColumn("token", "text", (c) => c.unique())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("coupon_code", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  // One open cart per customer, so two first adds at the same moment cannot open two.
  await db.schema
    .createIndex("carts_open_customer_uq")
    .on("carts")
    .column("customer_id")
    .unique()
    .where(sql<boolean>`status = 'open'`)
    .execute();

  await db.schema
    .createTable("cart_lines")
    .addColumn(...idColumn(db))
    .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99`))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    // Adding the same product with the same note twice, even at the same moment, grows one line.
    .addUniqueConstraint("cart_lines_product_note_uq", ["cart_id", "product_id", "note"])
    .execute();

  await db.schema
    .createTable("promotions")
    .addColumn(...idColumn(db))
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("gift"))
    .addColumn("min_subtotal_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("gift_product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("gift_quantity", "integer", (c) => c.notNull().defaultTo(1).check(sql`gift_quantity >= 1`))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("promotion_translations")
    .addColumn("promotion_id", "integer", (c) => c.notNull().references("promotions.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("promotion_translations_pk", ["promotion_id", "locale"])
    .execute();

  await db.schema
    .createTable("coupons")
    .addColumn(...idColumn(db))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull().check(sql`value > 0`))
    .addColumn("min_subtotal_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("usage_limit", "integer")
    .addColumn("per_customer_limit", "integer")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("coupons_type_check", sql`type in ('percentage', 'fixed') and (type <> 'percentage' or value <= 100)`)
    .execute();

  await db.schema
    .createTable("coupon_translations")
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("coupon_translations_pk", ["coupon_id", "locale"])
    .execute();

  await db.schema
    .createTable("coupon_redemptions")
    .addColumn(...idColumn(db))
    .addColumn("coupon_id", "integer", (c) => c.notNull().references("coupons.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("order_id", "integer")
    .addColumn("discount_cents", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("coupon_redemptions_coupon_customer_idx")
    .on("coupon_redemptions")
    .columns(["coupon_id", "customer_id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "coupon_redemptions",
    "coupon_translations",
    "coupons",
    "promotion_translations",
    "promotions",
    "cart_lines",
    "carts",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
