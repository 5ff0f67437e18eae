import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen: a landed migration never changes and imports nothing from the app.

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
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("locales")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("locales")
    .values([
      { code: "en", name: "English", is_default: 1, position: 0 },
      { code: "vi", name: "Tiếng Việt", is_default: 0, position: 1 },
    ])
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn(...idColumn(db))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_path", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("category_translations")
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("category_translations_pk", ["category_id", "locale"])
    .execute();

  await db.schema
    .createTable("products")
    .addColumn(...idColumn(db))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .addColumn("lead_time_hours", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("daily_capacity", "integer")
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("products_category_idx").on("products").column("category_id").execute();

  await db.schema
    .createTable("product_translations")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("product_translations_pk", ["product_id", "locale"])
    .execute();

  await db.schema
    .createTable("product_images")
    .addColumn(...idColumn(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("product_images_product_idx").on("product_images").column("product_id").execute();

  for (const [table, column] of [
    ["product_allergens", "allergen"],
    ["product_diets", "diet"],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn(column, "text", (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ["product_id", column])
      .execute();
  }

  // One namespace for /:slug: products, posts and pages cannot share a slug.
  await db.schema
    .createTable("slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn(...idColumn(db))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("published"))
    .addColumn("image_path", "text")
    .addColumn("author_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("post_translations")
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("post_translations_pk", ["post_id", "locale"])
    .execute();

  await db.schema
    .createTable("pages")
    .addColumn(...idColumn(db))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("page_translations")
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_html", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("page_translations_pk", ["page_id", "locale"])
    .execute();

  await db.schema
    .createTable("menus")
    .addColumn(...idColumn(db))
    .addColumn("key", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("menu_items")
    .addColumn(...idColumn(db))
    .addColumn("menu_id", "integer", (c) => c.notNull().references("menus.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("menu_items.id").onDelete("cascade"))
    .addColumn("url", "text")
    .addColumn("icon", "text")
    .addColumn("icon_image_path", "text")
    .addColumn("css_class", "text")
    .addColumn("target", "text")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("menu_item_translations")
    .addColumn("menu_item_id", "integer", (c) => c.notNull().references("menu_items.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("menu_item_translations_pk", ["menu_item_id", "locale"])
    .execute();

  await db.schema
    .createTable("theme_options")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("value_json", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("theme_options_pk", ["key", "locale"])
    .execute();

  await db.schema
    .createTable("home_sections")
    .addColumn(...idColumn(db))
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("home_section_translations")
    .addColumn("section_id", "integer", (c) => c.notNull().references("home_sections.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("home_section_translations_pk", ["section_id", "locale"])
    .execute();

  await db.schema
    .createTable("section_items")
    .addColumn(...idColumn(db))
    .addColumn("section_id", "integer", (c) => c.notNull().references("home_sections.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image_path", "text")
    .addColumn("link_url", "text")
    .execute();

  await db.schema
    .createTable("section_item_translations")
    .addColumn("item_id", "integer", (c) => c.notNull().references("section_items.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().references("locales.code"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cta_label", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("section_item_translations_pk", ["item_id", "locale"])
    .execute();

  await db.schema
    .createTable("customers")
    .addColumn(...idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("phone", "text", (c) => c.unique())
    .addColumn("password_hash", "text")
    .addColumn("legacy", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("membership_level", "text", (c) => c.notNull().defaultTo("member"))
    .addColumn("birthday", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("avatar_path", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn(...idColumn(db))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("remember", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("last_seen_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("sessions_customer_idx").on("sessions").column("customer_id").execute();

  await db.schema
    .createTable("redirects")
    .addColumn(...idColumn(db))
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    .addColumn("to_url", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull().defaultTo(301))
    .execute();

  // Fixed-window counters shared by every process (login attempts, comments, contact …).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "rate_limits",
    "redirects",
    "sessions",
    "customers",
    "section_item_translations",
    "section_items",
    "home_section_translations",
    "home_sections",
    "theme_options",
    "menu_item_translations",
    "menu_items",
    "menus",
    "page_translations",
    "pages",
    "post_translations",
    "posts",
    "slugs",
    "product_diets",
    "product_allergens",
    "product_images",
    "product_translations",
    "products",
    "category_translations",
    "categories",
    "locales",
    "app_meta",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
