import { describe, expect, it } from "vitest";
import { cartReducer, cartView, INITIAL, type CartAction, type ServerCart } from "./cart-reducer.ts";

const line = (id: number, quantity: number) => ({
  id,
  product_id: id,
  name: `P${id}`,
  price: 2.5,
  price_cents: 250,
  quantity,
  line_total_cents: 250 * quantity,
});
const serverCart = (lines: ReturnType<typeof line>[], discount = 0): ServerCart => {
  const subtotal = lines.reduce((s, l) => s + l.line_total_cents, 0);
  return {
    token: "ct_AAAAAAAAAAAAAAAAAAAAAAAA",
    items: lines,
    gifts: [],
    subtotal_cents: subtotal,
    discount_cents: discount,
    total_cents: subtotal - discount,
  };
};
const run = (...actions: CartAction[]) => actions.reduce(cartReducer, INITIAL);

describe("the cart the visitor sees", () => {
  it("lays a quantity change over the server's cart at once, totals included, and marks the line", () => {
    const state = run(
      { type: "confirmed", cart: serverCart([line(1, 1), line(2, 2)], 100) },
      { type: "changeSent", change: { id: 1, kind: "quantity", lineId: "1", quantity: 4 } },
    );
    const view = cartView(state);
    expect(view.items.map((l) => [l.id, l.quantity, l.lineTotalCents, l.mutating])).toEqual([
      ["1", 4, 1000, true],
      ["2", 2, 500, false],
    ]);
    expect(view).toMatchObject({ count: 6, subtotalCents: 1500, discountCents: 100, totalCents: 1400, mutating: true });
  });

  it("falls back to the server's cart when a change fails, with the line back in its place, and keeps the error", () => {
    const sent = run(
      { type: "confirmed", cart: serverCart([line(1, 1), line(2, 2), line(3, 1)]) },
      { type: "changeSent", change: { id: 7, kind: "remove", lineId: "2" } },
    );
    expect(cartView(sent).items.map((l) => l.id)).toEqual(["1", "3"]);
    const failed = cartReducer(sent, { type: "changeSettled", id: 7, error: new Error("offline") });
    expect(cartView(failed).items.map((l) => [l.id, l.quantity])).toEqual([
      ["1", 1],
      ["2", 2],
      ["3", 1],
    ]);
    expect(cartView(failed)).toMatchObject({ count: 4, mutating: false });
    expect(cartView(failed).error).toBeInstanceOf(Error);
  });

  it("keeps a change still on its way over the answer to an earlier one", () => {
    const state = run(
      { type: "confirmed", cart: serverCart([line(1, 1), line(2, 1)]) },
      { type: "changeSent", change: { id: 1, kind: "quantity", lineId: "1", quantity: 3 } },
      { type: "changeSent", change: { id: 2, kind: "quantity", lineId: "2", quantity: 5 } },
      // The server answers the first change only: its cart does not know the second one yet.
      { type: "confirmed", cart: serverCart([line(1, 3), line(2, 1)]) },
      { type: "changeSettled", id: 1 },
    );
    expect(cartView(state).items.map((l) => [l.id, l.quantity, l.mutating])).toEqual([
      ["1", 3, false],
      ["2", 5, true],
    ]);
    expect(cartView(state)).toMatchObject({ count: 8, mutating: true });
  });

  it("shows a cart being cleared as empty, coupon and gifts included", () => {
    const state = run(
      {
        type: "confirmed",
        cart: { ...serverCart([line(1, 2)], 50), promotion: { code: "X", name: "X", discount: 0.5, discount_cents: 50, applied: true } },
      },
      { type: "changeSent", change: { id: 1, kind: "clear" } },
    );
    expect(cartView(state)).toMatchObject({
      items: [],
      gifts: [],
      count: 0,
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
      promotion: null,
      mutating: true,
    });
  });

  it("is busy while an add or a coupon is on its way, and not after", () => {
    const busy = run({ type: "busy", by: 1 });
    expect(cartView(busy).mutating).toBe(true);
    expect(cartView(cartReducer(busy, { type: "busy", by: -1 })).mutating).toBe(false);
  });

  it("keeps the token it holds when an answer has none", () => {
    const state = run(
      { type: "confirmed", cart: serverCart([line(1, 1)]) },
      { type: "fetchAnswered", cart: { ...serverCart([]), token: "" } },
    );
    expect(cartView(state).token).toBe("ct_AAAAAAAAAAAAAAAAAAAAAAAA");
  });
});
