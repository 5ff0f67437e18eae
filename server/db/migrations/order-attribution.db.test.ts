import type { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { migratorOf, migrationsFrom } from "../../../tests/support/migrations.ts";

// 2026-12-03T0900-order-attribution on the demo bakery's database: down and up again, the orders kept with their
// money, their attributions gone with the table and the table there again, empty.

let testDb: TestDb;
let migrator: Migrator;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  migrator = migratorOf(testDb);
});
afterAll(() => testDb.destroy());

describe("migration 2026-12-03T0900-order-attribution", () => {
  it("rolls down and up on a database with orders and their attributions; the orders keep their money", async () => {
    const before = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await testDb.db.selectFrom("order_attributions").select("order_id").execute()).length).toBeGreaterThan(0);
    const down = await migrator.migrateTo("2026-12-02T0900-custom-cakes");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(migrationsFrom("2026-12-03T0900-order-attribution"));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(after).toEqual(before);
    expect(await testDb.db.selectFrom("order_attributions").select("order_id").execute()).toEqual([]);
  });
});
