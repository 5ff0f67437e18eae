import { describe, expect, it } from "vitest";
import { rollDownAndUp, seededDatabase } from "../../../tests/support/migrations.ts";

// 2026-12-04T0900-idempotency-owner on the demo bakery's database: down and up again; every key keeps its status
// and its order, and comes back with no owner (claims made before are judged by their age alone).

const database = seededDatabase();

describe("migration 2026-12-04T0900-idempotency-owner", () => {
  it("rolls down and up; the keys keep their status and order, with no owner", async () => {
    const testDb = database();
    const at = new Date().toISOString();
    await testDb.db
      .insertInto("idempotency_keys")
      .values([
        { key: "ik-running-01", fingerprint: "f", status: "running", order_id: null, answer_json: null, created_at: at, owner: "process-a" },
        { key: "ik-done-00001", fingerprint: "g", status: "done", order_id: null, answer_json: '{"code":"MV-1"}', created_at: at, owner: null },
      ])
      .execute();
    await rollDownAndUp(testDb, "2026-12-04T0900-idempotency-owner");
    const keys = await testDb.db.selectFrom("idempotency_keys").select(["key", "status", "answer_json", "owner"]).where("key", "like", "ik-%-0%").orderBy("key").execute();
    expect(keys).toEqual([
      { key: "ik-done-00001", status: "done", answer_json: '{"code":"MV-1"}', owner: null },
      { key: "ik-running-01", status: "running", answer_json: null, owner: null },
    ]);
  });
});
