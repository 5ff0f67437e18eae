// Checkout: what the form offers (options) and placing the order. One service for the API and the cart
// page's form post. The order, its lines, the capacity it takes, the coupon's use, the customer's notice and the
// idempotency record are written in one transaction; a card is charged just before it and voided if it fails.
//
// Its parts: checkout-options.ts (GET checkout/options), place-order.ts (placing, step by step), order-writes.ts (the
// order's transaction), checkout-account.ts (an account made at checkout), checkout-error.ts (the refusals),
// checkout-basis.ts (what options and placing share), checkout-context.ts (what checkout is given and answers),
// idempotency.repository.ts (the Idempotency-Key store).

import { ordersPlaced, ordersRefused } from "../../observability/metrics.ts";
import { CheckoutError } from "./checkout-error.ts";
import { placeOrder as place } from "./place-order.ts";

export { checkoutOptions, deliveryZonesView } from "./checkout-options.ts";
export { CheckoutError, type CheckoutFailure, type CheckoutText } from "./checkout-error.ts";
export type { CheckoutContext, PlacedOrder } from "./checkout-context.ts";

/** Places the order (place-order.ts), counting it for /metrics: placed, or refused by its reason. */
export async function placeOrder(...args: Parameters<typeof place>): ReturnType<typeof place> {
  try {
    const placed = await place(...args);
    if (!placed.replayed) ordersPlaced.inc();
    return placed;
  } catch (error) {
    if (error instanceof CheckoutError) ordersRefused.inc({ reason: error.failure });
    throw error;
  }
}
