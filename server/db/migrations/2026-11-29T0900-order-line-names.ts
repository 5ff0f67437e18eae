import { sql, type Kysely } from "kysely";

// Frozen once landed: imports nothing from the app.
// An order line kept its product's name (and a gift's promotion name) in the language the order was placed in only,
// so an English page showed a Vietnamese order's lines in Vietnamese. A line now keeps both languages' names, taken
// at order time. Lines placed before this are filled in: the order's own language keeps the name the customer saw;
// the other language is the product's (or the promotion's) name today where there is one, else the same name.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const LANGS = ["en", "vi"] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const lang of LANGS) {
    await db.schema.alterTable("order_lines").addColumn(`name_${lang}`, "text", (c) => c.notNull().defaultTo("")).execute();
    await db.schema.alterTable("order_lines").addColumn(`promotion_name_${lang}`, "text").execute();
  }
  for (const lang of LANGS) {
    const name = sql.ref(`name_${lang}`);
    const promotionName = sql.ref(`promotion_name_${lang}`);
    const orderLocale = sql`(select o.locale from orders o where o.id = order_lines.order_id)`;
    const productName = sql`(select t.name from product_translations t
      where t.product_id = order_lines.product_id and t.locale = ${lang} and t.name <> '')`;
    const promotionTranslation = sql`(select t.name from promotion_translations t
      where t.promotion_id = order_lines.promotion_id and t.locale = ${lang} and t.name <> '')`;
    await sql`update order_lines set
      ${name} = case when ${orderLocale} = ${lang} then name else coalesce(${productName}, name) end,
      ${promotionName} = case
        when promotion_name is null then null
        when ${orderLocale} = ${lang} then promotion_name
        else coalesce(${promotionTranslation}, promotion_name) end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const lang of LANGS) {
    await db.schema.alterTable("order_lines").dropColumn(`promotion_name_${lang}`).execute();
    await db.schema.alterTable("order_lines").dropColumn(`name_${lang}`).execute();
  }
}
