import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// An order's gift line keeps the promotion's name as it was (order_lines.promotion_name); it now also keeps which
// promotion gave it, so the back office can tell a gift promotion that was used (it cannot be deleted, only switched
// off) from one never used. Orders placed before this stay null.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("order_lines").addColumn("promotion_id", "integer", (c) => c.references("promotions.id")).execute();
  await db.schema.createIndex("order_lines_promotion_idx").on("order_lines").column("promotion_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("order_lines_promotion_idx").ifExists().execute();
  await db.schema.alterTable("order_lines").dropColumn("promotion_id").execute();
}
