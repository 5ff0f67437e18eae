import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";

// The storefront's tracking headers on POST checkout: recorded with the order (for reports only), each value checked
// on its own — too long, a control character, an address that is not http(s): dropped, never a refusal — and shown to
// the staff on GET admin/orders/{code}. Every answer is held against the OpenAPI document.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager: string;
let productId: number;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  productId = Number(
    (await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-mi-dac-biet").executeTakeFirstOrThrow()).id,
  );
});
afterAll(() => testDb.destroy());

async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers: { "Content-Type": "application/json", "Http-Accept-Language": "en_US", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Places an order for a fresh cart with `tracking` headers; the staff's view of its attribution. */
async function placeWith(tracking: Record<string, string>) {
  const added = await call("POST", "/carts", { product_id: productId, quantity: 1 });
  const token = added.body.data.token as string;
  const options = await app.request("/api/v1/checkout/options", { headers: { "cart-token": token } });
  const days = (await options.json()).data.days;
  const slot = (days[1] ?? days[0]).slots.find((s: { full: boolean }) => !s.full);
  const placed = await call("POST", "/checkout", pickupForm({ slot: { date: slot.date, start: slot.start } }), {
    "cart-token": token,
    "Idempotency-Key": randomUUID(),
    ...tracking,
  });
  expect(placed.status).toBe(201);
  const res = await app.request(`/api/v1/admin/orders/${placed.body.data.order.code}`, { headers: { Cookie: manager } });
  return (await res.json()).data.attribution;
}

describe("POST checkout's tracking headers", () => {
  it("are recorded with the order and shown to the staff, the channel classified from the referrer", async () => {
    expect(
      await placeWith({
        "x-utm-source": "facebook",
        "x-utm-medium": "social",
        "x-utm-campaign": "tet-2026",
        "x-utm-term": "banh chung",
        "x-utm-content": "video-1",
        "x-fclid": "IwAR0abc",
        // What the browser says of the referrer is not believed: the server classifies x-referrer-url itself.
        "x-referral": "Google",
        "x-referrer-url": "https://m.facebook.com/story.php?id=1",
        "x-referrer-domain": "m.facebook.com",
        "x-landing-url": "https://maivang.example/tet?utm_source=facebook",
      }),
    ).toEqual({
      channel: "facebook",
      utm_source: "facebook",
      utm_medium: "social",
      utm_campaign: "tet-2026",
      utm_term: "banh chung",
      utm_content: "video-1",
      gclid: null,
      fclid: "IwAR0abc",
      referrer: "https://m.facebook.com/story.php?id=1",
      landing_url: "https://maivang.example/tet?utm_source=facebook",
    });
  });

  it("classify Messenger, TikTok, Google and another site; without a referrer a click id names the channel, else direct", async () => {
    expect((await placeWith({ "x-referrer-url": "https://www.messenger.com/t/1" })).channel).toBe("messenger");
    expect((await placeWith({ "x-referrer-url": "https://www.tiktok.com/@maivang" })).channel).toBe("tiktok");
    expect((await placeWith({ "x-referrer-url": "https://www.google.com.vn/" })).channel).toBe("google");
    expect((await placeWith({ "x-referrer-url": "https://yelp.com/biz/mai-vang" })).channel).toBe("other");
    expect((await placeWith({ "x-gclid": "Cj0KCQ" })).channel).toBe("google");
    expect((await placeWith({ "x-utm-source": "flyer" })).channel).toBe("direct");
  });

  it("a 10 kB value, a control character (C0 or C1) or an address that is not http(s) is dropped; the order is placed", async () => {
    const attribution = await placeWith({
      "x-utm-source": "x".repeat(10_000),
      "x-utm-medium": "email\u0007",
      "x-utm-campaign": "tet\u00852026",
      "x-utm-term": "ok",
      "x-referrer-url": "javascript:alert(1)",
      "x-landing-url": "https://maivang.example/" + "a".repeat(3000),
    });
    expect(attribution).toMatchObject({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: "ok",
      referrer: null,
      landing_url: null,
      // A referrer sent but unreadable is still someone else's page.
      channel: "other",
    });
  });

  it("nothing sent: no attribution (not recorded), not 'direct'", async () => {
    expect(await placeWith({})).toBeNull();
  });
});
