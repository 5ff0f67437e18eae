import { existsSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { migrateDownAll, migrateToLatest } from "./migrate.ts";
import { seedIfFirstStart } from "./seed/index.ts";

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

describe("migrations", () => {
  it("roll all the way down and up again", async () => {
    expect(await migrateDownAll(testDb.db, testDb.schema)).toContain("2026-11-21T0900-initial");
    expect(await migrateToLatest(testDb.db, testDb.schema)).toContain("2026-11-21T0900-initial");
    expect(await migrateToLatest(testDb.db, testDb.schema)).toEqual([]);
  });

  it("create both locales", async () => {
    const locales = await testDb.db.selectFrom("locales").select("code").orderBy("position").execute();
    expect(locales.map((l) => l.code)).toEqual(["en", "vi"]);
  });
});

describe("the demo bakery seed", () => {
  it("seeds on the first start only", async () => {
    expect(await seedIfFirstStart(testDb.db)).toBe(true);
    expect(await seedIfFirstStart(testDb.db)).toBe(false);
  });

  it("has at least 30 products in at least 6 categories, each in English and Vietnamese", async () => {
    const db = testDb.db;
    const categories = await db.selectFrom("categories").select("slug").execute();
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(["banh-mi", "breads", "pastries", "cakes", "banh-bao", "drinks"]));
    const products = await db.selectFrom("products").select(["id", "slug", "price_cents"]).execute();
    expect(products.length).toBeGreaterThanOrEqual(30);
    const perCategory = await db
      .selectFrom("products")
      .select(["category_id", sql<number>`count(*)`.as("n")])
      .groupBy("category_id")
      .execute();
    expect(perCategory.length).toBeGreaterThanOrEqual(6);
    for (const product of products) {
      expect(product.price_cents).toBeGreaterThan(0);
      const translations = await db
        .selectFrom("product_translations")
        .select(["locale", "name", "description"])
        .where("product_id", "=", product.id)
        .orderBy("locale")
        .execute();
      expect(translations.map((t) => t.locale)).toEqual(["en", "vi"]);
      expect(translations[0]!.name).not.toBe("");
      expect(translations[1]!.description).not.toBe(translations[0]!.description);
      const images = await db.selectFrom("product_images").select("path").where("product_id", "=", product.id).execute();
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(existsSync(join("public", image.path))).toBe(true);
    }
    const customCakes = await db.selectFrom("products").select("slug").where("lead_time_hours", ">=", 48).execute();
    expect(customCakes.length).toBeGreaterThanOrEqual(1);
  });

  it("has at least 6 news posts in both languages and unique slugs across products, posts, pages and campaigns", async () => {
    const db = testDb.db;
    const posts = await db.selectFrom("post_translations").select(["post_id", "locale"]).execute();
    expect(posts.filter((p) => p.locale === "en").length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((p) => p.locale === "vi").length).toBe(posts.filter((p) => p.locale === "en").length);
    const slugs = await db
      .selectFrom("slugs")
      .select(["kind", sql<number>`count(*)`.as("n")])
      .groupBy("kind")
      .execute();
    expect(slugs.map((s) => s.kind).sort()).toEqual(["campaign", "page", "post", "product"]);
  });
});
