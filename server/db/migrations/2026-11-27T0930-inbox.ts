import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// The back office's inbox: contact and chat messages get handled (when, by whom) and a version (updated_at)
// that a staff member's change carries, so two staff at once cannot both reply; comments get their version too. The
// replies sent by e-mail are kept (who, to whom, what, when).

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
  for (const table of ["contact_messages", "chat_messages"]) {
    await db.schema.alterTable(table).addColumn("handled_at", "text").execute();
    await db.schema.alterTable(table).addColumn("handled_by", "text").execute();
    await db.schema.alterTable(table).addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
    await db.updateTable(table).set((eb) => ({ updated_at: eb.ref("created_at") })).execute();
  }
  await db.schema.alterTable("post_comments").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.updateTable("post_comments").set((eb) => ({ updated_at: eb.ref("created_at") })).execute();

  await db.schema
    .createTable("inbox_replies")
    .addColumn(...idColumn(db))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("message_id", "integer", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("staff_name", "text", (c) => c.notNull())
    .addColumn("to_email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inbox_replies_message_idx").on("inbox_replies").columns(["kind", "message_id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("inbox_replies").ifExists().execute();
  for (const table of ["contact_messages", "chat_messages"]) {
    for (const column of ["handled_at", "handled_by", "updated_at"]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.alterTable("post_comments").dropColumn("updated_at").execute();
}
