import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Db } from "../db/index.ts";
import { announceContentChanges, contentChangedElsewhere, contentVersion, watchContentVersion } from "../domain/content/content-version.ts";
import type { Logger } from "../logger.ts";

// Content changes reach every process. A staff change bumps the content version in the database
// and empties the caches of the process that made it (domain/content/content-version.ts); the bus tells the others,
// which empty theirs. It speaks through what the deployment has:
// - the cluster's primary, which passes a worker's message to every worker (several processes on one machine);
// - PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set (several machines);
// - and whatever the messages do, each process reads the version every second: a message lost while a connection was
//   down costs at most that second, never a page kept stale until its TTL.
// "At once" is kept strictly: every process notes that it is alive in the database (scale/processes.ts), and a change
// returns only when each live process has answered that it has emptied its caches (or after ackTimeoutMs, for a
// process that died without saying so). So once staff see their change saved, no process serves the old page.

export interface BusTransport {
  readonly name: string;
  /** Sends `message` to every process listening (this one too, possibly; resolves once sent). */
  publish(message: string): Promise<void>;
  /** Starts delivering the messages published by any process. */
  subscribe(onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** What goes over a transport: a new version, or a process's answer that it has emptied its caches for one. */
type BusMessage = { kind: "changed"; version: number; from: string } | { kind: "emptied"; version: number; from: string; to: string };

function parse(message: string): BusMessage | null {
  try {
    const value = JSON.parse(message) as Partial<Record<string, unknown>>;
    if (!value || typeof value !== "object" || !Number.isSafeInteger(value.version) || (value.version as number) < 0) return null;
    if (typeof value.from !== "string" || !value.from) return null;
    if (value.kind === "changed") return { kind: "changed", version: value.version as number, from: value.from };
    if (value.kind === "emptied" && typeof value.to === "string")
      return { kind: "emptied", version: value.version as number, from: value.from, to: value.to };
    return null;
  } catch {
    return null;
  }
}

export interface ContentBusOptions {
  db: Db;
  logger: Logger;
  transports: BusTransport[];
  /** This process's name on the bus (scale/processes.ts registers it as alive). */
  processId?: string;
  /** The other processes alive now, by name: the ones whose answer a change waits for. */
  peers?: () => Promise<string[]>;
  /** How often the version is read from the database, in case a message was lost (ms; 0 = never). */
  pollMs?: number;
  /** The longest a change waits for the others' answers (a process killed a moment ago never answers). */
  ackTimeoutMs?: number;
}

export interface ContentBus {
  /** The ways in use, for the start-up log. */
  readonly transports: string[];
  stop(): Promise<void>;
}

export async function startContentBus(options: ContentBusOptions): Promise<ContentBus> {
  const { db, logger, transports, processId = randomUUID(), peers = async () => [], pollMs = 1000, ackTimeoutMs = 1000 } = options;
  let seen = await contentVersion(db);
  /** Changes made here waiting for the others' answers. */
  const waiting = new Set<{ version: number; missing: Set<string>; done: () => void }>();

  function caughtUp(version: number) {
    if (version <= seen) return;
    seen = version;
    contentChangedElsewhere(db, version);
  }

  function send(message: BusMessage) {
    const text = JSON.stringify(message);
    return Promise.all(
      transports.map((transport) =>
        transport.publish(text).catch((error: unknown) => {
          // The others catch up at their next check of the version.
          logger.warn({ err: error, transport: transport.name, version: message.version }, "content bus: could not send");
        }),
      ),
    );
  }

  const onMessage = (text: string) => {
    const message = parse(text);
    if (!message || message.from === processId) return;
    if (message.kind === "changed") {
      caughtUp(message.version);
      // Emptied (now, or already for a later version): say so to the process that waits.
      void send({ kind: "emptied", version: message.version, from: processId, to: message.from });
      return;
    }
    if (message.to !== processId) return;
    for (const entry of waiting) {
      if (message.version >= entry.version && entry.missing.delete(message.from) && entry.missing.size === 0) entry.done();
    }
  };
  for (const transport of transports) await transport.subscribe(onMessage);
  // The messages and the poll below keep this process's caches current: they need not read the version on each request.
  const unwatch = pollMs > 0 ? watchContentVersion(db, seen) : () => {};

  const stopAnnouncing = announceContentChanges(async (version) => {
    // This process's listeners have run already (content-version.ts): a later message about it is old news here.
    if (version > seen) seen = version;
    if (!transports.length) return;
    const others = (await peers().catch(() => [] as string[])).filter((peer) => peer !== processId);
    const answered = new Promise<void>((resolve) => {
      if (!others.length) return resolve();
      const entry = { version, missing: new Set(others), done: () => {} };
      const timer = setTimeout(() => {
        waiting.delete(entry);
        logger.warn({ version, silent: [...entry.missing] }, "content bus: some processes did not answer a change in time");
        resolve();
      }, ackTimeoutMs);
      entry.done = () => {
        clearTimeout(timer);
        waiting.delete(entry);
        resolve();
      };
      waiting.add(entry);
    });
    await send({ kind: "changed", version, from: processId });
    await answered;
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
      unwatch();
      if (poll) clearInterval(poll);
      await polling;
      for (const entry of waiting) entry.done();
      await Promise.all(transports.map((transport) => transport.close().catch(() => {})));
    },
  };
}

// ---- the cluster's relay (one machine) ----

const CLUSTER_MESSAGE = "mai-vang:content-bus";

interface ClusterMessage {
  type: typeof CLUSTER_MESSAGE;
  text: string;
}

function isClusterMessage(message: unknown): message is ClusterMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as ClusterMessage).type === CLUSTER_MESSAGE &&
    typeof (message as ClusterMessage).text === "string"
  );
}

/** In a cluster's worker: messages go to the primary, which passes them to every worker. */
export function clusterTransport(): BusTransport {
  let listener: ((message: unknown) => void) | undefined;
  return {
    name: "cluster",
    publish: (text) =>
      new Promise<void>((resolve, reject) => {
        if (!process.send) return reject(new Error("not a cluster worker"));
        process.send({ type: CLUSTER_MESSAGE, text } satisfies ClusterMessage, undefined, {}, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    async subscribe(onMessage) {
      listener = (message) => {
        if (isClusterMessage(message)) onMessage(message.text);
      };
      process.on("message", listener);
    },
    async close() {
      if (listener) process.off("message", listener);
    },
  };
}

/** In the cluster's primary: passes each worker's message to every worker. */
export function relayContentBus(): void {
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
  let onMessage: ((message: string) => void) | undefined;
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
      if (message.channel === channel && message.payload !== undefined) onMessage?.(message.payload);
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
    async publish(message) {
      if (!client) throw new Error("the PostgreSQL listening connection is down");
      await client.query("SELECT pg_notify($1, $2)", [channel, message]);
    },
    async subscribe(handler) {
      onMessage = handler;
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
