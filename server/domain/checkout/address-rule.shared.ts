// When checkout asks for an address: one rule for the server's schema and the checkout form. Zod-free, so the
// pages can load it.

/** A delivery goes to the address; a card is charged with it as the billing address. A pickup paid at the shop needs none. */
export function needsAddress(v: { shipping_option?: unknown; payment_option?: unknown }): boolean {
  return v.shipping_option === "delivery" || v.payment_option === "card";
}
