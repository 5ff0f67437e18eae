import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

// New visitor carts are limited per client address (CART_LIMIT_PER_HOUR): a shopper opens one, a script thousands.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let productId: number;

beforeAll(async () => {
  // The limit counts in hourly windows: start well inside one so a run can never straddle two.
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date("2026-11-23T10:20:00Z"));
  testDb = await createTestDb({ seed: true });
  // Behind our proxy the client's address is the last X-Forwarded-For entry, so each test can be its own address.
  app = createTestApp(testDb, { TRUST_PROXY: "true", CART_LIMIT_PER_HOUR: "30" });
  ({ id: productId } = await testDb.db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "banh-mi-dac-biet")
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  vi.useRealTimers();
  await testDb.destroy();
});

async function add(ip: string, options: { token?: string; lang?: "vi" } = {}) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Forwarded-For": ip };
  if (options.token) headers["cart-token"] = options.token;
  if (options.lang) headers["Http-Accept-Language"] = "vi_VN";
  const res = await app.request("/api/v1/carts", { method: "POST", headers, body: JSON.stringify({ product_id: productId }) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

const cartCount = async () =>
  Number(
    (
      await testDb.db
        .selectFrom("carts")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("opening visitor carts", () => {
  it("60 first adds at once from one address open exactly 30 carts; the rest get 429 with Retry-After, in the visitor's language", async () => {
    const before = await cartCount();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => add("198.51.100.1", i % 2 ? { lang: "vi" } : {})));
    const opened = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(opened).toHaveLength(30);
    expect(refused).toHaveLength(30);
    expect(await cartCount()).toBe(before + 30);
    for (const answer of refused) {
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(3600);
      expect(answer.body).toMatchObject({ error: true, data: null });
    }
    const messages = new Set(refused.map((a) => a.body.message));
    expect(messages).toEqual(
      new Set([
        "Too many new carts have been started from your connection in the last hour. Please try again later.",
        "Có quá nhiều giỏ hàng mới được tạo từ kết nối của bạn trong một giờ qua. Vui lòng thử lại sau.",
      ]),
    );
  });

  it("the carts already open keep working from that address, and another address is not held back", async () => {
    const { body } = await add("198.51.100.2");
    const token = body.data.token as string;
    await Promise.all(Array.from({ length: 30 }, () => add("198.51.100.2")));
    expect((await add("198.51.100.2")).status).toBe(429);
    const again = await add("198.51.100.2", { token });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ token, count: 2 });
    expect((await add("198.51.100.3")).status).toBe(200);
  });

  it("a coupon that would open a cart counts too", async () => {
    const now = new Date().toISOString();
    const { id } = await testDb.db
      .insertInto("coupons")
      .values({
        code: "ANYCART",
        type: "percentage",
        value: 5,
        min_subtotal_cents: 0,
        starts_at: null,
        ends_at: null,
        usage_limit: null,
        per_customer_limit: null,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await testDb.db
      .insertInto("coupon_translations")
      .values([
        { coupon_id: id, locale: "en", name: "Any cart" },
        { coupon_id: id, locale: "vi", name: "Mọi giỏ" },
      ])
      .execute();
    const coupon = (ip: string) =>
      app.request("/api/v1/carts/coupon", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ code: "ANYCART" }),
      });
    expect((await coupon("198.51.100.5")).status).toBe(200);
    await Promise.all(Array.from({ length: 30 }, () => add("198.51.100.4")));
    const res = await coupon("198.51.100.4");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
