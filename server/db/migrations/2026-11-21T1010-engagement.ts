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
    .createTable("post_comments")
    .addColumn(...idColumn(db))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("post_comments_post_idx").on("post_comments").columns(["post_id", "created_at"]).execute();

  await db.schema
    .createTable("post_ratings")
    .addColumn(...idColumn(db))
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("rater_key", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("rating", "integer", (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("post_ratings_rater_uq", ["post_id", "rater_key"])
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn(...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("emailed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("chat_conversations")
    .addColumn(...idColumn(db))
    .addColumn("public_id", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("last_message_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn(...idColumn(db))
    .addColumn("conversation_id", "integer", (c) => c.notNull().references("chat_conversations.id").onDelete("cascade"))
    .addColumn("sender", "text", (c) => c.notNull().defaultTo("visitor"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("emailed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("chat_messages_conversation_idx").on("chat_messages").column("conversation_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["chat_messages", "chat_conversations", "contact_messages", "post_ratings", "post_comments"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
