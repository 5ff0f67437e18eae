import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Images uploaded by staff: one row per distinct file (its content hash decides: the same file uploaded
// twice is one image), with the size of the original as shown (EXIF orientation applied) and the widths made.
// Product images may now point at one (media_id), carry a version for guarded saves, and an alt text per language.

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
  await db.schema
    .createTable("media_images")
    .addColumn(...idColumn(db))
    .addColumn("hash", "text", (c) => c.notNull().unique())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("widths_json", "text", (c) => c.notNull())
    .addColumn("uploaded_by", "integer", (c) => c.references("staff_users.id").onDelete("set null"))
    .addColumn("uploaded_by_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("product_images").addColumn("media_id", "integer", (c) => c.references("media_images.id")).execute();
  await db.schema.alterTable("product_images").addColumn("updated_at", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.updateTable("product_images").set({ updated_at: new Date().toISOString() }).execute();
  await db.schema.createIndex("product_images_media_idx").on("product_images").columns(["product_id", "media_id"]).unique().execute();

  await db.schema
    .createTable("product_image_translations")
    .addColumn("image_id", "integer", (c) => c.notNull().references("product_images.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("product_image_translations_pk", ["image_id", "locale"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("product_image_translations").ifExists().execute();
  await db.schema.dropIndex("product_images_media_idx").ifExists().execute();
  await db.schema.alterTable("product_images").dropColumn("updated_at").execute();
  await db.schema.alterTable("product_images").dropColumn("media_id").execute();
  await db.schema.dropTable("media_images").ifExists().execute();
}
