import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { pruneExpired } from "./prune.ts";

let testDb: TestDb;
let productId: number;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  ({ id: productId } = await testDb.db.selectFrom("products").select("id").executeTakeFirstOrThrow());
});
afterAll(() => testDb.destroy());

const NOW = new Date("2026-12-01T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const MINUTE = 60_000;
const DAY = 86_400_000;

let customers = 0;
async function customer(): Promise<number> {
  const n = ++customers;
  const at = ago(500 * DAY);
  const row = await testDb.db
    .insertInto("customers")
    .values({
      name: `Prune ${n}`,
      email: `prune${n}@example.com`,
      phone: null,
      password_hash: null,
      legacy: 0,
      points: 0,
      membership_level: "member",
      status: "active",
      locale: "en",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function cart(values: {
  token?: string | null;
  customerId?: number | null;
  status?: "open" | "merged" | "ordered";
  updatedAt: string;
  lines?: number;
}) {
  const row = await testDb.db
    .insertInto("carts")
    .values({
      token: values.token ?? null,
      customer_id: values.customerId ?? null,
      status: values.status ?? "open",
      coupon_code: null,
      created_at: values.updatedAt,
      updated_at: values.updatedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (let i = 0; i < (values.lines ?? 0); i++) {
    await testDb.db
      .insertInto("cart_lines")
      .values({
        cart_id: row.id,
        product_id: productId,
        quantity: 1,
        note: `line ${i}`,
        created_at: values.updatedAt,
        updated_at: values.updatedAt,
      })
      .execute();
  }
  return row.id;
}

const ids = async (table: "carts" | "sessions" | "password_resets" | "email_changes") =>
  (await testDb.db.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);

describe("pruneExpired", () => {
  it("deletes exactly the expired carts, sessions, reset links, changes of e-mail and rate-limit windows, and keeps the rest", async () => {
    const lan = await customer();
    const minh = await customer();
    const expired = {
      idleVisitor: await cart({ token: "ct_IdleVisitor000000000001", updatedAt: ago(31 * DAY), lines: 2 }),
      mergedVisitor: await cart({ status: "merged", updatedAt: ago(40 * DAY) }),
      orderedCustomer: await cart({ customerId: lan, status: "ordered", updatedAt: ago(40 * DAY), lines: 1 }),
    };
    const kept = {
      recentVisitor: await cart({ token: "ct_RecentVisitor00000000001", updatedAt: ago(29 * DAY), lines: 1 }),
      customersOwn: await cart({ customerId: lan, updatedAt: ago(400 * DAY), lines: 1 }),
      recentlyOrdered: await cart({ customerId: minh, status: "ordered", updatedAt: ago(10 * DAY) }),
    };

    const session = (customerId: number, expiresAt: string, tag: string) =>
      testDb.db
        .insertInto("sessions")
        .values({
          customer_id: customerId,
          token_hash: `hash-${tag}`,
          remember: 0,
          expires_at: expiresAt,
          created_at: ago(DAY),
          last_seen_at: ago(DAY),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const expiredSession = await session(lan, ago(MINUTE), "old");
    const liveSession = await session(lan, ahead(MINUTE), "live");

    const reset = (expiresAt: string, usedAt: string | null, tag: string) =>
      testDb.db
        .insertInto("password_resets")
        .values({ customer_id: minh, token_hash: `reset-${tag}`, expires_at: expiresAt, used_at: usedAt, created_at: ago(DAY) })
        .returning("id")
        .executeTakeFirstOrThrow();
    const expiredReset = await reset(ago(MINUTE), null, "old");
    const usedLive = await reset(ahead(30 * MINUTE), ago(MINUTE), "used");
    const liveReset = await reset(ahead(30 * MINUTE), null, "live");

    const change = (customerId: number, expiresAt: string, usedAt: string | null) =>
      testDb.db
        .insertInto("email_changes")
        .values({
          customer_id: customerId,
          new_email: `new-${customerId}@example.com`,
          token_hash: `change-${customerId}`,
          expires_at: expiresAt,
          used_at: usedAt,
          created_at: ago(DAY),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    await change(lan, ago(MINUTE), ago(2 * MINUTE));
    const liveChange = await change(minh, ahead(MINUTE), null);

    await testDb.db
      .insertInto("rate_limits")
      .values([
        { key: "cart:open:198.51.100.1", window_start: ago(2 * DAY), count: 30 },
        { key: "cart:open:198.51.100.1", window_start: ago(60 * MINUTE), count: 3 },
      ])
      .execute();

    const pruned = await pruneExpired(testDb.db, NOW, { cartRetentionDays: 30 });

    expect(pruned).toEqual({ carts: 3, sessions: 1, passwordResets: 1, emailChanges: 1 });
    expect(await ids("email_changes")).toEqual([liveChange.id]);
    expect(await ids("carts")).toEqual(Object.values(kept).sort((a, b) => a - b));
    for (const id of Object.values(expired)) expect(await ids("carts")).not.toContain(id);
    const lines = await testDb.db.selectFrom("cart_lines").select("cart_id").execute();
    expect(lines.map((l) => l.cart_id).sort((a, b) => a - b)).toEqual([kept.recentVisitor, kept.customersOwn]);
    expect(await ids("sessions")).toEqual([liveSession.id]);
    expect(await ids("sessions")).not.toContain(expiredSession.id);
    expect(await ids("password_resets")).toEqual([usedLive.id, liveReset.id]);
    expect(await ids("password_resets")).not.toContain(expiredReset.id);
    expect(await testDb.db.selectFrom("rate_limits").select(["key", "window_start", "count"]).execute()).toEqual([
      { key: "cart:open:198.51.100.1", window_start: ago(60 * MINUTE), count: 3 },
    ]);

    // A second run finds nothing more.
    expect(await pruneExpired(testDb.db, NOW, { cartRetentionDays: 30 })).toEqual({
      carts: 0,
      sessions: 0,
      passwordResets: 0,
      emailChanges: 0,
    });
  });

  it("keeps visitor carts for as many days as configured", async () => {
    const tenDays = await cart({ token: "ct_TenDaysIdle0000000000001", updatedAt: ago(10 * DAY) });
    await pruneExpired(testDb.db, NOW, { cartRetentionDays: 30 });
    expect(await ids("carts")).toContain(tenDays);
    await pruneExpired(testDb.db, NOW, { cartRetentionDays: 7 });
    expect(await ids("carts")).not.toContain(tenDays);
  });
});
