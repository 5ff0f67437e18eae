import cluster from "node:cluster";
import pg from "pg";
import type { Db } from "../db/index.ts";
import { announceContentChanges, contentChangedElsewhere, contentVersion } from "../domain/content/content-version.ts";
import type { Logger } from "../logger.ts";

// Content changes reach every process (DESIGN §8, step 9). A staff change bumps the content version in the database
// and empties the caches of the process that made it (domain/content/content-version.ts); the bus tells the others,
// which empty theirs. It speaks through what the deployment has:
// - the cluster's primary, which passes a worker's message to every worker (several processes on one machine);
// - PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set (several machines);
// - and whatever the messages do, each process reads the version every second: a message lost while a connection was
//   down costs at most that second, never a page kept stale until its TTL.
// A change waits until its own message has come back through each way it was sent (a broker delivers it to every
// listener at once), so by the time staff see their change saved, every process has been told.

export interface BusTransport {
  readonly name: string;
  /** Tells the other processes that the content version is now `version` (resolves once sent). */
  publish(version: number): Promise<void>;
  /** Starts delivering versions announced by other processes (and possibly this one: the bus ignores old ones). */
  subscribe(onVersion: (version: number) => void): Promise<void>;
  close(): Promise<void>;
}

export interface ContentBusOptions {
  db: Db;
  logger: Logger;
  transports: BusTransport[];
  /** How often the version is read from the database, in case a message was lost (ms; 0 = never). */
  pollMs?: number;
  /** The longest a change waits for its own message to come back. */
  echoTimeoutMs?: number;
}

export interface ContentBus {
  /** The ways in use, for the start-up log. */
  readonly transports: string[];
  stop(): Promise<void>;
}

export async function startContentBus(options: ContentBusOptions): Promise<ContentBus> {
  const { db, logger, transports, pollMs = 1000, echoTimeoutMs = 250 } = options;
  let seen = await contentVersion(db);
  /** Changes made here that wait for their message to come back, one entry per transport. */
  const waiting = new Set<{ transport: string; version: number; resolve: () => void }>();

  const heardFrom = (transport: string) => (version: number) => {
    if (!Number.isSafeInteger(version)) return;
    for (const entry of waiting) {
      if (entry.transport === transport && version >= entry.version) {
        waiting.delete(entry);
        entry.resolve();
      }
    }
    caughtUp(version);
  };
  function caughtUp(version: number) {
    if (version <= seen) return;
    seen = version;
    contentChangedElsewhere(db);
  }

  for (const transport of transports) await transport.subscribe(heardFrom(transport.name));

  function echoOf(transport: string, version: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const entry = { transport, version, resolve: () => {} };
      const timer = setTimeout(() => {
        waiting.delete(entry);
        logger.debug({ transport, version }, "content bus: no echo in time");
        resolve();
      }, echoTimeoutMs);
      entry.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
      waiting.add(entry);
    });
  }

  const stopAnnouncing = announceContentChanges(async (version) => {
    // This process's listeners have run already (content-version.ts): its own message, when it comes back, is old news.
    if (version > seen) seen = version;
    await Promise.all(
      transports.map(async (transport) => {
        const echoed = echoOf(transport.name, version);
        try {
          await transport.publish(version);
        } catch (error) {
          // The others catch up at their next check of the version.
          logger.warn({ err: error, transport: transport.name, version }, "content bus: could not announce a change");
        }
        await echoed;
      }),
    );
  });

  let polling: Promise<void> | null = null;
  const poll =
    pollMs > 0
      ? setInterval(() => {
          polling ??= contentVersion(db)
            .then(caughtUp, (error: unknown) => logger.debug({ err: error }, "content bus: could not read the version"))
            .finally(() => (polling = null));
        }, pollMs)
      : undefined;
  poll?.unref();

  return {
    transports: transports.map((transport) => transport.name),
    async stop() {
      stopAnnouncing();
      if (poll) clearInterval(poll);
      await polling;
      for (const entry of waiting) entry.resolve();
      await Promise.all(transports.map((transport) => transport.close().catch(() => {})));
    },
  };
}

// ---- the cluster's relay (one machine) ----

const CLUSTER_MESSAGE = "mai-vang:content-version";

interface ClusterMessage {
  type: typeof CLUSTER_MESSAGE;
  version: number;
}

function isClusterMessage(message: unknown): message is ClusterMessage {
  return typeof message === "object" && message !== null && (message as ClusterMessage).type === CLUSTER_MESSAGE;
}

/** In a cluster's worker: announcements go to the primary, which passes them to every worker, this one included. */
export function clusterTransport(): BusTransport {
  let onMessage: ((message: unknown) => void) | undefined;
  return {
    name: "cluster",
    publish: (version) =>
      new Promise<void>((resolve, reject) => {
        if (!process.send) return reject(new Error("not a cluster worker"));
        process.send({ type: CLUSTER_MESSAGE, version } satisfies ClusterMessage, undefined, {}, (error) => (error ? reject(error) : resolve()));
      }),
    async subscribe(onVersion) {
      onMessage = (message) => {
        if (isClusterMessage(message)) onVersion(Number(message.version));
      };
      process.on("message", onMessage);
    },
    async close() {
      if (onMessage) process.off("message", onMessage);
    },
  };
}

/** In the cluster's primary: passes each worker's announcement to every worker (the sender too: that is its echo). */
export function relayContentVersions(): void {
  cluster.on("message", (_from, message: unknown) => {
    if (!isClusterMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(message);
    }
  });
}

// ---- PostgreSQL LISTEN/NOTIFY (several machines on one database) ----

/**
 * Notifications on one channel per database (and per schema, for the tests' schemas in one database), through a
 * connection of its own outside the pool: a listening connection must stay open. Lost, it reconnects every second;
 * what was said meanwhile is caught up by the bus's check of the version.
 */
export function postgresTransport(connectionString: string, logger: Logger, schema?: string): BusTransport {
  const channel = schema ? `mai_vang_content_${schema}` : "mai_vang_content";
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`content bus: unusable channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let onVersion: ((version: number) => void) | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      if (closed) return;
      logger.warn({ err: error }, "content bus: the PostgreSQL listening connection was lost; reconnecting");
      retry = setTimeout(() => void connect().catch(() => {}), 1000);
      retry.unref();
    };
    next.on("notification", (message) => {
      if (message.channel === channel) onVersion?.(Number(message.payload));
    });
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
  }

  return {
    name: "postgres",
    async publish(version) {
      if (!client) throw new Error("the PostgreSQL listening connection is down");
      await client.query("SELECT pg_notify($1, $2)", [channel, String(version)]);
    },
    async subscribe(handler) {
      onVersion = handler;
      await connect();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners();
        open.on("error", () => {});
        await open.end().catch(() => {});
      }
    },
  };
}
