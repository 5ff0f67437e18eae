import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// Custom cakes made to order. A request keeps what the customer asked (occasion, date, pickup or delivery, servings,
// flavour, filling, colour, inscription, notes, contact), its status (requested, quoted, accepted, declined, expired),
// the bakery's quote (price, deposit, notes, another date, when it expires), who declined and why, and the order an
// accepted quote became. Its two keys (the request's link and the quote's) are kept as hashes only. Its reference
// photos are files outside the public media folder, named at random, one row each; they go with the request, or
// `PHOTO_KEEP_DAYS` after it ended (`ended_at`). The order an accepted quote became is the request's `order_id` (one at most).

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
  await db.schema
    .createTable("cake_requests")
    .addColumn(...idColumn(db))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("requested"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null"))
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("occasion", "text", (c) => c.notNull())
    .addColumn("date_wanted", "text", (c) => c.notNull())
    .addColumn("fulfilment", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("city", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("state", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("zip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("country", "text", (c) => c.notNull().defaultTo("US"))
    .addColumn("servings", "integer", (c) => c.notNull())
    .addColumn("size", "text", (c) => c.notNull())
    .addColumn("flavour", "text", (c) => c.notNull())
    .addColumn("filling", "text", (c) => c.notNull())
    .addColumn("frosting_colour", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("inscription", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("access_hash", "text", (c) => c.notNull())
    .addColumn("quote_hash", "text")
    .addColumn("price_cents", "integer")
    .addColumn("deposit_cents", "integer")
    // The sales tax rate the quote was made at: a price given does not move when the rate does.
    .addColumn("quote_tax_rate_bp", "integer")
    .addColumn("quote_notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("quote_date", "text")
    .addColumn("quoted_at", "text")
    .addColumn("quote_expires_at", "text")
    .addColumn("quoted_by_name", "text")
    .addColumn("declined_by", "text")
    .addColumn("decline_reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("ended_at", "text")
    // An accept under way holds the request (a random claim and its time) while the card is charged: a second accept
    // at once finds it held. A claim older than a few minutes is a dead process's and may be taken again.
    .addColumn("accept_claim", "text")
    .addColumn("accept_claimed_at", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cake_requests_date_idx").on("cake_requests").columns(["status", "date_wanted"]).execute();
  await db.schema.createIndex("cake_requests_customer_idx").on("cake_requests").columns(["customer_id", "created_at"]).execute();
  await db.schema.createIndex("cake_requests_ended_idx").on("cake_requests").column("ended_at").execute();

  await db.schema
    .createTable("cake_request_photos")
    .addColumn(...idColumn(db))
    .addColumn("request_id", "integer", (c) => c.notNull().references("cake_requests.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull().unique())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("cake_request_photos_position_uq", ["request_id", "position"])
    .execute();
  await db.schema.createIndex("cake_requests_order_uq").on("cake_requests").column("order_id").unique().execute();
  // The order names its request too (no foreign key: the request names the order): a custom cake's order takes no
  // slot of the day, only the day's custom cakes, and a cancel must give back what it took.
  await db.schema.alterTable("orders").addColumn("cake_request_id", "integer").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("cake_request_id").execute();
  await db.schema.dropIndex("cake_requests_order_uq").ifExists().execute();
  await db.schema.dropTable("cake_request_photos").ifExists().execute();
  await db.schema.dropIndex("cake_requests_ended_idx").ifExists().execute();
  await db.schema.dropIndex("cake_requests_customer_idx").ifExists().execute();
  await db.schema.dropIndex("cake_requests_date_idx").ifExists().execute();
  await db.schema.dropTable("cake_requests").ifExists().execute();
}
