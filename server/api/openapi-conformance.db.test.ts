import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { createAnswerChecker, type OpenApiDoc } from "../../tests/support/openapi-check.ts";
import { signedInStaff } from "../../tests/support/staff.ts";

// The API's answers are declared by its own OpenAPI schemas (server/api/v1). The compiler checks that a handler's
// data has every declared field; this checks the other half: nothing more. A field added to a service — a cost,
// a capacity, something for the staff — fails here before it reaches the public API.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let doc: OpenApiDoc;
let undeclared: ReturnType<typeof createAnswerChecker>["undeclared"];

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  doc = (await (await app.request("/api/v1/openapi.json")).json()) as OpenApiDoc;
  undeclared = createAnswerChecker(doc).undeclared;
});
afterAll(() => testDb.destroy());

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
    for (const slug of ["about-us", "banh-mi-chay", post.slug])
      expect(await fieldsBeyondTheSchema(`/pages/${slug}`, "/pages/{slug}")).toEqual([]);
  });

  it("seasonal pre-orders: the list, one campaign, and what /pages/{slug} resolves a campaign's slug to", async () => {
    expect(await fieldsBeyondTheSchema("/campaigns", "/campaigns")).toEqual([]);
    expect(await fieldsBeyondTheSchema("/campaigns/tet", "/campaigns/{slug}")).toEqual([]);
    expect(await fieldsBeyondTheSchema("/pages/tet", "/pages/{slug}")).toEqual([]);
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
      body: JSON.stringify({
        name: "Lan",
        email: "lan.conformance@example.com",
        password: "Bxq7-hoa-sen-2026",
        password_confirmation: "Bxq7-hoa-sen-2026",
      }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const address = {
      full_name: "Lan",
      phone: "7135550142",
      country: "US",
      state: "TX",
      city: "Houston",
      zip: "77072",
      address: "1 Main St",
    };
    const added = await app.request("/api/v1/addresses", { method: "POST", headers: auth, body: JSON.stringify(address) });
    const id = ((await added.json()) as { data: { id: number } }).data.id;
    expect(await fieldsBeyondTheSchema("/profile", "/profile", { headers: auth })).toEqual([]);
    expect(
      await fieldsBeyondTheSchema("/profile", "/profile", {
        method: "PUT",
        headers: auth,
        body: JSON.stringify({ birthday: "1990-04-30" }),
      }),
    ).toEqual([]);
    expect(await fieldsBeyondTheSchema("/addresses", "/addresses", { headers: auth })).toEqual([]);
    expect(
      await fieldsBeyondTheSchema(`/addresses/${id}`, "/addresses/{id}", { method: "PUT", headers: auth, body: JSON.stringify(address) }),
    ).toEqual([]);
    expect(await fieldsBeyondTheSchema(`/addresses/${id}/default`, "/addresses/{id}/default", { method: "POST", headers: auth })).toEqual(
      [],
    );
    expect(await fieldsBeyondTheSchema(`/addresses/${id}`, "/addresses/{id}", { method: "DELETE", headers: auth })).toEqual([]);
  });

  it("a customer's orders after checkout: the order, cancel, order again, notices, coupons used", async () => {
    const registered = await app.request("/api/v1/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Minh",
        email: "minh.conformance@example.com",
        password: "Bxq7-hoa-sen-2026",
        password_confirmation: "Bxq7-hoa-sen-2026",
      }),
    });
    const token = ((await registered.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const product = await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow();
    await app.request("/api/v1/carts", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ product_id: product.id, quantity: 4, note: "Ít ớt" }),
    });
    const options = (await (await app.request("/api/v1/checkout/options", { headers: auth })).json()) as {
      data: { days: { slots: { date: string; start: string }[] }[] };
    };
    const slot = options.data.days[2]!.slots[0]!;
    const placed = await app.request("/api/v1/checkout", {
      method: "POST",
      headers: { ...auth, "idempotency-key": "conformance-order-1" },
      body: JSON.stringify({
        email: "minh@example.com",
        phone: "7135550142",
        address: "1 Main St",
        city: "Houston",
        state: "TX",
        country: "US",
        zip: "77072",
        shipping_option: "pickup",
        payment_option: "pay_at_pickup",
        slot: { date: slot.date, start: slot.start },
        coupon: "BANHMI10",
      }),
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
    expect(
      await fieldsBeyondTheSchema(`/notices/${notices.data.notices[0]!.id}/read`, "/notices/{id}/read", { method: "POST", headers: auth }),
    ).toEqual([]);
    expect(await fieldsBeyondTheSchema("/notices/read-all", "/notices/read-all", { method: "POST", headers: auth })).toEqual([]);
  });

  it("flags an answer the document does not describe: a status, a header, a body of another shape (the check itself)", async () => {
    const tiny = {
      paths: {
        "/things/{id}": {
          get: {
            responses: {
              "200": { content: { "application/json": { schema: { type: "object", properties: { error: { const: false } } } } } },
              "429": {
                headers: { "Retry-After": {} },
                content: { "application/json": { schema: { type: "object", properties: { error: { const: true } } } } },
              },
            },
          },
        },
      },
      components: { schemas: {} },
    };
    const { problems } = createAnswerChecker(tiny as unknown as OpenApiDoc);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } }) as Parameters<
        typeof problems
      >[2];
    expect(await problems("GET", "/api/v1/things/7", answer(200, { error: false }))).toEqual([]);
    expect(await problems("GET", "/api/v1/things/7", answer(429, { error: true }, { "retry-after": "60" }))).toEqual([]);
    expect(await problems("GET", "/api/v1/things/7", answer(409, { error: true }))).toEqual([
      "GET /things/7 → 409: status not declared for GET /things/{id}",
    ]);
    expect(await problems("GET", "/api/v1/things/7", answer(200, { error: false }, { "idempotent-replayed": "true" }))).toEqual([
      "GET /things/7 → 200: header idempotent-replayed not declared",
    ]);
    expect(await problems("GET", "/api/v1/things/7", answer(200, { error: true, extra: 1 }))).toEqual([
      "GET /things/7 → 200: body/error must be equal to constant",
      "GET /things/7 → 200: body.extra not declared",
    ]);
  });

  it("finds a field the schema does not declare (the check itself)", () => {
    const schema = {
      type: "object",
      properties: { items: { type: "array", items: { type: "object", properties: { id: { type: "integer" } } } } },
    };
    expect(undeclared({ items: [{ id: 1, cost_cents: 120 }] }, schema, "body")).toEqual(["body.items[0].cost_cents"]);
  });
});

describe("the document itself", () => {
  type Operation = OpenApiDoc["paths"][string][string] & {
    security?: Record<string, string[]>[];
    parameters?: { name: string; in: string; required?: boolean }[];
  };
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
    );

  it("declares every refusal with `error: true`, a stale save's data included", () => {
    const wrong: string[] = [];
    type Refusal = { $ref?: string; anyOf?: Refusal[]; properties?: { error?: { const?: boolean; enum?: boolean[] } } };
    const resolve = (schema: Refusal): Refusal =>
      schema.$ref ? resolve(doc.components.schemas[schema.$ref.replace("#/components/schemas/", "")] as Refusal) : schema;
    for (const { path, method, operation } of operations()) {
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = answer.content?.["application/json"]?.schema;
        if (Number(status) < 400 || !schema) continue;
        const variants = resolve(schema as Refusal).anyOf?.map(resolve) ?? [resolve(schema as Refusal)];
        for (const variant of variants) {
          const error = variant.properties?.error;
          if (error?.const !== true && !(error?.enum?.length === 1 && error.enum[0] === true)) wrong.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("says how to sign in wherever a sign-in is needed: the customer's bearer or cookie, the staff's cookie or header", () => {
    const schemes = Object.keys((doc as unknown as { components: { securitySchemes: object } }).components.securitySchemes);
    expect(schemes).toEqual(expect.arrayContaining(["customerBearer", "customerCookie", "staffCookie", "staffHeader", "orderAccessKey"]));
    const missing = operations()
      // Signing in itself needs no session.
      .filter(({ path, operation }) => "401" in operation.responses && !["/login", "/admin/login"].includes(path))
      .filter(({ path, operation }) => {
        const named = (operation.security ?? []).flatMap((s) => Object.keys(s));
        const wanted = path.startsWith("/admin/") ? ["staffCookie", "staffHeader"] : ["customerBearer", "customerCookie"];
        return !wanted.every((scheme) => named.includes(scheme));
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    for (const path of ["/profile", "/addresses", "/notices", "/orders"]) {
      expect(doc.paths[path]!.get!, path).toMatchObject({ security: [{ customerBearer: [] }, { customerCookie: [] }] });
    }
  });

  it("declares Idempotency-Key required, Retry-After on every 429, and whole numbers as integers", () => {
    const place = doc.paths["/checkout"]!.post as Operation;
    expect(place.parameters?.find((p) => p.name === "idempotency-key")).toMatchObject({ in: "header", required: true });
    const without = operations()
      .filter(({ operation }) => operation.responses["429"] && !operation.responses["429"].headers?.["Retry-After"])
      .map(({ method, path }) => `${method} ${path}`);
    expect(without).toEqual([]);
    const addLine = (
      doc.paths["/carts"]!.post as unknown as {
        requestBody: { content: { "application/json": { schema: { properties: Record<string, { type: string }> } } } };
      }
    ).requestBody;
    const fields = addLine.content["application/json"].schema.properties;
    expect(fields.product_id!.type).toBe("integer");
    expect(fields.quantity!.type).toBe("integer");
  });

  it("answers an id that is not a number with a declared 422", async () => {
    const { cookie } = await signedInStaff(app, testDb.db, "owner");
    for (const path of ["/admin/gift-promotions/abc", "/admin/coupons/abc", "/admin/products/abc", "/admin/campaigns/abc"]) {
      const res = await app.request(`/api/v1${path}`, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(422);
    }
  });
});
