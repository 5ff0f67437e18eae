import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// The home page in the back office: each section and each item keeps the version a staff member's save must carry
// back (its updated_at), so a save made on a stale page is refused instead of silently overwriting another's.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const FIRST_VERSION = "2026-11-28T09:40:00.000Z";

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("home_sections").addColumn("updated_at", "text", (c) => c.notNull().defaultTo(FIRST_VERSION)).execute();
  await db.schema.alterTable("section_items").addColumn("updated_at", "text", (c) => c.notNull().defaultTo(FIRST_VERSION)).execute();
  await db.schema.createIndex("section_items_section_idx").on("section_items").columns(["section_id", "position"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("section_items_section_idx").ifExists().execute();
  await db.schema.alterTable("section_items").dropColumn("updated_at").execute();
  await db.schema.alterTable("home_sections").dropColumn("updated_at").execute();
}
