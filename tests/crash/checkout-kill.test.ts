// Crash test of POST /api/v1/checkout on SQLite (the order, its lines, the capacity reservations … and
// the idempotency record are written in one transaction). The real server runs in a child process; a burst of
// checkouts goes in, the process is killed with SIGKILL while answers are still coming back, and then:
//   • every order answered 201 is in the file, with its lines, its status row and its idempotency record;
//   • no half order exists: the slot's and the product's reservations add up to the orders in the file;
//   • the server starts again on that file and shows each 201 order to the browser that placed it;
//   • a client retrying an unanswered request with its key gets the committed order again, 409 (the key's first
//     attempt died while running), or a new order, and never a second order for one cart.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import {
  checkoutBody,
  fillCarts,
  idempotencyKey,
  openSlotsFor,
  type AnswerLine,
  plainProductId,
  serverFilesIn,
  startServer,
  tuneShop,
  type ServerProcess,
} from "../support/checkout-load.ts";

const CARTS = 60;
/**
 * SIGKILL as soon as this many 201 answers have arrived: most of the burst is still in the server then (typically
 * about 30 orders committed, a few answered, the rest not started). CRASH_KILL_AFTER moves the kill, to explore.
 */
const KILL_AFTER = Number(process.env.CRASH_KILL_AFTER ?? 6);
const CAPACITY_PRODUCT = "banh-mi-hoa-cuc";

const dir = mkdtempSync(join(tmpdir(), "checkout-kill-"));
const env = {
  ...serverFilesIn(dir),
  LOG_LEVEL: "warn",
  CART_LIMIT_PER_HOUR: "100000",
  CHECKOUT_LIMIT_PER_HOUR: "1000000",
};
const serverArgs = ["--import", "tsx", "tests/crash/api-server.ts"];
const servers: ServerProcess[] = [];
let passed = false;

afterAll(async () => {
  for (const server of servers) await server.kill9();
  // A failure leaves the database and the outbox behind to look at.
  if (passed) rmSync(dir, { recursive: true, force: true });
  else console.error(`checkout-kill: the database and outbox are kept in ${dir}`);
});

interface Outcome {
  key: string;
  token: string;
  body: ReturnType<typeof checkoutBody>;
  status?: number;
  code?: string;
  lines?: AnswerLine[];
  accessCookie?: string;
  error?: string;
}

test("orders answered 201 survive a kill -9 in the middle of a checkout burst", async () => {
  const first = await startServer({ args: serverArgs, env });
  servers.push(first);

  const ids = tuneShop(env.SQLITE_PATH, { ordersPerSlot: 1000, capacity: { [CAPACITY_PRODUCT]: 1000 } });
  const lines = [
    { product_id: ids.get(CAPACITY_PRODUCT)!, quantity: 1 },
    { product_id: plainProductId(env.SQLITE_PATH), quantity: 2 },
  ];
  const tokens = await fillCarts(first.base, CARTS, lines);
  const [slot] = (await openSlotsFor(first.base, tokens[0]!)).filter((s) => s.remaining >= CARTS);
  if (!slot) throw new Error("GET checkout/options offered no slot with room for the burst");

  // What the seed's own orders hold already: the checks below count only what the burst adds.
  const baseline = (() => {
    const view = new Database(env.SQLITE_PATH, { readonly: true });
    try {
      return {
        lastOrderId: (view.prepare("SELECT coalesce(max(id), 0) AS id FROM orders").get() as { id: number }).id,
        slotReserved:
          (
            view.prepare("SELECT reserved FROM slot_reservations WHERE date = ? AND start = ?").get(slot.date, slot.start) as
              { reserved: number } | undefined
          )?.reserved ?? 0,
        pieces:
          (
            view
              .prepare("SELECT reserved FROM stock_reservations WHERE product_id = ? AND date = ?")
              .get(lines[0]!.product_id, slot.date) as { reserved: number } | undefined
          )?.reserved ?? 0,
      };
    } finally {
      view.close();
    }
  })();

  // The burst: every cart checks out at once, each with its own key.
  const outcomes: Outcome[] = tokens.map((token, i) => ({ key: idempotencyKey(), token, body: checkoutBody(slot, i) }));
  let created = 0;
  let unansweredAtKill = -1;
  let killed: Promise<unknown> | null = null;
  const inFlight = outcomes.map(async (outcome) => {
    try {
      const answer = await fetch(`${first.base}/api/v1/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "cart-token": outcome.token, "Idempotency-Key": outcome.key },
        body: JSON.stringify(outcome.body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await answer.text();
      outcome.status = answer.status;
      if (answer.status === 201) {
        const order = (JSON.parse(text) as { data: { order: { code: string; lines: AnswerLine[]; gifts: AnswerLine[] } } }).data.order;
        outcome.code = order.code;
        outcome.lines = [...order.lines, ...order.gifts];
        outcome.accessCookie = /order_access=[^;]+/.exec(answer.headers.get("set-cookie") ?? "")?.[0];
        created += 1;
        if (created === KILL_AFTER) {
          unansweredAtKill = outcomes.filter((o) => o.status === undefined && o.error === undefined).length;
          killed = first.kill9();
        }
      } else {
        outcome.error = `HTTP ${answer.status}: ${text.slice(0, 200)}`;
      }
    } catch (error) {
      outcome.error = String((error as Error).cause ?? error);
    }
  });
  await Promise.all(inFlight);
  expect(
    killed,
    `the burst ended before ${KILL_AFTER} orders were answered 201: ${JSON.stringify(outcomes.map((o) => o.error ?? o.status))}`,
  ).not.toBeNull();
  const exit = await first.exited;
  expect(exit.signal).toBe("SIGKILL");

  const answered = outcomes.filter((o) => o.status === 201);
  const unanswered = outcomes.filter((o) => o.status === undefined);
  // Honest: the kill came while requests were still in the server, and those got no HTTP answer at all.
  expect(unansweredAtKill).toBeGreaterThan(0);
  expect(unanswered.length).toBeGreaterThan(0);
  expect(
    outcomes.filter((o) => o.status !== undefined && o.status !== 201),
    "only 201s or no answer",
  ).toEqual([]);

  // The file as the kill left it (opening it replays the write-ahead log, as the next start would).
  const db = new Database(env.SQLITE_PATH);
  const one = <T>(query: string, ...params: unknown[]) => db.prepare(query).get(...params) as T | undefined;
  const all = <T>(query: string, ...params: unknown[]) => db.prepare(query).all(...params) as T[];
  type KeyRow = { key: string; status: string; order_id: number | null };
  const keyStates = new Map<string, KeyRow>();
  try {
    expect(one<{ integrity_check: string }>("PRAGMA integrity_check")?.integrity_check).toBe("ok");

    for (const outcome of answered) {
      const order = one<{ id: number; slot_date: string; slot_start: string; email: string; payment_option: string; status: string }>(
        "SELECT id, slot_date, slot_start, email, payment_option, status FROM orders WHERE code = ?",
        outcome.code,
      );
      expect(order, `order ${outcome.code} was answered 201 but is not in the database`).toBeDefined();
      expect(order).toMatchObject({
        slot_date: slot.date,
        slot_start: slot.start,
        email: outcome.body.email,
        payment_option: "pay_at_pickup",
        status: "unfinished",
      });
      const stored = all<AnswerLine>(
        "SELECT product_id, quantity, price_cents, name FROM order_lines WHERE order_id = ? ORDER BY position",
        order!.id,
      );
      expect(stored, `the lines of ${outcome.code}`).toEqual(
        outcome.lines!.map(({ product_id, quantity, price_cents, name }) => ({ product_id, quantity, price_cents, name })),
      );
      expect(stored.map((l) => [l.product_id, l.quantity])).toEqual(expect.arrayContaining(lines.map((l) => [l.product_id, l.quantity])));
      expect(one<{ n: number }>("SELECT count(*) AS n FROM order_status_history WHERE order_id = ?", order!.id)?.n).toBe(1);
      expect(one<KeyRow>("SELECT key, status, order_id FROM idempotency_keys WHERE key = ?", outcome.key)).toEqual({
        key: outcome.key,
        status: "done",
        order_id: order!.id,
      });
    }

    // All or nothing for every order in the file, answered or not: its lines, and the capacity it took.
    const orders = all<{ id: number; cart_id: number | null }>("SELECT id, cart_id FROM orders WHERE id > ?", baseline.lastOrderId);
    expect(orders.length).toBeGreaterThanOrEqual(answered.length);
    for (const order of orders) {
      expect(
        one<{ n: number }>("SELECT count(*) AS n FROM order_lines WHERE order_id = ?", order.id)?.n,
        `lines of order ${order.id}`,
      ).toBeGreaterThanOrEqual(lines.length);
      expect(one<{ status: string }>("SELECT status FROM carts WHERE id = ?", order.cart_id)?.status).toBe("ordered");
    }
    const slotReserved =
      one<{ reserved: number }>("SELECT reserved FROM slot_reservations WHERE date = ? AND start = ?", slot.date, slot.start)?.reserved ??
      0;
    expect(slotReserved - baseline.slotReserved).toBe(orders.length);
    const pieces =
      one<{ reserved: number }>(
        "SELECT reserved FROM stock_reservations WHERE product_id = ? AND date = ?",
        lines[0]!.product_id,
        slot.date,
      )?.reserved ?? 0;
    const sold =
      one<{ n: number | null }>(
        "SELECT sum(quantity) AS n FROM order_lines WHERE product_id = ? AND order_id > ?",
        lines[0]!.product_id,
        baseline.lastOrderId,
      )?.n ?? 0;
    expect(pieces - baseline.pieces).toBe(sold);

    for (const row of all<KeyRow>("SELECT key, status, order_id FROM idempotency_keys")) keyStates.set(row.key, row);
    // Not asserted (the e-mails are sent after the commit, by design): committed orders the kill left without one.
    const mailed = new Set(mailedCodes(env.OUTBOX_DIR));
    const codes = all<{ code: string }>("SELECT code FROM orders WHERE id > ?", baseline.lastOrderId).map((o) => o.code);
    console.info(
      `checkout-kill: ${CARTS} checkouts, SIGKILL after ${KILL_AFTER} answers with ${unansweredAtKill} unanswered; ` +
        `${answered.length} answered 201, ${orders.length} orders in the file (${orders.length - answered.length} committed but never answered), ` +
        `${[...keyStates.values()].filter((k) => k.status === "running").length} keys left running, ` +
        `${codes.filter((code) => !mailed.has(code)).length} committed orders with no e-mail in the outbox`,
    );
  } finally {
    db.close();
  }

  // The server starts again on the same file; each answered order is there for the browser that placed it.
  const second = await startServer({ args: serverArgs, env });
  servers.push(second);
  for (const outcome of answered) {
    const answer = await fetch(`${second.base}/api/v1/orders/${outcome.code}`, { headers: { Cookie: outcome.accessCookie ?? "" } });
    expect(answer.status, `GET orders/${outcome.code} after the restart`).toBe(200);
    expect(((await answer.json()) as { data: { code: string } }).data.code).toBe(outcome.code);
  }

  // Retrying each unanswered request with its key and body: the committed order again, 409 for a key whose first
  // attempt died while running, or a new order when the first attempt never got as far as the key.
  const codeOfOrder = new Map<number, string>();
  {
    const view = new Database(env.SQLITE_PATH, { readonly: true });
    for (const row of view.prepare("SELECT id, code FROM orders").all() as { id: number; code: string }[])
      codeOfOrder.set(row.id, row.code);
    view.close();
  }
  for (const outcome of unanswered) {
    const answer = await fetch(`${second.base}/api/v1/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "cart-token": outcome.token, "Idempotency-Key": outcome.key },
      body: JSON.stringify(outcome.body),
    });
    const text = await answer.text();
    const before = keyStates.get(outcome.key);
    if (before?.status === "done") {
      expect(answer.status, text).toBe(201);
      expect(answer.headers.get("idempotent-replayed")).toBe("true");
      expect((JSON.parse(text) as { data: { order: { code: string } } }).data.order.code).toBe(codeOfOrder.get(before.order_id!));
    } else if (before?.status === "running") {
      expect(answer.status, text).toBe(409);
    } else {
      expect(answer.status, text).toBe(201);
      expect(answer.headers.get("idempotent-replayed")).toBeNull();
    }
  }
  const db2 = new Database(env.SQLITE_PATH, { readonly: true });
  try {
    const perCart = db2
      .prepare("SELECT cart_id, count(*) AS n FROM orders WHERE id > ? GROUP BY cart_id HAVING n > 1")
      .all(baseline.lastOrderId);
    expect(perCart, "one cart, at most one order").toEqual([]);
    const orders = (db2.prepare("SELECT count(*) AS n FROM orders WHERE id > ?").get(baseline.lastOrderId) as { n: number }).n;
    const slotReserved = (
      db2.prepare("SELECT reserved FROM slot_reservations WHERE date = ? AND start = ?").get(slot.date, slot.start) as { reserved: number }
    ).reserved;
    expect(slotReserved - baseline.slotReserved).toBe(orders);
  } finally {
    db2.close();
  }
  passed = true;
});

/** The order codes the .eml files in the outbox mention (quoted-printable soft line breaks undone). */
function mailedCodes(outbox: string): string[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox).flatMap(
    (name) =>
      readFileSync(join(outbox, name), "utf8")
        .replace(/=\r?\n/g, "")
        .match(/MV-[0-9A-Z]{12}/g) ?? [],
  );
}
