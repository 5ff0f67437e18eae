// The scale suite's setting: two real server processes, A and B, built as `npm start` serves them, on one
// fresh PostgreSQL database, with one Authorize.Net double both charge through (so a charge is counted once whoever
// made it), and Redis when REDIS_URL is set. A starts first (it migrates and seeds), then B. Requests alternate
// between them, as a load balancer's would.
//
// The servers sit "behind a proxy" (TRUST_PROXY=true) and every request here says which client it comes from
// (X-Forwarded-For, a made-up address per run): the rate limits then count this run's requests only, also when
// their counters live in a Redis that earlier runs used.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { openDb, type Db } from "../../server/db/index.ts";
import { DEFAULT_FULFILMENT_SETTINGS, FULFILMENT_SETTINGS_KEY, parseFulfilmentSettings } from "../../server/domain/fulfilment/settings.ts";
import { DOUBLE_CREDENTIALS, startGatewayDoubleServer } from "../../server/payments/authorize-net-double.ts";
import { cheapHash } from "../support/cheap-hash.ts";
import { HOST } from "../support/checkout-load.ts";

export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
/** The production build the servers run (scripts/test-scale.mjs builds it when missing or older than the sources). */
export const BUILD_DIR = resolve(process.env.SCALE_BUILD_DIR ?? process.env.BUILD_DIR ?? "build");
/** This suite's ports (the team shares the machine): the servers and the gateway double take free ones from here. */
const PORT_RANGE = { first: Number(process.env.SCALE_PORT_FIRST ?? 3360), last: Number(process.env.SCALE_PORT_LAST ?? 3379) };

/** The server's settings this suite decides itself; anything else of the caller's environment is left to defaults. */
const SERVER_KEYS = [
  "DATABASE_URL",
  "SQLITE_PATH",
  "PORT",
  "HOST",
  "PUBLIC_URL",
  "REDIS_URL",
  "WEB_CONCURRENCY",
  "TRUST_PROXY",
  "SMTP_URL",
  "PAGE_CACHE_MB",
  "PAGE_CACHE_TTL_SECONDS",
  "AUTH_SESSION_SECONDS",
  "LOG_LEVEL",
  "OUTBOX_DIR",
  "UPLOADS_DIR",
  "PRIVATE_UPLOADS_DIR",
  "CART_LIMIT_PER_HOUR",
  "CHECKOUT_LIMIT_PER_HOUR",
  "REGISTER_LIMIT_PER_HOUR",
  "AUTHORIZE_NET_API_LOGIN_ID",
  "AUTHORIZE_NET_TRANSACTION_KEY",
  "AUTHORIZE_NET_CLIENT_KEY",
  "AUTHORIZE_NET_ENV",
  "AUTHORIZE_NET_API_URL",
  "AUTHORIZE_NET_ACCEPT_UI_URL",
];

type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface ScaleServer {
  name: "A" | "B";
  base: string;
  port: number;
  child: ChildProcess;
  /** The last 20,000 characters the process wrote (for a failure's message). */
  output(): string;
  exited: Promise<Exit>;
  /** SIGKILL, then wait for the exit. */
  kill9(): Promise<Exit>;
}

export interface Pair {
  /** The current A and B (`restart` replaces them). */
  a: ScaleServer;
  b: ScaleServer;
  /** A for even i, B for odd: requests alternate as a round-robin balancer sends them. */
  at(i: number): ScaleServer;
  /** The fresh database both servers use, for the checks. */
  db: Db;
  databaseUrl: string;
  gateway: Awaited<ReturnType<typeof startGatewayDoubleServer>>;
  /** The client address this run's requests carry (X-Forwarded-For). */
  clientIp: string;
  /** `fetch` with this run's client address added to the headers. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /**
   * Stops A or B as a process manager does (SIGTERM, then waits for its exit: the drain, then what is in flight) and
   * starts the same server again on the same port; resolves once the new one is ready (/readyz).
   */
  restart(name: "A" | "B"): Promise<ScaleServer>;
  /** Starts A or B again after it died (a kill -9), on its port. */
  revive(name: "A" | "B"): Promise<ScaleServer>;
  /** Both servers' output, for a failure's message. */
  logs(): string;
  close(): Promise<void>;
}

/** A free port of this suite's range on 127.0.0.1 (one nobody listens on now), skipping `taken`. */
export async function portInRange(taken: Set<number>): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once("error", () => done(false));
      probe.listen(port, HOST, () => probe.close(() => done(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.first}–${PORT_RANGE.last} on ${HOST} (SCALE_PORT_FIRST / SCALE_PORT_LAST move the range)`);
}

/** Runs `node <build>/server-main.js` on `port` and waits until /readyz says it is ready (its database answers); throws (never skips) otherwise. */
async function startServer(name: "A" | "B", port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<ScaleServer> {
  const base = `http://${HOST}:${port}`;
  const inherited = { ...process.env } as Record<string, string>;
  for (const key of SERVER_KEYS) delete inherited[key];
  const child = spawn(process.execPath, [join(BUILD_DIR, "server-main.js")], {
    env: { ...inherited, NODE_ENV: "production", ...env, PORT: String(port), HOST },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let gone: Exit | null = null;
  const exited = new Promise<Exit>((done) => child.once("exit", (code, signal) => done((gone = { code, signal }))));
  const server: ScaleServer = {
    name,
    base,
    port,
    child,
    output: () => output,
    exited,
    async kill9() {
      if (!gone) child.kill("SIGKILL");
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`server ${name} exited before it was ready (/readyz) (${JSON.stringify(gone)}):\n${output}`);
    try {
      const answer = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`server ${name} was not ready (/readyz) within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`the scale suite needs PostgreSQL at TEST_DATABASE_URL (${describe(ADMIN_DATABASE_URL)}): ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function describe(url: string): string {
  const parsed = new URL(url);
  return `postgres://${parsed.host}${parsed.pathname}`;
}

/**
 * A fresh database, the gateway double, then A (which migrates and seeds) and B. `env` adds to (or overrides) the
 * servers' settings; `prepare` runs on the database between A's start and B's (before either served a request).
 */
export async function startPair(options: { env?: Record<string, string>; prepare?: (db: Db) => Promise<void> } = {}): Promise<Pair> {
  if (!existsSync(join(BUILD_DIR, "server-main.js"))) {
    throw new Error(`no production build in ${BUILD_DIR}: run the suite with npm run test:scale (it builds), or npm run build first`);
  }
  const name = `scale_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${name}` }).href;
  const dir = mkdtempSync(join(tmpdir(), "scale-"));
  const taken = new Set<number>();
  const servers: ScaleServer[] = [];
  let gateway: Pair["gateway"] | null = null;
  let handle: ReturnType<typeof openDb> | null = null;

  const close = async () => {
    await Promise.all(servers.map((server) => server.kill9()));
    await gateway?.close().catch(() => {});
    await handle?.db.destroy().catch(() => {});
    await admin(async (client) => {
      // The servers' and this process's connections close on their own a moment after; FORCE only for one that does
      // not (it would end a connection still closing with an error nobody listens to).
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    gateway = await startGatewayDoubleServer(await portInRange(taken));
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      OUTBOX_DIR: join(dir, "outbox"),
      UPLOADS_DIR: join(dir, "uploads"),
      // The seed's cake photos too: never the checkout's own data/private.
      PRIVATE_UPLOADS_DIR: join(dir, "private"),
      // One client address sends all of this suite's carts and checkouts: the limits a shopper meets are not the test.
      CART_LIMIT_PER_HOUR: "1000000",
      CHECKOUT_LIMIT_PER_HOUR: "1000000",
      REGISTER_LIMIT_PER_HOUR: "1000000",
      AUTHORIZE_NET_API_LOGIN_ID: DOUBLE_CREDENTIALS.apiLoginId,
      AUTHORIZE_NET_TRANSACTION_KEY: DOUBLE_CREDENTIALS.transactionKey,
      AUTHORIZE_NET_CLIENT_KEY: "scale-client-key",
      AUTHORIZE_NET_API_URL: gateway.url,
      AUTHORIZE_NET_ACCEPT_UI_URL: gateway.acceptUiUrl,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...options.env,
    };
    const a = await startServer("A", await portInRange(taken), env);
    servers.push(a);
    handle = openDb({ databaseUrl });
    const db = handle.db;
    // Ids that earlier runs' fresh databases also handed out would meet the counters those runs left in Redis
    // (a login's are keyed by the customer's id): this database's new customers start at an id of their own.
    await sql`SELECT setval(pg_get_serial_sequence('customers', 'id'), ${randomInt(1_000_000, 1_000_000_000)})`.execute(db);
    await options.prepare?.(db);
    const b = await startServer("B", await portInRange(taken), env);
    servers.push(b);

    const clientIp = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    const revive = async (name: "A" | "B") => {
      const old = pair[name === "A" ? "a" : "b"];
      const fresh = await startServer(name, old.port, env);
      servers.push(fresh);
      pair[name === "A" ? "a" : "b"] = fresh;
      return fresh;
    };
    const pair: Pair = {
      a,
      b,
      at: (i) => (i % 2 === 0 ? pair.a : pair.b),
      db,
      databaseUrl,
      gateway,
      clientIp,
      fetch(url, init = {}) {
        const headers = new Headers(init.headers);
        if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", clientIp);
        return fetch(url, { ...init, headers });
      },
      async restart(name) {
        const old = pair[name === "A" ? "a" : "b"];
        old.child.kill("SIGTERM");
        const exit = await old.exited;
        if (exit.code !== 0) throw new Error(`server ${name} did not stop cleanly on SIGTERM (${JSON.stringify(exit)}):\n${old.output()}`);
        return revive(name);
      },
      revive,
      logs: () =>
        servers
          .map((server) => `--- server ${server.name} (port ${server.port}, pid ${server.child.pid}) ---\n${server.output()}`)
          .join("\n"),
      close,
    };
    return pair;
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/**
 * The shop made roomy or tight for a test, straight in the database: `ordersPerSlot` orders a slot, and each named
 * product's daily capacity (checkout reads both afresh). Returns the products' ids by slug.
 */
export async function tuneShop(
  db: Db,
  options: { ordersPerSlot: number; capacity?: Record<string, number | null> },
): Promise<Map<string, number>> {
  const row = await db.selectFrom("shop_settings").select("value_json").where("key", "=", FULFILMENT_SETTINGS_KEY).executeTakeFirst();
  const current = row ? parseFulfilmentSettings(row.value_json) : DEFAULT_FULFILMENT_SETTINGS;
  const next = JSON.stringify(parseFulfilmentSettings(JSON.stringify({ ...current, orders_per_slot: options.ordersPerSlot })));
  await db
    .insertInto("shop_settings")
    .values({ key: FULFILMENT_SETTINGS_KEY, value_json: next, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value_json: next, updated_at: new Date().toISOString() }))
    .execute();
  const ids = new Map<string, number>();
  for (const [slug, capacity] of Object.entries(options.capacity ?? {})) {
    const product = await db
      .updateTable("products")
      .set({ daily_capacity: capacity })
      .where("slug", "=", slug)
      .returning("id")
      .executeTakeFirst();
    if (!product) throw new Error(`no product "${slug}" in the seeded catalogue`);
    ids.set(slug, Number(product.id));
  }
  return ids;
}

/** The id of a published product with no daily capacity and no lead time (any slot takes any number of it). */
export async function plainProductId(db: Db): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("status", "=", "published")
    .where("daily_capacity", "is", null)
    .where("lead_time_hours", "=", 0)
    .orderBy("id")
    .executeTakeFirst();
  if (!row) throw new Error("the seeded catalogue has no product without a daily capacity");
  return Number(row.id);
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body (`{}` when it is not JSON). */
  body: { error?: boolean; message?: string; data?: T; reason?: string | null; errors?: Record<string, string[]> };
}

/** One JSON call to the API of `server` (path below /api/v1), with this run's client address. */
export async function api<T = Record<string, unknown>>(
  pair: Pair,
  server: ScaleServer,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const answer = await pair.fetch(`${server.base}/api/v1${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await answer.text();
  let body: Answer<T>["body"] = {};
  try {
    body = JSON.parse(text) as Answer<T>["body"];
  } catch {
    // not JSON: the text says what it was
  }
  return { status: answer.status, headers: answer.headers, text, body };
}

/** `count` visitor carts holding `lines` each, opened through A and B in turn; their tokens. */
export async function fillCarts(
  pair: Pair,
  count: number,
  lines: readonly { product_id: number; quantity: number }[],
  concurrency = 16,
): Promise<string[]> {
  const tokens = new Array<string>(count);
  let next = 0;
  async function worker() {
    for (let i = next++; i < count; i = next++) {
      let token = "";
      for (const line of lines) {
        const answer = await api<{ token: string }>(pair, pair.at(i), "POST", "/carts", {
          body: line,
          headers: token ? { "cart-token": token } : {},
        });
        if (answer.status !== 200)
          throw new Error(`POST /api/v1/carts through ${pair.at(i).name} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        token = answer.body.data?.token ?? "";
      }
      tokens[i] = token;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return tokens;
}

export const CUSTOMER_PASSWORD = "Lotus-Seed-Mooncake-7";

/** A customer account made straight in the database, with a cheap hash (the tests count sign-ins, not scrypt's cost). */
export async function insertCustomer(db: Db): Promise<{ id: number; email: string }> {
  const email = `scale-${randomBytes(5).toString("hex")}@example.com`;
  const at = new Date().toISOString();
  const row = await db
    .insertInto("customers")
    .values({
      name: "Scale Tester",
      email,
      password_hash: cheapHash(CUSTOMER_PASSWORD),
      legacy: 0,
      points: 0,
      membership_level: "member",
      status: "active",
      locale: "en",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email };
}
