import type { Db } from "../../db/index.ts";

// What a kitchen ticket and a box's labels read of an order beyond its view: each line's names and variant in both
// languages (kept on the line at order time), and its product's ingredients as the product has them today.

/** An order's lines, goods first then gifts, each in its place, with the product's ingredients in each language. */
export function findPrintLines(db: Db, orderId: number) {
  return db
    .selectFrom("order_lines as l")
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "l.product_id").on("en.locale", "=", "en"))
    .leftJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "l.product_id").on("vi.locale", "=", "vi"))
    .where("l.order_id", "=", orderId)
    .select([
      "l.id",
      "l.name",
      "l.name_en",
      "l.name_vi",
      "l.variant_label_en",
      "l.variant_label_vi",
      "l.modifiers_json",
      "l.quantity",
      "l.note",
      "l.note_kind",
      "l.allergens_json",
      "l.is_gift",
      "en.ingredients as ingredients_en",
      "vi.ingredients as ingredients_vi",
    ])
    .orderBy("l.is_gift")
    .orderBy("l.position")
    .orderBy("l.id")
    .execute();
}

export type PrintLineRow = Awaited<ReturnType<typeof findPrintLines>>[number];

/** The custom cake request an order was made from: what the customer asked and what the quote added. */
export function findCakeRequestForPrint(db: Db, id: number) {
  return db
    .selectFrom("cake_requests")
    .select([
      "code",
      "locale",
      "occasion",
      "servings",
      "size",
      "flavour",
      "filling",
      "frosting_colour",
      "inscription",
      "notes",
      "quote_notes",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
}
