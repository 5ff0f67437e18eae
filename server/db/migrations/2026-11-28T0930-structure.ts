import type { Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// The back office's site structure: categories, the main menu, the shop's details and footer (theme
// options) and redirect rules get a version (updated_at) that a staff member's save carries back, so of two staff
// saving the same version one wins and the other is told (409). The menu has one version for all its items: moving
// one item changes its siblings' order too.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const at = new Date().toISOString();
  for (const table of ["categories", "menus", "theme_options", "redirects"]) {
    await db.schema.alterTable(table).addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await db.updateTable(table).set({ updated_at: at }).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["categories", "menus", "theme_options", "redirects"]) {
    await db.schema.alterTable(table).dropColumn("updated_at").execute();
  }
}
