import { sql, type Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { migratorOf } from "../../../tests/support/migrations.ts";
import { contentChanged } from "../../domain/content/content-version.ts";

// 2026-11-30T0900-options-and-add-ons on a database that already holds carts and orders (the demo bakery's and a
// visitor's cart): every product gets its default variant, every cart line and order keeps working.

let testDb: TestDb;
let migrator: Migrator;
const BEFORE = "2026-11-29T0900-order-line-names";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  migrator = migratorOf(testDb);
});
afterAll(() => testDb.destroy());

describe("migration 2026-11-30T0900-options-and-add-ons", () => {
  it("gives every product its default variant and keeps carts and orders working", async () => {
    const db = testDb.db;
    // The migrations after it first (their own tests roll them down and up).
    expect((await migrator.migrateTo("2026-11-30T0900-options-and-add-ons")).error).toBeUndefined();
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toEqual(["2026-11-30T0900-options-and-add-ons"]);

    // A visitor's cart as it was before: two lines of one product with different notes, one of another.
    const at = new Date().toISOString();
    const products = await db.selectFrom("products").select(["id", "sku", "price_cents"]).orderBy("id").execute();
    const [a, b] = products;
    const { id: cartId } = await db.insertInto("carts").values({ token: "ct_MIGRATEoptions0000000000", customer_id: null, status: "open", coupon_code: null, created_at: at, updated_at: at }).returning("id").executeTakeFirstOrThrow();
    await sql`insert into cart_lines (cart_id, product_id, quantity, note, created_at, updated_at) values
      (${cartId}, ${a!.id}, 2, '', ${at}, ${at}), (${cartId}, ${a!.id}, 1, 'Mai', ${at}, ${at}), (${cartId}, ${b!.id}, 3, '', ${at}, ${at})`.execute(db);
    const orderLines = Number((await db.selectFrom("order_lines").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    expect(orderLines).toBeGreaterThan(5);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await contentChanged(db);

    // One default variant a product, with its SKU and price.
    const variants = await db.selectFrom("product_variants").select(["product_id", "sku", "price_cents", "is_default", "capacity_units"]).orderBy("product_id").execute();
    expect(variants).toEqual(products.map((p) => ({ product_id: p.id, sku: p.sku, price_cents: p.price_cents, is_default: 1, capacity_units: 1 })));
    // Every order line names its product's default variant (or none, for a product deleted since).
    const missing = await db.selectFrom("order_lines").select("id").where("variant_id", "is", null).where("product_id", "is not", null).execute();
    expect(missing).toEqual([]);

    // The cart reads as before, priced from the variants; the same product and note again grow the line.
    const app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000" });
    const get = async () => (await (await app.request("/api/v1/carts", { headers: { "cart-token": "ct_MIGRATEoptions0000000000" } })).json()).data;
    const cart = await get();
    expect(cart.items.map((i: { product_id: number; quantity: number; note: string }) => [i.product_id, i.quantity, i.note])).toEqual([
      [a!.id, 2, ""],
      [a!.id, 1, "Mai"],
      [b!.id, 3, ""],
    ]);
    expect(cart.items[0].price_cents).toBe(a!.price_cents);
    const res = await app.request("/api/v1/carts", {
      method: "POST",
      headers: { "Content-Type": "application/json", "cart-token": "ct_MIGRATEoptions0000000000" },
      body: JSON.stringify({ product_id: a!.id, quantity: 1 }),
    });
    expect(res.status).toBe(200);
    expect((await get()).items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1, 3]);
  });

  it("rolls down again, merging lines that differ only by their configuration", async () => {
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const lines = await testDb.db.selectFrom("cart_lines").select(["product_id", "note", "quantity"]).execute();
    expect(lines.length).toBeGreaterThan(0);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
