import type { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { migratorOf, migrationsFrom } from "../../../tests/support/migrations.ts";

// 2026-12-01T0900-campaigns on the demo bakery's database, which holds orders: down and up again, the orders kept.

let testDb: TestDb;
let migrator: Migrator;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  migrator = migratorOf(testDb);
});
afterAll(() => testDb.destroy());

describe("migration 2026-12-01T0900-campaigns", () => {
  it("rolls down and up on a database with orders, which keep their money and gain no deposit", async () => {
    const before = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    const down = await migrator.migrateTo("2026-11-30T0900-options-and-add-ons");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(migrationsFrom("2026-12-01T0900-campaigns"));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await testDb.db.selectFrom("orders").select(["id", "total_cents", "deposit_cents", "deposit_status", "campaign_id"]).orderBy("id").execute();
    expect(after.map((o) => [o.id, o.total_cents])).toEqual(before.map((o) => [o.id, o.total_cents]));
    expect(after.every((o) => o.deposit_cents === 0 && o.deposit_status === "none" && o.campaign_id === null)).toBe(true);
  });
});
