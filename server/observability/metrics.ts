import cluster from "node:cluster";
import { timingSafeEqual, createHash } from "node:crypto";
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** One process's metrics as JSON (Registry#getMetricsAsJSON), what the primary sums. */
type metric = object;
import type { Db } from "../db/index.ts";

// The shop's Prometheus metrics (decision 030), one registry per process. What the server counts is counted here
// whether or not /metrics is on — a counter's increment is a few nanoseconds; the request timings, the only per-request
// cost, are taken only when METRICS_TOKEN is set (server/app.ts). Label values are bounded by construction: routes are
// the patterns written in the code (never a raw path), reasons and limit names are codes.
// Neutral ground: the domain (checkout, limits) and the HTTP layer both count into it.

export const registry = new Registry();

/** Answers of the Hono app and of the kept pages answered before it (server/http/pages-from-memory.ts). */
export const httpRequestDuration = new Histogram({
  name: "bakery_http_request_duration_seconds",
  help: "Time to answer a request, by method, route pattern and status code (its _count is the number of requests).",
  labelNames: ["method", "route", "status"] as const,
  // Kept pages answer in well under a millisecond; a checkout in tens of milliseconds.
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const ordersPlaced = new Counter({
  name: "bakery_orders_placed_total",
  help: "Orders placed through the checkout (the API's and the page's), replays of an Idempotency-Key not counted.",
  registers: [registry],
});

export const ordersRefused = new Counter({
  name: "bakery_orders_refused_total",
  help: "Checkouts the checkout's rules refused, by reason (soldOut, slotFull, cardDeclined, tooManyAttempts …).",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const pageCacheRequests = new Counter({
  name: "bakery_page_cache_requests_total",
  help: "Page requests by what the page cache did: hit (answered from memory), miss (rendered and kept), bypass (not keepable).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const rateLimitRefusals = new Counter({
  name: "bakery_rate_limit_refusals_total",
  help: "Hits a rate limit refused, by the limit's name and what it counts by: ip, account, or account_ip.",
  labelNames: ["limit", "per"] as const,
  registers: [registry],
});

// Read at scrape time from the database: every worker reads the same table, so a cluster keeps the largest, not a sum.
let outboxDb: Db | undefined;
const OUTBOX_TIMEOUT_MS = 1_000;

new Gauge({
  name: "bakery_outbox_depth",
  help: "E-mails the orders owe that are not sent yet (the outbox); -1 when the database did not answer in time.",
  aggregator: "max",
  registers: [registry],
  async collect() {
    const state = await outboxState();
    this.set(state ? state.depth : -1);
  },
});

new Gauge({
  name: "bakery_outbox_oldest_age_seconds",
  help: "Age of the oldest e-mail not sent yet (0 when none); -1 when the database did not answer in time.",
  aggregator: "max",
  registers: [registry],
  async collect() {
    const state = await outboxState();
    this.set(state ? state.oldestAgeSeconds : -1);
  },
});

// Both outbox gauges are read by one query per scrape.
let pending: Promise<{ depth: number; oldestAgeSeconds: number } | null> | null = null;
function outboxState() {
  pending ??= readOutbox().finally(() => {
    pending = null;
  });
  return pending;
}

async function readOutbox(): Promise<{ depth: number; oldestAgeSeconds: number } | null> {
  const db = outboxDb;
  if (!db) return { depth: 0, oldestAgeSeconds: 0 };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), OUTBOX_TIMEOUT_MS)));
  const query = db
    .selectFrom("outbox_emails")
    .where("sent_at", "is", null)
    .select((eb) => [eb.fn.countAll<string | number>().as("depth"), eb.fn.min("created_at").as("oldest")])
    .executeTakeFirst()
    .then((row) => ({
      depth: Number(row?.depth ?? 0),
      oldestAgeSeconds: row?.oldest ? Math.max(0, (Date.now() - Date.parse(String(row.oldest))) / 1000) : 0,
    }))
    .catch(() => null);
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

let defaultsOn = false;

/**
 * Turns on what only /metrics needs: Node's own metrics (heap, RSS, event-loop lag, GC) and the outbox's gauges on
 * `db`. Called by createApp when METRICS_TOKEN is set; a second call only changes the database.
 */
export function enableMetrics(db: Db): void {
  outboxDb = db;
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

/**
 * Counts a rate limit's refusal under its key's first word (checkout, login, cart …) and what it counts by — `ip`
 * (checkout:ip:…, cart:open:…), `account` (login:<who>) or `account_ip` (staff-login:<who>:ip:…) — never the address
 * or the account itself.
 */
export function countLimitRefusal(key: string): void {
  const name = /^[a-z][a-z-]{0,31}(?=:)/.exec(key)?.[0] ?? "other";
  const per = /^[^:]+:(ip|open):/.test(key) ? "ip" : key.includes(":ip:") ? "account_ip" : "account";
  rateLimitRefusals.inc({ limit: name, per });
}

/** Whether `sent` is exactly `expected`, compared in constant time (both hashed first: lengths are not told either). */
export function tokenMatches(sent: string, expected: string): boolean {
  const a = createHash("sha256").update(sent).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

// ---- one answer for a cluster (WEB_CONCURRENCY > 1) ----
// The worker asked for /metrics asks the primary; the primary asks every worker for its metrics as JSON, waits for
// each at most WORKER_TIMEOUT_MS (a stuck worker is left out, and bakery_metrics_workers_reporting says how many
// answered), sums them with prom-client's AggregatorRegistry and answers the asking worker.

const ASK = "mai-vang:metrics:ask";
const ANSWER = "mai-vang:metrics:answer";
const COLLECT = "mai-vang:metrics:collect";
const COLLECTED = "mai-vang:metrics:collected";
const WORKER_TIMEOUT_MS = 2_000;
const PRIMARY_TIMEOUT_MS = WORKER_TIMEOUT_MS + 1_000;

interface Message {
  type: string;
  id: number;
  text?: string;
  metrics?: metric[];
}

function isMessage(value: unknown): value is Message {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Message).type === "string" &&
    (value as Message).type.startsWith("mai-vang:metrics:")
  );
}

/** The Prometheus text /metrics answers: this process's, or the whole cluster's when this is a worker. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return registry.metrics();
  return askPrimary();
}

let asked = 0;
const waiting = new Map<number, (text: string | null) => void>();
let workerListening = false;

function listenAsWorker() {
  if (workerListening) return;
  workerListening = true;
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === ANSWER) waiting.get(message.id)?.(message.text ?? null);
    if (message.type === COLLECT)
      void registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics }),
        () => process.send?.({ type: COLLECTED, id: message.id, metrics: [] }),
      );
  });
}

/** In a worker: answers the primary's requests for this worker's metrics (from the start, before any scrape). */
export function serveMetricsToPrimary(): void {
  if (cluster.isWorker) listenAsWorker();
}

async function askPrimary(): Promise<string> {
  listenAsWorker();
  const id = ++asked;
  try {
    const text = await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), PRIMARY_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      process.send!({ type: ASK, id });
    });
    if (text === null) throw new Error("the cluster's primary did not answer in time");
    return text;
  } finally {
    waiting.delete(id);
  }
}

/** In the cluster's primary: answers a worker's ASK with every worker's metrics summed. */
export function aggregateMetricsForWorkers(): void {
  let collecting = 0;
  const collections = new Map<number, { expected: number; got: metric[][]; done: () => void }>();
  cluster.on("message", (from, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === COLLECTED) {
      const collection = collections.get(message.id);
      if (!collection) return;
      collection.got.push(message.metrics ?? []);
      if (collection.got.length >= collection.expected) collection.done();
      return;
    }
    if (message.type !== ASK) return;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
    const id = ++collecting;
    void new Promise<metric[][]>((resolve) => {
      const got: metric[][] = [];
      const timer = setTimeout(() => resolve(got), WORKER_TIMEOUT_MS);
      collections.set(id, {
        expected: workers.length,
        got,
        done: () => {
          clearTimeout(timer);
          resolve(got);
        },
      });
      for (const worker of workers) worker?.send({ type: COLLECT, id });
    })
      .then(async (got) => {
        collections.delete(id);
        const summed = AggregatorRegistry.aggregate(got);
        const reporting = new Gauge({
          name: "bakery_metrics_workers_reporting",
          help: "Worker processes whose metrics this answer sums.",
          registers: [summed],
        });
        reporting.set(got.length);
        const alive = new Gauge({ name: "bakery_metrics_workers", help: "Worker processes the cluster runs now.", registers: [summed] });
        alive.set(workers.length);
        return summed.metrics();
      })
      .then((text) => {
        if (from.isConnected()) from.send({ type: ANSWER, id: message.id, text });
      });
  });
}
