import cluster, { type Worker } from "node:cluster";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openPreparedDb } from "../db/prepare.ts";
import { createLogger, type Logger } from "../logger.ts";
import { relayContentBus } from "./content-bus.ts";
import { aggregateMetricsForWorkers } from "../observability/metrics.ts";
import { instanceEnv, newInstanceId } from "./instance.ts";
import { SAME_SIGNAL_MS, TURN_AWAY_MAX_MS } from "../http/node-server.ts";

// WEB_CONCURRENCY workers on one port (node:cluster): the primary prepares the database once (migrations, first-start
// seed) so the workers never race to do it, then forks the workers, which run the whole server (server/boot.ts) and
// share the port. The primary serves nothing itself; it passes content changes between workers
// (scale/content-bus.ts), restarts a worker that dies, and stops them all as one on SIGTERM or SIGINT.

/** A worker that dies this soon after starting counts as failing to start. */
const EARLY_DEATH_MS = 10_000;
/** This many early deaths in a row: the workers cannot start (a bad setting, the database gone), so give up. */
const EARLY_DEATHS_TO_GIVE_UP = 5;

/**
 * In the process `npm start` runs: with WEB_CONCURRENCY above 1, becomes the cluster's primary and answers true;
 * otherwise (one process, or a worker) answers false, and the caller starts the server itself.
 */
export async function startCluster(exec: string, defaultNodeEnv: Config["NODE_ENV"]): Promise<boolean> {
  if (!cluster.isPrimary) return false;
  let config: Config;
  try {
    config = loadConfig({ NODE_ENV: defaultNodeEnv, ...process.env });
  } catch (error) {
    // The server's own start says what is wrong, in the same words.
    if (error instanceof ConfigError) return false;
    throw error;
  }
  if (config.WEB_CONCURRENCY <= 1) return false;
  await runPrimary({ config, logger: createLogger(config), exec });
  return true;
}

export interface PrimaryOptions {
  config: Config;
  logger: Logger;
  /** The file each worker runs (the built server's entry). */
  exec: string;
}

export async function runPrimary({ config, logger, exec }: PrimaryOptions): Promise<void> {
  const workers = config.WEB_CONCURRENCY;
  const { db, describe } = await openPreparedDb(config, logger);
  await db.destroy();

  // The workers run the same Node with the same flags (npm start's heap limits), told they are workers by node:cluster.
  cluster.setupPrimary({ exec, execArgv: process.execArgv });
  relayContentBus();
  // /metrics asked of any worker answers for all of them (server/observability/metrics.ts).
  if (config.METRICS_TOKEN) aggregateMetricsForWorkers();

  let stopping = false;
  let earlyDeaths = 0;
  let announced = false;
  const startedAt = new Map<Worker, number>();
  // One id for this start, shared by every worker (and a replaced one): /healthz answers it (scale/instance.ts).
  const instance = instanceEnv(newInstanceId());

  function fork(): void {
    const worker = cluster.fork(instance);
    startedAt.set(worker, Date.now());
    worker.once("listening", (address) => {
      if (announced) return;
      announced = true;
      const host = !config.HOST || config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
      console.log(`Mai Vàng Bakery is open at http://${host}:${address.port} (${workers} worker processes; database: ${describe})`);
    });
  }

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) finish();
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= EARLY_DEATHS_TO_GIVE_UP) {
      logger.fatal({ pid: worker.process.pid, code, signal }, "workers keep dying as they start: stopping");
      stop("workers failing", 1);
      return;
    }
    // Back off when workers die young (1, 2, 4 … s), at once otherwise: the others keep serving meanwhile.
    const delay = earlyDeaths ? Math.min(30_000, 1000 * 2 ** (earlyDeaths - 1)) : 0;
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, "a worker died: starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  let exitCode = 0;
  let finished = false;
  function finish() {
    if (finished) return;
    finished = true;
    logger.info("stopped");
    process.exit(exitCode);
  }

  let stoppingSince = 0;
  function stop(reason: string, code = 0) {
    if (stopping) {
      // A second signal (not the first one delivered twice, as `npm start` does): each worker ends its drain and
      // stops now (server/boot.ts).
      if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      return;
    }
    stopping = true;
    stoppingSince = Date.now();
    exitCode = code;
    logger.info({ reason }, "shutting down: every worker drains, then finishes its requests in flight");
    if (config.SHUTDOWN_DRAIN_MS > 0 && code === 0) {
      console.log(
        `Stopping: still serving for ${config.SHUTDOWN_DRAIN_MS / 1000} s so a load balancer can move on (a second Ctrl-C stops now)`,
      );
    }
    const alive = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (!alive.length) return finish();
    // Each worker drains, closes its server and its database as it would alone (server/boot.ts): the shared port
    // takes connections until the last worker stops listening. One that hangs is killed.
    for (const worker of alive) worker.process.kill("SIGTERM");
    const force = setTimeout(
      () => {
        logger.warn("workers did not stop in time: killing them");
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
        exitCode ||= 1;
        setTimeout(finish, 1000).unref();
      },
      config.SHUTDOWN_DRAIN_MS + TURN_AWAY_MAX_MS + config.SHUTDOWN_TIMEOUT_MS + 5000,
    );
    force.unref();
  }

  // A terminal's Ctrl-C reaches the whole process group; the workers leave SIGINT to this, which sends them SIGTERM.
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  logger.info({ workers, database: describe }, "starting worker processes");
  for (let i = 0; i < workers; i++) fork();
}
