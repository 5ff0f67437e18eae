// One process killed with SIGKILL in the middle of a checkout burst sent to both (a machine lost behind the load
// balancer): the other keeps serving — every request sent to it succeeds, during the burst and after — and no order
// either one acknowledged (201) is lost: each is in the database with its lines, and its buyer can open it.
import { afterAll, beforeAll, expect, test } from "vitest";
import { checkoutBody, idempotencyKey, openSlotsFor, type AnswerLine } from "../support/checkout-load.ts";
import { api, fillCarts, plainProductId, startPair, tuneShop, type Pair, type ScaleServer } from "./harness.ts";

const CARTS = 80;
/** SIGKILL to A once this many of its checkouts were answered 201: most of its share of the burst is still in it. */
const KILL_AFTER = 5;
const AFTER_KILL = 20;
const COUNTED_PRODUCT = "banh-mi-hoa-cuc";

let pair: Pair;
let countedId = 0;

beforeAll(async () => {
  pair = await startPair({
    prepare: async (db) => {
      countedId = (await tuneShop(db, { ordersPerSlot: 1000, capacity: { [COUNTED_PRODUCT]: 10_000 } })).get(COUNTED_PRODUCT)!;
    },
  });
});
afterAll(() => pair?.close());

interface Outcome {
  server: ScaleServer;
  key: string;
  /** Sent after the kill. */
  late: boolean;
  status?: number;
  code?: string;
  lines?: AnswerLine[];
  accessCookie?: string;
  error?: string;
}
type Placed = { order: { code: string; lines: AnswerLine[]; gifts: AnswerLine[] } };

test("kill -9 of A mid-burst: B keeps serving every request, and no order answered 201 is lost", async () => {
  const lines = [
    { product_id: countedId, quantity: 1 },
    { product_id: await plainProductId(pair.db), quantity: 2 },
  ];
  const tokens = await fillCarts(pair, CARTS, lines);
  const [slot] = await openSlotsFor(pair.b.base, tokens[0]!);
  if (!slot) throw new Error("GET checkout/options offered no open slot");
  const lastOrderId = Number(
    (
      await pair.db
        .selectFrom("orders")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst()
    )?.id ?? 0,
  );

  const outcomes: Outcome[] = [];
  const send = async (server: ScaleServer, token: string, i: number, late: boolean) => {
    const outcome: Outcome = { server, key: idempotencyKey(), late };
    outcomes.push(outcome);
    try {
      const answer = await api<Placed>(pair, server, "POST", "/checkout", {
        body: checkoutBody(slot, i),
        headers: { "cart-token": token, "Idempotency-Key": outcome.key },
      });
      outcome.status = answer.status;
      if (answer.status === 201) {
        const order = answer.body.data!.order;
        outcome.code = order.code;
        outcome.lines = [...order.lines, ...order.gifts];
        outcome.accessCookie = /order_access=[^;]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0];
      } else {
        outcome.error = `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;
      }
    } catch (error) {
      outcome.error = String((error as Error).cause ?? error);
    }
    return outcome;
  };

  // The burst, alternating; A is killed once it has answered KILL_AFTER orders.
  let answeredByA = 0;
  let unansweredOnAAtKill = -1;
  let killed: Promise<unknown> | null = null;
  await Promise.all(
    tokens.map(async (token, i) => {
      const outcome = await send(pair.at(i), token, i, false);
      if (outcome.server === pair.a && outcome.status === 201 && ++answeredByA === KILL_AFTER) {
        unansweredOnAAtKill = outcomes.filter((o) => o.server === pair.a && o.status === undefined && o.error === undefined).length;
        killed = pair.a.kill9();
      }
    }),
  );
  expect(killed, `A answered fewer than ${KILL_AFTER} orders: ${JSON.stringify(outcomes.map((o) => o.error ?? o.status))}`).not.toBeNull();
  expect((await pair.a.exited).signal).toBe("SIGKILL");
  // Honest: the kill came while A still had checkouts in hand.
  expect(unansweredOnAAtKill, "checkouts A had not answered when it was killed").toBeGreaterThan(0);

  // After the kill, B alone: new visitors' pages, carts and checkouts.
  for (const path of ["/", `/${COUNTED_PRODUCT}`, "/vi/products"]) {
    const answer = await pair.fetch(`${pair.b.base}${path}`);
    expect(answer.status, `GET ${path} through B after the kill`).toBe(200);
  }
  const lateTokens = await fillCarts({ ...pair, at: () => pair.b }, AFTER_KILL, lines);
  await Promise.all(lateTokens.map((token, i) => send(pair.b, token, CARTS + i, true)));

  const onB = outcomes.filter((o) => o.server === pair.b);
  expect(
    onB.filter((o) => o.status !== 201).map((o) => o.error),
    "every checkout sent to B succeeds",
  ).toEqual([]);
  expect(onB.filter((o) => o.late)).toHaveLength(AFTER_KILL);
  const onA = outcomes.filter((o) => o.server === pair.a);
  expect(
    onA.filter((o) => o.status !== undefined && o.status !== 201).map((o) => o.error),
    "A answered 201 or nothing",
  ).toEqual([]);
  const answered = outcomes.filter((o) => o.status === 201);
  console.info(
    `kill: A answered ${onA.filter((o) => o.status === 201).length} of ${onA.length} (${unansweredOnAAtKill} in hand at the kill), ` +
      `B ${onB.filter((o) => !o.late).length} during the burst and ${AFTER_KILL} after`,
  );

  // Every acknowledged order is in the database with the lines it was answered with, its status and its key.
  for (const outcome of answered) {
    const order = await pair.db
      .selectFrom("orders")
      .select(["id", "slot_date", "slot_start", "status"])
      .where("code", "=", outcome.code!)
      .executeTakeFirst();
    expect(order, `order ${outcome.code} (answered 201 by ${outcome.server.name}) is in the database`).toBeDefined();
    expect(order).toMatchObject({ slot_date: slot.date, slot_start: slot.start, status: "unfinished" });
    const stored = await pair.db
      .selectFrom("order_lines")
      .select(["product_id", "quantity", "price_cents", "name"])
      .where("order_id", "=", order!.id)
      .orderBy("position")
      .execute();
    expect(stored, `the lines of ${outcome.code}`).toEqual(
      outcome.lines!.map(({ product_id, quantity, price_cents, name }) => ({ product_id, quantity, price_cents, name })),
    );
    const key = await pair.db
      .selectFrom("idempotency_keys")
      .select(["status", "order_id"])
      .where("key", "=", outcome.key)
      .executeTakeFirst();
    expect(key).toEqual({ status: "done", order_id: order!.id });
  }

  // Nothing half-written by the killed process: every order in the database has its lines, and the pieces reserved
  // for the day are the pieces ordered.
  const orders = await pair.db.selectFrom("orders").select("id").where("id", ">", lastOrderId).execute();
  expect(orders.length).toBeGreaterThanOrEqual(answered.length);
  for (const order of orders) {
    const count = await pair.db
      .selectFrom("order_lines")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n), `lines of order ${order.id}`).toBeGreaterThanOrEqual(lines.length);
  }
  const reserved = await pair.db
    .selectFrom("stock_reservations")
    .select("reserved")
    .where("product_id", "=", countedId)
    .where("date", "=", slot.date)
    .executeTakeFirst();
  const sold = await pair.db
    .selectFrom("order_lines")
    .innerJoin("orders", "orders.id", "order_lines.order_id")
    .select((eb) => eb.fn.sum<number>("order_lines.quantity").as("n"))
    .where("order_lines.product_id", "=", countedId)
    .where("orders.slot_date", "=", slot.date)
    .executeTakeFirstOrThrow();
  expect(Number(reserved?.reserved ?? 0)).toBe(Number(sold.n ?? 0));

  // And each buyer A answered can open their order through B.
  for (const outcome of answered.filter((o) => o.server === pair.a)) {
    const view = await api<{ code: string }>(pair, pair.b, "GET", `/orders/${outcome.code}`, {
      headers: { Cookie: outcome.accessCookie ?? "" },
    });
    expect(view.status, `GET orders/${outcome.code} through B`).toBe(200);
    expect(view.body.data!.code).toBe(outcome.code);
  }
});
