// The back office's live board: staff connected to one process see the orders customers place through
// another, marked new, and a status moved through one is the status the other shows. The board is read from the
// database on each poll (`since` = the last poll's `now`), so it holds whichever process each request reaches.
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkoutBody, idempotencyKey, openSlotsFor } from "../support/checkout-load.ts";
import { insertStaff, staffCookieOf } from "../support/staff.ts";
import { api, fillCarts, plainProductId, startPair, type Pair } from "./harness.ts";

interface BoardOrder {
  code: string;
  status: string;
  is_new: boolean;
}
interface Board {
  now: string;
  slots: { orders: BoardOrder[] }[];
}

let pair: Pair;
let kitchen = "";

beforeAll(async () => {
  pair = await startPair();
  const staff = await insertStaff(pair.db, "kitchen");
  kitchen = await staffCookieOf({ request: (path, init) => pair.fetch(`${pair.b.base}${path}`, init) }, staff);
});
afterAll(() => pair?.close());

test("an order placed through A is on the board staff watch through B, marked new; a move through B shows through A", async () => {
  const [token] = await fillCarts(pair, 1, [{ product_id: await plainProductId(pair.db), quantity: 2 }]);
  const [slot] = await openSlotsFor(pair.a.base, token!);
  if (!slot) throw new Error("GET checkout/options offered no open slot");
  const board = async (server: typeof pair.a, since?: string) => {
    const answer = await api<Board>(
      pair,
      server,
      "GET",
      `/admin/board?date=${slot.date}${since ? `&since=${encodeURIComponent(since)}` : ""}`,
      { headers: { Cookie: kitchen } },
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data!;
  };
  const find = (data: Board, code: string) => data.slots.flatMap((s) => s.orders).find((o) => o.code === code);

  // Staff open the board through B; a customer orders through A.
  const opened = await board(pair.b);
  const placed = await api<{ order: { code: string } }>(pair, pair.a, "POST", "/checkout", {
    headers: { "cart-token": token!, "Idempotency-Key": idempotencyKey() },
    body: checkoutBody(slot, 1),
  });
  expect(placed.status, placed.text).toBe(201);
  const code = placed.body.data!.order.code;

  // B's next poll has it, new since the board was opened.
  expect(find(await board(pair.b, opened.now), code)).toMatchObject({ code, status: "unfinished", is_new: true });

  // The kitchen moves it through B; A's board shows the move at once.
  const moved = await api(pair, pair.b, "POST", `/admin/orders/${code}/status`, {
    headers: { Cookie: kitchen },
    body: { status: "shipped" },
  });
  expect(moved.status, moved.text).toBe(200);
  expect(find(await board(pair.a, opened.now), code)).toMatchObject({ code, status: "shipped" });
});
