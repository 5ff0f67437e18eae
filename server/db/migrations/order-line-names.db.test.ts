import type { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { migratorOf } from "../../../tests/support/migrations.ts";

// 2026-11-29T0900-order-line-names on a database that already holds orders (the demo bakery's): the lines placed
// before it get both languages' names.

let testDb: TestDb;
let migrator: Migrator;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  migrator = migratorOf(testDb);
});
afterAll(() => testDb.destroy());

const names = async (productId: number) => {
  const rows = await testDb.db.selectFrom("product_translations").select(["locale", "name"]).where("product_id", "=", productId).execute();
  return Object.fromEntries(rows.map((r) => [r.locale, r.name])) as Record<"en" | "vi", string>;
};

describe("migration 2026-11-29T0900-order-line-names", () => {
  it("rolls down and up on a database holding orders", async () => {
    const lines = await testDb.db.selectFrom("order_lines").select("id").execute();
    expect(lines.length).toBeGreaterThan(5);
  });

  it("fills in both names from the order's own and the product's, and a gift's promotion name", async () => {
    const db = testDb.db;
    const down = await migrator.migrateTo("2026-11-29T0900-email-changes");
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain("2026-11-29T0900-order-line-names");

    // Two orders as they were before: one placed in Vietnamese, one in English, lines named in their language.
    const [viOrder, enOrder] = await db.selectFrom("orders").select("id").orderBy("id").limit(2).execute();
    await db.updateTable("orders").set({ locale: "vi" }).where("id", "=", viOrder!.id).execute();
    await db.updateTable("orders").set({ locale: "en" }).where("id", "=", enOrder!.id).execute();
    const viLine = await db.selectFrom("order_lines").select(["id", "product_id"]).where("order_id", "=", viOrder!.id).where("is_gift", "=", 0).orderBy("position").executeTakeFirstOrThrow();
    const enLine = await db.selectFrom("order_lines").select(["id", "product_id"]).where("order_id", "=", enOrder!.id).where("is_gift", "=", 0).orderBy("position").executeTakeFirstOrThrow();
    const viProduct = await names(viLine.product_id!);
    const enProduct = await names(enLine.product_id!);
    // What the customer read at the time (the product may have been renamed since).
    await db.updateTable("order_lines").set({ name: `${viProduct.vi} (cũ)` }).where("id", "=", viLine.id).execute();
    await db.updateTable("order_lines").set({ name: `${enProduct.en} (old)` }).where("id", "=", enLine.id).execute();
    // A line whose product is gone keeps its one name in both languages.
    const goneLine = await db.selectFrom("order_lines").select("id").where("order_id", "=", viOrder!.id).where("id", "!=", viLine.id).orderBy("position").executeTakeFirst();
    if (goneLine) await db.updateTable("order_lines").set({ product_id: null, name: "Bánh đã ngừng bán" }).where("id", "=", goneLine.id).execute();
    // A gift line of a Vietnamese order with its promotion.
    const gift = await db.selectFrom("order_lines").select(["id", "order_id", "promotion_id"]).where("is_gift", "=", 1).where("promotion_id", "is not", null).executeTakeFirst();
    const promotion = gift
      ? Object.fromEntries((await db.selectFrom("promotion_translations").select(["locale", "name"]).where("promotion_id", "=", gift.promotion_id!).execute()).map((r) => [r.locale, r.name]))
      : {};
    if (gift) {
      await db.updateTable("orders").set({ locale: "vi" }).where("id", "=", gift.order_id).execute();
      await db.updateTable("order_lines").set({ promotion_name: "Quà tặng cũ" }).where("id", "=", gift.id).execute();
    }

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();

    const row = (id: number) => db.selectFrom("order_lines").select(["name", "name_en", "name_vi", "promotion_name", "promotion_name_en", "promotion_name_vi"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await row(viLine.id)).toMatchObject({ name: `${viProduct.vi} (cũ)`, name_vi: `${viProduct.vi} (cũ)`, name_en: viProduct.en, promotion_name: null, promotion_name_en: null, promotion_name_vi: null });
    expect(await row(enLine.id)).toMatchObject({ name_en: `${enProduct.en} (old)`, name_vi: enProduct.vi });
    if (goneLine) expect(await row(goneLine.id)).toMatchObject({ name_en: "Bánh đã ngừng bán", name_vi: "Bánh đã ngừng bán" });
    expect(gift).toBeDefined();
    expect(await row(gift!.id)).toMatchObject({ promotion_name_vi: "Quà tặng cũ", promotion_name_en: promotion.en });
    // Every line has both names.
    const empty = await db.selectFrom("order_lines").select("id").where((eb) => eb.or([eb("name_en", "=", ""), eb("name_vi", "=", "")])).execute();
    expect(empty).toEqual([]);
  });
});
