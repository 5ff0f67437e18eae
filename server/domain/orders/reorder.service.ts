import type { Db } from "../../db/index.ts";
import { clampAdd, MAX_NOTE } from "../cart/cart-rules.shared.ts";
import { findSellableProduct } from "../cart/cart.repository.ts";
import type { Shopper } from "../cart/cart.schema.ts";
import { addToCart, CartError, getCart, type CartContext, type CartText, type CartView } from "../cart/cart.service.ts";
import type { ConfigurationProblem } from "../catalog/configuration.shared.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import { lineModifiers } from "./line-options.ts";
import * as repo from "./orders.repository.ts";

// "Order again": an order's lines back in the customer's cart, through the cart's own rules (quantities, notes, the
// lines a cart holds), each with the variant and add-ons it was bought with. Gifts are not copied: the cart's
// promotions give them again when their condition is met. A line whose variant or add-ons can no longer be had
// (a size no longer made, an extra out today) is left out and said, rather than added without them.

export interface ReorderSkip {
  product_id: number | null;
  /** As it was ordered, in the reader's language. */
  name: string;
  /** The variant it was ordered as, in the reader's language; null for a product without options. */
  variant: string | null;
  quantity: number;
  /** `options_unavailable`: the product is sold, but not as it was configured (`problems` say why). */
  reason: "unavailable" | "cart_full" | "options_unavailable";
  text: CartText;
  /** For `options_unavailable`: what the cart refused in the configuration. */
  problems: readonly ConfigurationProblem[];
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
    const name = (ctx.lang === "vi" ? line.name_vi : line.name_en) || line.name;
    const variant = (ctx.lang === "vi" ? line.variant_label_vi : line.variant_label_en) || line.variant_label_en || null;
    const skip = { product_id: line.product_id, name, variant, quantity: line.quantity, problems: [] };
    const named = variant ? `${name} (${variant})` : name;
    if (!(await sellable(ctx.db, line.product_id))) {
      skipped.push({ ...skip, reason: "unavailable", text: { key: "reorderUnavailable", params: { name: named } } });
      continue;
    }
    try {
      await addToCart(ctx, shopper, {
        productId: line.product_id!,
        quantity: clampAdd(line.quantity),
        note: line.note.slice(0, MAX_NOTE),
        // A line bought without options takes the product's one variant as it is now (its id may have changed);
        // a configured line asks for the very variant and choices it was bought with.
        variant_id: line.variant_label_en === null ? null : line.variant_id,
        modifiers: lineModifiers(line.modifiers_json).map((m) => ({ choice_id: m.choice_id, quantity: m.quantity })),
      });
    } catch (error) {
      if (!(error instanceof CartError)) throw error;
      if (error.failure === "cartFull") skipped.push({ ...skip, reason: "cart_full", text: error.text });
      else if (error.failure === "configurationRefused")
        skipped.push({
          ...skip,
          reason: "options_unavailable",
          text: { key: "reorderOptionsUnavailable", params: { name: named } },
          problems: error.problems,
        });
      else skipped.push({ ...skip, reason: "unavailable", text: { key: "reorderUnavailable", params: { name: named } } });
    }
  }
  return { cart: await getCart(ctx, shopper), skipped };
}
