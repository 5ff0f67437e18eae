import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Seasonal pre-orders (Tết, Mid-Autumn). A campaign has names, page text and a banner in both languages, a slug, an
// order window, pickup days (each with hours and a capacity in units, counted by a guarded counter), the products it
// sells (each with an optional limit per customer), a deposit rule and a cancellation deadline. A full pickup day
// keeps a waitlist. An order placed through a campaign names it and keeps its deposit: how much, whether it is due,
// paid, refunded or kept, by when a deposit due at the counter must be recorded, and when the order was collected.
// An e-mail that must go once whatever runs the job (the reminder, the pickup list) carries a unique `once_key`.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

function idColumn(db: AnyDb) {
  const pg = isPostgres(db);
  return [
    "id",
    pg ? "serial" : "integer",
    (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()),
  ] as const;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("campaigns")
    .addColumn(...idColumn(db))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_vi", "text", (c) => c.notNull())
    .addColumn("banner_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("banner_vi", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_vi", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("opens_at", "text", (c) => c.notNull())
    .addColumn("closes_at", "text", (c) => c.notNull())
    .addColumn("deposit_kind", "text", (c) => c.notNull().defaultTo("none").check(sql`deposit_kind in ('none', 'percent', 'fixed')`))
    .addColumn("deposit_value", "integer", (c) => c.notNull().defaultTo(0).check(sql`deposit_value >= 0`))
    .addColumn("cancel_until_days", "integer", (c) => c.notNull().defaultTo(0).check(sql`cancel_until_days >= 0`))
    .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("campaign_products")
    .addColumn("campaign_id", "integer", (c) => c.notNull().references("campaigns.id").onDelete("cascade"))
    // A product is sold through one campaign at most.
    .addColumn("product_id", "integer", (c) => c.notNull().unique().references("products.id").onDelete("cascade"))
    .addColumn("per_customer_limit", "integer", (c) => c.check(sql`per_customer_limit is null or per_customer_limit >= 1`))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("campaign_products_pk", ["campaign_id", "product_id"])
    .execute();

  await db.schema
    .createTable("campaign_pickup_days")
    .addColumn(...idColumn(db))
    .addColumn("campaign_id", "integer", (c) => c.notNull().references("campaigns.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("opens", "text", (c) => c.notNull())
    .addColumn("closes", "text", (c) => c.notNull())
    .addColumn("capacity_units", "integer", (c) => c.notNull().check(sql`capacity_units >= 0`))
    .addColumn("reserved_units", "integer", (c) => c.notNull().defaultTo(0).check(sql`reserved_units >= 0`))
    .addUniqueConstraint("campaign_pickup_days_date_uq", ["campaign_id", "date"])
    .execute();

  await db.schema
    .createTable("campaign_waitlist")
    .addColumn(...idColumn(db))
    .addColumn("pickup_day_id", "integer", (c) => c.notNull().references("campaign_pickup_days.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("notified_at", "text")
    .addUniqueConstraint("campaign_waitlist_uq", ["pickup_day_id", "email"])
    .execute();
  await db.schema.createIndex("campaign_waitlist_queue_idx").on("campaign_waitlist").columns(["pickup_day_id", "notified_at", "id"]).execute();

  await db.schema
    .alterTable("orders")
    .addColumn("campaign_id", "integer", (c) => c.references("campaigns.id").onDelete("set null"))
    .execute();
  // The pickup day's units the order took (given back by a cancel).
  await db.schema.alterTable("orders").addColumn("preorder_units", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("orders").addColumn("deposit_cents", "integer", (c) => c.notNull().defaultTo(0)).execute();
  // none | due (at the counter, by `deposit_due_by`) | paid | refunded | kept (canceled after the deadline)
  await db.schema.alterTable("orders").addColumn("deposit_status", "text", (c) => c.notNull().defaultTo("none")).execute();
  await db.schema.alterTable("orders").addColumn("deposit_due_by", "text").execute();
  await db.schema.alterTable("orders").addColumn("refund_until", "text").execute();
  await db.schema.alterTable("orders").addColumn("collected_at", "text").execute();
  await db.schema.createIndex("orders_campaign_idx").on("orders").columns(["campaign_id", "slot_date"]).execute();
  await db.schema.createIndex("orders_deposit_due_idx").on("orders").columns(["deposit_status", "deposit_due_by"]).execute();

  await db.schema.alterTable("outbox_emails").addColumn("once_key", "text").execute();
  await db.schema.createIndex("outbox_emails_once_uq").on("outbox_emails").column("once_key").unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("outbox_emails_once_uq").ifExists().execute();
  await db.schema.alterTable("outbox_emails").dropColumn("once_key").execute();
  await db.schema.dropIndex("orders_deposit_due_idx").ifExists().execute();
  await db.schema.dropIndex("orders_campaign_idx").ifExists().execute();
  for (const column of ["collected_at", "refund_until", "deposit_due_by", "deposit_status", "deposit_cents", "preorder_units", "campaign_id"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropTable("campaign_waitlist").ifExists().execute();
  await db.schema.dropTable("campaign_pickup_days").ifExists().execute();
  await db.schema.dropTable("campaign_products").ifExists().execute();
  await db.schema.dropTable("campaigns").ifExists().execute();
}
