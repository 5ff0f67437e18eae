import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type PageHandler } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { appRequestListener, createHttpServer } from "../../server/http/node-server.ts";
import { createLogger } from "../../server/logger.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import type { TestDb } from "./db.ts";

/** One pino line, parsed. Levels: 20 debug, 30 info, 40 warn, 50 error. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/**
 * The real app behind the real Node server (as boot.ts makes it) on an ephemeral loopback port, logging at debug
 * level into `lines`.
 */
export async function startTestServer(testDb: TestDb, env: Record<string, string> = {}, pageHandler?: PageHandler) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "debug", OUTBOX_DIR: mkdtempSync(join(tmpdir(), "outbox-")), ...env });
  const lines: LogLine[] = [];
  const logger = createLogger(config, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const app = createApp({
    config,
    db: testDb.db,
    dialect: testDb.dialect,
    logger,
    mailer: createMailer(config),
    ...(pageHandler ? { pageHandler } : {}),
  });
  const server: Server = createHttpServer(config);
  server.on("request", appRequestListener(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    lines,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawExchange {
  /** Everything the server sent back. */
  received: string;
  /** Milliseconds from connecting until the server closed the connection; null if it was still open at `waitMs`. */
  closedAfterMs: number | null;
}

/**
 * Sends `text` over a plain TCP connection and waits (at most `waitMs`) for the server to close it. With `hangUpAfterMs`
 * the client closes first, as a browser does when its tab is closed mid-upload.
 */
export function rawExchange(port: number, text: string, options: { waitMs: number; hangUpAfterMs?: number }): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text);
      if (options.hangUpAfterMs !== undefined) setTimeout(() => socket.destroy(), options.hangUpAfterMs);
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      resolve({ received, closedAfterMs: null });
    }, options.waitMs);
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}
