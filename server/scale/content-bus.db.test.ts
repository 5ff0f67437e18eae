import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, testDialect, type TestDb } from "../../tests/support/db.ts";
import { CONTENT_VERSION_KEY, contentChanged, contentVersion, onContentChange } from "../domain/content/content-version.ts";
import { createLogger } from "../logger.ts";
import { postgresTransport, startContentBus, type BusTransport } from "./content-bus.ts";

// The content bus: a change made by another process empties this one's caches — told by a message, or found by the
// check of the version when a message was lost — and a change made here waits until its message has gone round.

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

/** A broker in memory: what one side publishes reaches every subscriber, after `delayMs`. */
function memoryBroker(delayMs = 5) {
  const subscribers = new Set<(version: number) => void>();
  const published: number[] = [];
  const transport = (): BusTransport => ({
    name: "memory",
    async publish(version) {
      published.push(version);
      setTimeout(() => subscribers.forEach((deliver) => deliver(version)), delayMs);
    },
    async subscribe(onVersion) {
      subscribers.add(onVersion);
    },
    async close() {},
  });
  return { transport, published, deliver: (version: number) => subscribers.forEach((d) => d(version)) };
}

function heard() {
  const counter = { count: 0 };
  const stop = onContentChange(() => (counter.count += 1));
  return { counter, stop };
}

it("empties this process's caches when another announces a newer version, and only then", async () => {
  const broker = memoryBroker();
  const bus = await startContentBus({ db: testDb.db, logger, transports: [broker.transport()], pollMs: 0 });
  const { counter, stop } = heard();
  const now = await contentVersion(testDb.db);
  broker.deliver(now + 1);
  expect(counter.count).toBe(1);
  // The same version again, or an older one (a message overtaken by a later change), is old news.
  broker.deliver(now + 1);
  broker.deliver(now);
  broker.deliver(Number.NaN);
  expect(counter.count).toBe(1);
  stop();
  await bus.stop();
});

it("announces a change made here and returns only once its message has come back", async () => {
  const broker = memoryBroker(30);
  const bus = await startContentBus({ db: testDb.db, logger, transports: [broker.transport()], pollMs: 0 });
  const { counter, stop } = heard();
  const started = Date.now();
  const version = await contentChanged(testDb.db);
  expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  expect(broker.published).toEqual([version]);
  // Its own listeners ran once, at the change: the echo does not run them again.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(counter.count).toBe(1);
  stop();
  await bus.stop();
});

it("a transport that fails to announce does not fail the change: the others catch up by the version check", async () => {
  const broken: BusTransport = {
    name: "broken",
    publish: () => Promise.reject(new Error("down")),
    subscribe: async () => {},
    close: async () => {},
  };
  const bus = await startContentBus({ db: testDb.db, logger, transports: [broken], pollMs: 0, echoTimeoutMs: 20 });
  const before = await contentVersion(testDb.db);
  await expect(contentChanged(testDb.db)).resolves.toBe(before + 1);
  await bus.stop();
});

it("finds a change nobody announced by checking the version every pollMs", async () => {
  const bus = await startContentBus({ db: testDb.db, logger, transports: [], pollMs: 20 });
  const { counter, stop } = heard();
  // Another process's bump whose message was lost: the database row moves, nothing is said.
  await testDb.db
    .updateTable("app_meta")
    .set({ value: sql<string>`CAST(CAST(value AS INTEGER) + 1 AS TEXT)` })
    .where("key", "=", CONTENT_VERSION_KEY)
    .execute();
  await expect.poll(() => counter.count, { timeout: 2000 }).toBe(1);
  stop();
  await bus.stop();
});

it.runIf(testDialect() === "postgres")("PostgreSQL: what one process notifies, another listening on the same database hears", async () => {
  const url = process.env.TEST_DATABASE_URL!;
  const a = postgresTransport(url, logger, testDb.schema);
  const b = postgresTransport(url, logger, testDb.schema);
  const elsewhere = postgresTransport(url, logger, `${testDb.schema}_other`);
  const heardByB: number[] = [];
  const heardElsewhere: number[] = [];
  await a.subscribe(() => {});
  await b.subscribe((version) => heardByB.push(version));
  await elsewhere.subscribe((version) => heardElsewhere.push(version));
  await a.publish(41);
  await a.publish(42);
  await expect.poll(() => heardByB, { timeout: 2000 }).toEqual([41, 42]);
  // Another schema (another test file, another shop on the same server) hears nothing.
  expect(heardElsewhere).toEqual([]);
  await Promise.all([a.close(), b.close(), elsewhere.close()]);
});
