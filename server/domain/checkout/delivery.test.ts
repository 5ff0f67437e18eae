import { describe, expect, it } from "vitest";
import { deliveryQuote, normaliseZip, type DeliveryZone } from "./delivery.ts";

const zones: DeliveryZone[] = [
  { name: "Bellaire & Alief", zips: ["77072", "77036", "77099"], feeCents: 500, freeOverCents: 5_000 },
  { name: "Inner loop", zips: ["77002", "77006"], feeCents: 900, freeOverCents: null },
];

describe("delivery by ZIP zone", () => {
  it("charges the zone's fee, and nothing over its threshold", () => {
    expect(deliveryQuote(zones, "77072", 4_999)).toEqual({ ok: true, zone: "Bellaire & Alief", zip: "77072", feeCents: 500, free: false });
    expect(deliveryQuote(zones, "77072", 5_000)).toMatchObject({ ok: true, feeCents: 0, free: true });
    expect(deliveryQuote(zones, "77006", 100_000)).toMatchObject({ ok: true, zone: "Inner loop", feeCents: 900, free: false });
  });

  it("reads a ZIP+4 and spaces, and refuses what is not a ZIP or is outside every zone", () => {
    expect(normaliseZip(" 77036-1234 ")).toBe("77036");
    expect(deliveryQuote(zones, "77036-1234", 0)).toMatchObject({ ok: true, zip: "77036" });
    expect(deliveryQuote(zones, "7707", 0)).toEqual({ ok: false, reason: "zip_malformed" });
    expect(deliveryQuote(zones, 77072, 0)).toEqual({ ok: false, reason: "zip_malformed" });
    expect(deliveryQuote(zones, "10001", 0)).toEqual({ ok: false, reason: "zip_outside_zones" });
  });
});
