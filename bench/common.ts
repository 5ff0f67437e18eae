// What bench/run.ts (the main table) and bench/processes.ts (`--processes`: one, two… worker processes) both use:
// the servers' node flags, a GET as autocannon asks, the checkout scenario's orders, CPU seconds from /proc, the load
// average.
import { readFileSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { checkoutBody, idempotencyKey } from "../tests/support/checkout-load.ts";

/** The node flags `npm start` runs the server with (package.json's start script: the heap ceiling), for every server. */
export function startFlags(): string[] {
  return [
    ...((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start.match(/(?<=\s)--\S+/g) ?? []),
    // BENCH_SERVER_NODE_ARGS: more flags for the servers' node.
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? "").split(/\s+/).filter(Boolean),
  ];
}

export interface CheckoutCart {
  token: string;
  slot: { date: string; start: string };
}

/** One POST checkout per cart over `connections`, each with its own Idempotency-Key; 201s per second of wall time. */
export async function placeOrders(base: string, carts: CheckoutCart[], connections: number) {
  let next = 0;
  const started = process.hrtime.bigint();
  // autocannon ends an `amount` run on its next one-second tick: the run lasts until the last answer, not that tick.
  let lastAnswer = started;
  const result = await autocannon({
    url: base,
    connections: Math.min(connections, carts.length),
    amount: carts.length,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/v1/checkout",
        setupRequest: (request) => {
          const i = next++;
          const cart = carts[i % carts.length]!;
          return {
            ...request,
            headers: { "content-type": "application/json", "cart-token": cart.token, "idempotency-key": idempotencyKey() },
            body: JSON.stringify(checkoutBody(cart.slot, i)),
          };
        },
        onResponse: () => {
          lastAnswer = process.hrtime.bigint();
        },
      },
    ],
  });
  const seconds = Number(lastAnswer - started) / 1e9;
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count ?? 0)]));
  const created = byStatus["201"] ?? 0;
  return { result, seconds, created, byStatus, notCreated: carts.length - created };
}

/** GET with only the given headers (as autocannon sends them: no Accept-Encoding unless given), the body as it came. */
export function get(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // A connection of its own (no keep-alive), so that with node:cluster successive calls may reach different workers.
    httpGet(new URL(path, origin), { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** User + system CPU seconds a process has used so far (Linux /proc), or NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /, "")
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, in clock ticks (USER_HZ = 100 on Linux)
  } catch {
    return Number.NaN;
  }
}

/** The 1, 5 and 15 minute load averages: how busy the machine was (2 cores; other work shares them). */
export function loadAverage() {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
}
