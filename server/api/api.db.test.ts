import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
});
afterAll(() => testDb.destroy());

describe("envelope and language", () => {
  it("lists products in an envelope, in English by default", async () => {
    const res = await app.request("/api/v1/products?per_page=50");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBe(false);
    expect(typeof body.message).toBe("string");
    expect(body.data.total).toBeGreaterThanOrEqual(30);
    const banhMi = body.data.items.find((p: { category: string }) => p.category === "banh-mi");
    expect(banhMi.name).toMatch(/[A-Za-z]/);
    expect(banhMi.price_cents).toBeGreaterThan(0);
    expect(banhMi.price).toBe(banhMi.price_cents / 100);
  });

  it("answers in Vietnamese for Http-Accept-Language: vi_VN, and for Accept-Language: vi", async () => {
    const en = await (await app.request("/api/v1/categories")).json();
    const vi = await (await app.request("/api/v1/categories", { headers: { "Http-Accept-Language": "vi_VN" } })).json();
    const viAccept = await (await app.request("/api/v1/categories", { headers: { "Accept-Language": "vi-VN,vi;q=0.9,en;q=0.5" } })).json();
    const enSlugs = en.data.map((c: { slug: string }) => c.slug);
    expect(vi.data.map((c: { slug: string }) => c.slug)).toEqual(enSlugs);
    expect(vi.data[0].name).not.toBe(en.data[0].name);
    expect(viAccept.data[0].name).toBe(vi.data[0].name);
  });

  it("Http-Accept-Language wins over Accept-Language", async () => {
    const res = await app.request("/api/v1/products/no-such-cake", {
      headers: { "Http-Accept-Language": "en_US", "Accept-Language": "vi" },
    });
    expect((await res.json()).message).toBe("This product does not exist or is no longer sold.");
  });

  it("gives one product by slug, with allergens and images", async () => {
    const list = await (await app.request("/api/v1/products?per_page=1")).json();
    const slug = list.data.items[0].slug;
    const res = await app.request(`/api/v1/products/${slug}`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.slug).toBe(slug);
    expect(data.images.length).toBeGreaterThan(0);
    expect(Array.isArray(data.allergens)).toBe(true);
  });
});

describe("bad input gets a 4xx envelope in the user's language", () => {
  it("unknown product → 404 in Vietnamese", async () => {
    const res = await app.request("/api/v1/products/khong-co", { headers: { "Http-Accept-Language": "vi_VN" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: true,
      message: "Sản phẩm không tồn tại hoặc đã ngừng bán.",
      data: null,
    });
  });

  it("bad query → 422 with per-field errors", async () => {
    const res = await app.request("/api/v1/products?page=0&per_page=abc");
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe(true);
    expect(body.message).toBe("Please check the highlighted fields.");
    expect(body.errors.page).toEqual(["Must be at least 1."]);
    expect(body.errors.per_page).toEqual(["Must be a number."]);
  });

  it("malformed JSON → 400", async () => {
    const res = await app.request("/api/v1/products", { method: "POST", headers: JSON_HEADERS, body: "{not json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: true, message: "The request body is not valid JSON." });
  });

  it("a body that is not JSON → 415", async () => {
    const res = await app.request("/api/v1/products", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Http-Accept-Language": "vi_VN" },
      body: "name=banh",
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toContain("JSON");
  });

  it("an oversized body → 413", async () => {
    const small = createTestApp(testDb, { BODY_LIMIT_BYTES: "2048" });
    const res = await small.request("/api/v1/products", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ note: "x".repeat(10_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: true, message: "The request body is too large." });
  });

  it("an unknown API path → 404 envelope", async () => {
    const res = await app.request("/api/v1/no/such/thing", { headers: { "Http-Accept-Language": "vi_VN" } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: true, message: "Không có đường dẫn API này.", data: null });
  });
});

describe("documentation", () => {
  it("serves an OpenAPI document generated from the route schemas", async () => {
    const res = await app.request("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/products", "/products/{slug}", "/categories"]));
  });

  it("serves a readable page at /api/docs with no inline script and no CDN", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/https?:\/\//);
    const script = await app.request("/api/docs/assets/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect((await app.request("/api/docs/assets/..%2Fpackage.json")).status).toBe(404);
  });
});

describe("security headers and health", () => {
  it("sets a nonce-based CSP and the other headers on every response", async () => {
    for (const path of ["/api/v1/products", "/api/v1/nope", "/healthz"]) {
      const res = await app.request(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    }
  });

  it("uses a new nonce for each response", async () => {
    const a = (await app.request("/healthz")).headers.get("content-security-policy");
    const b = (await app.request("/healthz")).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("adds HSTS when served over https", async () => {
    const res = await app.request("https://shop.example/healthz");
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("reports the process alive at /healthz and the database reachable at /readyz", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", dialect: testDb.dialect });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok" } });
  });
});

describe("a failure inside the server", () => {
  it("→ 500 envelope with a request id and nothing internal; /readyz → 503", async () => {
    const broken = await createTestDb();
    const brokenApp = createTestApp(broken);
    await broken.destroy();
    const res = await brokenApp.request("/api/v1/products", { headers: { "Http-Accept-Language": "vi_VN" } });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      error: true,
      message: "Có lỗi xảy ra, vui lòng thử lại",
      data: null,
      request_id: res.headers.get("x-request-id"),
    });
    const ready = await brokenApp.request("/readyz");
    expect(ready.status).toBe(503);
  });
});

describe("bodies", () => {
  it("an empty DELETE sent with JSON headers is no body, not malformed JSON", async () => {
    const res = await app.request("/api/v1/carts/clear", { method: "DELETE", headers: JSON_HEADERS });
    expect(res.status).toBe(200);
    expect((await res.json()).error).toBe(false);
  });
});
