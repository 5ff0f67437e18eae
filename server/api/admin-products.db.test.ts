import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { contentVersion } from "../domain/content/content-version.ts";
import { findRedirect } from "../domain/content/redirects.service.ts";

// Products in the back office through the real app: create with both languages, edit, publish and
// unpublish, delete where safe; the visitor sees each change on the next request (product, list, search, category,
// pages/{slug}); a new price goes to the next cart while a placed order keeps its own; bad input and taken slugs or
// SKUs → 422 with the field; two saves of one version at once → one 200, one 409; every change audited.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";
let owner = "";
let categoryId = 0;
let categorySlug = "";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  owner = (await signedInStaff(app, testDb.db, "owner")).cookie;
  const category = await testDb.db.selectFrom("categories").select(["id", "slug"]).where("slug", "=", "banh-mi").executeTakeFirstOrThrow();
  categoryId = category.id;
  categorySlug = category.slug;
});
afterAll(() => testDb.destroy());

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; cookie?: string; lang?: "en" | "vi"; key?: string } = {},
) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const admin = (method: string, path: string, body?: unknown, lang: "en" | "vi" = "en", cookie = manager) =>
  call(method, `/admin/products${path}`, body, { cookie, lang });
const tag = () => randomUUID().slice(0, 8);

function fields(extra: Record<string, unknown> = {}) {
  const t = tag();
  return {
    name_en: `Lemongrass Chicken Bánh Mì ${t}`,
    name_vi: `Bánh mì gà sả ${t}`,
    summary_en: "Grilled lemongrass chicken, pickles and herbs.",
    summary_vi: "Gà nướng sả, đồ chua và rau thơm.",
    description_en: "<p>Marinated overnight.</p>",
    description_vi: "<p>Ướp qua đêm.</p>",
    slug: `banh-mi-ga-sa-${t}`,
    category_id: categoryId,
    sku: `bm-${t}`,
    price_cents: 825,
    lead_time_hours: 2,
    daily_capacity: 40,
    featured: false,
    position: 50,
    allergens: ["wheat", "soy"],
    diets: [],
    ...extra,
  };
}

type Product = {
  id: number;
  slug: string;
  sku: string;
  updated_at: string;
  status: string;
  name_en: string;
  name_vi: string;
  price_cents: number;
  missing_translations: string[];
};

async function create(extra: Record<string, unknown> = {}) {
  const res = await admin("POST", "", fields(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.product as Product;
}

async function publish(product: Product) {
  const res = await admin("PUT", `/${product.id}/status`, { status: "published", expected_updated_at: product.updated_at });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.product as Product;
}

async function auditOf(id: number) {
  return testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "product")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();
}

const editOf = (p: Product & Record<string, unknown>, extra: Record<string, unknown> = {}) => {
  const {
    id: _id,
    status: _s,
    missing_translations: _m,
    category_name: _c,
    image: _i,
    images: _im,
    created_at: _ca,
    updated_at,
    ...rest
  } = p as Record<string, unknown>;
  return { ...rest, expected_updated_at: updated_at, ...extra };
};

/** What a visitor gets: the product by slug, the list searched, the category, the page resolving the slug. */
async function visitor(slug: string, q: string, lang: "en" | "vi" = "en") {
  const product = await call("GET", `/products/${slug}`, undefined, { lang });
  const search = await call("GET", `/products?q=${encodeURIComponent(q)}`, undefined, { lang });
  const category = await call("GET", `/products?category=${categorySlug}&per_page=100`, undefined, { lang });
  const page = await call("GET", `/pages/${slug}`, undefined, { lang });
  const slugs = (body: { data: { items?: { slug: string }[]; products?: { slug: string }[] } | { slug: string }[] }) =>
    (Array.isArray(body.data) ? body.data : (body.data.items ?? body.data.products ?? [])).map((p) => p.slug);
  return { product, page, found: slugs(search.body).includes(slug), inCategory: slugs(category.body).includes(slug) };
}

async function cartWith(
  productId: number,
  quantity: number,
): Promise<{ token: string; body: { data: { items: { product_id: number; price_cents: number }[] } } }> {
  const res = await call("POST", "/carts", { product_id: productId, quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token: res.body.data.token as string, body: res.body };
}

async function placeOrder(token: string) {
  const options = await call("GET", "/checkout/options", undefined, { token });
  const day = options.body.data.days[1] ?? options.body.data.days[0];
  const slot = day.slots.find((s: { full: boolean }) => !s.full);
  const placed = await call(
    "POST",
    "/checkout",
    pickupForm({ slot: { date: slot.date, start: slot.start }, expected_total_cents: options.body.data.totals.total_cents }),
    { token, key: randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { code: string };
}

describe("admin products", () => {
  it("creates a draft with both languages (SKU upper-cased, description sanitised, search text folded), audited; the visitor sees it once published, in English and Vietnamese", async () => {
    const input = fields({ description_en: '<p onclick="steal()">Crisp.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' });
    const version = await contentVersion(testDb.db);
    const res = await admin("POST", "", input, "vi");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(`Đã tạo sản phẩm ${input.name_vi}.`);
    const product = res.body.data.product;
    expect(product).toMatchObject({
      status: "draft",
      sku: input.sku.toUpperCase(),
      price_cents: 825,
      name_vi: input.name_vi,
      allergens: ["soy", "wheat"],
      missing_translations: [],
    });
    expect(product.description_en).toBe("<p>Crisp.</p><a>x</a>");
    const stored = await testDb.db
      .selectFrom("product_translations")
      .select(["locale", "search_text"])
      .where("product_id", "=", product.id)
      .orderBy("locale")
      .execute();
    expect(stored[1]!.search_text).toContain("banh mi ga sa");

    // A draft: nowhere on the storefront.
    const hidden = await visitor(product.slug, "ga sa");
    expect(hidden.product.status).toBe(404);
    expect(hidden.page.status).toBe(404);
    expect(hidden.found).toBe(false);

    // Every committed change tells the caches (contentChanged): the content version went up.
    expect(await contentVersion(testDb.db)).toBeGreaterThan(version);
    const beforePublish = await contentVersion(testDb.db);
    await publish(product);
    expect(await contentVersion(testDb.db)).toBeGreaterThan(beforePublish);
    const en = await visitor(product.slug, `lemongrass chicken ${input.sku.slice(3)}`);
    expect(en.product.status).toBe(200);
    expect(en.product.body.data.name ?? en.product.body.data.product?.name).toBeDefined();
    expect(JSON.stringify(en.product.body.data)).toContain(input.name_en);
    expect(en.page.status).toBe(200);
    expect(en.found).toBe(true);
    expect(en.inCategory).toBe(true);
    const vi = await visitor(product.slug, `banh mi ga sa ${input.sku.slice(3)}`, "vi");
    expect(JSON.stringify(vi.product.body.data)).toContain(input.name_vi);
    expect(vi.found).toBe(true);

    const lines = await auditOf(product.id);
    expect(lines.map((l) => l.action)).toEqual(["product.create", "product.publish"]);
    expect(JSON.parse(lines[0]!.after_json!)).toMatchObject({ slug: input.slug, price_cents: 825, name_vi: input.name_vi });
  });

  it("lists with search by a name piece in either language (accents optional) or by SKU, and filters by category and status", async () => {
    const product = await create({ name_vi: `Bánh bột lọc ${tag()}` });
    const byVi = await admin("GET", `?q=${encodeURIComponent("banh bot loc")}`);
    expect(byVi.status).toBe(200);
    expect(byVi.body.data.products.map((p: Product) => p.id)).toContain(product.id);
    const bySku = await admin("GET", `?q=${product.sku.toLowerCase()}`);
    expect(bySku.body.data.products.map((p: Product) => p.id)).toEqual([product.id]);
    const drafts = await admin("GET", `?status=draft&category=${categoryId}`);
    expect(
      drafts.body.data.products.every((p: Product & { category_id: number }) => p.status === "draft" && p.category_id === categoryId),
    ).toBe(true);
    expect(drafts.body.data.pagination).toMatchObject({ page: 1, per_page: 25 });
    const seeded = await admin("GET", "?q=dac%20biet&status=published");
    expect(seeded.body.data.products.length).toBeGreaterThan(0);
    const bad = await admin("GET", "?status=gone", undefined, "vi");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain("status");
    expect((await admin("GET", `/${product.id}`)).body.data.product).toMatchObject({ id: product.id, images: { count: 0, first: null } });
  });

  it("flags a missing translation, and publishing needs both names (422 on the missing one)", async () => {
    const product = await create({ name_vi: "", summary_vi: "", description_vi: "" });
    expect(product.missing_translations).toEqual(["vi"]);
    const listed = await admin("GET", `?q=${product.sku}`);
    expect(listed.body.data.products[0].missing_translations).toEqual(["vi"]);
    const refused = await admin("PUT", `/${product.id}/status`, { status: "published", expected_updated_at: product.updated_at }, "vi");
    expect(refused.status).toBe(422);
    expect(refused.body.errors.name_vi).toEqual(["Sản phẩm đang bán cần có tên tiếng Việt: hãy thêm tên, hoặc ngừng bán trước."]);
    const none = await admin("POST", "", fields({ name_en: "", name_vi: "" }));
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(expect.arrayContaining(["name_en", "name_vi"]));
  });

  it('refuses bad input with a message per field in the request\'s language: −1, "abc", 0, a bad slug or SKU, unknown allergens', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ price_cents: -1 }, "price_cents"],
      [{ price_cents: "abc" }, "price_cents"],
      [{ price_cents: 0 }, "price_cents"],
      [{ price_cents: 12.5 }, "price_cents"],
      [{ slug: "Bánh Mì" }, "slug"],
      [{ slug: "admin" }, "slug"],
      [{ sku: "no spaces" }, "sku"],
      [{ lead_time_hours: -2 }, "lead_time_hours"],
      [{ daily_capacity: 0 }, "daily_capacity"],
      [{ allergens: ["gluten"] }, "allergens.0"],
      [{ diets: ["keto"] }, "diets.0"],
      [{ category_id: 999999 }, "category_id"],
      [{ name_en: "x".repeat(161) }, "name_en"],
    ];
    for (const [extra, field] of bad) {
      const res = await admin("POST", "", fields(extra), "vi");
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(extra)).toContain(field);
    }
    const vi = await admin("POST", "", fields({ price_cents: -1 }), "vi");
    expect(vi.body.errors.price_cents).toEqual(["Giá phải lớn hơn $0.00 và tối đa $10,000.00."]);
    const en = await admin("POST", "", fields({ price_cents: "abc" }));
    expect(en.body.errors.price_cents).toEqual(["The price must be an amount above $0.00 and at most $10,000.00."]);
  });

  it("a slug taken by a product, a post or a page → 422 on the slug; a SKU in any case → 422 on the SKU; two creates with one slug at once: one 201, one 422", async () => {
    const post = await testDb.db.selectFrom("slugs").select("slug").where("kind", "=", "post").executeTakeFirstOrThrow();
    const taken = await admin("POST", "", fields({ slug: post.slug }));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual([`The slug ${post.slug} is already used by a product, a news post or a page.`]);
    const first = await create();
    const sku = await admin("POST", "", fields({ sku: first.sku.toLowerCase() }));
    expect(sku.status).toBe(422);
    expect(sku.body.errors.sku).toEqual([`Another product already has the SKU ${first.sku}.`]);
    // A variant's SKU (a cake's size and flavour) is taken too.
    const variant = await testDb.db.selectFrom("product_variants").select("sku").where("is_default", "=", 0).executeTakeFirstOrThrow();
    const variantSku = await admin("POST", "", fields({ sku: variant.sku }));
    expect(variantSku.status).toBe(422);
    expect(variantSku.body.errors.sku).toEqual([`Another product already has the SKU ${variant.sku}.`]);

    const slug = `same-slug-${tag()}`;
    const both = await Promise.all([admin("POST", "", fields({ slug })), admin("POST", "", fields({ slug }), "en", owner)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(both.find((r) => r.status === 422)!.body.errors.slug).toBeDefined();
    expect(await testDb.db.selectFrom("products").select("id").where("slug", "=", slug).execute()).toHaveLength(1);
  });

  it("an edit shows at once; a rename keeps a 301 from the old slug; a new price goes to the next cart while a placed order keeps its own", async () => {
    const product = await publish(await create({ price_cents: 500 }));
    const { token } = await cartWith(product.id, 2);
    const order = await placeOrder(token);
    const before = await cartWith(product.id, 1);

    const detail = (await admin("GET", `/${product.id}`)).body.data.product;
    const newSlug = `${product.slug}-new`;
    const edited = await admin(
      "PUT",
      `/${product.id}`,
      editOf(detail, { slug: newSlug, price_cents: 650, name_en: `${detail.name_en} Deluxe` }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.product).toMatchObject({ slug: newSlug, price_cents: 650, status: "published" });

    expect((await call("GET", `/products/${product.slug}`)).status).toBe(404);
    const seen = await visitor(newSlug, `${detail.name_en} Deluxe`);
    expect(seen.product.status).toBe(200);
    expect(JSON.stringify(seen.product.body.data)).toContain("Deluxe");
    expect(seen.found).toBe(true);
    expect(await findRedirect(testDb.db, `/${product.slug}`)).toEqual({ to: `/${newSlug}`, status: 301, external: false });

    // The cart made before the edit is priced from the catalogue on its next look; a new cart too.
    const again = await call("GET", "/carts", undefined, { token: before.token });
    expect(again.body.data.items.find((i: { product_id: number }) => i.product_id === product.id).price_cents).toBe(650);
    const next = await cartWith(product.id, 1);
    expect(next.body.data.items.find((i) => i.product_id === product.id)!.price_cents).toBe(650);
    const line = await testDb.db
      .selectFrom("order_lines as l")
      .innerJoin("orders as o", "o.id", "l.order_id")
      .select(["l.price_cents", "l.name"])
      .where("o.code", "=", order.code)
      .where("l.product_id", "=", product.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ price_cents: 500, name: product.name_en });

    const lines = await auditOf(product.id);
    expect(lines.map((l) => l.action)).toEqual(["product.create", "product.publish", "product.update"]);
    expect(JSON.parse(lines[2]!.before_json!)).toMatchObject({ price_cents: 500, slug: product.slug });
    expect(JSON.parse(lines[2]!.after_json!)).toMatchObject({ price_cents: 650, slug: newSlug });
  });

  it("keeps ingredients per language: shown to the visitor at once in each language, audited, kept when an edit leaves them out; too long or a control character → 422 in the staff's language", async () => {
    const product = await publish(
      await create({ ingredients_en: "Wheat flour, water,\r\n  yeast, salt", ingredients_vi: "Bột mì, nước, men, muối" }),
    );
    const detail = (await admin("GET", `/${product.id}`)).body.data.product;
    // A line break typed in the textarea is a space.
    expect(detail).toMatchObject({ ingredients_en: "Wheat flour, water, yeast, salt", ingredients_vi: "Bột mì, nước, men, muối" });
    expect((await call("GET", `/products/${product.slug}`)).body.data.ingredients).toBe("Wheat flour, water, yeast, salt");
    expect((await call("GET", `/products/${product.slug}`, undefined, { lang: "vi" })).body.data.ingredients).toBe(
      "Bột mì, nước, men, muối",
    );

    const edited = await admin("PUT", `/${product.id}`, editOf(detail, { ingredients_en: "Wheat flour, water, yeast, salt, sugar" }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await call("GET", `/products/${product.slug}`)).body.data.ingredients).toBe("Wheat flour, water, yeast, salt, sugar");
    const lines = await auditOf(product.id);
    expect(JSON.parse(lines.at(-1)!.before_json!)).toMatchObject({ ingredients_en: "Wheat flour, water, yeast, salt" });
    expect(JSON.parse(lines.at(-1)!.after_json!)).toMatchObject({ ingredients_en: "Wheat flour, water, yeast, salt, sugar" });

    // An API client that does not know the field leaves them as they are.
    const now = (await admin("GET", `/${product.id}`)).body.data.product;
    const { ingredients_en: _en, ingredients_vi: _vi, ...withoutThem } = editOf(now, { price_cents: 700 }) as Record<string, unknown>;
    expect((await admin("PUT", `/${product.id}`, withoutThem)).status).toBe(200);
    expect((await admin("GET", `/${product.id}`)).body.data.product).toMatchObject({
      price_cents: 700,
      ingredients_en: "Wheat flour, water, yeast, salt, sugar",
      ingredients_vi: "Bột mì, nước, men, muối",
    });

    const latest = (await admin("GET", `/${product.id}`)).body.data.product;
    const tooLong = await admin("PUT", `/${product.id}`, editOf(latest, { ingredients_vi: "đường, ".repeat(200) }), "vi");
    expect(tooLong.status).toBe(422);
    expect(JSON.stringify(tooLong.body)).toContain("Phần thành phần dài tối đa 1.000 ký tự.");
    const control = await admin("PUT", `/${product.id}`, editOf(latest, { ingredients_en: "Wheat flour,\u0007 water" }));
    expect(control.status).toBe(422);
    expect(JSON.stringify(control.body)).toContain("The ingredients are plain text");
    const tab = await admin("PUT", `/${product.id}`, editOf(latest, { ingredients_en: "Wheat flour,\twater" }));
    expect(tab.status).toBe(422);
    expect((await admin("GET", `/${product.id}`)).body.data.product.ingredients_en).toBe("Wheat flour, water, yeast, salt, sugar");
  });

  it("unpublished, the product is gone from its page, the list, search and the category at once", async () => {
    const product = await publish(await create());
    expect((await visitor(product.slug, product.name_en)).product.status).toBe(200);
    const off = await admin("PUT", `/${product.id}/status`, { status: "draft", expected_updated_at: product.updated_at }, "vi");
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(`Đã ngừng bán ${product.name_vi}: sản phẩm không còn hiện trên trang web.`);
    const gone = await visitor(product.slug, product.name_en);
    expect(gone.product.status).toBe(404);
    expect(gone.page.status).toBe(404);
    expect(gone.found).toBe(false);
    expect(gone.inCategory).toBe(false);
    expect((await auditOf(product.id)).map((l) => l.action)).toEqual(["product.create", "product.publish", "product.unpublish"]);
  });

  it("two saves of the same version at once: exactly one is applied, the other gets 409 with the product as it is now", async () => {
    const product = await create();
    const detail = (await admin("GET", `/${product.id}`)).body.data.product;
    const [a, b] = await Promise.all([
      admin("PUT", `/${product.id}`, editOf(detail, { price_cents: 700 })),
      admin("PUT", `/${product.id}`, editOf(detail, { price_cents: 900 }), "en", owner),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.data.product).toMatchObject({
      price_cents: winner.body.data.product.price_cents,
      updated_at: winner.body.data.product.updated_at,
    });
    expect(loser.body.message).toContain("Someone else changed this product");
    expect((await auditOf(product.id)).map((l) => l.action)).toEqual(["product.create", "product.update"]);
    const stale = await admin("PUT", `/${product.id}/status`, { status: "published", expected_updated_at: detail.updated_at });
    expect(stale.status).toBe(409);
  });

  it("deletes a product never ordered (its slug free again); one ordered or in a cart is refused: 409, unpublish instead", async () => {
    const unused = await create();
    const gone = await admin("DELETE", `/${unused.id}`);
    expect(gone.status).toBe(200);
    expect(await testDb.db.selectFrom("products").select("id").where("id", "=", unused.id).executeTakeFirst()).toBeUndefined();
    expect(await testDb.db.selectFrom("slugs").select("slug").where("slug", "=", unused.slug).executeTakeFirst()).toBeUndefined();
    expect((await auditOf(unused.id)).map((l) => l.action)).toEqual(["product.create", "product.delete"]);
    expect((await admin("DELETE", `/${unused.id}`)).status).toBe(404);

    const carted = await publish(await create());
    await cartWith(carted.id, 1);
    const inCart = await admin("DELETE", `/${carted.id}`);
    expect(inCart.status).toBe(409);
    expect(inCart.body.message).toContain("unpublish it instead");

    const ordered = await publish(await create());
    await placeOrder((await cartWith(ordered.id, 1)).token);
    const refused = await admin("DELETE", `/${ordered.id}`, undefined, "vi");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${ordered.name_vi} đã có trong 1 đơn hàng nên không thể xóa: hãy ngừng bán thay vì xóa.`);
    expect((await admin("GET", `/${ordered.id}`)).status).toBe(200);
  });

  it("unknown products: 404 in the request's language; a save without its version: 422", async () => {
    for (const [method, path, body] of [
      ["GET", "/999999", undefined],
      ["PUT", "/999999", { ...fields(), expected_updated_at: "2026-01-01T00:00:00.000Z" }],
      ["PUT", "/999999/status", { status: "draft", expected_updated_at: "2026-01-01T00:00:00.000Z" }],
      ["DELETE", "/999999", undefined],
    ] as const) {
      const res = await admin(method, path, body, "vi");
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("Không tìm thấy sản phẩm này.");
    }
    const product = await create();
    const unversioned = await admin("PUT", `/${product.id}`, fields());
    expect(unversioned.status).toBe(422);
    expect(Object.keys(unversioned.body.errors)).toContain("expected_updated_at");
  });

  it("the kitchen may not, and the calls are in the OpenAPI document", async () => {
    const kitchen = (await signedInStaff(app, testDb.db, "kitchen")).cookie;
    expect((await admin("GET", "", undefined, "en", kitchen)).status).toBe(403);
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    for (const path of ["/admin/products", "/admin/products/{id}", "/admin/products/{id}/status"])
      expect(doc.paths[path], path).toBeDefined();
  });
});
