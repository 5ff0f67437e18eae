import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

// The API's answers are declared by its own OpenAPI schemas (server/api/v1). The compiler checks that a handler's
// data has every declared field; this checks the other half: nothing more. A field added to a service — a cost,
// a capacity, something for the staff — fails here before it reaches the public API.

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>; components: { schemas: Record<string, Schema> } };

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let doc: Doc;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  doc = (await (await app.request("/api/v1/openapi.json")).json()) as Doc;
});
afterAll(() => testDb.destroy());

function resolve(schema: Schema): Schema {
  return schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")]!) : schema;
}

/** The fields of `value` that `schema` does not declare, as paths ("data.items[0].cost_cents"). */
function undeclared(value: unknown, schema: Schema, at: string): string[] {
  const s = resolve(schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    // The variant that fits best: the one that leaves the fewest fields undeclared.
    return variants.map((v) => undeclared(value, v, at)).sort((a, b) => a.length - b.length)[0] ?? [];
  }
  if (s.allOf) {
    const merged: Schema = { type: "object", properties: Object.assign({}, ...s.allOf.map((p) => resolve(p).properties ?? {})) };
    return undeclared(value, merged, at);
  }
  if (Array.isArray(value)) return s.items ? value.flatMap((item, i) => undeclared(item, s.items!, `${at}[${i}]`)) : [];
  if (value === null || typeof value !== "object") return [];
  if (!s.properties) return [];
  const extra = s.additionalProperties;
  return Object.entries(value).flatMap(([key, inner]) => {
    const declared = s.properties![key];
    if (declared) return undeclared(inner, declared, `${at}.${key}`);
    if (extra && typeof extra === "object") return undeclared(inner, extra, `${at}.${key}`);
    return extra === true ? [] : [`${at}.${key}`];
  });
}

async function fieldsBeyondTheSchema(path: string, template: string, init?: RequestInit) {
  const res = await app.request(`/api/v1${path}`, init);
  expect(res.status, path).toBe(200);
  const schema = doc.paths[template]?.[(init?.method ?? "get").toLowerCase()]?.responses["200"]?.content?.["application/json"]?.schema;
  expect(schema, `${template} has a documented 200 answer`).toBeDefined();
  return undeclared(await res.json(), schema!, "body");
}

describe("the API answers with what its OpenAPI document declares, and nothing more", () => {
  it("catalog: products, a product, categories", async () => {
    const list = await (await app.request("/api/v1/products?per_page=1")).json();
    const slug = list.data.items[0].slug as string;
    expect(await fieldsBeyondTheSchema("/products?per_page=50", "/products")).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/products/${slug}`, "/products/{slug}")).toEqual([]);
    expect(await fieldsBeyondTheSchema("/categories", "/categories")).toEqual([]);
  });

  it("content: menus, theme options, posts, a post and its comments, a slug (page, product, post)", async () => {
    const posts = await (await app.request("/api/v1/posts")).json();
    const post = posts.data.items[0] as { slug: string; id: number };
    expect(await fieldsBeyondTheSchema("/menus/main-menu", "/menus/{key}")).toEqual([]);
    expect(await fieldsBeyondTheSchema("/theme-options/quan-ly-thong-tin-footer", "/theme-options/{key}")).toEqual([]);
    expect(await fieldsBeyondTheSchema("/posts", "/posts")).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/posts/${post.slug}`, "/posts/{slug}")).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/posts/${post.id}/comments`, "/posts/{id}/comments")).toEqual([]);
    for (const slug of ["about-us", "banh-mi-chay", post.slug]) expect(await fieldsBeyondTheSchema(`/pages/${slug}`, "/pages/{slug}")).toEqual([]);
  });

  it("the cart, with a line in it", async () => {
    const list = await (await app.request("/api/v1/products?per_page=1")).json();
    const added = await app.request("/api/v1/carts", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ product_id: list.data.items[0].id, quantity: 2, note: "Chúc mừng" }),
    });
    const token = ((await added.json()) as { data: { token: string } }).data.token;
    expect(await fieldsBeyondTheSchema("/carts", "/carts", { headers: { "cart-token": token } })).toEqual([]);
  });

  it("finds a field the schema does not declare (the check itself)", () => {
    const schema: Schema = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { id: { type: "integer" } } } } } };
    expect(undeclared({ items: [{ id: 1, cost_cents: 120 }] }, schema, "body")).toEqual(["body.items[0].cost_cents"]);
  });
});
