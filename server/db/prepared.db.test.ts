import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import type { Db } from "./index.ts";
import { prepared } from "./prepared.ts";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
});
afterAll(() => testDb.destroy());

const built = (db: Db, v: { lang: string; min: number }) =>
  db
    .selectFrom("products as p")
    .innerJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", v.lang))
    .select(["p.id", "t.name"])
    .where("p.price_cents", ">=", v.min)
    .where("p.status", "=", "published")
    .orderBy("p.id");

describe("prepared", () => {
  it("answers as the query built afresh does, whatever the values, run after run", async () => {
    const query = prepared(built);
    for (const values of [
      { lang: "en", min: 0 },
      { lang: "vi", min: 1000 },
      { lang: "en", min: 2500 },
      { lang: "vi", min: 0 },
    ]) {
      expect(await query(testDb.db, values)).toEqual(await built(testDb.db, values).execute());
    }
    expect(await query(testDb.db, { lang: "en", min: 1_000_000 })).toEqual([]);
  });

  it("runs in a transaction too", async () => {
    const query = prepared(built);
    const inside = await testDb.db.transaction().execute((trx) => query(trx, { lang: "vi", min: 500 }));
    expect(inside).toEqual(await built(testDb.db, { lang: "vi", min: 500 }).execute());
  });
});
