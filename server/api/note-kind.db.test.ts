import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

// What a product's note is, as the API tells it: the page labels the note by it (a cake: its inscription; anything
// else: a note for the kitchen), on the product and on its cart line.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
});
afterAll(() => testDb.destroy());

async function request(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { "Http-Accept-Language": "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["cart-token"] = token;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

describe("note_kind", () => {
  it("a cake's note is its inscription; a bánh mì's and a drink's are notes for the kitchen", async () => {
    const kinds: Record<string, string> = {};
    for (const slug of ["custom-birthday-cake", "pandan-chiffon-cake", "banh-mi-dac-biet", "ca-phe-sua-da"]) {
      const { status, body } = await request("GET", `/products/${slug}`);
      expect(status).toBe(200);
      kinds[slug] = body.data.note_kind;
    }
    expect(kinds).toEqual({
      "custom-birthday-cake": "inscription",
      "pandan-chiffon-cake": "inscription",
      "banh-mi-dac-biet": "kitchen",
      "ca-phe-sua-da": "kitchen",
    });
  });

  it("each cart line says what its note is", async () => {
    const ids = new Map((await testDb.db.selectFrom("products").select(["id", "slug"]).execute()).map((p) => [p.slug, p.id]));
    const cake = await request("POST", "/carts", { product_id: ids.get("custom-birthday-cake"), note: "Happy birthday, Mai" });
    expect(cake.status).toBe(200);
    const token: string = cake.body.data.token;
    const banhMi = await request("POST", "/carts", { product_id: ids.get("banh-mi-dac-biet"), note: "No chili" }, token);
    expect(banhMi.status).toBe(200);
    const { body } = await request("GET", "/carts", undefined, token);
    const kindOf = (note: string) => body.data.items.find((item: { note: string }) => item.note === note)?.note_kind;
    expect([kindOf("Happy birthday, Mai"), kindOf("No chili")]).toEqual(["inscription", "kitchen"]);
  });
});
