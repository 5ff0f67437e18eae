import { describe, expect, it } from "vitest";
import { rollDownAndUp, seededDatabase } from "../../../tests/support/migrations.ts";

// 2026-12-02T0900-custom-cakes on the demo bakery's database, which holds orders and custom cake requests: down and up
// again, the orders kept with their money, and the requests' tables there again, empty.

const database = seededDatabase();

describe("migration 2026-12-02T0900-custom-cakes", () => {
  it("rolls down and up on a database with orders and requests; the orders keep their money and name no request", async () => {
    const testDb = database();
    const before = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    expect((await testDb.db.selectFrom("cake_requests").select("id").execute()).length).toBeGreaterThan(0);
    await rollDownAndUp(testDb, "2026-12-02T0900-custom-cakes");
    const after = await testDb.db.selectFrom("orders").select(["id", "total_cents", "cake_request_id"]).orderBy("id").execute();
    expect(after.map((o) => [o.id, o.total_cents])).toEqual(before.map((o) => [o.id, o.total_cents]));
    expect(after.every((o) => o.cake_request_id === null)).toBe(true);
    expect(await testDb.db.selectFrom("cake_requests").select("id").execute()).toEqual([]);
  });
});
