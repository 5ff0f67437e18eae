import { describe, expect, it } from "vitest";
import { rollDownAndUp, seededDatabase } from "../../../tests/support/migrations.ts";

// 2026-12-03T0930-product-ingredients on the demo bakery's database: down and up again; the products keep their
// names, and their ingredients come back empty (the seed's are not the migration's to restore).

const database = seededDatabase();

describe("migration 2026-12-03T0930-product-ingredients", () => {
  it("rolls down and up; every translation keeps its name and gets an empty ingredients list", async () => {
    const testDb = database();
    const before = await testDb.db.selectFrom("product_translations").select(["product_id", "locale", "name"]).orderBy(["product_id", "locale"]).execute();
    expect(before.length).toBeGreaterThan(0);
    await rollDownAndUp(testDb, "2026-12-03T0930-product-ingredients");
    const after = await testDb.db.selectFrom("product_translations").select(["product_id", "locale", "name", "ingredients"]).orderBy(["product_id", "locale"]).execute();
    expect(after.map(({ product_id, locale, name }) => ({ product_id, locale, name }))).toEqual(before);
    expect(after.every((t) => t.ingredients === "")).toBe(true);
  });
});
