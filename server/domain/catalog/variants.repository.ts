import type { Db } from "../../db/index.ts";

// A product without options has one default variant, which the shopper never sees: it carries the product's SKU and
// price, so the cart and the checkout price every product the same way (through its variants).

/** Gives a new product its default variant. */
export async function insertDefaultVariant(
  trx: Db,
  productId: number,
  product: { sku: string; price_cents: number },
  at: string,
): Promise<void> {
  await trx
    .insertInto("product_variants")
    .values({
      product_id: productId,
      sku: product.sku,
      price_cents: product.price_cents,
      is_active: 1,
      capacity_units: 1,
      lead_time_hours: null,
      position: 0,
      is_default: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Keeps the default variant's SKU and price the product's (a product with options has none: its variants price it). */
export async function syncDefaultVariant(
  trx: Db,
  productId: number,
  product: { sku: string; price_cents: number },
  at: string,
): Promise<void> {
  await trx
    .updateTable("product_variants")
    .set({ sku: product.sku, price_cents: product.price_cents, updated_at: at })
    .where("product_id", "=", productId)
    .where("is_default", "=", 1)
    .execute();
}

/**
 * The price of a product with options: its lowest active variant's (its lowest variant's when none is active);
 * undefined for a product without options, whose default variant takes the product's price instead.
 */
export async function priceFromVariants(trx: Db, productId: number): Promise<number | undefined> {
  const rows = await trx
    .selectFrom("product_variants")
    .select(["price_cents", "is_active"])
    .where("product_id", "=", productId)
    .where("is_default", "=", 0)
    .execute();
  if (!rows.length) return undefined;
  const active = rows.filter((r) => Number(r.is_active) === 1);
  return Math.min(...(active.length ? active : rows).map((r) => Number(r.price_cents)));
}
