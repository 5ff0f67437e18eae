import type { Db } from "../../db/index.ts";
import { clampAdd, MAX_NOTE } from "../cart/cart-rules.shared.ts";
import { findSellableProduct } from "../cart/cart.repository.ts";
import type { Shopper } from "../cart/cart.schema.ts";
import { addToCart, CartError, getCart, type CartContext, type CartText, type CartView } from "../cart/cart.service.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import * as repo from "./orders.repository.ts";

// "Order again": an order's lines back in the customer's cart, through the cart's own rules (quantities, notes, the
// lines a cart holds). Gifts are not copied: the cart's promotions give them again when their condition is met.

export interface ReorderSkip {
  product_id: number | null;
  /** As it was ordered. */
  name: string;
  quantity: number;
  reason: "unavailable" | "cart_full";
  text: CartText;
}

export interface Reordered {
  cart: CartView;
  skipped: ReorderSkip[];
}

async function sellable(db: Db, productId: number | null): Promise<boolean> {
  return productId !== null && (await findSellableProduct(db, productId)) !== undefined;
}

/** Undefined for another's order or an unknown code. */
export async function reorder(
  ctx: CartContext,
  shopper: Shopper & { customerId: number },
  typedCode: string,
): Promise<Reordered | undefined> {
  const code = normaliseOrderCode(typedCode);
  if (!isOrderCode(code)) return undefined;
  const order = await repo.findOrderByCode(ctx.db, code);
  if (!order || order.customer_id !== shopper.customerId) return undefined;
  const lines = (await repo.findLinesOf(ctx.db, [order.id])).filter((line) => line.is_gift !== 1);
  const skipped: ReorderSkip[] = [];
  for (const line of lines) {
    const skip = { product_id: line.product_id, name: line.name, quantity: line.quantity };
    if (!(await sellable(ctx.db, line.product_id))) {
      skipped.push({ ...skip, reason: "unavailable", text: { key: "reorderUnavailable", params: { name: line.name } } });
      continue;
    }
    try {
      await addToCart(ctx, shopper, { productId: line.product_id!, quantity: clampAdd(line.quantity), note: line.note.slice(0, MAX_NOTE) });
    } catch (error) {
      if (!(error instanceof CartError)) throw error;
      skipped.push({
        ...skip,
        reason: error.failure === "cartFull" ? "cart_full" : "unavailable",
        text: error.failure === "cartFull" ? error.text : { key: "reorderUnavailable", params: { name: line.name } },
      });
    }
  }
  return { cart: await getCart(ctx, shopper), skipped };
}
