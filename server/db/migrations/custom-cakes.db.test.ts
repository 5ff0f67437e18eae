import type { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { migratorOf, migrationsFrom } from "../../../tests/support/migrations.ts";

// 2026-12-02T0900-custom-cakes on the demo bakery's database, which holds orders and custom cake requests: down and up
// again, the orders kept with their money, and the requests' tables there again, empty.

let testDb: TestDb;
let migrator: Migrator;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  migrator = migratorOf(testDb);
});
afterAll(() => testDb.destroy());

describe("migration 2026-12-02T0900-custom-cakes", () => {
  it("rolls down and up on a database with orders and requests; the orders keep their money and name no request", async () => {
    const before = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await testDb.db.selectFrom("cake_requests").select("id").execute()).length).toBeGreaterThan(0);
    const down = await migrator.migrateTo("2026-12-01T0900-campaigns");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(migrationsFrom("2026-12-02T0900-custom-cakes"));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await testDb.db.selectFrom("orders").select(["id", "total_cents", "cake_request_id"]).orderBy("id").execute();
    expect(after.map((o) => [o.id, o.total_cents])).toEqual(before.map((o) => [o.id, o.total_cents]));
    expect(after.every((o) => o.cake_request_id === null)).toBe(true);
    expect(await testDb.db.selectFrom("cake_requests").select("id").execute()).toEqual([]);
  });
});
