// The mixed open-loop scenario of `npm run bench` (BENCH_ONLY=mixed): page views, cart calls and checkouts sent at a
// fixed rate whatever the answers, as visitors arrive. Open loop: request i is due at start + i / rate, and its
// latency counts from that due time, so time spent queueing (in this process or in the server) is measured, not hidden.
import { Agent, request as httpRequest } from "node:http";
import { checkoutBody, idempotencyKey } from "../tests/support/checkout-load.ts";

export interface MixedCart {
  token: string;
  slot: { date: string; start: string };
}

export interface MixedPlan {
  base: string;
  rate: number;
  seconds: number;
  /** Anonymous page views, picked in turn (a browser's Accept-Encoding). */
  pages: string[];
  /** A product the cart calls add (its id). */
  productId: number;
  /** Carts made beforehand to be read and added to (never checked out). */
  browsingCarts: string[];
  /** Carts made beforehand, one for each checkout; the run stops sending checkouts when they run out. */
  checkoutCarts: MixedCart[];
}

export interface MixedResult {
  sent: number;
  answered: number;
  errors: number;
  /** Answers by kind and status, for the report ("page 200": 4000…), plus connection errors. */
  byKind: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
  /** Requests sent per second of the sending window (what the scheduler achieved). */
  achievedRate: number;
  /** How late the scheduler sent, at worst (ms after a request's due time). */
  worstSendDelay: number;
  checkouts: number;
}

type Kind = "page" | "cart-create" | "cart-add" | "cart-read" | "checkout";

/** Of every 100 requests: 80 page views, 15 cart calls (5 creates, 5 adds, 5 reads), 5 checkouts, spread evenly. */
function kindOf(i: number): Kind {
  const n = (i * 37) % 100; // 37 and 100 are coprime: each hundred in a row takes every slot once, well mixed
  if (n < 80) return "page";
  if (n < 85) return "cart-create";
  if (n < 90) return "cart-add";
  if (n < 95) return "cart-read";
  return "checkout";
}

/** How many checkout carts a run of `rate` × `seconds` needs. */
export function checkoutsFor(rate: number, seconds: number): number {
  let n = 0;
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i++) if (kindOf(i) === "checkout") n++;
  return n;
}

export async function runMixed(plan: MixedPlan): Promise<MixedResult> {
  const url = new URL(plan.base);
  // Enough sockets that the client never makes a request wait for one (a wait would count, but as the client's).
  const agent = new Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });
  const total = Math.round(plan.rate * plan.seconds);
  const latencies: number[] = [];
  const byKind: Record<string, number> = {};
  let errors = 0;
  let answered = 0;
  let sent = 0;
  let page = 0;
  let browsing = 0;
  let checkouts = 0;
  let worstSendDelay = 0;
  const count = (key: string) => (byKind[key] = (byKind[key] ?? 0) + 1);
  const pending = new Set<Promise<void>>();

  const send = (i: number, due: number) => {
    let kind = kindOf(i);
    if (kind === "checkout" && checkouts >= plan.checkoutCarts.length) kind = "cart-read";
    const headers: Record<string, string> = {};
    let method = "GET";
    let path: string;
    let body: string | undefined;
    if (kind === "page") {
      path = plan.pages[page++ % plan.pages.length]!;
      headers["accept-encoding"] = "gzip, deflate, br";
    } else if (kind === "checkout") {
      const cart = plan.checkoutCarts[checkouts++]!;
      method = "POST";
      path = "/api/v1/checkout";
      headers["cart-token"] = cart.token;
      headers["idempotency-key"] = idempotencyKey();
      body = JSON.stringify(checkoutBody(cart.slot, i));
    } else {
      path = "/api/v1/carts";
      if (kind !== "cart-create") headers["cart-token"] = plan.browsingCarts[browsing++ % plan.browsingCarts.length]!;
      if (kind !== "cart-read") {
        method = "POST";
        body = JSON.stringify({ product_id: plan.productId, quantity: 1 });
      }
    }
    if (body !== undefined) headers["content-type"] = "application/json";
    sent++;
    const done = new Promise<void>((resolve) => {
      const finish = (status: number | "error") => {
        const ms = performance.now() - due;
        latencies.push(ms);
        answered++;
        if (status === "error" || status >= 400) errors++;
        count(`${kind} ${status}`);
        resolve();
      };
      const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers, agent, timeout: 30_000 }, (res) => {
        res.resume();
        res.on("end", () => finish(res.statusCode ?? 0));
        res.on("error", () => finish("error"));
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => finish("error"));
      req.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const started = performance.now();
  let next = 0;
  // A timer every millisecond sends everything due by then: at 400/s that is 0–1 request a tick. A late tick (the
  // event loop busy) sends the requests it missed at once, and their latency still counts from their due times.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total) {
        const due = started + (next * 1000) / plan.rate;
        if (due > now) break;
        worstSendDelay = Math.max(worstSendDelay, now - due);
        send(next, due);
        next++;
      }
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 1);
  });
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    sent,
    answered,
    errors,
    byKind,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    achievedRate: sent / Math.max(sendingSeconds, plan.seconds),
    worstSendDelay,
    checkouts,
  };
}
