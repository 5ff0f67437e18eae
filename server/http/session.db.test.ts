import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { nowIso } from "../db/index.ts";
import { insertCustomer, insertSession } from "../domain/accounts/accounts.repository.ts";
import { hashToken } from "../domain/accounts/sessions.ts";
import { customerIdOf, sessionOf, sessionTokenOf } from "./session.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

let n = 0;
/** A customer with a session of the given token, expiring in `minutes` (negative: already expired). */
async function customerWithSession(token: string, { minutes = 60, status = "active" as "active" | "disabled" } = {}) {
  const now = nowIso();
  const id = await insertCustomer(testDb.db, {
    name: `Session ${++n}`,
    email: `session${n}@example.com`,
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
  const expires = new Date(Date.now() + minutes * 60_000).toISOString();
  await insertSession(testDb.db, { customer_id: id, token_hash: hashToken(token), remember: 0, expires_at: expires, now });
  return id;
}

const withCookie = (value: string) => new Headers({ cookie: `theme=dark; auth_token=${value}` });

describe("sessionTokenOf", () => {
  it("takes the bearer header first, else the auth_token cookie (also in its 'Bearer …' form)", () => {
    expect(sessionTokenOf(new Headers({ authorization: "Bearer abc", cookie: "auth_token=xyz" }))).toEqual({
      token: "abc",
      from: "bearer",
    });
    expect(sessionTokenOf(withCookie("xyz"))).toEqual({ token: "xyz", from: "cookie" });
    expect(sessionTokenOf(withCookie("Bearer%20xyz"))).toEqual({ token: "xyz", from: "cookie" });
    expect(sessionTokenOf(new Headers())).toBeUndefined();
  });

  it("ignores a token longer than any we issue", () => {
    expect(sessionTokenOf(new Headers({ authorization: `Bearer ${"a".repeat(513)}` }))).toBeUndefined();
    expect(sessionTokenOf(withCookie("a".repeat(513)))).toBeUndefined();
  });
});

describe("one answer to 'who is signed in?'", () => {
  it("is the customer of a live session, by cookie or by bearer token", async () => {
    const id = await customerWithSession("live-token-1");
    expect(await customerIdOf(testDb.db, withCookie("live-token-1"))).toBe(id);
    expect(await customerIdOf(testDb.db, new Headers({ authorization: "Bearer live-token-1" }))).toBe(id);
    expect((await sessionOf(testDb.db, withCookie("live-token-1")))?.user.name).toMatch(/^Session /);
  });

  it("is nobody for an unknown or expired session, or a disabled customer", async () => {
    await customerWithSession("expired-token", { minutes: -1 });
    await customerWithSession("disabled-token", { status: "disabled" });
    expect(await customerIdOf(testDb.db, withCookie("never-issued"))).toBeNull();
    expect(await customerIdOf(testDb.db, withCookie("expired-token"))).toBeNull();
    expect(await customerIdOf(testDb.db, withCookie("disabled-token"))).toBeNull();
    expect(await customerIdOf(testDb.db, new Headers())).toBeNull();
  });
});
