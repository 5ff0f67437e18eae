import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import type { Db } from "../../server/db/index.ts";
import type { OrderLinesTable, OrdersTable } from "../../server/db/schema/orders.ts";
import type { OrderLineModifier } from "../../server/domain/orders/line-options.ts";
import { newOrderCode } from "../../server/domain/checkout/order-code.ts";

// Orders written straight into the database, in bulk: for the back office's tests, which read orders (lists,
// reports) and need many, or odd ones, faster than checkout could place them. Nothing here reserves capacity.

export interface RowLine {
  product_id: number | null;
  sku: string;
  name: string;
  quantity: number;
  price_cents?: number;
  slug?: string;
  note?: string;
  note_kind?: "inscription" | "kitchen";
  is_gift?: boolean;
  /** A configured line: its variant and its label in both languages ("8 inch · Pandan"), and its add-ons as bought. */
  variant_id?: number | null;
  variant_label_en?: string | null;
  variant_label_vi?: string | null;
  modifiers?: OrderLineModifier[];
}

export type RowOrder = Partial<Insertable<OrdersTable>> & { slot_date: string; lines?: RowLine[] };

export interface InsertedOrder {
  id: number;
  code: string;
}

const BATCH = 200;

/** The orders and their lines, a few hundred per INSERT; their ids and codes, in the same order. */
export async function insertOrderRows(db: Db, orders: RowOrder[]): Promise<InsertedOrder[]> {
  const at = new Date().toISOString();
  const inserted: InsertedOrder[] = [];
  for (let i = 0; i < orders.length; i += BATCH) {
    const batch = orders.slice(i, i + BATCH);
    const values: Insertable<OrdersTable>[] = batch.map(({ lines: _lines, ...order }) => {
      const start = order.slot_start ?? "09:00";
      return {
        code: newOrderCode(),
        customer_id: null,
        cart_id: null,
        status: "unfinished",
        locale: "en",
        email: "guest@example.com",
        phone: "(713) 555-0100",
        full_name: "Guest",
        address: "11230 Bellaire Blvd",
        city: "Houston",
        state: "TX",
        country: "United States",
        zip: "77072",
        fulfilment: "pickup",
        delivery_zone: null,
        slot_start: start,
        slot_end: order.slot_end ?? "10:00",
        slot_starts_at: order.slot_starts_at ?? `${order.slot_date}T${start}:00.000Z`,
        time_zone: "America/Chicago",
        payment_option: "pay_at_pickup",
        payment_status: "unpaid",
        subtotal_cents: 1000,
        discount_cents: 0,
        fee_cents: 0,
        tax_rate_bp: 825,
        tax_cents: 83,
        total_cents: 1083,
        coupon_code: null,
        notes: "",
        access_hash: randomBytes(32).toString("hex"),
        created_at: at,
        updated_at: at,
        ...order,
      };
    });
    const rows = await db.insertInto("orders").values(values).returning(["id", "code"]).execute();
    // RETURNING gives the rows in insertion order on both databases; matched by code all the same.
    const byCode = new Map(rows.map((r) => [r.code, Number(r.id)]));
    const lines: Insertable<OrderLinesTable>[] = [];
    batch.forEach((order, index) => {
      const code = values[index]!.code;
      const id = byCode.get(code)!;
      inserted.push({ id, code });
      (order.lines ?? []).forEach((line, position) =>
        lines.push({
          order_id: id,
          product_id: line.product_id,
          slug: line.slug ?? line.sku.toLowerCase(),
          sku: line.sku,
          name: line.name,
          price_cents: line.price_cents ?? 500,
          quantity: line.quantity,
          note: line.note ?? "",
          note_kind: line.note_kind ?? "kitchen",
          allergens_json: "[]",
          is_gift: line.is_gift ? 1 : 0,
          promotion_name: line.is_gift ? "Free gift" : null,
          position,
          variant_id: line.variant_id ?? null,
          variant_label_en: line.variant_label_en ?? null,
          variant_label_vi: line.variant_label_vi ?? null,
          modifiers_json: JSON.stringify(line.modifiers ?? []),
        }),
      );
    });
    for (let j = 0; j < lines.length; j += 500)
      await db
        .insertInto("order_lines")
        .values(lines.slice(j, j + 500))
        .execute();
  }
  return inserted;
}
