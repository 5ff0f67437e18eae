import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import type { Db } from "../db/index.ts";
import { currentContentVersion } from "../domain/catalog/content-cache.ts";
import { contentChanged, contentVersion } from "../domain/content/content-version.ts";

// The API's reads: a look at a cart or at the catalog costs one or two statements, what staff change is
// made once per content version, and a change is seen on the next request, whichever process made it.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let statements = 0;
/** The same database as another server process holds it: its content changes do not reach this process's listeners. */
let elsewhere: Db;
const ids = new Map<string, number>();

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const counted = testDb.db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  });
  app = createTestApp({ ...testDb, db: counted }, { CART_LIMIT_PER_HOUR: "100000" });
  elsewhere = testDb.db.withPlugin({ transformQuery: (args) => args.node, transformResult: async (args) => args.result });
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
});
afterAll(() => testDb.destroy());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/v1${path}`, { headers });
  return { status: res.status, body: await res.json() };
}

/** How many statements one request costs once the caches are warm. */
async function statementsOf(path: string, headers: Record<string, string> = {}) {
  await get(path, headers);
  statements = 0;
  const { status } = await get(path, headers);
  expect(status).toBe(200);
  return statements;
}

async function visitorCart(...slugs: string[]) {
  let token = "";
  for (const slug of slugs) {
    const res = await app.request("/api/v1/carts", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { "cart-token": token } : {}) },
      body: JSON.stringify({ product_id: ids.get(slug), quantity: 2 }),
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as { data: { token: string } }).data.token;
  }
  return token;
}

describe("what a read costs", () => {
  it("a visitor's cart: two statements (the cart with its lines, the gift promotions); an empty one none", async () => {
    const token = await visitorCart("banh-mi-dac-biet", "vietnamese-baguette", "custom-birthday-cake");
    expect(await statementsOf("/carts", { "cart-token": token })).toBe(2);
    expect(await statementsOf("/carts")).toBe(0);
  });

  it("the product list, a product and the categories: one statement each (the content version)", async () => {
    expect(await statementsOf("/products")).toBe(1);
    expect(await statementsOf("/products?category=cakes&sort=price_desc&q=cake")).toBe(1);
    expect(await statementsOf("/products/banh-mi-dac-biet")).toBe(1);
    expect(await statementsOf("/categories")).toBe(1);
  });
});

describe("what staff change", () => {
  it("the version read with a request is the content version", async () => {
    await contentChanged(testDb.db);
    expect(await currentContentVersion(testDb.db)).toBe(await contentVersion(testDb.db));
  });

  it("made in another process: the next look at a cart, the list and the product shows it", async () => {
    const token = await visitorCart("banh-mi-dac-biet", "vietnamese-baguette");
    const before = (await get("/carts", { "cart-token": token })).body.data;
    expect(before.items.map((item: { slug: string }) => item.slug)).toEqual(["banh-mi-dac-biet", "vietnamese-baguette"]);
    expect((await get("/products/vietnamese-baguette")).status).toBe(200);
    const listed = (await get("/products?per_page=100")).body.data.items.map((p: { slug: string }) => p.slug);
    expect(listed).toContain("vietnamese-baguette");
    const price = (await get("/products/banh-mi-dac-biet")).body.data.price_cents as number;

    await testDb.db.updateTable("products").set({ status: "draft" }).where("slug", "=", "vietnamese-baguette").execute();
    // The price a cart charges is the product's variant's (a product without options has one).
    const setPrice = async (price_cents: number) => {
      await testDb.db.updateTable("products").set({ price_cents }).where("slug", "=", "banh-mi-dac-biet").execute();
      const { id } = await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow();
      await testDb.db.updateTable("product_variants").set({ price_cents }).where("product_id", "=", id).execute();
    };
    await setPrice(price + 100);
    try {
      await contentChanged(elsewhere);
      const after = (await get("/carts", { "cart-token": token })).body.data;
      expect(after.items.map((item: { slug: string }) => item.slug)).toEqual(["banh-mi-dac-biet"]);
      expect(after.items[0].price_cents).toBe(price + 100);
      expect(after.notices.map((n: { code: string }) => n.code)).toEqual(["product_unavailable"]);
      expect((await get("/products/vietnamese-baguette")).status).toBe(404);
      expect((await get("/products/banh-mi-dac-biet")).body.data.price_cents).toBe(price + 100);
      expect((await get("/products?per_page=100")).body.data.items.map((p: { slug: string }) => p.slug)).not.toContain(
        "vietnamese-baguette",
      );
    } finally {
      await testDb.db.updateTable("products").set({ status: "published" }).where("slug", "=", "vietnamese-baguette").execute();
      await setPrice(price);
      await contentChanged(testDb.db);
    }
  });

  it("the cart itself is read fresh: a line changed by another request shows at once", async () => {
    const token = await visitorCart("banh-mi-dac-biet");
    const before = (await get("/carts", { "cart-token": token })).body.data;
    await testDb.db.updateTable("cart_lines").set({ quantity: 7 }).where("id", "=", before.items[0].id).execute();
    expect((await get("/carts", { "cart-token": token })).body.data.items[0].quantity).toBe(7);
  });
});
