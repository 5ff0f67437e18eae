// Shared by the checkout crash test (tests/crash/checkout-kill.test.ts) and the checkout benchmark (bench/run.ts):
// a real server in a child process on 127.0.0.1, its SQLite file tuned so capacity does not run out, visitor carts
// filled through the API, and the open slots the checkout offers.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { join } from "node:path";
import Database from "better-sqlite3";
import { registrationForm } from "./registration.ts";
import { DEFAULT_FULFILMENT_SETTINGS, FULFILMENT_SETTINGS_KEY, parseFulfilmentSettings } from "../../server/domain/fulfilment/settings.ts";

export const HOST = "127.0.0.1";

/** A port nobody listens on right now (the kernel's pick on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A server's files in a folder of the test's own: its SQLite database, its outbox, and both upload folders (never data/). */
export function serverFilesIn(dir: string) {
  return {
    SQLITE_PATH: join(dir, "bakery.sqlite"),
    OUTBOX_DIR: join(dir, "outbox"),
    UPLOADS_DIR: join(dir, "uploads"),
    PRIVATE_UPLOADS_DIR: join(dir, "private"),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** What the server wrote to stdout and stderr so far (for a failure's message). */
  output(): string;
  /** Settles when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, then wait for the exit. */
  kill9(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node <args…>` with the server's environment on a free port of 127.0.0.1 and waits until /healthz answers.
 * Throws (never skips) when it exits first or is not healthy within `timeoutMs`.
 */
export async function startServer(options: {
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  timeoutMs?: number;
  /** Pass the server's output through to this process's (a build's progress, say) instead of only keeping it. */
  echo?: boolean;
}): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    ...options.env,
    PORT: String(port),
    HOST,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, options.args, { cwd: options.cwd ?? process.cwd(), env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (options.echo) to.write(chunk);
  };
  child.stdout!.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
  child.stderr!.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
  let gone: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void exited.then((how) => (gone = how));
  const server: ServerProcess = {
    child,
    base,
    port,
    output: () => output,
    exited,
    async kill9() {
      if (!gone) child.kill("SIGKILL");
      return exited;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (gone) throw new Error(`the server exited before answering /healthz (${JSON.stringify(gone)}):\n${output}`);
    try {
      const answer = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill9();
      throw new Error(`the server did not answer /healthz within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Makes the shop able to take `ordersPerSlot` orders per slot and `dailyCapacity` pieces a day of each product named,
 * by writing to its SQLite file (the server may be running: it reads both afresh for every checkout). Returns the
 * products' ids by slug.
 */
export function tuneShop(sqlitePath: string, options: { ordersPerSlot: number; capacity: Record<string, number> }): Map<string, number> {
  const db = new Database(sqlitePath);
  try {
    db.pragma("busy_timeout = 5000");
    const row = db.prepare("SELECT value_json FROM shop_settings WHERE key = ?").get(FULFILMENT_SETTINGS_KEY) as
      { value_json: string } | undefined;
    const current = row ? parseFulfilmentSettings(row.value_json) : DEFAULT_FULFILMENT_SETTINGS;
    const next = JSON.stringify(parseFulfilmentSettings(JSON.stringify({ ...current, orders_per_slot: options.ordersPerSlot })));
    db.prepare(
      "INSERT INTO shop_settings (key, value_json, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at",
    ).run(FULFILMENT_SETTINGS_KEY, next, new Date().toISOString());
    const ids = new Map<string, number>();
    for (const [slug, capacity] of Object.entries(options.capacity)) {
      const product = db.prepare("SELECT id FROM products WHERE slug = ?").get(slug) as { id: number } | undefined;
      if (!product) throw new Error(`no product "${slug}" in the seeded catalogue`);
      db.prepare("UPDATE products SET daily_capacity = ? WHERE id = ?").run(capacity, product.id);
      ids.set(slug, product.id);
    }
    return ids;
  } finally {
    db.close();
  }
}

/** The id of a published product with no daily capacity and no lead time (any slot takes it). */
export function plainProductId(sqlitePath: string): number {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const row = db
      .prepare("SELECT id FROM products WHERE status = 'published' AND daily_capacity IS NULL AND lead_time_hours = 0 ORDER BY id LIMIT 1")
      .get() as { id: number } | undefined;
    if (!row) throw new Error("the seeded catalogue has no product without a daily capacity");
    return row.id;
  } finally {
    db.close();
  }
}

/** An order's line as POST /api/v1/checkout answers it (lines and gifts). */
export interface AnswerLine {
  product_id: number | null;
  quantity: number;
  price_cents: number;
  name: string;
}

export interface Line {
  product_id: number;
  quantity: number;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, text, json: () => JSON.parse(text) as { data?: Record<string, unknown> } };
}

/**
 * A new customer registered through POST /api/v1/register as anyone would (the phone (713) 555-`phone`, unique in the
 * database); returns the session token, which pages read from the `auth_token` cookie.
 */
export async function registerCustomerAt(base: string, phone: number): Promise<string> {
  const answer = await postJson(`${base}/api/v1/register`, registrationForm(phone));
  const token = answer.status === 201 ? answer.json().data?.token : undefined;
  if (typeof token !== "string") throw new Error(`POST /api/v1/register answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return token;
}

/** `count` visitor carts holding `lines` each, made through POST /api/v1/carts; returns their tokens. */
export async function fillCarts(base: string, count: number, lines: readonly Line[], concurrency = 16): Promise<string[]> {
  const tokens: string[] = new Array<string>(count);
  let next = 0;
  async function worker() {
    for (let i = next++; i < count; i = next++) {
      let token = "";
      for (const line of lines) {
        const answer = await postJson(`${base}/api/v1/carts`, line, token ? { "cart-token": token } : {});
        if (answer.status !== 200 && answer.status !== 201)
          throw new Error(`POST /api/v1/carts answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        token = String(answer.json().data?.token ?? "");
        if (!token) throw new Error(`POST /api/v1/carts gave no token: ${answer.text.slice(0, 300)}`);
      }
      tokens[i] = token;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return tokens;
}

export interface OpenSlot {
  date: string;
  start: string;
  starts_at: string;
  remaining: number;
}

/**
 * The slots GET /api/v1/checkout/options offers this cart that are not full and start at least `marginMs` from now
 * (so none turns into "past" while the caller uses it).
 */
export async function openSlotsFor(base: string, cartToken: string, marginMs = 2 * 3_600_000): Promise<OpenSlot[]> {
  const answer = await fetch(`${base}/api/v1/checkout/options`, { headers: { "cart-token": cartToken } });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`GET /api/v1/checkout/options answered ${answer.status}: ${text.slice(0, 300)}`);
  const days = (JSON.parse(text) as { data: { days: { slots: (OpenSlot & { full: boolean })[] }[] } }).data.days;
  const earliest = Date.now() + marginMs;
  return days
    .flatMap((day) => day.slots)
    .filter((slot) => !slot.full && slot.remaining > 0 && Date.parse(slot.starts_at) >= earliest)
    .map(({ date, start, starts_at, remaining }) => ({ date, start, starts_at, remaining }));
}

/** A guest's pickup order paid at pickup, for the i-th visitor. */
export function checkoutBody(slot: Pick<OpenSlot, "date" | "start">, i: number) {
  return {
    email: `visitor${i}@example.com`,
    phone: "+1 512 555 0100",
    full_name: `Visitor ${i}`,
    address: `${100 + i} Main St`,
    city: "Austin",
    state: "TX",
    country: "US",
    shipping_option: "pickup" as const,
    slot: { date: slot.date, start: slot.start },
    payment_option: "pay_at_pickup" as const,
  };
}

/** A fresh Idempotency-Key (8–255 visible characters). */
export function idempotencyKey(): string {
  return `ik-${randomUUID()}`;
}
