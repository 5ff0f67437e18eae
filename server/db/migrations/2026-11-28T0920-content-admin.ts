import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// News posts and plain pages in the back office: an SEO title and description per language (empty: the
// storefront uses the title and excerpt/summary), and a status for pages so staff can take one off the site without
// deleting it (every existing page stays published).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ["post_translations", "page_translations"]) {
    await db.schema.alterTable(table).addColumn("seo_title", "text", (c) => c.notNull().defaultTo("")).execute();
    await db.schema.alterTable(table).addColumn("seo_description", "text", (c) => c.notNull().defaultTo("")).execute();
  }
  await db.schema.alterTable("pages").addColumn("status", "text", (c) => c.notNull().defaultTo("published")).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("status").execute();
  for (const table of ["post_translations", "page_translations"]) {
    await db.schema.alterTable(table).dropColumn("seo_description").execute();
    await db.schema.alterTable(table).dropColumn("seo_title").execute();
  }
}
