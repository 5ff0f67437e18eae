import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { nowIso } from "../../db/index.ts";
import { insertCustomer, insertSession } from "../accounts/accounts.repository.ts";
import { hashToken } from "../accounts/sessions.ts";
import { countUnreadNotices, readNotice, unreadNoticesOfToken } from "./notices.service.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

let n = 0;
/** A customer with a session of `token` (expiring in `minutes`) and `unread` unread notices plus one read. */
async function customerWithNotices(token: string, unread: number, { minutes = 60, status = "active" as "active" | "disabled" } = {}) {
  const now = nowIso();
  const id = await insertCustomer(testDb.db, {
    name: `Notices ${++n}`,
    email: `notices${n}@example.com`,
    phone: null,
    password_hash: null,
    legacy: 0,
    points: 0,
    membership_level: "member",
    status,
    locale: "en",
    created_at: now,
    updated_at: now,
  });
  await insertSession(testDb.db, {
    customer_id: id,
    token_hash: hashToken(token),
    remember: 0,
    expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
    now,
  });
  const rows = [...Array.from({ length: unread }, () => null), now].map((read_at) => ({
    customer_id: id,
    kind: "order_placed" as const,
    order_id: null,
    params_json: JSON.stringify({ code: "MV-TEST00000000" }),
    read_at,
    created_at: now,
  }));
  await testDb.db.insertInto("notices").values(rows).execute();
  return id;
}

describe("the header's unread notices", () => {
  it("counts the unread notices of the session's customer only, in one query", async () => {
    const mine = await customerWithNotices("token-mine", 3);
    await customerWithNotices("token-other", 5);
    expect(await unreadNoticesOfToken(testDb.db, "token-mine")).toBe(3);
    expect(await countUnreadNotices(testDb.db, mine)).toBe(3);
  });

  it("is 0 without a token, for an unknown or expired session, and for a disabled customer", async () => {
    await customerWithNotices("token-expired", 2, { minutes: -1 });
    await customerWithNotices("token-disabled", 2, { status: "disabled" });
    expect(await unreadNoticesOfToken(testDb.db, undefined)).toBe(0);
    expect(await unreadNoticesOfToken(testDb.db, "token-unknown")).toBe(0);
    expect(await unreadNoticesOfToken(testDb.db, "token-expired")).toBe(0);
    expect(await unreadNoticesOfToken(testDb.db, "token-disabled")).toBe(0);
  });

  it("goes down as notices are read; another customer's notice is not read", async () => {
    const me = await customerWithNotices("token-reader", 2);
    const other = await customerWithNotices("token-stranger", 1);
    const theirs = await testDb.db
      .selectFrom("notices")
      .select("id")
      .where("customer_id", "=", other)
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(await readNotice(testDb.db, me, theirs.id)).toBeUndefined();
    expect(await unreadNoticesOfToken(testDb.db, "token-stranger")).toBe(1);
    const mine = await testDb.db
      .selectFrom("notices")
      .select("id")
      .where("customer_id", "=", me)
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow();
    expect((await readNotice(testDb.db, me, mine.id))?.unread).toBe(1);
    expect(await unreadNoticesOfToken(testDb.db, "token-reader")).toBe(1);
  });
});
