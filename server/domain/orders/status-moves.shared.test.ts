import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./order-view.ts";
import { allowedMoves, canMove, moveRefusal } from "./status-moves.shared.ts";

describe("status moves", () => {
  it("are these and no others: Unfinished → Shipped → Delivered → Completed, Unfinished or Shipped → Canceled", () => {
    const legal = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(legal.sort()).toEqual([
      "delivered→completed",
      "shipped→canceled",
      "shipped→delivered",
      "unfinished→canceled",
      "unfinished→shipped",
    ]);
    expect(allowedMoves("completed")).toEqual([]);
    expect(allowedMoves("canceled")).toEqual([]);
  });

  it("says why any other move is refused", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) expect(moveRefusal(from, to) === null).toBe(canMove(from, to));
    }
    expect(moveRefusal("shipped", "shipped")).toBe("already");
    expect(moveRefusal("completed", "completed")).toBe("already");
    expect(moveRefusal("completed", "canceled")).toBe("closed");
    expect(moveRefusal("canceled", "unfinished")).toBe("closed");
    expect(moveRefusal("delivered", "canceled")).toBe("deliveredNoCancel");
    expect(moveRefusal("unfinished", "delivered")).toBe("notNext");
    expect(moveRefusal("delivered", "shipped")).toBe("notNext");
  });
});
