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

  it("the signed-in customer's profile and addresses", async () => {
    const registered = await app.request("/api/v1/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Lan", email: "lan.conformance@example.com", password: "Bxq7-hoa-sen-2026", password_confirmation: "Bxq7-hoa-sen-2026" }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const address = { full_name: "Lan", phone: "7135550142", country: "US", state: "TX", city: "Houston", zip: "77072", address: "1 Main St" };
    const added = await app.request("/api/v1/addresses", { method: "POST", headers: auth, body: JSON.stringify(address) });
    const id = ((await added.json()) as { data: { id: number } }).data.id;
    expect(await fieldsBeyondTheSchema("/profile", "/profile", { headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema("/profile", "/profile", { method: "PUT", headers: auth, body: JSON.stringify({ birthday: "1990-04-30" }) })).toEqual([]);
    expect(await fieldsBeyondTheSchema("/addresses", "/addresses", { headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/addresses/${id}`, "/addresses/{id}", { method: "PUT", headers: auth, body: JSON.stringify(address) })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/addresses/${id}/default`, "/addresses/{id}/default", { method: "POST", headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/addresses/${id}`, "/addresses/{id}", { method: "DELETE", headers: auth })).toEqual([]);
  });

  it("a customer's orders after checkout: the order, cancel, order again, notices, coupons used", async () => {
    const registered = await app.request("/api/v1/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Minh", email: "minh.conformance@example.com", password: "Bxq7-hoa-sen-2026", password_confirmation: "Bxq7-hoa-sen-2026" }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const product = await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow();
    await app.request("/api/v1/carts", { method: "POST", headers: auth, body: JSON.stringify({ product_id: product.id, quantity: 4, note: "Ít ớt" }) });
    const options = (await (await app.request("/api/v1/checkout/options", { headers: auth })).json()) as { data: { days: { slots: { date: string; start: string }[] }[] } };
    const slot = options.data.days[2]!.slots[0]!;
    const placed = await app.request("/api/v1/checkout", {
      method: "POST",
      headers: { ...auth, "idempotency-key": "conformance-order-1" },
      body: JSON.stringify({ email: "minh@example.com", phone: "7135550142", address: "1 Main St", city: "Houston", state: "TX", country: "US", zip: "77072", shipping_option: "pickup", payment_option: "pay_at_pickup", slot: { date: slot.date, start: slot.start }, coupon: "BANHMI10" }),
    });
    expect(placed.status).toBe(201);
    const code = ((await placed.json()) as { data: { order: { code: string } } }).data.order.code;
    expect(await fieldsBeyondTheSchema("/orders", "/orders", { headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/orders/${code}`, "/orders/{code}", { headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/orders/${code}/reorder`, "/orders/{code}/reorder", { method: "POST", headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/orders/${code}/cancel`, "/orders/{code}/cancel", { method: "POST", headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema("/promotions/used", "/promotions/used", { headers: auth })).toEqual([]);
    const notices = (await (await app.request("/api/v1/notices", { headers: auth })).json()) as { data: { notices: { id: number }[] } };
    expect(notices.data.notices.length).toBeGreaterThan(0);
    expect(await fieldsBeyondTheSchema("/notices", "/notices", { headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/notices/${notices.data.notices[0]!.id}/read`, "/notices/{id}/read", { method: "POST", headers: auth })).toEqual([]);
    expect(await fieldsBeyondTheSchema("/notices/read-all", "/notices/read-all", { method: "POST", headers: auth })).toEqual([]);
  });

  it("finds a field the schema does not declare (the check itself)", () => {
    const schema: Schema = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { id: { type: "integer" } } } } } };
    expect(undeclared({ items: [{ id: 1, cost_cents: 120 }] }, schema, "body")).toEqual(["body.items[0].cost_cents"]);
  });
});
