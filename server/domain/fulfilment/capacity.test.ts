import { describe, expect, it } from "vitest";
import { capacityOn, ordersPerSlotOn, overbooked, piecesLeft, piecesOf, slotLimit, slotRoom } from "./capacity.ts";
import type { SlotRules } from "./slots.ts";

// The one capacity rule, as the slot listing, checkout's first look, cancels and the calendar read it.

describe("a slot", () => {
  it("is full when the orders it took reach its limit, and says how many places are left", () => {
    expect(slotRoom(3, 0)).toEqual({ remaining: 3, full: false });
    expect(slotRoom(3, 2)).toEqual({ remaining: 1, full: false });
    expect(slotRoom(3, 3)).toEqual({ remaining: 0, full: true });
    // A limit lowered below what it took: full, never a negative count.
    expect(slotRoom(2, 5)).toEqual({ remaining: 0, full: true });
  });

  it("takes the date's own limit when the calendar has one, else the standing one", () => {
    expect(slotLimit(8, null)).toBe(8);
    expect(slotLimit(8, undefined)).toBe(8);
    expect(slotLimit(8, 2)).toBe(2);
    const dayOverrides = new Map([
      ["2026-12-23", { slotMinutes: null, ordersPerSlot: 2 }],
      ["2026-12-24", { slotMinutes: 30, ordersPerSlot: null }],
    ]);
    const rules = { ordersPerSlot: 8, dayOverrides } as unknown as SlotRules;
    expect(ordersPerSlotOn(rules, "2026-12-23")).toBe(2);
    expect(ordersPerSlotOn(rules, "2026-12-24")).toBe(8);
    expect(ordersPerSlotOn(rules, "2026-12-25")).toBe(8);
  });
});

describe("a product's pieces on a date", () => {
  it("are its capacity less those taken; a product without a capacity has no end", () => {
    expect(piecesLeft(6, 0)).toBe(6);
    expect(piecesLeft(6, 4)).toBe(2);
    expect(piecesLeft(6, 6)).toBe(0);
    expect(piecesLeft(6, 9)).toBe(0);
    expect(piecesLeft(null, 500)).toBeNull();
  });

  it("count against the calendar's capacity for the date when set (0 too), else the daily one", () => {
    expect(capacityOn(null, 6)).toBe(6);
    expect(capacityOn(undefined, 6)).toBe(6);
    expect(capacityOn(2, 6)).toBe(2);
    expect(capacityOn(0, 6)).toBe(0);
    expect(capacityOn(3, null)).toBe(3);
    expect(capacityOn(null, null)).toBeNull();
  });

  it("are added up per product over its lines, gifts included, in the order the products first appear; a deleted product's line counts for none", () => {
    const lines = [
      { product_id: 7, name: "Bánh mì", quantity: 2 },
      { product_id: 3, name: "Cake", quantity: 1 },
      { product_id: 7, name: "Bánh mì", quantity: 1 },
      { product_id: null, name: "Gone", quantity: 4 },
    ];
    expect(piecesOf(lines)).toEqual([
      { productId: 7, name: "Bánh mì", quantity: 3 },
      { productId: 3, name: "Cake", quantity: 1 },
    ]);
  });
});

describe("overbooking", () => {
  it("is what is booked beyond a limit, none without one", () => {
    expect(overbooked(8, 3)).toBe(0);
    expect(overbooked(8, 8)).toBe(0);
    expect(overbooked(1, 3)).toBe(2);
    expect(overbooked(0, 3)).toBe(3);
    expect(overbooked(null, 300)).toBe(0);
  });
});
