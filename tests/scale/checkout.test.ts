// Checkout through two processes at once: the bakery's capacity and a request's Idempotency-Key are kept in the
// database, so what one process takes the other cannot take again — no overselling, no second order or charge.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { checkoutBody, idempotencyKey, openSlotsFor, type OpenSlot } from "../support/checkout-load.ts";
import { api, fillCarts, plainProductId, startPair, tuneShop, type Answer, type Pair } from "./harness.ts";

const TIGHT_PRODUCT = "banh-mi-hoa-cuc";
const LEFT = 10;
const BURST = 200;

let pair: Pair;
let tightId = 0;

beforeAll(async () => {
  pair = await startPair({
    prepare: async (db) => {
      // Slots with room for everyone: the product's pieces are what runs out.
      tightId = (await tuneShop(db, { ordersPerSlot: 1000, capacity: { [TIGHT_PRODUCT]: LEFT } })).get(TIGHT_PRODUCT)!;
    },
  });
});
afterAll(() => pair?.close());

type Placed = { order: { code: string } };

async function firstSlot(token: string): Promise<OpenSlot> {
  const [slot] = await openSlotsFor(pair.a.base, token);
  if (!slot) throw new Error("GET checkout/options offered no open slot");
  return slot;
}

function checkout(server: Pair["a"], token: string, key: string, body: unknown): Promise<Answer<Placed & { reason?: string }>> {
  return api<Placed & { reason?: string }>(pair, server, "POST", "/checkout", {
    body,
    headers: { "cart-token": token, "Idempotency-Key": key },
  });
}

describe("capacity shared by two processes", () => {
  test(`${BURST} checkouts at once through A and B for a product with ${LEFT} left: exactly ${LEFT} orders, the rest a clear 409, never below 0`, async () => {
    const tokens = await fillCarts(pair, BURST, [{ product_id: tightId, quantity: 1 }]);
    const slot = await firstSlot(tokens[0]!);
    const reservedNow = async () =>
      Number(
        (
          await pair.db
            .selectFrom("stock_reservations")
            .select("reserved")
            .where("product_id", "=", tightId)
            .where("date", "=", slot.date)
            .executeTakeFirst()
        )?.reserved ?? 0,
      );

    // While the burst runs, the pieces reserved for the day are read again and again: never more than there are.
    let bursting = true;
    const seen: number[] = [];
    const watch = (async () => {
      while (bursting) {
        seen.push(await reservedNow());
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const answers = await Promise.all(tokens.map((token, i) => checkout(pair.at(i), token, idempotencyKey(), checkoutBody(slot, i))));
    bursting = false;
    await watch;

    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed.length, `201s (statuses: ${JSON.stringify(countBy(answers.map((a) => a.status)))})`).toBe(LEFT);
    console.info(
      `capacity: orders placed through A ${placed.filter((a) => answers.indexOf(a) % 2 === 0).length}, through B ${placed.filter((a) => answers.indexOf(a) % 2 === 1).length}`,
    );
    for (const answer of refused) {
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.data?.reason, answer.text).toBe("sold_out");
      expect(answer.body.message, answer.text).toMatch(/sold out/);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen), `reserved pieces seen during the burst: ${seen.join(",")}`).toBeLessThanOrEqual(LEFT);

    // The orders in the database are the ones answered, each with its one piece; the day's capacity is used up.
    const codes = placed.map((a) => a.body.data!.order.code).sort();
    const orders = await pair.db
      .selectFrom("orders")
      .innerJoin("order_lines", "order_lines.order_id", "orders.id")
      .select(["orders.code", "order_lines.quantity"])
      .where("order_lines.product_id", "=", tightId)
      .where("orders.slot_date", "=", slot.date)
      .execute();
    expect(orders.map((o) => o.code).sort()).toEqual(codes);
    expect(orders.reduce((sum, o) => sum + o.quantity, 0)).toBe(LEFT);
    expect(await reservedNow()).toBe(LEFT);

    // A shopper who comes now, through either process, is told it is sold out for that day.
    const late = await fillCarts(pair, 2, [{ product_id: tightId, quantity: 1 }]);
    for (const [i, token] of late.entries()) {
      const answer = await checkout(pair.at(i), token, idempotencyKey(), checkoutBody(slot, BURST + i));
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body.message).toMatch(/” is sold out for \w+day, /);
    }
  });
});

describe("one Idempotency-Key sent to both processes at once", () => {
  test("places one order and charges the card once", async () => {
    const PAIRS = 10;
    const productId = await plainProductId(pair.db);
    const tokens = await fillCarts(pair, PAIRS, [{ product_id: productId, quantity: 2 }]);
    const slot = await firstSlot(tokens[0]!);
    const chargesBefore = pair.gateway.double.charges.length;
    // The carts' ids, while their tokens still name them (an ordered cart's token is cleared).
    const cartIds = new Map(
      (await pair.db.selectFrom("carts").select(["id", "token"]).where("token", "in", tokens).execute()).map((c) => [
        c.token!,
        Number(c.id),
      ]),
    );

    // Each cart's one request (same key, same body) reaches A and B at the same moment, as a client's retry through
    // a balancer would; the ten carts at once.
    const requests = tokens.map((token, i) => ({
      token,
      key: idempotencyKey(),
      body: {
        ...checkoutBody(slot, i),
        payment_option: "card",
        payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: `approve-${randomUUID()}` },
      },
    }));
    const answers = await Promise.all(
      requests.map((r) => Promise.all([checkout(pair.a, r.token, r.key, r.body), checkout(pair.b, r.token, r.key, r.body)])),
    );

    console.info(
      `idempotency: the two answers of each pair (A, B): ${JSON.stringify(countBy(answers.map((both) => both.map((a) => a.status).join("/"))))}`,
    );
    for (const [i, both] of answers.entries()) {
      const r = requests[i]!;
      const made = both.filter((a) => a.status === 201);
      expect(made.length, both.map((a) => a.text).join("\n")).toBeGreaterThanOrEqual(1);
      // The other one is the same order again, or "this request is still being handled" (409), nothing else.
      for (const answer of both.filter((a) => a.status !== 201)) {
        expect(answer.status, answer.text).toBe(409);
        expect(answer.body.data?.reason).toBe("in_progress");
      }
      const code = made[0]!.body.data!.order.code;
      expect(new Set(made.map((a) => a.body.data!.order.code))).toEqual(new Set([code]));

      // Asked again through each process once both have answered: the same order, replayed.
      for (const server of [pair.a, pair.b]) {
        const again = await checkout(server, r.token, r.key, r.body);
        expect(again.status, again.text).toBe(201);
        expect(again.headers.get("idempotent-replayed")).toBe("true");
        expect(again.body.data!.order.code).toBe(code);
      }

      const ofCart = await pair.db.selectFrom("orders").select("code").where("cart_id", "=", cartIds.get(r.token)!).execute();
      expect(
        ofCart.map((o) => o.code),
        "the cart's orders",
      ).toEqual([code]);
      const charges = pair.gateway.double.charges.filter((c) => c.invoiceNumber === code.replace(/^MV-/, ""));
      expect(charges, `charges for ${code}`).toHaveLength(1);
    }
    expect(pair.gateway.double.charges.length - chargesBefore).toBe(PAIRS);
  });
});

function countBy(values: (string | number)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}
