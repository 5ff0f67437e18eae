import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen once landed: imports nothing from the app.
// Loyalty points awarded per completed order (its primary key makes an award happen once per order), and a note on a
// payment for the staff (a card void that failed after a customer's cancel).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("loyalty_awards")
    .addColumn("order_id", "integer", (c) => c.primaryKey().references("orders.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex("loyalty_awards_customer_idx").on("loyalty_awards").column("customer_id").execute();
  await db.schema.alterTable("payments").addColumn("note", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("payments").dropColumn("note").execute();
  await db.schema.dropTable("loyalty_awards").execute();
}
