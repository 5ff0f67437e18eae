import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// A product's ingredients, in each language, as the customer reads them on the product's page and the kitchen prints
// them on the box's label. Empty until staff fill them in; an empty list is not shown.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("product_translations").addColumn("ingredients", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("product_translations").dropColumn("ingredients").execute();
}
