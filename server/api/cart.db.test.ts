import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { nowIso } from "../db/index.ts";
import { products as seedProducts } from "../db/seed/data/catalog.ts";
import { newCartToken } from "../domain/cart/cart.schema.ts";
import { addToCart, applyCoupon, CartError, getCart, mergeVisitorCart } from "../domain/cart/cart.service.ts";
import { cartJson } from "./cart-answers.ts";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const ids = new Map<string, number>();

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  // Every request here comes from one address ("unknown": no socket): the limit on new carts is tested on its own.
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000" });
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
});
afterAll(() => testDb.destroy());

const DAY = 86_400_000;
const seedProduct = (slug: string) => seedProducts.find((p) => p.slug === slug)!;
const productId = (slug: string) => ids.get(slug)!;
/** $7.50, wheat, egg, milk, fish and soy. */
const BANH_MI = "banh-mi-dac-biet";
const BAGUETTE = "vietnamese-baguette";
const CAKE = "custom-birthday-cake";

interface Call {
  token?: string | undefined;
  lang?: "en" | "vi";
  /** A session token, sent as a bearer. */
  auth?: string;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, body?: unknown, options: Call = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US", ...options.headers };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  const res = await app.request(`/api/v1/carts${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json(), res };
}

const getCartOf = (options: Call = {}) => call("GET", "", undefined, options);
const add = (body: Record<string, unknown>, options: Call = {}) => call("POST", "", body, options);
const update = (lineId: number | string, body: unknown, options: Call = {}) => call("PATCH", `/${lineId}/update`, body, options);

/** A visitor's cart holding `lines`, and its token: the one the server made at the first add, as the client keeps it. */
async function visitorCart(...lines: [slug: string, quantity: number, note?: string][]) {
  let token = "";
  for (const [slug, quantity, note] of lines) {
    const res = await add({ product_id: productId(slug), quantity, ...(note ? { note } : {}) }, { token });
    expect(res.status).toBe(200);
    token = res.body.data.token;
  }
  const { body } = await getCartOf({ token });
  return { token, cart: body.data };
}

/** A customer with a live session, as the accounts area would create them. */
async function signedInCustomer(options: { expiresInMs?: number } = {}) {
  const now = nowIso();
  const suffix = randomBytes(6).toString("hex");
  const { id } = await testDb.db
    .insertInto("customers")
    .values({
      name: "Lan Nguyễn",
      email: `lan-${suffix}@example.com`,
      phone: null,
      password_hash: null,
      legacy: 0,
      points: 0,
      membership_level: "member",
      status: "active",
      locale: "vi",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const session = randomBytes(32).toString("base64url");
  await testDb.db
    .insertInto("sessions")
    .values({
      customer_id: id,
      token_hash: createHash("sha256").update(session).digest("hex"),
      remember: 0,
      expires_at: new Date(Date.now() + (options.expiresInMs ?? 3_600_000)).toISOString(),
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return { customerId: id, session };
}

async function createCoupon(
  code: string,
  fields: Partial<{
    type: "percentage" | "fixed";
    value: number;
    min: number;
    startsAt: string | null;
    endsAt: string | null;
    usageLimit: number | null;
    perCustomer: number | null;
  }>,
) {
  const now = nowIso();
  const { id } = await testDb.db
    .insertInto("coupons")
    .values({
      code,
      type: fields.type ?? "percentage",
      value: fields.value ?? 10,
      min_subtotal_cents: fields.min ?? 0,
      starts_at: fields.startsAt ?? null,
      ends_at: fields.endsAt ?? null,
      usage_limit: fields.usageLimit ?? null,
      per_customer_limit: fields.perCustomer ?? null,
      is_active: 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await testDb.db
    .insertInto("coupon_translations")
    .values([
      { coupon_id: id, locale: "en", name: `${code} (test)` },
      { coupon_id: id, locale: "vi", name: `${code} (thử)` },
    ])
    .execute();
  return id;
}

async function redeem(code: string, customerId: number | null) {
  const coupon = await testDb.db.selectFrom("coupons").select("id").where("code", "=", code).executeTakeFirstOrThrow();
  await testDb.db
    .insertInto("coupon_redemptions")
    .values({ coupon_id: coupon.id, customer_id: customerId, order_id: null, discount_cents: 500, created_at: nowIso() })
    .execute();
}

async function lineQuantity(lineId: number) {
  return (await testDb.db.selectFrom("cart_lines").select("quantity").where("id", "=", lineId).executeTakeFirst())?.quantity;
}

async function setStatus(slug: string, status: "published" | "draft" | "deleted") {
  await testDb.db.updateTable("products").set({ status }).where("slug", "=", slug).execute();
  await contentChanged(testDb.db);
}

describe("GET carts", () => {
  it("without a token: an empty cart, every field present, and no token until a change opens a cart", async () => {
    const { status, body, res } = await getCartOf();
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.error).toBe(false);
    expect(body.data).toEqual({
      token: "",
      items: [],
      gifts: [],
      count: 0,
      subtotal: 0,
      subtotal_cents: 0,
      discount: 0,
      discount_cents: 0,
      total: 0,
      total_cents: 0,
      currency: "USD",
      promotion: null,
      notices: [],
    });
  });

  it("a well-formed token the server never made opens nothing: the first add gets a token from the server", async () => {
    // A token planted in a victim's browser (or chosen to be watched) must never name a cart.
    const planted = "ct_AttackerChosen0000000000";
    const underPlanted = () => testDb.db.selectFrom("carts").select("id").where("token", "=", planted).execute();
    const { body } = await getCartOf({ token: planted });
    expect(body.data).toMatchObject({ token: "", items: [], count: 0 });

    const added = await add({ product_id: productId(BANH_MI) }, { token: planted });
    expect(added.status).toBe(200);
    const made = added.body.data.token;
    expect(made).toMatch(/^ct_[A-Za-z0-9]{24}$/);
    expect(made).not.toBe(planted);
    expect(await underPlanted()).toEqual([]);
    // The cart is the new token's, and the planted one still opens nothing, through the header or the body field.
    expect((await getCartOf({ token: made })).body.data).toMatchObject({ token: made, count: 1 });
    expect((await getCartOf({ token: planted })).body.data).toMatchObject({ token: "", count: 0 });
    const viaBody = await add({ product_id: productId(BAGUETTE), cart_token: planted });
    expect(viaBody.body.data.token).not.toBe(planted);
    const coupon = await call("POST", "/coupon", { code: "WELCOME5" }, { token: planted });
    expect(coupon.body.data?.token ?? "").not.toBe(planted);
    expect(await underPlanted()).toEqual([]);
  });

  it("a token the server made keeps its cart, change after change", async () => {
    const first = await add({ product_id: productId(BANH_MI) });
    const token = first.body.data.token;
    const second = await add({ product_id: productId(BAGUETTE), quantity: 2 }, { token });
    expect(second.body.data).toMatchObject({ token, count: 3 });
    expect(await testDb.db.selectFrom("carts").select("id").where("token", "=", token).execute()).toHaveLength(1);
  });

  it("a malformed token: an empty cart and a fresh token, never the cart of a token that looks alike", async () => {
    const { token } = await visitorCart([BANH_MI, 2]);
    for (const malformed of [
      token.slice(0, -1),
      `${token}x`,
      token.toUpperCase().replace("CT_", "ct_") + "!",
      "ct_<script>",
      "' or 1=1 --",
    ]) {
      const { status, body } = await getCartOf({ token: malformed });
      expect(status, malformed).toBe(200);
      expect(body.data.items).toEqual([]);
      expect(body.data.token).toBe("");
    }
  });

  it("a malformed token on an add starts a new cart with a new token, leaving other carts alone", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 2]);
    const { body } = await add({ product_id: productId(BAGUETTE) }, { token: `${token}0` });
    expect(body.data.token).not.toBe(token);
    expect(body.data.items.map((i: { product_id: number }) => i.product_id)).toEqual([productId(BAGUETTE)]);
    expect((await getCartOf({ token })).body.data.items).toEqual(cart.items);
  });

  it("also finds the cart by the cart_token cookie, for pages rendered on the server", async () => {
    const { token } = await visitorCart([BANH_MI, 3]);
    const { body } = await getCartOf({ headers: { Cookie: `cart_token=${token}` } });
    expect(body.data).toMatchObject({ token, count: 3 });
  });
});

describe("POST carts (add a product)", () => {
  it("adds at the catalogue's price, whatever price the client sends, and answers the whole cart", async () => {
    const { status, body } = await add({ product_id: productId(BANH_MI), quantity: 2, price: 0.01, price_cents: 1 });
    expect(status).toBe(200);
    expect(body.message).toBe("Added to cart");
    const [item] = body.data.items;
    expect(item).toEqual({
      id: expect.any(Number),
      line_item_id: item.id,
      product_id: productId(BANH_MI),
      slug: BANH_MI,
      sku: "BM-001",
      name: seedProduct(BANH_MI).name.en,
      image_path: seedProduct(BANH_MI).images[0],
      price: 7.5,
      price_cents: 750,
      quantity: 2,
      line_total: 15,
      line_total_cents: 1500,
      // A product without options: its one variant, which the shopper never sees, and no add-ons chosen.
      variant: null,
      variant_id: expect.any(Number),
      modifiers: [],
      capacity_units: 1,
      lead_time_hours: seedProduct(BANH_MI).lead_time_hours,
      is_gift: false,
      note: "",
      // A bánh mì's note is for the kitchen; only a cake's is an inscription.
      note_kind: "kitchen",
      allergens: [...seedProduct(BANH_MI).allergens].sort(),
      promotion_name: null,
      daily_capacity: seedProduct(BANH_MI).daily_capacity,
    });
    expect(body.data).toMatchObject({ count: 2, subtotal: 15, subtotal_cents: 1500, total: 15, total_cents: 1500, discount: 0 });
  });

  it("says how many the shop makes a day, so the cart can say when it holds more than one day's", async () => {
    const { body } = await add({ product_id: productId(CAKE), quantity: 7 });
    const [item] = body.data.items;
    expect(seedProduct(CAKE).daily_capacity).toBeGreaterThan(0);
    expect(item).toMatchObject({ quantity: 7, daily_capacity: seedProduct(CAKE).daily_capacity });
  });

  it("names products in Vietnamese for Http-Accept-Language: vi_VN", async () => {
    const { token } = await visitorCart([BANH_MI, 1], [CAKE, 1, "Mừng sinh nhật Bà"]);
    const { body } = await getCartOf({ token, lang: "vi" });
    expect(body.data.items.map((i: { name: string }) => i.name)).toEqual([seedProduct(BANH_MI).name.vi, seedProduct(CAKE).name.vi]);
    const added = await add({ product_id: productId(BAGUETTE) }, { token, lang: "vi" });
    expect(added.body.message).toBe("Đã thêm vào giỏ hàng");
  });

  it("without a token, opens a cart under a new token that the answer gives back", async () => {
    const { body } = await add({ product_id: productId(BAGUETTE), quantity: 3 });
    expect(body.data.token).toMatch(/^ct_[A-Za-z0-9]{24}$/);
    expect((await getCartOf({ token: body.data.token })).body.data.count).toBe(3);
  });

  it("grows the line of the same product and note, up to 99; another note is another line", async () => {
    const { token } = (await add({ product_id: productId(CAKE), quantity: 1, note: "  Happy birthday, Mai  " })).body.data;
    await add({ product_id: productId(CAKE), quantity: 2, note: "Happy birthday, Mai" }, { token });
    const { body } = await add({ product_id: productId(CAKE), quantity: 1, note: "Chúc mừng Bà 80" }, { token });
    expect(body.data.items.map((i: { note: string; quantity: number }) => [i.note, i.quantity])).toEqual([
      ["Happy birthday, Mai", 3],
      ["Chúc mừng Bà 80", 1],
    ]);
    await add({ product_id: productId(BAGUETTE), quantity: 60 }, { token });
    const clamped = await add({ product_id: productId(BAGUETTE), quantity: 60 }, { token });
    expect(clamped.body.data.items.find((i: { product_id: number }) => i.product_id === productId(BAGUETTE)).quantity).toBe(99);
  });

  it("refuses quantities outside 1–99 and non-numbers, with a message per field (422)", async () => {
    const token = newCartToken();
    const cases: [unknown, string][] = [
      [-5, "Must be at least 1."],
      [0, "Must be at least 1."],
      [1e9, "Must be at most 99."],
      ["abc", "Must be a number."],
      [2.5, "Must be a whole number."],
    ];
    for (const [quantity, message] of cases) {
      const { status, body } = await add({ product_id: productId(BANH_MI), quantity }, { token });
      expect(status, String(quantity)).toBe(422);
      expect(body).toMatchObject({ error: true, data: null, errors: { quantity: [message] } });
    }
    const vi = await add({ product_id: productId(BANH_MI), quantity: -5 }, { token, lang: "vi" });
    expect(vi.body.errors.quantity).toEqual(["Giá trị nhỏ nhất là 1."]);
    expect((await getCartOf({ token })).body.data.items).toEqual([]);
  });

  it("refuses a note over 120 characters (a 10 000-character one too) and control characters", async () => {
    const token = newCartToken();
    const long = await add({ product_id: productId(CAKE), note: "x".repeat(10_000) }, { token });
    expect(long.status).toBe(422);
    expect(long.body.errors.note).toEqual(["Must be at most 120 characters."]);
    const vi = await add({ product_id: productId(CAKE), note: "x".repeat(121) }, { token, lang: "vi" });
    expect(vi.body.errors.note).toEqual(["Tối đa 120 ký tự."]);
    expect((await add({ product_id: productId(CAKE), note: "Mai\u0000" }, { token })).status).toBe(422);
    expect((await add({ product_id: productId(CAKE), note: "é".repeat(120) }, { token })).status).toBe(200);
  });

  it("refuses an unknown product on product_id, in the user's language", async () => {
    for (const product_id of [999_999, 2_147_483_647]) {
      const { status, body } = await add({ product_id });
      expect(status).toBe(422);
      expect(body.errors.product_id).toEqual(["This product does not exist or is no longer sold."]);
    }
    const vi = await add({ product_id: 999_999 }, { lang: "vi" });
    expect(vi.body.errors.product_id).toEqual(["Sản phẩm không tồn tại hoặc đã ngừng bán."]);
    for (const product_id of [1e20, "abc", null, -1]) expect((await add({ product_id })).status, String(product_id)).toBe(422);
    expect((await add({})).body.errors.product_id).toEqual(["This field is required."]);
  });

  it("refuses an unpublished or deleted product (422 on product_id)", async () => {
    for (const status of ["draft", "deleted"] as const) {
      await setStatus("banh-cam", status);
      const res = await add({ product_id: productId("banh-cam") });
      expect(res.status, status).toBe(422);
      expect(res.body.errors.product_id).toHaveLength(1);
    }
    await setStatus("banh-cam", "published");
  });

  it("answers bad bodies with a 4xx, never a 5xx", async () => {
    expect((await call("POST", "", "{not json")).status).toBe(400);
    expect((await call("POST", "", "[1, 2]")).status).toBe(422);
    expect((await call("POST", "", "null")).status).toBe(422);
    const notJson = await app.request("/api/v1/carts", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "product_id=1" });
    expect(notJson.status).toBe(415);
  });

  it(`holds at most 50 different lines`, async () => {
    const { token } = (await add({ product_id: productId(CAKE), note: "Cake 1" })).body.data;
    for (let n = 2; n <= 50; n++) expect((await add({ product_id: productId(CAKE), note: `Cake ${n}` }, { token })).status).toBe(200);
    const full = await add({ product_id: productId(CAKE), note: "Cake 51" }, { token });
    expect(full.status).toBe(422);
    expect(full.body.errors.product_id).toEqual(["Your cart holds at most 50 different items."]);
    // Adding to a line it already has is still fine.
    expect((await add({ product_id: productId(CAKE), note: "Cake 1" }, { token })).status).toBe(200);
  });
});

describe("PATCH carts/{lineId}/update", () => {
  it("sets the quantity (PUT too), 0 removes the line, above 99 means 99", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 1], [BAGUETTE, 1]);
    const [banhMi, baguette] = cart.items;
    let res = await update(banhMi.id, { quantity: 4, cart_token: token }, { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Cart updated.");
    expect(res.body.data.items[0].quantity).toBe(4);
    expect(res.body.data.total).toBe(4 * 7.5 + 1.75);

    res = await call("PUT", `/${banhMi.id}/update`, { quantity: 150 }, { token });
    expect(res.body.data.items[0].quantity).toBe(99);
    res = await update(banhMi.id, { quantity: 1e9 }, { token });
    expect(res.body.data.items[0].quantity).toBe(99);

    res = await update(baguette.id, { quantity: 0 }, { token });
    expect(res.body.message).toBe("Removed from your cart.");
    expect(res.body.data.items.map((i: { id: number }) => i.id)).toEqual([banhMi.id]);
  });

  it("finds the cart by the cart_token body field when there is no header", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 1]);
    const res = await update(cart.items[0].id, { quantity: 2, cart_token: token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token, count: 2 });
  });

  it("refuses negative and non-numeric quantities (422) and leaves the line as it was", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 3]);
    const lineId = cart.items[0].id;
    const cases: [unknown, string][] = [
      [-5, "Must be at least 0."],
      ["abc", "Must be a number."],
      [null, "This field is required."],
      [1.5, "Must be a whole number."],
    ];
    for (const [quantity, message] of cases) {
      const { status, body } = await update(lineId, { quantity }, { token });
      expect(status, String(quantity)).toBe(422);
      expect(body.errors.quantity).toEqual([message]);
    }
    expect((await update(lineId, {}, { token, lang: "vi" })).body.errors.quantity).toEqual(["Vui lòng điền ô này."]);
    expect(await lineQuantity(lineId)).toBe(3);
  });

  it("answers 404 for a line of another cart and never touches it", async () => {
    const theirs = await visitorCart([CAKE, 2, "Not yours"]);
    const mine = await visitorCart([BANH_MI, 1]);
    const lineId = theirs.cart.items[0].id;
    for (const [method, path, body] of [
      ["PATCH", `/${lineId}/update`, { quantity: 9 }],
      ["PUT", `/${lineId}/update`, { quantity: 0 }],
      ["DELETE", `/${lineId}/remove`, undefined],
    ] as const) {
      const res = await call(method, path, body, { token: mine.token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toMatchObject({ error: true, message: "This item is not in your cart.", data: null });
    }
    expect((await call("DELETE", `/${lineId}/remove`, undefined, { token: mine.token, lang: "vi" })).body.message).toBe(
      "Sản phẩm này không có trong giỏ hàng của bạn.",
    );
    expect(await lineQuantity(lineId)).toBe(2);
    // Nor without any cart token at all.
    expect((await update(lineId, { quantity: 1 })).status).toBe(404);
    expect(await lineQuantity(lineId)).toBe(2);
  });

  it("answers 404 for ids that name no line", async () => {
    const { token } = await visitorCart([BANH_MI, 1]);
    for (const lineId of ["999999", "abc", "99999999999", "0", "-1", "1.5"]) {
      expect((await update(lineId, { quantity: 1 }, { token })).status, lineId).toBe(404);
    }
  });
});

describe("DELETE carts/{lineId}/remove and carts/clear", () => {
  it("removes one line and answers the new cart", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 1], [BAGUETTE, 2]);
    const res = await call("DELETE", `/${cart.items[0].id}/remove`, undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i: { product_id: number }) => i.product_id)).toEqual([productId(BAGUETTE)]);
    expect(res.body.data.count).toBe(2);
    expect((await call("DELETE", `/${cart.items[0].id}/remove`, undefined, { token })).status).toBe(404);
  });

  it("clears every line and the coupon of this cart only", async () => {
    const other = await visitorCart([BAGUETTE, 5]);
    const { token } = await visitorCart([BANH_MI, 3]);
    expect((await call("POST", "/coupon", { code: "BANHMI10" }, { token })).status).toBe(200);
    const res = await call("DELETE", "/clear", undefined, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token, items: [], gifts: [], count: 0, total: 0, promotion: null });
    expect((await getCartOf({ token: other.token })).body.data.count).toBe(5);
  });

  it("clearing a cart that does not exist answers an empty cart", async () => {
    const res = await call("DELETE", "/clear", undefined, { token: newCartToken() });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
  });
});

describe("gift lines", () => {
  const bunSlug = seedProducts.filter((p) => p.category === "banh-bao").sort((a, b) => a.price_cents - b.price_cents)[0]!.slug;

  it("a free bánh bao (the cheapest) appears at $30 and disappears below", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 4]);
    expect(cart.subtotal).toBe(30);
    expect(cart.items).toHaveLength(1);
    expect(cart.gifts).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^gift-\d+$/),
        product_id: productId(bunSlug),
        name: seedProduct(bunSlug).name.en,
        price: 0,
        price_cents: 0,
        quantity: 1,
        is_gift: true,
        note: "",
        allergens: [...seedProduct(bunSlug).allergens].sort(),
        promotion_name: "A free bánh bao with every order of $30 or more",
      }),
    ]);
    expect(cart).toMatchObject({ count: 4, total: 30 });

    const fewer = await update(cart.items[0].id, { quantity: 3 }, { token });
    expect(fewer.body.data.gifts).toEqual([]);
    const more = await update(cart.items[0].id, { quantity: 5 }, { token, lang: "vi" });
    expect(more.body.data.gifts).toHaveLength(1);
    expect(more.body.data.gifts[0].name).toBe(seedProduct(bunSlug).name.vi);
    expect(more.body.data.gifts[0].promotion_name).toBe("Tặng một bánh bao cho đơn từ $30");
  });

  it("cannot be changed or removed (403)", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 4]);
    const giftId = cart.gifts[0].id;
    const changed = await update(giftId, { quantity: 5 }, { token });
    expect(changed.status).toBe(403);
    expect(changed.body).toMatchObject({ error: true, message: "Gift items cannot be changed.", data: null });
    const removed = await call("DELETE", `/${giftId}/remove`, undefined, { token, lang: "vi" });
    expect(removed.status).toBe(403);
    expect(removed.body.message).toBe("Không thể thay đổi quà tặng.");
    expect((await getCartOf({ token })).body.data.gifts).toHaveLength(1);
  });

  it("does not count towards the subtotal, and goes when its product is not sold", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 4]);
    expect(cart.total_cents).toBe(3000);
    await setStatus(bunSlug, "draft");
    try {
      expect((await getCartOf({ token })).body.data.gifts).toEqual([]);
    } finally {
      await setStatus(bunSlug, "published");
    }
  });
});

describe("products that stop being sold", () => {
  it("disappear from carts that hold them, with a notice said once, in the user's language", async () => {
    const { token } = await visitorCart([BANH_MI, 1], ["banh-tieu", 2]);
    await setStatus("banh-tieu", "draft");
    try {
      const { body } = await getCartOf({ token, lang: "vi" });
      expect(body.data.items.map((i: { product_id: number }) => i.product_id)).toEqual([productId(BANH_MI)]);
      expect(body.data.notices).toEqual([
        {
          code: "product_unavailable",
          product_id: productId("banh-tieu"),
          message: `“${seedProduct("banh-tieu").name.vi}” đã ngừng bán và đã được xóa khỏi giỏ hàng của bạn.`,
        },
      ]);
      expect(body.data.total).toBe(7.5);
      expect((await getCartOf({ token })).body.data.notices).toEqual([]);
    } finally {
      await setStatus("banh-tieu", "published");
    }
  });
});

describe("coupons", () => {
  const apply = (code: string, options: Call) => call("POST", "/coupon", { code }, options);

  it("applies a percentage, case-insensitive, and shows the summary", async () => {
    const { token } = await visitorCart([BANH_MI, 5]);
    const { status, body } = await apply(" banhmi10 ", { token });
    expect(status).toBe(200);
    expect(body.message).toBe("Coupon BANHMI10 applied.");
    expect(body.data).toMatchObject({ subtotal: 37.5, discount: 3.75, discount_cents: 375, total: 33.75, total_cents: 3375, notices: [] });
    expect(body.data.promotion).toEqual({
      code: "BANHMI10",
      name: "10% off orders of $15 or more",
      type: "percentage",
      value: 10,
      value_cents: null,
      min_subtotal: 15,
      min_subtotal_cents: 1500,
      discount: 3.75,
      discount_cents: 375,
      applied: true,
    });
    expect((await getCartOf({ token, lang: "vi" })).body.data.promotion.name).toBe("Giảm 10% cho đơn từ $15");
  });

  it("applies a fixed amount", async () => {
    const { token } = await visitorCart([BANH_MI, 4]);
    const { body } = await apply("WELCOME5", { token });
    expect(body.data).toMatchObject({ subtotal: 30, discount: 5, total: 25, promotion: { type: "fixed", value: 5, value_cents: 500 } });
  });

  it("refuses an unknown code (422 on code)", async () => {
    const { token } = await visitorCart([BANH_MI, 4]);
    const en = await apply("NOPE", { token });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ code: ["This coupon code does not exist."] });
    expect((await apply("NOPE", { token, lang: "vi" })).body.errors.code).toEqual(["Mã giảm giá không tồn tại."]);
    expect((await apply("", { token })).status).toBe(422);
    expect((await call("POST", "/coupon", { code: 5 }, { token })).status).toBe(422);
  });

  it("refuses an expired code", async () => {
    const { token } = await visitorCart([BANH_MI, 4]);
    expect((await apply("expired", { token })).body.errors.code).toEqual(["Coupon EXPIRED has expired."]);
    expect((await apply("EXPIRED", { token, lang: "vi" })).body.errors.code).toEqual(["Mã giảm giá EXPIRED đã hết hạn."]);
  });

  it("refuses a code that has not started, naming the day", async () => {
    const start = new Date(Date.now() + 10 * DAY);
    await createCoupon("SOON", { startsAt: start.toISOString() });
    const { token } = await visitorCart([BANH_MI, 4]);
    const day = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "America/Chicago" }).format(start);
    expect((await apply("soon", { token })).body.errors.code).toEqual([
      `Coupon SOON can be used from ${day("en-US", { dateStyle: "long" })}.`,
    ]);
    expect((await apply("SOON", { token, lang: "vi" })).body.errors.code).toEqual([
      `Mã giảm giá SOON chỉ dùng được từ ngày ${day("vi-VN", { day: "2-digit", month: "2-digit", year: "numeric" })}.`,
    ]);
  });

  it("refuses below the minimum subtotal, with the amount missing", async () => {
    const { token } = await visitorCart([BANH_MI, 1]);
    const en = await apply("BANHMI10", { token });
    expect(en.status).toBe(422);
    expect(en.body.errors.code).toEqual(["Coupon BANHMI10 needs an order of at least $15.00: add $7.50 more."]);
    expect((await apply("BANHMI10", { token, lang: "vi" })).body.errors.code).toEqual([
      "Mã giảm giá BANHMI10 áp dụng cho đơn từ $15.00: bạn cần mua thêm $7.50.",
    ]);
    expect((await apply("BANHMI10", { token: newCartToken() })).body.errors.code).toEqual([
      "Coupon BANHMI10 needs an order of at least $15.00: add $15.00 more.",
    ]);
  });

  it("refuses a code used up overall, for visitors and customers", async () => {
    await createCoupon("ONCE", { usageLimit: 1 });
    await redeem("ONCE", null);
    const { token } = await visitorCart([BANH_MI, 4]);
    expect((await apply("ONCE", { token })).body.errors.code).toEqual(["Coupon ONCE has been fully redeemed."]);
    const { session } = await signedInCustomer();
    await add({ product_id: productId(BANH_MI), quantity: 4 }, { auth: session });
    expect((await apply("ONCE", { auth: session, lang: "vi" })).body.errors.code).toEqual(["Mã giảm giá ONCE đã hết lượt sử dụng."]);
  });

  it("refuses a one-per-customer code the customer has used; a visitor is held to the overall limit only", async () => {
    const used = await signedInCustomer();
    await redeem("WELCOME5", used.customerId);
    await add({ product_id: productId(BANH_MI), quantity: 4 }, { auth: used.session });
    const refused = await apply("WELCOME5", { auth: used.session });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.code).toEqual(["You have already used coupon WELCOME5."]);
    expect((await apply("WELCOME5", { auth: used.session, lang: "vi" })).body.errors.code).toEqual([
      "Bạn đã dùng mã giảm giá WELCOME5 rồi.",
    ]);

    const fresh = await signedInCustomer();
    await add({ product_id: productId(BANH_MI), quantity: 4 }, { auth: fresh.session });
    expect((await apply("WELCOME5", { auth: fresh.session })).status).toBe(200);
    const { token } = await visitorCart([BANH_MI, 4]);
    expect((await apply("WELCOME5", { token })).status).toBe(200);
  });

  it("stays on the cart without a discount when the subtotal falls below its minimum, and says why", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 3]);
    await apply("BANHMI10", { token });
    const below = await update(cart.items[0].id, { quantity: 1 }, { token });
    expect(below.body.data).toMatchObject({ subtotal: 7.5, discount: 0, total: 7.5 });
    expect(below.body.data.promotion).toMatchObject({ code: "BANHMI10", applied: false, discount: 0 });
    expect(below.body.data.notices).toEqual([
      {
        code: "coupon_below_minimum",
        coupon_code: "BANHMI10",
        message: "Coupon BANHMI10 needs an order of at least $15.00: add $7.50 more.",
      },
    ]);
    const back = await update(cart.items[0].id, { quantity: 2 }, { token });
    expect(back.body.data).toMatchObject({ subtotal: 15, discount: 1.5, total: 13.5, notices: [] });
    expect(back.body.data.promotion.applied).toBe(true);
  });

  it("is taken off by DELETE carts/coupon, and by staff withdrawing it (with a notice, once)", async () => {
    const { token } = await visitorCart([BANH_MI, 4]);
    await apply("BANHMI10", { token });
    const removed = await call("DELETE", "/coupon", undefined, { token });
    expect(removed.body.data).toMatchObject({ promotion: null, discount: 0, total: 30 });

    await createCoupon("GOING", { value: 20 });
    await apply("GOING", { token });
    await testDb.db.updateTable("coupons").set({ is_active: 0 }).where("code", "=", "GOING").execute();
    const withdrawn = await getCartOf({ token, lang: "vi" });
    expect(withdrawn.body.data.promotion).toBeNull();
    expect(withdrawn.body.data.notices).toEqual([
      { code: "coupon_withdrawn", coupon_code: "GOING", message: "Mã giảm giá GOING không còn áp dụng và đã được gỡ khỏi giỏ hàng." },
    ]);
    expect((await getCartOf({ token })).body.data.notices).toEqual([]);
  });
});

describe("the seeded Tết coupon, by the calendar", () => {
  it("is not started on 2026-11-21, applies on Tết, and has expired after 20 February 2027", async () => {
    const at = (iso: string) => ({
      db: testDb.db,
      lang: "en" as const,
      client: { ip: "203.0.113.9", cartsPerHour: 30 },
      now: () => new Date(iso),
    });
    const opened = await addToCart(
      at("2026-11-21T12:00:00Z"),
      { customerId: null, token: null },
      { productId: productId("coffee-tiramisu"), quantity: 1, note: "" },
    );
    const shopper = { customerId: null, token: opened.token };

    const early = await applyCoupon(at("2026-11-21T12:00:00Z"), shopper, "tet2027").catch((error: unknown) => error);
    expect(early).toBeInstanceOf(CartError);
    expect((early as CartError).text).toEqual({ key: "couponNotStarted", params: { code: "TET2027", date: "January 20, 2027" } });

    const onTet = await applyCoupon(at("2027-02-06T15:00:00Z"), shopper, "TET2027");
    expect(onTet).toMatchObject({ subtotal_cents: 4800, discount_cents: 500, total_cents: 4300 });
    expect(onTet.promotion).toMatchObject({ code: "TET2027", applied: true });

    const after = await getCart(at("2027-02-21T07:00:00Z"), shopper);
    expect(after.promotion).toMatchObject({ applied: false, discount_cents: 0 });
    // The service says what happened as a code and a message key; the edge says it in the visitor's language.
    expect(after.notices).toEqual([
      { code: "coupon_expired", coupon_code: "TET2027", text: { key: "couponExpired", params: { code: "TET2027" } } },
    ]);
    expect(cartJson(after, "vi").notices).toEqual([
      { code: "coupon_expired", coupon_code: "TET2027", message: "Mã giảm giá TET2027 đã hết hạn." },
    ]);
  });
});

describe("signed-in customers", () => {
  it("use their own cart from any device, found by the session (bearer or auth_token cookie)", async () => {
    const { customerId, session } = await signedInCustomer();
    const added = await add({ product_id: productId(BANH_MI), quantity: 2 }, { auth: session });
    expect(added.status).toBe(200);
    const row = await testDb.db.selectFrom("carts").select(["token", "status"]).where("customer_id", "=", customerId).execute();
    expect(row).toEqual([{ token: null, status: "open" }]);
    const elsewhere = await getCartOf({ auth: session, token: newCartToken() });
    expect(elsewhere.body.data.count).toBe(2);
    const byCookie = await getCartOf({ headers: { Cookie: `auth_token=${session}` } });
    expect(byCookie.body.data.count).toBe(2);
  });

  it("cannot reach a visitor's line by its id", async () => {
    const visitor = await visitorCart([CAKE, 1, "Not yours"]);
    const { session } = await signedInCustomer();
    await add({ product_id: productId(BANH_MI) }, { auth: session });
    const res = await update(visitor.cart.items[0].id, { quantity: 5 }, { auth: session });
    expect(res.status).toBe(404);
    expect(await lineQuantity(visitor.cart.items[0].id)).toBe(1);
  });

  it("with an expired session, are visitors again", async () => {
    const { session } = await signedInCustomer();
    await add({ product_id: productId(BANH_MI), quantity: 2 }, { auth: session });
    const expired = await signedInCustomer({ expiresInMs: -1000 });
    expect((await getCartOf({ auth: expired.session })).body.data.items).toEqual([]);
  });
});

describe("merging the visitor's cart at login", () => {
  it("mergeVisitorCart adds quantities (at most 99), keeps notes, keeps the coupon, and closes the visitor cart", async () => {
    const { customerId, session } = await signedInCustomer();
    await add({ product_id: productId(BANH_MI), quantity: 98 }, { auth: session });
    const visitor = await visitorCart([BANH_MI, 5], [CAKE, 1, "Mừng thọ Bà 80"], [BAGUETTE, 2]);
    await call("POST", "/coupon", { code: "BANHMI10" }, { token: visitor.token });
    const { id: visitorCartId } = await testDb.db
      .selectFrom("carts")
      .select("id")
      .where("token", "=", visitor.token)
      .executeTakeFirstOrThrow();

    expect(await mergeVisitorCart(testDb.db, { customerId, cartToken: visitor.token })).toBe(true);

    const { body } = await getCartOf({ auth: session });
    expect(body.data.items.map((i: { product_id: number; quantity: number; note: string }) => [i.product_id, i.quantity, i.note])).toEqual([
      [productId(BANH_MI), 99, ""],
      [productId(CAKE), 1, "Mừng thọ Bà 80"],
      [productId(BAGUETTE), 2, ""],
    ]);
    expect(body.data.promotion).toMatchObject({ code: "BANHMI10", applied: true });
    const visitorCartRow = await testDb.db.selectFrom("carts").select(["status", "token"]).where("id", "=", visitorCartId).execute();
    expect(visitorCartRow).toEqual([{ status: "merged", token: null }]);
    expect(await testDb.db.selectFrom("cart_lines").select("id").where("cart_id", "=", visitorCartId).execute()).toEqual([]);

    // The token no longer opens anything: the visitor's browser, signed out, sees an empty cart.
    expect((await getCartOf({ token: visitor.token })).body.data.items).toEqual([]);
    expect(await mergeVisitorCart(testDb.db, { customerId, cartToken: visitor.token })).toBe(false);
  });

  it("keeps the customer's own coupon over the visitor's, and ignores unknown and malformed tokens", async () => {
    const { customerId, session } = await signedInCustomer();
    await add({ product_id: productId(BANH_MI), quantity: 4 }, { auth: session });
    await call("POST", "/coupon", { code: "WELCOME5" }, { auth: session });
    const visitor = await visitorCart([BANH_MI, 2]);
    await call("POST", "/coupon", { code: "BANHMI10" }, { token: visitor.token });
    expect(await mergeVisitorCart(testDb.db, { customerId, cartToken: visitor.token })).toBe(true);
    const { body } = await getCartOf({ auth: session });
    expect(body.data).toMatchObject({ count: 6, promotion: { code: "WELCOME5" } });

    for (const cartToken of [newCartToken(), "ct_bad", undefined, null]) {
      expect(await mergeVisitorCart(testDb.db, { customerId, cartToken })).toBe(false);
    }
  });

  it("opens the customer's cart when there is none yet", async () => {
    const { customerId, session } = await signedInCustomer();
    const visitor = await visitorCart([CAKE, 1, "Happy 5th birthday"]);
    expect(await mergeVisitorCart(testDb.db, { customerId, cartToken: visitor.token })).toBe(true);
    expect((await getCartOf({ auth: session })).body.data.items[0]).toMatchObject({
      product_id: productId(CAKE),
      note: "Happy 5th birthday",
    });
  });

  it("happens on the first signed-in request that still carries the visitor's cart token", async () => {
    const { session } = await signedInCustomer();
    await add({ product_id: productId(BAGUETTE), quantity: 1 }, { auth: session });
    const visitor = await visitorCart([BAGUETTE, 2], [BANH_MI, 1]);
    const { body } = await getCartOf({ auth: session, token: visitor.token });
    expect(body.data.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity])).toEqual([
      [productId(BAGUETTE), 3],
      [productId(BANH_MI), 1],
    ]);
    // The customer's cart is found by the session: there is no visitor token to keep.
    expect(body.data.token).toBe("");
    // Said once: the next request with the same token changes nothing.
    expect((await getCartOf({ auth: session, token: visitor.token })).body.data.count).toBe(4);
  });

  it("a visitor cart merges into one customer only: the next one holding its token gets nothing", async () => {
    const first = await signedInCustomer();
    await add({ product_id: productId(BANH_MI), quantity: 2 }, { auth: first.session });
    const second = await signedInCustomer();
    // Even holding a token the first customer's browser once used.
    const { token } = (await add({ product_id: productId(BAGUETTE) })).body.data;
    await getCartOf({ auth: first.session, token });
    expect((await getCartOf({ auth: second.session, token })).body.data.items).toEqual([]);
    expect((await getCartOf({ auth: first.session })).body.data.count).toBe(3);
  });
});

describe("concurrent changes", () => {
  it("two quantity updates of one line at once leave one of the two quantities, on one line", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 1]);
    const lineId = cart.items[0].id;
    const answers = await Promise.all([update(lineId, { quantity: 5 }, { token }), update(lineId, { quantity: 7 }, { token })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const { body } = await getCartOf({ token });
    expect(body.data.items).toHaveLength(1);
    expect([5, 7]).toContain(body.data.items[0].quantity);
  });

  it("two adds of one product at once both count, on one line", async () => {
    const { token } = await visitorCart([BANH_MI, 1]);
    const answers = await Promise.all([
      add({ product_id: productId(BANH_MI), quantity: 2 }, { token }),
      add({ product_id: productId(BANH_MI), quantity: 3 }, { token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const { body } = await getCartOf({ token });
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0].quantity).toBe(6);
  });

  it("first adds at once under an unknown token each get a token the server made, never the one sent", async () => {
    // (The browser sends its first changes one after another, so that they fill one cart: see cart-store.ts.)
    const token = newCartToken();
    const answers = await Promise.all(Array.from({ length: 4 }, () => add({ product_id: productId(BAGUETTE), quantity: 1 }, { token })));
    const made = answers.map((answer) => answer.body.data.token);
    expect(new Set(made).size).toBe(4);
    expect(made).not.toContain(token);
    expect(await testDb.db.selectFrom("carts").select("id").where("token", "=", token).execute()).toEqual([]);
  });

  it("a customer's first adds from two devices at once open one cart", async () => {
    const { customerId, session } = await signedInCustomer();
    await Promise.all([
      add({ product_id: productId(BANH_MI), quantity: 1 }, { auth: session }),
      add({ product_id: productId(BAGUETTE), quantity: 1 }, { auth: session }),
    ]);
    const open = await testDb.db
      .selectFrom("carts")
      .select("id")
      .where("customer_id", "=", customerId)
      .where("status", "=", "open")
      .execute();
    expect(open).toHaveLength(1);
    expect((await getCartOf({ auth: session })).body.data.count).toBe(2);
  });

  it("a set and an add at once end as one of the two orders", async () => {
    const { token, cart } = await visitorCart([BANH_MI, 1]);
    await Promise.all([
      update(cart.items[0].id, { quantity: 10 }, { token }),
      add({ product_id: productId(BANH_MI), quantity: 2 }, { token }),
    ]);
    const { body } = await getCartOf({ token });
    expect(body.data.items).toHaveLength(1);
    expect([10, 12]).toContain(body.data.items[0].quantity);
  });

  it("a login merge racing a page load moves the visitor's lines once", async () => {
    const { customerId, session } = await signedInCustomer();
    const visitor = await visitorCart([BANH_MI, 2]);
    await Promise.all([
      mergeVisitorCart(testDb.db, { customerId, cartToken: visitor.token }),
      getCartOf({ auth: session, token: visitor.token }),
      mergeVisitorCart(testDb.db, { customerId, cartToken: visitor.token }),
    ]);
    expect((await getCartOf({ auth: session })).body.data.count).toBe(2);
  });
});

describe("requests from other sites", () => {
  it("refuses a cart change sent by another site's page (403)", async () => {
    const res = await add({ product_id: productId(BANH_MI) }, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  it("the cart is described in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    for (const path of ["/carts", "/carts/{lineId}/update", "/carts/{lineId}/remove", "/carts/clear", "/carts/coupon"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths["/carts/{lineId}/update"])).toEqual(expect.arrayContaining(["patch", "put"]));
  });
});
