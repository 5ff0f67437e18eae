import { describe, expect, it } from "vitest";
import { rollDownAndUp, seededDatabase } from "../../../tests/support/migrations.ts";

// 2026-12-01T0900-campaigns on the demo bakery's database, which holds orders: down and up again, the orders kept.

const database = seededDatabase();

describe("migration 2026-12-01T0900-campaigns", () => {
  it("rolls down and up on a database with orders, which keep their money and gain no deposit", async () => {
    const testDb = database();
    const before = await testDb.db.selectFrom("orders").select(["id", "total_cents"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    await rollDownAndUp(testDb, "2026-12-01T0900-campaigns");
    const after = await testDb.db.selectFrom("orders").select(["id", "total_cents", "deposit_cents", "deposit_status", "campaign_id"]).orderBy("id").execute();
    expect(after.map((o) => [o.id, o.total_cents])).toEqual(before.map((o) => [o.id, o.total_cents]));
    expect(after.every((o) => o.deposit_cents === 0 && o.deposit_status === "none" && o.campaign_id === null)).toBe(true);
  });
});
