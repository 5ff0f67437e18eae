// Rolling deploys behind a real nginx and a real Caddy (Debian's nginx 1.22 and Caddy 2.6, installed by .ci/run as
// Chromium is): the repository's own deploy/nginx/mai-vang.conf and deploy/caddy/Caddyfile, with only their ports,
// addresses and certificate paths changed (scripts/proxies.mjs), in front of the two servers A and B. Under a mixed
// load of page views, API reads, cart writes and checkouts with an Idempotency-Key:
//   • every process restarted one after another, twice, by the documented procedure (scripts/rolling-restart.mjs:
//     SIGTERM, the drain, the new process, then wait until the proxy sends it requests): not one failed request — no
//     5xx, no 4xx, no connection error — and every checkout answered 201 is one order in the database;
//   • a process killed with kill -9 under that load: no read fails; what writes fail is counted and said (a write
//     the process had when it died is never sent twice by the proxy), and each checkout among them, sent again with its
//     key as the shop's checkout page does, is placed once: the dead process's claim on the key is taken over as soon
//     as it is known gone.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { startProxy, type ProxyKind, type RunningProxy } from "../../scripts/proxies.mjs";
import { rollingRestart } from "../../scripts/rolling-restart.mjs";
import { HOST, openSlotsFor, type OpenSlot } from "../support/checkout-load.ts";
import { startMixedLoad, tally, type Load } from "./mixed-load.ts";
import { fillCarts, portInRange, startPair, tuneShop, type Pair } from "./harness.ts";

const CONNECTIONS = 16;
/** How long the load runs before and after what a test does to the servers. */
const SETTLE_MS = 2_000;
const PRODUCTS = ["banh-mi-hoa-cuc", "pate-chaud", "banh-da-lon"];

describe.each(["nginx", "caddy"] as ProxyKind[])("behind %s", (kind) => {
  let pair: Pair;
  let proxy: RunningProxy;
  let dir: string;
  let products: { id: number; slug: string }[] = [];
  let slots: OpenSlot[] = [];

  beforeAll(async () => {
    pair = await startPair({
      prepare: async (db) => {
        const ids = await tuneShop(db, { ordersPerSlot: 1000, capacity: Object.fromEntries(PRODUCTS.map((slug) => [slug, null])) });
        products = [...ids].map(([slug, id]) => ({ id, slug }));
      },
    });
    dir = mkdtempSync(join(tmpdir(), `scale-${kind}-`));
    const taken = new Set([pair.a.port, pair.b.port]);
    const port = await portInRange(taken);
    proxy = await startProxy(kind, {
      dir,
      host: HOST,
      port,
      upstreams: [`${HOST}:${pair.a.port}`, `${HOST}:${pair.b.port}`],
      ...(kind === "nginx" ? { redirectPort: await portInRange(taken) } : { adminPort: await portInRange(taken) }),
    });
    const [token] = await fillCarts(pair, 1, [{ product_id: products[0]!.id, quantity: 1 }]);
    slots = (await openSlotsFor(pair.a.base, token!)).slice(0, 20);
    if (slots.length < 5) throw new Error(`GET checkout/options offered ${slots.length} open slots`);
  });
  let passed = true;
  afterEach((context) => {
    if (context.task.result?.state === "fail") passed = false;
  });
  afterAll(async () => {
    await proxy?.stop();
    await pair?.close();
    // A failure leaves the proxy's configuration and whole logs behind to look at.
    if (dir && passed) rmSync(dir, { recursive: true, force: true });
    else if (dir) console.error(`${kind}: its configuration and logs are kept in ${dir}`);
  });

  const explain = (load: Load) =>
    `${kind} ${proxy.version}: ${tally(load.failures())}\nfirst failures: ${JSON.stringify(load.failures().slice(0, 5), null, 1)}\n${proxy.logs().slice(-4000)}\n${pair.logs().slice(-6000)}`;

  async function ordersOf(codes: string[]): Promise<Map<string, number>> {
    const rows = codes.length ? await pair.db.selectFrom("orders").select("code").where("code", "in", codes).execute() : [];
    const seen = new Map<string, number>();
    for (const row of rows) seen.set(row.code, (seen.get(row.code) ?? 0) + 1);
    return seen;
  }

  const orderCount = async () =>
    Number(
      (
        await pair.db
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test("every process restarted one after another, twice, under load: not one failed request, every checkout once", async () => {
    const ordersBefore = await orderCount();
    const load = startMixedLoad({ via: proxy.url, connections: CONNECTIONS, products, slots });
    const steps: string[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      for (let round = 0; round < 2; round++) {
        await rollingRestart({
          via: proxy.url,
          insecure: true,
          timeoutMs: 60_000,
          log: (line) => steps.push(line),
          servers: (["A", "B"] as const).map((name) => ({
            url: pair[name === "A" ? "a" : "b"].base,
            restart: () => pair.restart(name),
          })),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    } finally {
      await load.stop();
    }
    const byKind = (k: string) => load.outcomes.filter((o) => o.kind === k).length;
    console.log(
      `${kind} ${proxy.version}: ${load.outcomes.length} requests over 4 restarts (${byKind("page")} page views, ${byKind("read")} API reads, ${byKind("cart")} cart writes, ${byKind("checkout")} checkouts)\n  ${steps.join("\n  ")}`,
    );
    expect(load.failures(), explain(load)).toEqual([]);
    expect(byKind("checkout")).toBeGreaterThan(20);
    // Traffic reached the new processes, through the proxy, between and after the restarts.
    expect(load.outcomes.length).toBeGreaterThan(2000);

    // Every checkout answered 201 is one order, and the load made no other.
    const codes = [...load.placed.values()];
    expect(codes).toHaveLength(byKind("checkout"));
    const found = await ordersOf(codes);
    expect([...found.values()].every((n) => n === 1) && found.size === codes.length).toBe(true);
    const ordersAfter = await orderCount();
    expect(ordersAfter - ordersBefore).toBe(codes.length);
  });

  test("kill -9 of a process under load: no read fails; a write it had is lost to its sender, a checkout sent again with its key placed once", async () => {
    const load = startMixedLoad({ via: proxy.url, connections: CONNECTIONS, products, slots });
    let killedAt = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      killedAt = Date.now();
      await pair.b.kill9();
      // The proxy finds out (nginx: a refused connection; Caddy: that too, and its health check) and serves from A.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
    } finally {
      await load.stop();
    }
    const failures = load.failures();
    const reads = failures.filter((o) => o.method === "GET");
    console.log(
      `${kind}: kill -9 of B under load: ${load.outcomes.length} requests, ${failures.length} failed${failures.length ? `: ${tally(failures)}` : ""}`,
    );
    expect(reads, explain(load)).toEqual([]);
    // Only the writes B was working on when it died can fail: each a 502 from the proxy, within a moment of the kill.
    for (const failure of failures) {
      expect([failure.status, failure.error], explain(load)).toEqual([502, undefined]);
      expect(Math.abs(failure.at - killedAt)).toBeLessThan(3_000);
    }
    // The checkout page sends a failed attempt again with the same Idempotency-Key ("Try again"), now through A.
    // Either B had placed the order before it died (its key is done): the same order again. Or it had not: B's claim
    // on the key is taken over once B is known to be gone (its heartbeat is 6 s old) and the order is placed, once;
    // until then the answer is "still being placed" (409), and the customer tries again a moment later.
    const lost = failures.filter((o) => o.kind === "checkout");
    const notes: string[] = [];
    for (const outcome of lost) {
      const deadline = Date.now() + 15_000;
      let again = await outcome.again!();
      let waited = 0;
      while (again.status === 409 && Date.now() < deadline) {
        expect(again.said).toContain("still being placed");
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        waited++;
        again = await outcome.again!();
      }
      expect(again.status, again.said).toBe(201);
      notes.push(waited ? `placed after ${waited} "still being placed" answer(s)` : "201 at once");
    }
    const codes = [...load.placed.values()];
    const found = await ordersOf(codes);
    expect(found.size).toBe(codes.length);
    expect([...found.values()].every((n) => n === 1)).toBe(true);
    if (lost.length) console.log(`${kind}: ${lost.length} checkout(s) sent again with their key: ${notes.join("; ")}`);

    await pair.revive("B");
  });
});
