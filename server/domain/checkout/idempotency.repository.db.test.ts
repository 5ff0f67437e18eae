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
    await releaseKey(testDb.db, "key-life-0001");
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", now)).toEqual({ kind: "owned" });
    await markKeyDone(testDb.db, "key-life-0001", orderId, "MV-TEST");
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", later(10 * 60_000))).toEqual({ kind: "replay", orderId });
    // A done key is never given up.
    await releaseKey(testDb.db, "key-life-0001");
    expect(await claimKey(testDb.db, "key-life-0001", "body-b", now)).toEqual({ kind: "replay", orderId });
  });

  it("left running by a request that died is taken over after two minutes, by one request only", async () => {
    expect(await claimKey(testDb.db, "key-dead-0001", "body-a", now)).toEqual({ kind: "owned" });
    expect(await claimKey(testDb.db, "key-dead-0001", "body-a", later(60_000))).toEqual({ kind: "inProgress" });
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimKey(testDb.db, "key-dead-0001", "body-a", later(3 * 60_000))));
    expect(claims.filter((c) => c.kind === "owned")).toHaveLength(1);
    expect(claims.filter((c) => c.kind === "inProgress")).toHaveLength(4);
  });
});
