import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { claimKey, markKeyDone, releaseKey } from "./idempotency.repository.ts";

// The Idempotency-Key store on the suite's database: one owner per key, even for requests sent at once.

let testDb: TestDb;
let orderId: number;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  orderId = (await testDb.db.selectFrom("orders").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

const now = new Date("2030-03-01T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("an Idempotency-Key", () => {
  it("of 10 requests sent at once with one key, one owns it and the others are told it is running", async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimKey(testDb.db, "key-burst-0001", "body-a", now)));
    expect(claims.filter((c) => c.kind === "owned")).toHaveLength(1);
    expect(claims.filter((c) => c.kind === "inProgress")).toHaveLength(9);
  });

  it("with another body is refused; once done it answers its order again; given up, it may be claimed anew", async () => {
    expect(await claimKey(testDb.db, "key-life-0001", "body-a", now)).toEqual({ kind: "owned" });
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", now)).toEqual({ kind: "reused" });
    await releaseKey(testDb.db, "key-life-0001", now.toISOString());
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", now)).toEqual({ kind: "owned" });
    expect(await markKeyDone(testDb.db, "key-life-0001", now.toISOString(), orderId, "MV-TEST")).toBe(true);
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", later(10 * 60_000))).toEqual({ kind: "replay", orderId });
    // A done key is never given up.
    await releaseKey(testDb.db, "key-life-0001", now.toISOString());
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", now)).toEqual({ kind: "replay", orderId });
  });

  it("left running by a request that died is taken over after two minutes, by one request only", async () => {
    expect(await claimKey(testDb.db, "key-dead-0001", "body-a", now)).toEqual({ kind: "owned" });
    expect(await claimKey(testDb.db, "key-dead-0001", "body-a", later(60_000))).toEqual({ kind: "inProgress" });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimKey(testDb.db, "key-dead-0001", "body-a", later(3 * 60_000))));
    expect(claims.filter((c) => c.kind === "owned")).toHaveLength(1);
    expect(claims.filter((c) => c.kind === "inProgress")).toHaveLength(4);
  });

  it("held by a process that is no longer alive is taken over at once, by one request only; a live one's is not", async () => {
    const processes = new Set(["process-a", "process-b"]);
    const as = (id: string) => ({ id, alive: async () => [...processes] });
    expect(await claimKey(testDb.db, "key-gone-0001", "body-a", now, as("process-a"))).toEqual({ kind: "owned" });
    // A alive: B waits, whoever asks.
    expect(await claimKey(testDb.db, "key-gone-0001", "body-a", later(1_000), as("process-b"))).toEqual({ kind: "inProgress" });
    // A killed: the next request through B owns the key at once; of several at once, one.
    processes.delete("process-a");
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimKey(testDb.db, "key-gone-0001", "body-a", later(2_000), as("process-b"))),
    );
    expect(claims.filter((c) => c.kind === "owned")).toHaveLength(1);
    expect(claims.filter((c) => c.kind === "inProgress")).toHaveLength(4);
    // A process alone (no registry) keeps the two minutes: it cannot tell a dead process from a slow one.
    expect(await claimKey(testDb.db, "key-alone-001", "body-a", now)).toEqual({ kind: "owned" });
    expect(await claimKey(testDb.db, "key-alone-001", "body-a", later(60_000))).toEqual({ kind: "inProgress" });
  });

  it("taken over: the request counted as dead can neither finish its order with the key nor give the key up", async () => {
    const processes = new Set(["process-a", "process-b"]);
    const as = (id: string) => ({ id, alive: async () => [...processes] });
    expect(await claimKey(testDb.db, "key-late-0001", "body-a", now, as("process-a"))).toEqual({ kind: "owned" });
    processes.delete("process-a");
    const takenAt = later(7_000);
    expect(await claimKey(testDb.db, "key-late-0001", "body-a", takenAt, as("process-b"))).toEqual({ kind: "owned" });
    // A's request was only slow, and comes back: its order is undone (false), and its giving up leaves B's claim.
    expect(await markKeyDone(testDb.db, "key-late-0001", now.toISOString(), orderId, "MV-LATE")).toBe(false);
    await releaseKey(testDb.db, "key-late-0001", now.toISOString());
    expect(await claimKey(testDb.db, "key-late-0001", "body-a", later(8_000), as("process-b"))).toEqual({ kind: "inProgress" });
    expect(await markKeyDone(testDb.db, "key-late-0001", takenAt.toISOString(), orderId, "MV-LATE")).toBe(true);
    expect(await claimKey(testDb.db, "key-late-0001", "body-a", later(9_000), as("process-b"))).toEqual({ kind: "replay", orderId });
  });
});
