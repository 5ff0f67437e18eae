import { randomBytes } from "node:crypto";
import net from "node:net";
import { pino } from "pino";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { connectRedis, type RedisHandle } from "../../scale/redis.ts";
import { hitLimit, peekLimit, pruneLimits, reserveLimits, resetLimit, unhitLimit, keepLimitsIn } from "./rate-limit.ts";

// The same suite runs on the rate_limits table (SQLite, or PostgreSQL with TEST_DB=postgres) and on Redis when
// TEST_REDIS_URL is set. In CI the Redis pass must run: without TEST_REDIS_URL it fails instead of skipping.
const redisUrl = process.env.TEST_REDIS_URL;
const inCi = Boolean(process.env.CI);

function requireRedisUrl(): string {
  if (!redisUrl) throw new Error("CI runs the rate limits on Redis too: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379)");
  return redisUrl;
}

/** Each run (and each test file) gets keys and a channel of its own, so parallel runs on one Redis never meet. */
const uniquePrefix = () => `test-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}:`;

const silent = pino({ level: "silent" });

/** Deletes every key of a run. */
async function forgetPrefix(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length) await client.del(keys);
  await client.close();
}

const stores = [
  { name: "in the database", redis: false },
  { name: "in Redis", redis: true },
] as const;

for (const store of stores) {
  const skip = store.redis && !redisUrl && !inCi;
  (skip ? describe.skip : describe)(`rate limits kept ${store.name}`, () => {
    const limit = { max: 3, windowSeconds: 3600 };
    const now = Date.parse("2026-11-21T10:15:00Z");
    let testDb: TestDb;
    let redis: RedisHandle | undefined;
    const prefix = uniquePrefix();

    beforeAll(async () => {
      testDb = await createTestDb();
      if (store.redis) {
        redis = await connectRedis(requireRedisUrl(), silent, { prefix });
        keepLimitsIn(testDb.db, redis.limits);
      }
    });
    afterAll(async () => {
      await redis?.close();
      if (redis) await forgetPrefix(requireRedisUrl(), prefix);
      await testDb?.destroy();
    });

    it("allow up to max hits a window, then refuse with Retry-After until the window ends", async () => {
      const states = [];
      for (let i = 0; i < 4; i++) states.push(await hitLimit(testDb.db, "login:ip:1.2.3.4", limit, now));
      expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
      expect(states.map((s) => s.count)).toEqual([1, 2, 3, 3]);
      expect(states[3]!.retryAfter).toBe(45 * 60);
      expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now)).allowed).toBe(false);
      expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now + 3600_000)).allowed).toBe(true);
    });

    it("start counting again when the next window begins", async () => {
      const windowEnd = Date.parse("2026-11-21T11:00:00Z");
      for (let i = 0; i < 3; i++) await hitLimit(testDb.db, "login:ip:5.6.7.8", limit, windowEnd - 1000);
      expect((await hitLimit(testDb.db, "login:ip:5.6.7.8", limit, windowEnd - 1)).allowed).toBe(false);
      const next = await hitLimit(testDb.db, "login:ip:5.6.7.8", limit, windowEnd);
      expect(next).toEqual({ allowed: true, count: 1, retryAfter: 3600 });
    });

    it("two concurrent hits are both counted", async () => {
      await Promise.all([hitLimit(testDb.db, "k2", limit, now), hitLimit(testDb.db, "k2", limit, now)]);
      expect((await peekLimit(testDb.db, "k2", limit, now)).count).toBe(2);
    });

    it("let exactly max hits through when many arrive at the same moment, and count no refused one", async () => {
      const burst = { max: 10, windowSeconds: 900 };
      const states = await Promise.all(Array.from({ length: 150 }, () => hitLimit(testDb.db, "login:burst", burst, now)));
      expect(states.filter((s) => s.allowed)).toHaveLength(10);
      expect(states.filter((s) => !s.allowed).every((s) => s.retryAfter === 15 * 60)).toBe(true);
      expect((await peekLimit(testDb.db, "login:burst", burst, now)).count).toBe(10);
    });

    it("reserve several limits in turn: a refusal gives back what it took, a release gives back everything", async () => {
      const wide = { max: 5, windowSeconds: 3600 };
      const narrow = { max: 1, windowSeconds: 3600 };
      const first = await reserveLimits(
        testDb.db,
        [
          { key: "r:wide", limit: wide },
          { key: "r:narrow", limit: narrow },
        ],
        now,
      );
      expect(first.refused).toBeUndefined();
      const second = await reserveLimits(
        testDb.db,
        [
          { key: "r:wide", limit: wide },
          { key: "r:narrow", limit: narrow },
        ],
        now,
      );
      expect(second.refused?.allowed).toBe(false);
      expect((await peekLimit(testDb.db, "r:wide", wide, now)).count).toBe(1);
      if (!first.refused) await first.reservation.release();
      expect((await peekLimit(testDb.db, "r:wide", wide, now)).count).toBe(0);
      expect((await peekLimit(testDb.db, "r:narrow", narrow, now)).count).toBe(0);
    });

    it("a hit given back twice never takes the count below zero", async () => {
      await hitLimit(testDb.db, "u:1", limit, now);
      await Promise.all([unhitLimit(testDb.db, "u:1", limit, now), unhitLimit(testDb.db, "u:1", limit, now)]);
      await unhitLimit(testDb.db, "u:never", limit, now);
      expect((await peekLimit(testDb.db, "u:1", limit, now)).count).toBe(0);
      expect((await peekLimit(testDb.db, "u:never", limit, now)).count).toBe(0);
      // Had it gone below zero, max + 1 hits would pass now.
      const states = await Promise.all(Array.from({ length: 5 }, () => hitLimit(testDb.db, "u:1", limit, now)));
      expect(states.filter((s) => s.allowed)).toHaveLength(3);
    });

    it("reset a key with the keys below it, and only those, whatever characters the key holds", async () => {
      const keys = [
        "acct:7",
        "acct:7:ip:1.2.3.4",
        "acct:7:ip:::1",
        "acct:70",
        "acct:70:ip:1.2.3.4",
        "acct:7x",
        "acct:*",
        "acct:*:ip:1",
        "acct:?:ip:1",
        "acct:[7]:ip:1",
        "acct:\\:ip:1",
        "acct:%:ip:1",
      ];
      for (const key of keys) await hitLimit(testDb.db, key, limit, now);
      const left = async () => {
        const counts = await Promise.all(keys.map(async (key) => [key, (await peekLimit(testDb.db, key, limit, now)).count] as const));
        return counts.filter(([, count]) => count > 0).map(([key]) => key);
      };
      await resetLimit(testDb.db, "acct:7", { andBelow: true });
      expect(await left()).toEqual(keys.filter((k) => !["acct:7", "acct:7:ip:1.2.3.4", "acct:7:ip:::1"].includes(k)));
      // Glob (and LIKE) characters in a key are only themselves.
      for (const key of ["acct:*", "acct:?", "acct:[7]", "acct:\\", "acct:%"]) await resetLimit(testDb.db, key, { andBelow: true });
      expect(await left()).toEqual(["acct:70", "acct:70:ip:1.2.3.4", "acct:7x"]);
      // Without andBelow, only the key itself.
      await resetLimit(testDb.db, "acct:70");
      expect(await left()).toEqual(["acct:70:ip:1.2.3.4", "acct:7x"]);
    });

    it("reset forgets counters", async () => {
      await resetLimit(testDb.db, "k2");
      expect((await peekLimit(testDb.db, "k2", limit, now)).count).toBe(0);
      expect((await hitLimit(testDb.db, "k2", limit, now)).count).toBe(1);
    });

    it.runIf(!store.redis)("prune forgets windows older than a day", async () => {
      await pruneLimits(testDb.db, now + 2 * 86_400_000);
      expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now)).count).toBe(0);
    });

    it.runIf(store.redis)("counters expire by themselves a few minutes after their window ends", async () => {
      const client = createClient({ url: requireRedisUrl() });
      await client.connect();
      try {
        // The window of `now` ends in 45 minutes; kept 5 minutes longer, measured on Redis's own clock.
        const ttl = await client.pTTL(`${prefix}rl:login:ip:1.2.3.4`);
        expect(ttl).toBeGreaterThan(49 * 60_000);
        expect(ttl).toBeLessThanOrEqual(50 * 60_000);
      } finally {
        await client.close();
      }
      // Nothing to prune: the call is harmless.
      await pruneLimits(testDb.db, now + 2 * 86_400_000);
      expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now)).count).toBe(3);
    });
  });
}

(redisUrl || inCi ? describe : describe.skip)("Redis shared by several processes", () => {
  const prefix = uniquePrefix();
  const handles: RedisHandle[] = [];
  const connect = async (url = requireRedisUrl(), logger = silent) => {
    const handle = await connectRedis(url, logger, { prefix });
    handles.push(handle);
    return handle;
  };
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    if (redisUrl) await forgetPrefix(redisUrl, prefix);
  });

  it("lets exactly max hits through when 150 arrive at once through two connections", async () => {
    const [a, b] = [await connect(), await connect()];
    const limit = { max: 5, windowSeconds: 60 };
    const now = Date.now();
    const states = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? a : b).limits.hit("burst:two", limit, now)));
    expect(states.filter((s) => s.allowed)).toHaveLength(5);
    expect(
      states
        .filter((s) => s.allowed)
        .map((s) => s.count)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect((await a.limits.peek("burst:two", limit, now)).count).toBe(5);
    expect(await a.ping()).toBe(true);
  });

  it("delivers what one process publishes to another's subscriber, in order", async () => {
    const [a, b] = [await connect(), await connect()];
    const heard: string[] = [];
    let lastArrived = () => {};
    const arrived = new Promise<void>((resolve) => (lastArrived = resolve));
    await b.transport.subscribe((message) => {
      heard.push(message);
      if (message === '{"v":43}') lastArrived();
    });
    await a.transport.publish('{"v":42}');
    await a.transport.publish('{"v":43}');
    await arrived;
    expect(heard).toEqual(['{"v":42}', '{"v":43}']);
    expect(a.transport.name).toBe("redis");
  });

  it("keeps counting in the database while Redis is away, and in Redis again once it is back", async () => {
    const target = new URL(requireRedisUrl());
    const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    const port = await proxy.listen(0);
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const handle = await connect(`redis://${target.hostname}:${port}`, logger);
    const heard: string[] = [];
    await handle.transport.subscribe((message) => heard.push(message));
    const testDb = await createTestDb();
    try {
      keepLimitsIn(testDb.db, handle.limits);
      const limit = { max: 2, windowSeconds: 3600 };
      const now = Date.now();
      expect((await hitLimit(testDb.db, "away", limit, now)).count).toBe(1);

      await proxy.close();
      // No error reaches the customer: the table counts instead, with the same limit.
      const during = await Promise.all(Array.from({ length: 5 }, () => hitLimit(testDb.db, "away", limit, now)));
      expect(during.filter((s) => s.allowed)).toHaveLength(2);
      expect((await peekLimit(testDb.db, "away", limit, now)).count).toBe(2);
      expect(await handle.ping()).toBe(false);
      expect(lines.some((line) => line.includes("Redis went away"))).toBe(true);
      const table = await testDb.db.selectFrom("rate_limits").select(["key", "count"]).execute();
      expect(table).toEqual([{ key: "away", count: 2 }]);

      await proxy.listen(port);
      await expect.poll(() => handle.ping(), { timeout: 10_000, interval: 100 }).toBe(true);
      // Back in Redis, where the one hit made before the outage still counts.
      expect(await hitLimit(testDb.db, "away", limit, now)).toMatchObject({ allowed: true, count: 2 });
      expect((await hitLimit(testDb.db, "away", limit, now)).allowed).toBe(false);
      // A reset clears both, so a customer whose lock is lifted is not caught by the outage's counts later.
      await resetLimit(testDb.db, "away");
      expect(await testDb.db.selectFrom("rate_limits").select("key").execute()).toEqual([]);
      // The subscriber is back on the channel too (the bus's version poll covers the messages sent meanwhile).
      const other = await connect();
      await expect
        .poll(
          async () => {
            await other.transport.publish("7");
            return heard.includes("7");
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    } finally {
      keepLimitsIn(testDb.db, null);
      await proxy.close();
      await testDb.destroy();
    }
  });
});

describe("connecting to Redis", () => {
  it("fails at once with a clear message naming REDIS_URL, without the password, when nothing answers", async () => {
    const started = Date.now();
    const attempt = connectRedis("redis://baker:s3cret@127.0.0.1:3359/2", silent);
    await expect(attempt).rejects.toThrow(/^Could not connect to Redis at REDIS_URL=redis:\/\/127\.0\.0\.1:3359\/2: .*ECONNREFUSED/);
    await attempt.catch((error: Error) => expect(error.message).not.toContain("s3cret"));
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

/** A TCP relay to Redis that a test can take away (closing every connection) and bring back on the same port. */
class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  async listen(port: number): Promise<number> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.port, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    return (server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
