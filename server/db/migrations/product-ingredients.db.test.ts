import type { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { migratorOf, migrationsFrom } from "../../../tests/support/migrations.ts";

// 2026-12-03T0930-product-ingredients on the demo bakery's database: down and up again; the products keep their
// names, and their ingredients come back empty (the seed's are not the migration's to restore).

let testDb: TestDb;
let migrator: Migrator;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  migrator = migratorOf(testDb);
});
afterAll(() => testDb.destroy());

describe("migration 2026-12-03T0930-product-ingredients", () => {
  it("rolls down and up; every translation keeps its name and gets an empty ingredients list", async () => {
    const before = await testDb.db.selectFrom("product_translations").select(["product_id", "locale", "name"]).orderBy(["product_id", "locale"]).execute();
    expect(before.length).toBeGreaterThan(0);
    const down = await migrator.migrateTo("2026-12-03T0900-order-attribution");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(migrationsFrom("2026-12-03T0930-product-ingredients"));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await testDb.db.selectFrom("product_translations").select(["product_id", "locale", "name", "ingredients"]).orderBy(["product_id", "locale"]).execute();
    expect(after.map(({ product_id, locale, name }) => ({ product_id, locale, name }))).toEqual(before);
    expect(after.every((t) => t.ingredients === "")).toBe(true);
  });
});
