import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { hitLimit, peekLimit, pruneLimits, reserveLimits, resetLimit } from "./rate-limit.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe("rate limits kept in the database", () => {
  const limit = { max: 3, windowSeconds: 3600 };
  const now = Date.parse("2026-11-21T10:15:00Z");

  it("allow up to max hits a window, then refuse with Retry-After until the window ends", async () => {
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await hitLimit(testDb.db, "login:ip:1.2.3.4", limit, now));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states[3]!.retryAfter).toBe(45 * 60);
    expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now)).allowed).toBe(false);
    expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now + 3600_000)).allowed).toBe(true);
  });

  it("two concurrent hits are both counted", async () => {
    await Promise.all([hitLimit(testDb.db, "k2", limit, now), hitLimit(testDb.db, "k2", limit, now)]);
    expect((await peekLimit(testDb.db, "k2", limit, now)).count).toBe(2);
  });

  it("let exactly max hits through when many arrive at the same moment, and count no refused one", async () => {
    const burst = { max: 10, windowSeconds: 900 };
    const states = await Promise.all(Array.from({ length: 150 }, () => hitLimit(testDb.db, "login:burst", burst, now)));
    expect(states.filter((s) => s.allowed)).toHaveLength(10);
    expect(states.filter((s) => !s.allowed).every((s) => s.retryAfter === 15 * 60)).toBe(true);
    expect((await peekLimit(testDb.db, "login:burst", burst, now)).count).toBe(10);
  });

  it("reserve several limits in turn: a refusal gives back what it took, a release gives back everything", async () => {
    const wide = { max: 5, windowSeconds: 3600 };
    const narrow = { max: 1, windowSeconds: 3600 };
    const first = await reserveLimits(testDb.db, [{ key: "r:wide", limit: wide }, { key: "r:narrow", limit: narrow }], now);
    expect(first.refused).toBeUndefined();
    const second = await reserveLimits(testDb.db, [{ key: "r:wide", limit: wide }, { key: "r:narrow", limit: narrow }], now);
    expect(second.refused?.allowed).toBe(false);
    expect((await peekLimit(testDb.db, "r:wide", wide, now)).count).toBe(1);
    if (!first.refused) await first.reservation.release();
    expect((await peekLimit(testDb.db, "r:wide", wide, now)).count).toBe(0);
    expect((await peekLimit(testDb.db, "r:narrow", narrow, now)).count).toBe(0);
  });

  it("reset a key with the keys below it, and only those", async () => {
    for (const key of ["acct:7", "acct:7:ip:1.2.3.4", "acct:7:ip:::1", "acct:70", "acct:70:ip:1.2.3.4", "acct:7x"]) await hitLimit(testDb.db, key, limit, now);
    await resetLimit(testDb.db, "acct:7", { andBelow: true });
    const left = await testDb.db.selectFrom("rate_limits").select("key").where("key", "like", "acct:%").orderBy("key").execute();
    expect(left.map((r) => r.key)).toEqual(["acct:70", "acct:70:ip:1.2.3.4", "acct:7x"]);
  });

  it("reset and prune forget counters", async () => {
    await resetLimit(testDb.db, "k2");
    expect((await peekLimit(testDb.db, "k2", limit, now)).count).toBe(0);
    await pruneLimits(testDb.db, now + 2 * 86_400_000);
    expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now)).count).toBe(0);
  });
});
