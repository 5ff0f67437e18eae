import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

// The production report's queries: the lines of one fulfilment date, its orders counted, the products named.

const LINE_KEY = [
  "l.product_id",
  "l.slug",
  "l.sku",
  "l.note_kind",
  "l.note",
  "l.variant_id",
  "l.variant_label_en",
  "l.variant_label_vi",
  "l.modifiers_json",
] as const;

/**
 * The lines of the date's orders not canceled, summed per product, variant, add-ons and note (`gift_quantity`: the
 * gifts among them): a day of a thousand orders is a few hundred rows.
 */
export function findProductionLines(db: Db, date: string) {
  return db
    .selectFrom("order_lines as l")
    .innerJoin("orders as o", "o.id", "l.order_id")
    .where("o.slot_date", "=", date)
    .where("o.status", "<>", "canceled")
    .select(LINE_KEY)
    .select((eb) => [
      eb.fn.min("l.name").as("name"),
      eb.fn.min("l.name_en").as("name_en"),
      eb.fn.min("l.name_vi").as("name_vi"),
      eb.fn.sum<number>("l.quantity").as("quantity"),
      eb.fn.sum<number>(sql`case when l.is_gift = 1 then l.quantity else 0 end`).as("gift_quantity"),
    ])
    .groupBy(LINE_KEY)
    .execute();
}

/** The date's orders: the ones counted (not canceled) and the canceled ones; null sums when there are none. */
export function countOrdersOn(db: Db, date: string) {
  return db
    .selectFrom("orders")
    .where("slot_date", "=", date)
    .select((eb) => [
      eb.fn.sum<number>(sql`case when status = 'canceled' then 0 else 1 end`).as("counted"),
      eb.fn.sum<number>(sql`case when status = 'canceled' then 1 else 0 end`).as("canceled"),
    ])
    .executeTakeFirstOrThrow();
}

/** The products still in the catalogue among `ids`, with their category, named in `lang` and in English. */
export async function findProductionProducts(db: Db, lang: Lang, ids: number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("product_translations as pt", (join) => join.onRef("pt.product_id", "=", "p.id").on("pt.locale", "=", lang))
    .leftJoin("product_translations as pe", (join) => join.onRef("pe.product_id", "=", "p.id").on("pe.locale", "=", "en"))
    .leftJoin("category_translations as ct", (join) => join.onRef("ct.category_id", "=", "c.id").on("ct.locale", "=", lang))
    .leftJoin("category_translations as ce", (join) => join.onRef("ce.category_id", "=", "c.id").on("ce.locale", "=", "en"))
    .where("p.id", "in", ids)
    .select([
      "p.id",
      "p.slug",
      "p.sku",
      "p.position",
      "c.id as category_id",
      "c.slug as category_slug",
      "c.position as category_position",
      "pt.name as name",
      "pe.name as name_en",
      "ct.name as category_name",
      "ce.name as category_name_en",
    ])
    .execute();
}
