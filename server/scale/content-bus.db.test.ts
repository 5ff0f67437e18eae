import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, testDialect, type TestDb } from "../../tests/support/db.ts";
import { CONTENT_VERSION_KEY, contentChanged, contentVersion, onContentChange } from "../domain/content/content-version.ts";
import { createLogger } from "../logger.ts";
import { postgresTransport, startContentBus, type BusTransport } from "./content-bus.ts";
import { deploymentId, registerProcess } from "./processes.ts";

// The content bus: a change made by another process empties this one's caches — told by a message, or found by the
// check of the version when a message was lost — and a change made here waits until its message has gone round.

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

/** A broker in memory: what one side publishes reaches every subscriber (the sender too), after `delayMs`. */
function memoryBroker(delayMs = 5) {
  const subscribers = new Set<(message: string) => void>();
  const published: string[] = [];
  const transport = (): BusTransport => ({
    name: "memory",
    async publish(message) {
      published.push(message);
      setTimeout(() => subscribers.forEach((deliver) => deliver(message)), delayMs);
    },
    async subscribe(onMessage) {
      subscribers.add(onMessage);
    },
    async close() {},
  });
  return { transport, published, deliver: (message: string) => subscribers.forEach((d) => d(message)) };
}

function heard() {
  const counter = { count: 0 };
  const stop = onContentChange(() => (counter.count += 1));
  return { counter, stop };
}

const changed = (version: number, from = "elsewhere") => JSON.stringify({ kind: "changed", version, from });

it("empties this process's caches when another announces a newer version, answers it, and ignores the rest", async () => {
  const broker = memoryBroker(0);
  const bus = await startContentBus({ db: testDb.db, logger, transports: [broker.transport()], processId: "here", pollMs: 0 });
  const { counter, stop } = heard();
  const now = await contentVersion(testDb.db);
  broker.deliver(changed(now + 1));
  expect(counter.count).toBe(1);
  // The same version again, or an older one (a message overtaken by a later change), is old news; junk is nothing.
  for (const junk of [
    changed(now + 1),
    changed(now),
    "nope",
    "",
    "{}",
    '{"kind":"changed","version":-1,"from":"x"}',
    '{"kind":"changed","version":1.5,"from":"x"}',
    changed(now + 9, ""),
  ]) {
    broker.deliver(junk);
  }
  expect(counter.count).toBe(1);
  // Each announcement from elsewhere got its answer, addressed to its sender.
  await new Promise((resolve) => setTimeout(resolve, 10));
  const answers = broker.published.map((m) => JSON.parse(m) as { kind: string; version: number; to: string });
  expect(answers.filter((a) => a.kind === "emptied").map((a) => [a.version, a.to])).toEqual([
    [now + 1, "elsewhere"],
    [now + 1, "elsewhere"],
    [now, "elsewhere"],
  ]);
  stop();
  await bus.stop();
});

it("a change made here returns only once every live process has answered that it emptied its caches", async () => {
  const broker = memoryBroker(5);
  const here = await startContentBus({
    db: testDb.db,
    logger,
    transports: [broker.transport()],
    processId: "here",
    peers: async () => ["here", "b", "c"],
    pollMs: 0,
  });
  // Two other processes on the same broker: b answers after 40 ms of work, c at once.
  const others: string[] = [];
  let slowB = 40;
  await broker.transport().subscribe((message) => {
    const m = JSON.parse(message) as { kind: string; version: number; from: string };
    if (m.kind !== "changed" || m.from !== "here") return;
    setTimeout(() => {
      others.push("b");
      broker.deliver(JSON.stringify({ kind: "emptied", version: m.version, from: "b", to: "here" }));
    }, slowB);
    others.push("c");
    broker.deliver(JSON.stringify({ kind: "emptied", version: m.version, from: "c", to: "here" }));
  });
  const { counter, stop } = heard();
  const started = Date.now();
  const version = await contentChanged(testDb.db);
  expect(Date.now() - started).toBeGreaterThanOrEqual(40);
  expect(others).toEqual(["c", "b"]);
  expect(JSON.parse(broker.published[0]!)).toEqual({ kind: "changed", version, from: "here" });
  // Its own listeners ran once, at the change.
  expect(counter.count).toBe(1);

  // A process that never answers (killed a moment ago) holds a change at most ackTimeoutMs.
  slowB = 60_000;
  await here.stop();
  const impatient = await startContentBus({
    db: testDb.db,
    logger,
    transports: [broker.transport()],
    processId: "here",
    peers: async () => ["b", "c"],
    pollMs: 0,
    ackTimeoutMs: 50,
  });
  const again = Date.now();
  await contentChanged(testDb.db);
  expect(Date.now() - again).toBeLessThan(1000);
  stop();
  await impatient.stop();
});

it("a transport that fails to send does not fail the change: the others catch up by the version check", async () => {
  const broken: BusTransport = {
    name: "broken",
    publish: () => Promise.reject(new Error("down")),
    subscribe: async () => {},
    close: async () => {},
  };
  const bus = await startContentBus({
    db: testDb.db,
    logger,
    transports: [broken],
    peers: async () => ["other"],
    pollMs: 0,
    ackTimeoutMs: 20,
  });
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

it("notes the live processes: one that stops is gone at once, one not heard of for aliveMs is gone too", async () => {
  const a = await registerProcess(testDb.db, logger, { heartbeatMs: 30, aliveMs: 90 });
  const b = await registerProcess(testDb.db, logger, { heartbeatMs: 30, aliveMs: 90 });
  expect((await a.alive()).sort()).toEqual([a.id, b.id].sort());
  await b.stop();
  expect(await a.alive()).toEqual([a.id]);
  // A process killed without a word: its note stays, but ages out.
  const c = await registerProcess(testDb.db, logger, { heartbeatMs: 60_000, aliveMs: 90 });
  expect(await a.alive()).toContain(c.id);
  await expect.poll(async () => (await a.alive()).includes(c.id), { timeout: 2000 }).toBe(false);
  await Promise.all([a.stop(), c.stop()]);
  // The database's own name is made once.
  expect(await deploymentId(testDb.db)).toBe(await deploymentId(testDb.db));
});

it.runIf(testDialect() === "postgres")("PostgreSQL: what one process notifies, another listening on the same database hears", async () => {
  const url = process.env.TEST_DATABASE_URL!;
  const a = postgresTransport(url, logger, testDb.schema);
  const b = postgresTransport(url, logger, testDb.schema);
  const elsewhere = postgresTransport(url, logger, `${testDb.schema}_other`);
  const heardByB: string[] = [];
  const heardElsewhere: string[] = [];
  await a.subscribe(() => {});
  await b.subscribe((message) => heardByB.push(message));
  await elsewhere.subscribe((message) => heardElsewhere.push(message));
  await a.publish("41");
  await a.publish("42");
  await expect.poll(() => heardByB, { timeout: 2000 }).toEqual(["41", "42"]);
  // Another schema (another test file, another shop on the same server) hears nothing.
  expect(heardElsewhere).toEqual([]);
  await Promise.all([a.close(), b.close(), elsewhere.close()]);
});
