import { createClient } from "redis";
import { LimitStoreUnavailable, windowOf, type Limit, type LimitState, type LimitStore } from "../domain/limits/rate-limit.ts";
import type { Logger } from "../logger.ts";
import type { BusTransport } from "./content-bus.ts";

/**
 * The optional Redis (REDIS_URL): rate-limit counters shared by every process, and content changes announced on one
 * pub/sub channel. Redis is never the source of truth for anything a customer would miss: the database keeps the
 * content version (the bus polls it too), and the counters fall back to the database's table while Redis is away.
 *
 * One Redis, not a Redis Cluster: `reset` walks the keyspace with SCAN, which on a cluster sees one node only.
 */
export interface RedisHandle {
  transport: BusTransport;
  limits: LimitStore;
  /** For /readyz: Redis answered a PING within a second. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisOptions {
  /** Put before every key and the channel, so a Redis shared with other apps (or test runs) is safe. */
  prefix?: string;
}

const DEFAULT_PREFIX = "mai-vang:";
/** connectRedis gives up after this: a server that cannot reach its Redis should say so at start-up, not hang. */
const CONNECT_TIMEOUT_MS = 3_000;
/** A command Redis has not answered by then has failed: a rate limit falls back to the table rather than wait. */
const COMMAND_TIMEOUT_MS = 1_000;
/** Counters live this long past their window's end, for an unhit or a peek that comes in a little late. */
const KEEP_AFTER_WINDOW_MS = 5 * 60_000;

/**
 * The guarded hit. KEYS[1] is the key's counters: a hash of window start (ms) → hits. ARGV: the window's start, max,
 * how long to keep the counters (ms, relative, so the Redis host's clock does not matter). Returns the new count, or
 * -1 when the window is full (and counts nothing). One script, so Redis runs it whole between any two other hits.
 */
const HIT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if count >= tonumber(ARGV[2]) then return -1 end
if count == 0 then
  -- A new window: the earlier ones can refuse nothing any more.
  for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
    if tonumber(field) < tonumber(ARGV[1]) then redis.call('HDEL', KEYS[1], field) end
  end
end
count = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
local keep = tonumber(ARGV[3])
if redis.call('PTTL', KEYS[1]) < keep then redis.call('PEXPIRE', KEYS[1], keep) end
return count
`;

/** Gives back one hit of the window ARGV[1], never going below 0 nor bringing back counters that expired. */
const UNHIT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if count > 0 then redis.call('HINCRBY', KEYS[1], ARGV[1], -1) end
return 0
`;

/** REDIS_URL for messages and logs: scheme, host, port and database, never the user name or password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
  } catch {
    return "(not a valid URL)";
  }
}

/** Redis reads `*`, `?`, `[…]` and `\` in a SCAN pattern as wildcards: a key is matched only as written. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/**
 * A client that fails fast: the first connection must succeed or connect() rejects; once connected, it reconnects
 * for ever (backing off to 2 s) and, meanwhile, refuses commands at once instead of queueing them.
 */
function newClient(url: string, logger: Logger, role: string) {
  let connected = false;
  let down = false;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => (connected ? Math.min(100 * 2 ** retries, 2_000) : false),
    },
  });
  // Without a listener an error event would crash the process; one warning per outage is enough.
  client.on("error", (error: unknown) => {
    if (!connected || down) return;
    down = true;
    logger.warn(
      { err: error, role },
      "Redis went away: rate limits fall back to the database and content changes to the version poll until it is back",
    );
  });
  client.on("ready", () => {
    if (down) logger.info({ role }, "Redis is back");
    connected = true;
    down = false;
  });
  return client;
}

type Client = ReturnType<typeof newClient>;

async function connectOrExplain(client: Client, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS + 500);
      }),
    ]);
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`Could not connect to Redis at REDIS_URL=${describeRedisUrl(url)}: ${reason}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Connects (fails with a clear Error naming REDIS_URL, without the password, when Redis cannot be reached). */
export async function connectRedis(url: string, logger: Logger, options: RedisOptions = {}): Promise<RedisHandle> {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const log = logger.child({ redis: describeRedisUrl(url) });
  const commands = newClient(url, log, "commands");
  await connectOrExplain(commands, url);
  // Subscribing takes a connection for itself; it is opened when the bus subscribes.
  let subscriber: Client | undefined;

  const channel = `${prefix}content-bus`;
  const transport: BusTransport = {
    name: "redis",
    async publish(message) {
      await commands.publish(channel, message);
    },
    async subscribe(onMessage) {
      if (subscriber) throw new Error("already subscribed");
      const client = newClient(url, log, "subscriber");
      await connectOrExplain(client, url);
      subscriber = client;
      // node-redis subscribes again by itself after a reconnection. The bus reads the messages (and ignores junk).
      await client.subscribe(channel, (message) => onMessage(message));
    },
    async close() {
      const closing = subscriber;
      subscriber = undefined;
      if (closing) await closeClient(closing);
    },
  };

  return {
    transport,
    limits: redisLimitStore(commands, `${prefix}rl:`),
    async ping() {
      try {
        return (await commands.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      await transport.close();
      await closeClient(commands);
    },
  };
}

async function closeClient(client: Client): Promise<void> {
  // Not connected (Redis is away): nothing to finish, and a polite close would wait for a reconnection.
  if (!client.isReady) {
    client.destroy();
    return;
  }
  try {
    await client.close();
  } catch {
    client.destroy();
  }
}

/**
 * Rate-limit counters in Redis: one hash per key (`<prefix>rl:<key>`), a field per window, expiring by itself a few
 * minutes after its last window ends. A failed command is a LimitStoreUnavailable, so rate-limit.ts falls back to
 * the table: while Redis is away a limit is counted in the database — a window that spans the outage may let up to
 * twice its max through, a fair price for never turning a customer away (or letting a burst through unchecked)
 * because Redis restarted.
 */
export function redisLimitStore(client: Client, keyPrefix: string): LimitStore {
  const counters = (key: string) => `${keyPrefix}${key}`;
  const unavailable = (error: unknown) =>
    new LimitStoreUnavailable(`Redis did not answer: ${error instanceof Error ? error.message : String(error)}`, { cause: error });

  async function run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      // A script error is a bug (ours), not an outage: it should fail loudly.
      if (error instanceof Error && /^(ERR|WRONGTYPE)\b/.test(error.message)) throw error;
      throw unavailable(error);
    }
  }

  return {
    async hit(key: string, limit: Limit, now: number): Promise<LimitState> {
      const window = windowOf(limit, now);
      if (limit.max < 1) return { allowed: false, count: 0, retryAfter: window.retryAfter };
      const reply = await run(() =>
        client.eval(HIT_SCRIPT, {
          keys: [counters(key)],
          arguments: [String(window.startMs), String(limit.max), String(window.endsInMs + KEEP_AFTER_WINDOW_MS)],
        }),
      );
      const count = Number(reply);
      if (count < 0) return { allowed: false, count: limit.max, retryAfter: window.retryAfter };
      return { allowed: true, count, retryAfter: window.retryAfter };
    },

    async unhit(key: string, limit: Limit, now: number): Promise<void> {
      await run(() => client.eval(UNHIT_SCRIPT, { keys: [counters(key)], arguments: [String(windowOf(limit, now).startMs)] }));
    },

    async peek(key: string, limit: Limit, now: number): Promise<LimitState> {
      const window = windowOf(limit, now);
      const value = await run(() => client.hGet(counters(key), String(window.startMs)));
      const count = Number(value ?? 0);
      return { allowed: count < limit.max, count, retryAfter: window.retryAfter };
    },

    async reset(key: string, options: { andBelow?: boolean }): Promise<void> {
      await run(async () => {
        await client.del(counters(key));
        if (!options.andBelow) return;
        // Every `key:…`: a SCAN of the keyspace (rare: a password reset), with the key's glob characters escaped so
        // that `acct:*` or `acct:[7]` match only themselves. Counters expire, so no index needs keeping.
        for await (const found of client.scanIterator({ MATCH: `${escapeGlob(counters(key))}:*`, COUNT: 1000 })) {
          if (found.length) await client.del(found);
        }
      });
    },
  };
}
