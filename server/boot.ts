import cluster from "node:cluster";
import type { createServer, IncomingMessage, ServerResponse } from "node:http";
import { createApp, type AppOptions, type PageHandler } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openPreparedDb } from "./db/prepare.ts";
import { startPruning } from "./domain/maintenance/prune.ts";
import { startCampaignJobs } from "./domain/campaigns/campaign-jobs.ts";
import { startCustomCakeJobs } from "./domain/custom-cakes/custom-cake-jobs.ts";
import { shopTimeZone } from "./domain/content/theme.service.ts";
import { outboxOf } from "./http/checkout-context.ts";
import { serveMetricsToPrimary } from "./observability/metrics.ts";
import {
  appRequestListener,
  createHttpServer,
  duringShutdown,
  QUIET_MS,
  SAME_SIGNAL_MS,
  TURN_AWAY_MAX_MS,
  type ShutdownPhase,
} from "./http/node-server.ts";
import { createLogger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { keepLimitsIn } from "./domain/limits/rate-limit.ts";
import { registerBuild } from "./scale/builds.ts";
import { connectRedis, type RedisHandle } from "./scale/redis.ts";
import { deploymentId, registerProcess } from "./scale/processes.ts";
import { instanceId } from "./scale/instance.ts";
import { clusterTransport, postgresTransport, startContentBus, type BusTransport } from "./scale/content-bus.ts";

export interface BootOptions {
  defaultNodeEnv: Config["NODE_ENV"];
  /** Given the app's request listener, returns the listener the HTTP server uses (dev wraps it with Vite). */
  wrap?: (
    listener: (req: IncomingMessage, res: ServerResponse) => void,
    server: ReturnType<typeof createServer>,
  ) => Promise<{ listener: (req: IncomingMessage, res: ServerResponse) => void; close?: () => Promise<void> }>;
  pageHandler: (
    deps: Omit<AppOptions, "pageHandler">,
    server: ReturnType<typeof createServer>,
  ) => Promise<{ handle: PageHandler; buildId?: string }>;
  clientDir?: string;
}

/** Start-up shared by production and development: config, database, migrations, first-start seed, HTTP, shutdown. */
export async function boot(options: BootOptions) {
  let config: Config;
  try {
    config = loadConfig({ NODE_ENV: options.defaultNodeEnv, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const { db, dialect, describe, schema } = await openPreparedDb(config, logger);

  // Content changes made by another process reach this one's caches (several workers, several machines).
  // Redis, when set, keeps the rate-limit counters and carries the announcements; PostgreSQL's LISTEN/NOTIFY does
  // otherwise. Everything else stays in the database.
  let redis: RedisHandle | undefined;
  if (config.REDIS_URL) {
    try {
      // Under this database's own name: another shop (or test run) on the same Redis neither counts nor hears ours.
      redis = await connectRedis(config.REDIS_URL, logger, { prefix: `mai-vang:${await deploymentId(db)}:` });
    } catch (error) {
      logger.fatal({ err: error }, error instanceof Error ? error.message : "could not connect to Redis");
      await db.destroy().catch(() => {});
      process.exit(1);
    }
    keepLimitsIn(db, redis.limits);
  }
  // A worker's metrics are summed by the cluster's primary whichever worker is asked for /metrics.
  if (config.METRICS_TOKEN) serveMetricsToPrimary();
  const transports: BusTransport[] = [];
  if (cluster.isWorker) transports.push(clusterTransport());
  if (redis) transports.push(redis.transport);
  else if (dialect === "postgres" && config.DATABASE_URL) transports.push(postgresTransport(config.DATABASE_URL, logger, schema));
  // With a way to speak, a change waits for every live process to answer (scale/processes.ts notes which are).
  const processes = transports.length ? await registerProcess(db, logger) : undefined;
  const bus = await startContentBus({
    db,
    logger,
    transports,
    ...(processes ? { processId: processes.id, peers: () => processes.alive() } : {}),
  });

  const server = createHttpServer(config);
  const deps = {
    config,
    db,
    dialect,
    logger,
    mailer: createMailer(config),
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
    ...(processes ? { processes } : {}),
  };
  const pages = await options.pageHandler(deps, server);
  if (pages.buildId) await registerBuild(db, pages.buildId);
  let phase: ShutdownPhase = "serving";
  const app = createApp({
    ...deps,
    pageHandler: pages.handle,
    ...(pages.buildId ? { buildId: pages.buildId } : {}),
    // /readyz answers 503 from the moment shutdown begins, so a load balancer stops sending while requests finish.
    isShuttingDown: () => phase !== "serving",
    instance: instanceId(),
  });
  const appListener = appRequestListener(app);
  const wrapped = options.wrap ? await options.wrap(appListener, server) : { listener: appListener };
  server.on(
    "request",
    duringShutdown(() => phase, wrapped.listener),
  );
  let lastConnectionAt = 0;
  server.on("connection", () => (lastConnectionAt = Date.now()));

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    const onListening = () => {
      server.off("error", reject);
      resolve();
    };
    if (config.HOST) server.listen(config.PORT, config.HOST, onListening);
    else server.listen(config.PORT, onListening);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const shownHost = !config.HOST || config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  logger.info(
    {
      database: describe,
      port,
      redis: Boolean(redis),
      contentBus: bus.transports,
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    },
    "storefront listening",
  );
  // Expired carts, sessions, reset links and rate-limit windows go on a schedule inside the server (no cron to set up).
  const pruning = startPruning({ db, logger, config });
  // The e-mails orders queued: each order sends its own at once; this sweep retries failures and sends what a
  // process killed between an order's commit and its e-mails left behind.
  const outbox = outboxOf(deps);
  outbox.start(60_000);
  // Pre-orders' own schedule: deposits unpaid after 48 hours, reminders, the pickup list, the waitlists.
  const campaignJobs = startCampaignJobs({ db, logger, timeZone: () => shopTimeZone(db), kick: () => outbox.kick() });
  // Custom cakes: quotes expire, old reference photos are deleted.
  const stopCakeJobs = startCustomCakeJobs(db, config.PRIVATE_UPLOADS_DIR, logger);
  // A cluster's primary says it once for all its workers (server/scale/cluster.ts).
  if (!cluster.isWorker) console.log(`Mai Vàng Bakery is open at http://${shownHost}:${port} (database: ${describe})`);

  // Shutdown in three steps (docs/deploy.md, "Graceful shutdown"), none of which fails a request a load balancer sent:
  //   1. the drain (SHUTDOWN_DRAIN_MS): /readyz answers 503 at once, so a balancer that asks it (Caddy, a cloud's,
  //      Kubernetes) moves on, but the process still serves whatever arrives, each answer closing its connection;
  //   2. turning away: reads are answered 503 undone, so a balancer that only learns from failures (nginx) sends them
  //      to another process and leaves this one alone; writes are still done. It ends when no connection has come for
  //      half a second (at most 5 s): closing the listener under a connection being made would cut its request;
  //   3. the close: the listener stops, and what is in flight gets SHUTDOWN_TIMEOUT_MS.
  // A second signal, a second or more after the first, skips what is left of 1 and 2 (a second Ctrl-C).
  const drainMs = config.NODE_ENV === "development" ? 0 : config.SHUTDOWN_DRAIN_MS;
  let hurry: (() => void) | undefined;
  let hurried = false;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (hurried) return resolve();
      const timer = setTimeout(resolve, ms);
      hurry = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const shutdown = async (signal: string) => {
    phase = "draining";
    if (drainMs > 0) {
      logger.info({ signal, drainMs }, "shutting down: /readyz answers 503; still serving while the load balancer moves on");
      if (!cluster.isWorker)
        console.log(`Stopping: still serving for ${drainMs / 1000} s so a load balancer can move on (a second Ctrl-C stops now)`);
      await wait(drainMs);
      phase = "turning-away";
      const until = Date.now() + TURN_AWAY_MAX_MS;
      while (!hurried && Date.now() < until && Date.now() - lastConnectionAt < QUIET_MS) await wait(50);
    }
    logger.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("shutdown timed out; closing remaining connections");
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const stop = async () => {
      await wrapped.close?.();
      await pruning.stop();
      await campaignJobs.stop();
      stopCakeJobs();
      await outbox.stop();
      await bus.stop();
      await processes?.stop();
      await redis?.close();
      await db.destroy();
      logger.info("stopped");
      process.exit(0);
    };
    // A step that fails ends the process as any unhandled rejection does: the error on stderr, exit code 1.
    server.close(() => void stop());
    server.closeIdleConnections();
  };
  // A signal within a second of the first is the same one arriving twice (a terminal's Ctrl-C reaches `npm start` and
  // this process, and npm passes its own on), not someone asking again.
  let firstSignalAt = 0;
  const onSignal = (signal: string) => {
    if (phase === "serving") {
      firstSignalAt = Date.now();
      return void shutdown(signal);
    }
    if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
    hurried = true;
    hurry?.();
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  // A terminal's Ctrl-C reaches a cluster's workers too; their primary decides for them, with SIGTERM.
  process.on("SIGINT", () => (cluster.isWorker ? undefined : onSignal("SIGINT")));
  return { server, port };
}
