import { describe, expect, it } from "vitest";
import { earnedGifts, windowAt, type GiftPromotion } from "./promotions.ts";

const bun: GiftPromotion = {
  id: 1,
  name: "A free bánh bao",
  min_subtotal_cents: 3000,
  gift_product_id: 29,
  gift_quantity: 1,
  starts_at: null,
  ends_at: null,
};
const now = new Date("2026-11-21T12:00:00.000Z");

describe("windowAt", () => {
  it("starts inclusive and ends exclusive", () => {
    const dated = { starts_at: "2026-11-21T12:00:00.000Z", ends_at: "2026-11-22T12:00:00.000Z" };
    expect(windowAt(dated, new Date("2026-11-21T11:59:59.999Z"))).toBe("not_started");
    expect(windowAt(dated, now)).toBe("running");
    expect(windowAt(dated, new Date("2026-11-22T12:00:00.000Z"))).toBe("ended");
    expect(windowAt({ starts_at: null, ends_at: null }, now)).toBe("running");
  });
});

describe("earnedGifts", () => {
  it("gives the gift from the threshold on, not below", () => {
    expect(earnedGifts([bun], 3000, true, now)).toEqual([bun]);
    expect(earnedGifts([bun], 2999, true, now)).toEqual([]);
  });

  it("gives nothing to an empty cart, even with no threshold", () => {
    expect(earnedGifts([{ ...bun, min_subtotal_cents: 0 }], 0, false, now)).toEqual([]);
  });

  it("gives nothing outside the promotion's dates", () => {
    expect(earnedGifts([{ ...bun, ends_at: "2026-11-01T00:00:00.000Z" }], 9000, true, now)).toEqual([]);
    expect(earnedGifts([{ ...bun, starts_at: "2026-12-01T00:00:00.000Z" }], 9000, true, now)).toEqual([]);
  });
});
