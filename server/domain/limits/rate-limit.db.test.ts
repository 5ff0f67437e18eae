import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { hitLimit, peekLimit, pruneLimits, resetLimit } from "./rate-limit.ts";

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

  it("reset and prune forget counters", async () => {
    await resetLimit(testDb.db, "k2");
    expect((await peekLimit(testDb.db, "k2", limit, now)).count).toBe(0);
    await pruneLimits(testDb.db, now + 2 * 86_400_000);
    expect((await peekLimit(testDb.db, "login:ip:1.2.3.4", limit, now)).count).toBe(0);
  });
});
