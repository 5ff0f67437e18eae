import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp, type PageHandler } from "../../server/app.ts";
import { createMailer } from "../../server/mail/mailer.ts";
import { loadConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import type { CardGateway } from "../../server/payments/authorize-net.ts";
import type { TestDb } from "./db.ts";

/**
 * The real Hono app over a test database; call it with `app.request()`. Without `pageHandler` it has no pages;
 * with one, that handler stands for React Router's.
 */
export function createTestApp(testDb: TestDb, env: Record<string, string> = {}, pageHandler?: PageHandler, extra: { cardGateway?: CardGateway } = {}) {
  const outbox = mkdtempSync(join(tmpdir(), "outbox-"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", OUTBOX_DIR: outbox, ...env });
  const logger = createLogger(config);
  const mailer = createMailer(config);
  return Object.assign(createApp({ config, db: testDb.db, dialect: testDb.dialect, logger, mailer, ...extra, ...(pageHandler ? { pageHandler } : {}) }), {
    config,
  });
}

/** The .eml files the app wrote to its outbox, oldest first. */
export function outboxMessages(config: { OUTBOX_DIR: string }): string[] {
  return readdirSync(config.OUTBOX_DIR)
    .sort()
    .map((name) => readFileSync(join(config.OUTBOX_DIR, name), "utf8"));
}

export const JSON_HEADERS = { "Content-Type": "application/json" };
