// One process killed with SIGKILL in the middle of a checkout burst sent to both (a machine lost behind the load
// balancer): the other keeps serving — every request sent to it succeeds, during the burst and after — and no order
// either one acknowledged (201) is lost: each is in the database with its lines, and its buyer can open it. A checkout
// A had in hand, sent again with its key through B, is placed once as soon as A is known gone.
import { afterAll, beforeAll, expect, test } from "vitest";
import { requestFingerprint } from "../../server/domain/checkout/idempotency.ts";
import { checkoutBody, idempotencyKey, openSlotsFor, type AnswerLine } from "../support/checkout-load.ts";
import { api, fillCarts, plainProductId, startPair, tuneShop, type Pair, type ScaleServer } from "./harness.ts";

const CARTS = 80;
/** SIGKILL to A once this many of its checkouts were answered 201: most of its share of the burst is still in it. */
const KILL_AFTER = 5;
const AFTER_KILL = 20;
const COUNTED_PRODUCT = "banh-mi-hoa-cuc";

let pair: Pair;
let countedId = 0;
/** The checkouts A had in hand when it was killed (no answer): sent again by the next test. */
const inHandOnA: { token: string; key: string; i: number }[] = [];
let burstSlot: { date: string; start: string } | undefined;

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
  token: string;
  i: number;
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
  burstSlot = slot;
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
    const outcome: Outcome = { server, key: idempotencyKey(), late, token, i };
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
  for (const o of onA) if (o.status === undefined) inHandOnA.push({ token: o.token, key: o.key, i: o.i });
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

test("a checkout A had in hand, sent again with its key through B (the checkout page's Try again), is placed once, as soon as A is known gone", async () => {
  expect(inHandOnA.length, "checkouts A had in hand at the kill").toBeGreaterThan(0);
  const retry = (o: (typeof inHandOnA)[number]) =>
    api<Placed>(pair, pair.b, "POST", "/checkout", {
      body: checkoutBody(burstSlot!, o.i),
      headers: { "cart-token": o.token, "Idempotency-Key": o.key },
    });
  // A's heartbeat stops with it; 6 s later it is no longer alive, and a hold it left on a key is taken over.
  const deadline = Date.now() + 15_000;
  for (const o of inHandOnA) {
    let answer = await retry(o);
    while (answer.status === 409 && Date.now() < deadline) {
      expect(answer.body.message).toContain("still being placed");
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await retry(o);
    }
    expect(answer.status, answer.text).toBe(201);
    const orders = await pair.db.selectFrom("orders").select("id").where("code", "=", answer.body.data!.order.code).execute();
    expect(orders).toHaveLength(1);
  }

  // The same, decided from the records: a hold of a process that is alive (B's own) waits; one of a process that is
  // not (any other id) is taken over at once.
  const [token] = await fillCarts({ ...pair, at: () => pair.b }, 1, [{ product_id: countedId, quantity: 1 }]);
  const body = checkoutBody(burstSlot!, 9_999);
  const fingerprint = requestFingerprint({ body, customer: null, cart: token });
  const alive = (await pair.db.selectFrom("app_meta").select(["key", "value"]).where("key", "like", "bus_process:%").execute()).filter(
    (row) => Date.now() - Date.parse(row.value) < 3_000,
  );
  expect(alive, "B alone is alive").toHaveLength(1);
  const key = idempotencyKey();
  await pair.db
    .insertInto("idempotency_keys")
    .values({
      key,
      fingerprint,
      status: "running",
      order_id: null,
      answer_json: null,
      created_at: new Date().toISOString(),
      owner: alive[0]!.key.slice("bus_process:".length),
    })
    .execute();
  const send = () => api<Placed>(pair, pair.b, "POST", "/checkout", { body, headers: { "cart-token": token!, "Idempotency-Key": key } });
  expect((await send()).status).toBe(409);
  await pair.db.updateTable("idempotency_keys").set({ owner: "a-process-long-gone" }).where("key", "=", key).execute();
  const placed = await send();
  expect(placed.status, placed.text).toBe(201);
  expect(await pair.db.selectFrom("idempotency_keys").select("status").where("key", "=", key).executeTakeFirst()).toEqual({
    status: "done",
  });
});
