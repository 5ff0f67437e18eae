import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Options and add-ons. A product has up to 3 options (Size, Flavour) with ordered values; a variant is one
// combination with its own SKU, price, capacity units and lead time. A product without options gets one default
// variant here, with the product's SKU and price, so every product has at least one. Modifier groups (Extras,
// Sweetness, Choose 6) are shared by products; their choices add a price and allergens.
// A cart line now names its configuration by a key (`v<variant>.<choice>x<quantity>…`): existing lines get their
// product's default variant's key, and the same product, key and note make one line. An order line copies the
// variant's label and the choices in both languages, and the capacity units one piece used.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

function idColumn(db: AnyDb) {
  const pg = isPostgres(db);
  return [
    "id",
    pg ? "serial" : "integer",
    (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()),
  ] as const;
}

export async function up(db: AnyDb): Promise<void> {
  const now = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable("product_options")
    .addColumn(...idColumn(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_vi", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_options_product_idx").on("product_options").columns(["product_id", "position"]).execute();

  await db.schema
    .createTable("product_option_values")
    .addColumn(...idColumn(db))
    .addColumn("option_id", "integer", (c) => c.notNull().references("product_options.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("label_en", "text", (c) => c.notNull())
    .addColumn("label_vi", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("product_option_values_option_idx").on("product_option_values").columns(["option_id", "position"]).execute();

  await db.schema
    .createTable("product_variants")
    .addColumn(...idColumn(db))
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("capacity_units", "integer", (c) => c.notNull().defaultTo(1).check(sql`capacity_units between 1 and 99`))
    .addColumn("lead_time_hours", "integer")
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    // The one variant of a product without options, which the shopper never sees.
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    // The shop's date it is out for ("out today", marked from the board); it comes back the next day by itself.
    .addColumn("out_on", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("product_variants_product_idx").on("product_variants").columns(["product_id", "position"]).execute();

  await db.schema
    .createTable("product_variant_values")
    .addColumn("variant_id", "integer", (c) => c.notNull().references("product_variants.id").onDelete("cascade"))
    .addColumn("value_id", "integer", (c) => c.notNull().references("product_option_values.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("product_variant_values_pk", ["variant_id", "value_id"])
    .execute();
  await db.schema.createIndex("product_variant_values_value_idx").on("product_variant_values").column("value_id").execute();

  await db.schema
    .createTable("modifier_groups")
    .addColumn(...idColumn(db))
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_vi", "text", (c) => c.notNull())
    .addColumn("min_choices", "integer", (c) => c.notNull().defaultTo(0).check(sql`min_choices >= 0`))
    .addColumn("max_choices", "integer", (c) => c.notNull().defaultTo(1).check(sql`max_choices >= 1`))
    .addColumn("max_per_choice", "integer", (c) => c.notNull().defaultTo(1).check(sql`max_per_choice between 1 and 99`))
    .addColumn("total", "integer")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addCheckConstraint("modifier_groups_bounds", sql`min_choices <= max_choices and (total is null or total >= 1)`)
    .execute();

  await db.schema
    .createTable("modifier_choices")
    .addColumn(...idColumn(db))
    .addColumn("group_id", "integer", (c) => c.notNull().references("modifier_groups.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("label_en", "text", (c) => c.notNull())
    .addColumn("label_vi", "text", (c) => c.notNull())
    .addColumn("price_delta_cents", "integer", (c) => c.notNull().defaultTo(0).check(sql`price_delta_cents >= 0`))
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("out_on", "text")
    .addColumn("allergens_json", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.createIndex("modifier_choices_group_idx").on("modifier_choices").columns(["group_id", "position"]).execute();

  await db.schema
    .createTable("product_modifier_groups")
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("modifier_groups.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("product_modifier_groups_pk", ["product_id", "group_id"])
    .execute();
  await db.schema.createIndex("product_modifier_groups_group_idx").on("product_modifier_groups").column("group_id").execute();

  // Every product gets its default variant: the product's SKU and price, one unit of capacity, its lead time.
  await sql`insert into product_variants (product_id, sku, price_cents, is_active, capacity_units, position, is_default, created_at, updated_at)
    select id, sku, price_cents, 1, 1, 0, 1, updated_at, updated_at from products`.execute(db);

  // A cart line's configuration key; the same product, key and note are one line.
  const defaultKey = sql`(select 'v' || cast(v.id as text) from product_variants v where v.product_id = cart_lines.product_id and v.is_default = 1)`;
  if (isPostgres(db)) {
    await sql`alter table cart_lines drop constraint cart_lines_product_note_uq`.execute(db);
    await db.schema.alterTable("cart_lines").addColumn("config_key", "text", (c) => c.notNull().defaultTo("")).execute();
    await sql`update cart_lines set config_key = ${defaultKey}`.execute(db);
    await sql`alter table cart_lines add constraint cart_lines_config_note_uq unique (cart_id, product_id, config_key, note)`.execute(db);
  } else {
    // SQLite cannot drop a table's unique constraint: the table is made again with the new one, its rows kept.
    await db.schema
      .createTable("cart_lines_next")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99`))
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("config_key", "text", (c) => c.notNull().defaultTo(""))
      .addUniqueConstraint("cart_lines_config_note_uq", ["cart_id", "product_id", "config_key", "note"])
      .execute();
    await sql`insert into cart_lines_next (id, cart_id, product_id, quantity, note, created_at, updated_at, config_key)
      select id, cart_id, product_id, quantity, note, created_at, updated_at, coalesce(${defaultKey}, '') from cart_lines`.execute(db);
    await db.schema.dropTable("cart_lines").execute();
    await db.schema.alterTable("cart_lines_next").renameTo("cart_lines").execute();
  }

  // An order line: the variant and the choices as bought, in both languages, and the capacity one piece used.
  await db.schema.alterTable("order_lines").addColumn("variant_id", "integer").execute();
  await db.schema.alterTable("order_lines").addColumn("variant_label_en", "text").execute();
  await db.schema.alterTable("order_lines").addColumn("variant_label_vi", "text").execute();
  await db.schema.alterTable("order_lines").addColumn("modifiers_json", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await db.schema.alterTable("order_lines").addColumn("capacity_units", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await sql`update order_lines set variant_id = (select v.id from product_variants v
    where v.product_id = order_lines.product_id and v.is_default = 1)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ["capacity_units", "modifiers_json", "variant_label_vi", "variant_label_en", "variant_id"]) {
    await db.schema.alterTable("order_lines").dropColumn(column).execute();
  }
  // Lines that differ only by their configuration become one, as before options.
  await sql`delete from cart_lines where id not in (select min(id) from cart_lines group by cart_id, product_id, note)`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table cart_lines drop constraint cart_lines_config_note_uq`.execute(db);
    await db.schema.alterTable("cart_lines").dropColumn("config_key").execute();
    await sql`alter table cart_lines add constraint cart_lines_product_note_uq unique (cart_id, product_id, note)`.execute(db);
  } else {
    await db.schema
      .createTable("cart_lines_prev")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade"))
      .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
      .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity between 1 and 99`))
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addUniqueConstraint("cart_lines_product_note_uq", ["cart_id", "product_id", "note"])
      .execute();
    await sql`insert into cart_lines_prev (id, cart_id, product_id, quantity, note, created_at, updated_at)
      select id, cart_id, product_id, quantity, note, created_at, updated_at from cart_lines`.execute(db);
    await db.schema.dropTable("cart_lines").execute();
    await db.schema.alterTable("cart_lines_prev").renameTo("cart_lines").execute();
  }
  for (const table of ["product_modifier_groups", "modifier_choices", "modifier_groups", "product_variant_values", "product_variants", "product_option_values", "product_options"]) {
    await db.schema.dropTable(table).execute();
  }
}
