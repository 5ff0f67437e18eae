import { describe, expect, it } from "vitest";
import { couponDiscountCents, couponRefusal, formatShopDate, refusalMessage, type Coupon } from "./coupons.ts";

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: "BANHMI10",
  name: "10% off",
  type: "percentage",
  value: 10,
  min_subtotal_cents: 1500,
  starts_at: "2027-01-20T06:00:00.000Z",
  ends_at: "2027-02-21T06:00:00.000Z",
  usage_limit: 100,
  per_customer_limit: 1,
  ...over,
});
const during = new Date("2027-02-06T18:00:00.000Z");
const unused = { total: 0, byCustomer: 0 };

describe("couponRefusal", () => {
  it("applies inside its dates, with enough in the cart and uses left", () => {
    expect(couponRefusal(coupon(), 1500, unused, during)).toBeNull();
    expect(couponRefusal(coupon(), 1500, unused, new Date("2027-01-20T06:00:00.000Z"))).toBeNull();
  });

  it("is not started before its first instant and expired from its end on", () => {
    expect(couponRefusal(coupon(), 5000, unused, new Date("2027-01-20T05:59:59.999Z"))).toEqual({
      reason: "not_started",
      startsAt: "2027-01-20T06:00:00.000Z",
    });
    expect(couponRefusal(coupon(), 5000, unused, new Date("2027-02-21T06:00:00.000Z"))).toEqual({ reason: "expired" });
  });

  it("is used up at its overall limit, for visitors and customers alike", () => {
    expect(couponRefusal(coupon(), 5000, { total: 100, byCustomer: null }, during)).toEqual({ reason: "used_up" });
    expect(couponRefusal(coupon(), 5000, { total: 99, byCustomer: 0 }, during)).toBeNull();
  });

  it("holds a customer to the per-customer limit, but not a visitor", () => {
    expect(couponRefusal(coupon(), 5000, { total: 3, byCustomer: 1 }, during)).toEqual({ reason: "already_used" });
    expect(couponRefusal(coupon(), 5000, { total: 3, byCustomer: null }, during)).toBeNull();
    expect(couponRefusal(coupon({ per_customer_limit: null }), 5000, { total: 3, byCustomer: 7 }, during)).toBeNull();
  });

  it("names what is missing below the minimum subtotal", () => {
    expect(couponRefusal(coupon(), 1499, unused, during)).toEqual({ reason: "below_minimum", minimumCents: 1500, missingCents: 1 });
  });

  it("puts what the customer cannot fix before the minimum", () => {
    expect(couponRefusal(coupon(), 0, { total: 100, byCustomer: 1 }, new Date("2030-01-01T00:00:00Z"))).toEqual({ reason: "expired" });
    expect(couponRefusal(coupon(), 0, { total: 100, byCustomer: 1 }, during)).toEqual({ reason: "used_up" });
  });

  it("without dates or limits, never refuses on those grounds", () => {
    const open = coupon({ starts_at: null, ends_at: null, usage_limit: null, per_customer_limit: null, min_subtotal_cents: 0 });
    expect(couponRefusal(open, 0, { total: 10_000, byCustomer: 10_000 }, new Date("1999-01-01T00:00:00Z"))).toBeNull();
  });
});

describe("couponDiscountCents", () => {
  it("takes a percentage rounded to the cent", () => {
    expect(couponDiscountCents({ type: "percentage", value: 10 }, 3750)).toBe(375);
    expect(couponDiscountCents({ type: "percentage", value: 10 }, 1725)).toBe(173);
    expect(couponDiscountCents({ type: "percentage", value: 15 }, 333)).toBe(50);
  });

  it("takes a fixed amount, never more than the subtotal", () => {
    expect(couponDiscountCents({ type: "fixed", value: 500 }, 4200)).toBe(500);
    expect(couponDiscountCents({ type: "fixed", value: 500 }, 300)).toBe(300);
    expect(couponDiscountCents({ type: "percentage", value: 100 }, 999)).toBe(999);
  });
});

describe("messages", () => {
  it("writes the start day in the shop's zone, in each language's way", () => {
    const start = "2027-01-20T06:00:00.000Z";
    expect(formatShopDate(start, "en", "America/Chicago")).toBe("January 20, 2027");
    expect(formatShopDate(start, "vi", "America/Chicago")).toBe("20/01/2027");
    // 06:00 UTC is still the 19th in Honolulu: the shop's zone decides the day.
    expect(formatShopDate(start, "en", "Pacific/Honolulu")).toBe("January 19, 2027");
  });

  it("gives the amount still missing for the minimum", () => {
    expect(refusalMessage("BANHMI10", { reason: "below_minimum", minimumCents: 1500, missingCents: 750 }, "vi", "UTC")).toEqual({
      key: "couponBelowMinimum",
      params: { code: "BANHMI10", minimum: "$15.00", missing: "$7.50" },
    });
  });
});
