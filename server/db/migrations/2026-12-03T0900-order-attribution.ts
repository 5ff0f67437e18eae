import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Where an order's customer first came from: the first visit's tracking (utm_*, the ad click ids, the referrer and
// the page they landed on) sent with the checkout, and the channel it was classified as. One row an order at most,
// written with it; kept apart from the order because it is for reports only. An order placed before this migration,
// or by a client that sent nothing, has none.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("order_attributions")
    .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("gclid", "text")
    .addColumn("fclid", "text")
    .addColumn("referrer", "text")
    .addColumn("landing_url", "text")
    .execute();
  await db.schema.createIndex("order_attributions_channel_idx").on("order_attributions").column("channel").execute();
  // Reports read orders by when they were placed.
  await db.schema.createIndex("orders_created_at_idx").on("orders").column("created_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("orders_created_at_idx").ifExists().execute();
  await db.schema.dropIndex("order_attributions_channel_idx").ifExists().execute();
  await db.schema.dropTable("order_attributions").ifExists().execute();
}
