import { describe, expect, it } from "vitest";
import { rollDownAndUp, seededDatabase } from "../../../tests/support/migrations.ts";

// 2026-12-03T0900-order-attribution on the demo bakery's database: down and up again, the orders kept with their
// money, their attributions gone with the table and the table there again, empty.

const database = seededDatabase();

describe("migration 2026-12-03T0900-order-attribution", () => {
  it("rolls down and up on a database with orders and their attributions; the orders keep their money", async () => {
    const testDb = database();
    const before = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await testDb.db.selectFrom("order_attributions").select("order_id").execute()).length).toBeGreaterThan(0);
    await rollDownAndUp(testDb, "2026-12-03T0900-order-attribution");
    const after = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(after).toEqual(before);
    expect(await testDb.db.selectFrom("order_attributions").select("order_id").execute()).toEqual([]);
  });
});
