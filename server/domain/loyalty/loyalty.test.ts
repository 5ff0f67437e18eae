import { describe, expect, it } from "vitest";
import { levelAfter, levelOf, nextLevel, pointsForOrder } from "./loyalty.ts";

describe("loyalty rules", () => {
  it("earns whole dollars of the goods after the discount, times the rate", () => {
    expect(pointsForOrder({ subtotal_cents: 2599, discount_cents: 0 }, 1)).toBe(25);
    expect(pointsForOrder({ subtotal_cents: 2599, discount_cents: 600 }, 1)).toBe(19);
    expect(pointsForOrder({ subtotal_cents: 2599, discount_cents: 0 }, 2)).toBe(51);
    expect(pointsForOrder({ subtotal_cents: 99, discount_cents: 0 }, 1)).toBe(0);
    expect(pointsForOrder({ subtotal_cents: 500, discount_cents: 900 }, 1)).toBe(0);
    expect(pointsForOrder({ subtotal_cents: 5000, discount_cents: 0 }, 0)).toBe(0);
  });

  it("levels: member from 0, silver from 500, gold from 1500", () => {
    expect(levelOf(0)).toBe("member");
    expect(levelOf(499)).toBe("member");
    expect(levelOf(500)).toBe("silver");
    expect(levelOf(1499)).toBe("silver");
    expect(levelOf(1500)).toBe("gold");
    expect(levelOf(100_000)).toBe("gold");
  });

  it("the next level and the points it still needs; none at the top", () => {
    expect(nextLevel(0)).toEqual({ level: "silver", points_needed: 500 });
    expect(nextLevel(320)).toEqual({ level: "silver", points_needed: 180 });
    expect(nextLevel(500)).toEqual({ level: "gold", points_needed: 1000 });
    expect(nextLevel(1500)).toBeNull();
  });

  it("never lowers a level held (an imported one), raises it when the points pass it", () => {
    expect(levelAfter("silver", 320)).toBe("silver");
    expect(levelAfter("member", 600)).toBe("silver");
    expect(levelAfter("silver", 1600)).toBe("gold");
    expect(levelAfter("vip", 10)).toBe("vip");
    expect(levelAfter("vip", 600)).toBe("silver");
  });
});
