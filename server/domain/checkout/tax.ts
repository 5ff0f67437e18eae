// Sales tax: one rate from the config, in basis points (8.25 % = 825), on the goods after the coupon and
// on the delivery fee, rounded half up to the cent.

export function taxCents(taxableCents: number, rateBp: number): number {
  return Math.floor((Math.max(0, taxableCents) * rateBp + 5000) / 10_000);
}
