// Checkout: what the form offers (options) and placing the order. One service for the API and the cart
// page's form post. The order, its lines, the capacity it takes, the coupon's use, the customer's notice and the
// idempotency record are written in one transaction; a card is charged just before it and voided if it fails.
//
// Its parts: checkout-options.ts (GET checkout/options), place-order.ts (placing, step by step), order-writes.ts (the
// order's transaction), checkout-account.ts (an account made at checkout), checkout-error.ts (the refusals),
// checkout-basis.ts (what options and placing share), checkout-context.ts (what checkout is given and answers),
// idempotency.repository.ts (the Idempotency-Key store).

export { checkoutOptions, deliveryZonesView } from "./checkout-options.ts";
export { placeOrder } from "./place-order.ts";
export { CheckoutError, type CheckoutFailure, type CheckoutText } from "./checkout-error.ts";
export type { CheckoutContext, PlacedOrder } from "./checkout-context.ts";
