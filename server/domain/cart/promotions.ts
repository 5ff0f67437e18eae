/** Promotions that apply by themselves: a gift line once the cart's subtotal reaches a threshold. */

export interface Dated {
  /** Inclusive; null means no start. */
  starts_at: string | null;
  /** Exclusive; null means no end. */
  ends_at: string | null;
}

export type Window = "not_started" | "running" | "ended";

/** Where `now` falls in a promotion's or coupon's dates. */
export function windowAt(dated: Dated, now: Date): Window {
  const at = now.getTime();
  if (dated.starts_at !== null && at < Date.parse(dated.starts_at)) return "not_started";
  if (dated.ends_at !== null && at >= Date.parse(dated.ends_at)) return "ended";
  return "running";
}

export interface GiftPromotion extends Dated {
  id: number;
  name: string;
  min_subtotal_cents: number;
  gift_product_id: number;
  gift_quantity: number;
}

/**
 * The promotions whose gift a cart earns: running now, and the subtotal of what the customer pays for reaches the
 * threshold ("orders of $30 or more"). An empty cart earns nothing, whatever the threshold. Derived on every look,
 * so a gift comes and goes with the cart and never goes stale.
 */
export function earnedGifts<P extends GiftPromotion>(promotions: readonly P[], subtotalCents: number, hasItems: boolean, now: Date): P[] {
  if (!hasItems) return [];
  return promotions.filter((p) => windowAt(p, now) === "running" && subtotalCents >= p.min_subtotal_cents);
}
