// Local delivery: a fee by ZIP zone, free over the zone's threshold; a ZIP outside every zone is refused.

export interface DeliveryZone {
  /** The zone's name, for the shop ("Inner loop", "Bellaire & Sharpstown"). */
  name: string;
  /** The five-digit ZIP codes it covers. */
  zips: readonly string[];
  feeCents: number;
  /** Delivery is free when the items come to at least this, after the coupon; null: never free. */
  freeOverCents: number | null;
}

export type DeliveryQuote =
  { ok: true; zone: string; zip: string; feeCents: number; free: boolean } | { ok: false; reason: "zip_malformed" | "zip_outside_zones" };

/** "77072", "77072-1234" and " 77072 " are 77072; anything else is not a US ZIP code. */
export function normaliseZip(typed: unknown): string | null {
  const match = typeof typed === "string" ? /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(typed) : null;
  return match ? match[1]! : null;
}

/** The delivery fee to a ZIP code, for items that come to `itemsCents` after the coupon. */
export function deliveryQuote(zones: readonly DeliveryZone[], typedZip: unknown, itemsCents: number): DeliveryQuote {
  const zip = normaliseZip(typedZip);
  if (!zip) return { ok: false, reason: "zip_malformed" };
  const zone = zones.find((z) => z.zips.includes(zip));
  if (!zone) return { ok: false, reason: "zip_outside_zones" };
  const free = zone.freeOverCents !== null && itemsCents >= zone.freeOverCents;
  return { ok: true, zone: zone.name, zip, feeCents: free ? 0 : zone.feeCents, free };
}
