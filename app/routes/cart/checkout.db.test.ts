import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import type { AppLoadContext } from "react-router";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import type { CheckoutFailure } from "../../features/checkout/CheckoutForm.tsx";
import { action, loader } from "./cart.tsx";
import { loader as orderLoader } from "./order-success.tsx";

// The checkout on the cart page without JavaScript (intent=checkout, the same service as POST checkout), what the
// cart page's loader gives it, and the order's page: who may open it.

let testDb: TestDb;
let context: AppLoadContext;
let productId: number;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const { config } = createTestApp(testDb, {
    CART_LIMIT_PER_HOUR: "100000",
    CHECKOUT_LIMIT_PER_HOUR: "100000",
    REGISTER_LIMIT_PER_HOUR: "100000",
  });
  context = {
    db: testDb.db,
    dialect: testDb.dialect,
    config,
    logger: createLogger(config),
    mailer: createMailer(config),
    nonce: "n",
    locale: "en",
    requestId: "r",
    clientIp: "203.0.113.9",
  };
  ({ id: productId } = await testDb.db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "banh-mi-dac-biet")
    .executeTakeFirstOrThrow());
});
afterAll(() => testDb.destroy());

type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0];

async function post(path: string, fields: Record<string, string>, cookie = "") {
  const request = new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
  const answer: unknown = await action({
    request,
    context: { ...context, locale: requestLocale(new URL(request.url)) },
    params: {},
  } as Args<typeof action>);
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, data: undefined };
  const { data, init } = answer as { data: CheckoutFailure; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

async function page(path: string, cookie: string) {
  const request = new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } });
  const answer = (await loader({ request, context: { ...context, locale: requestLocale(new URL(request.url)) }, params: {} } as Args<
    typeof loader
  >)) as unknown as { data: Awaited<ReturnType<typeof loader>>["data"] };
  return answer.data;
}

async function openOrder(path: string, cookie = "") {
  const request = new Request(`http://shop.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    const answer = (await orderLoader({ request, context: { ...context, locale: requestLocale(new URL(request.url)) }, params: {} } as Args<
      typeof orderLoader
    >)) as unknown as { data: { order: { code: string } }; init: ResponseInit };
    return { status: 200, code: answer.data.order.code, headers: new Headers(answer.init.headers) };
  } catch (thrown) {
    const init = (thrown as { init?: ResponseInit }).init;
    return { status: init?.status ?? 500, code: undefined, headers: new Headers(init?.headers) };
  }
}

/** A visitor's cart with a bánh mì in it, as its cookie. */
async function cartCookie(): Promise<string> {
  const added = await post("/cart/cartList", { intent: "add", product_id: String(productId), quantity: "2" });
  return `cart_token=${/cart_token=([^;]*)/.exec(added.headers.get("set-cookie") ?? "")![1]}`;
}

const FORM = {
  intent: "checkout",
  email: "lan@example.com",
  phone: "(713) 555-0199",
  full_name: "Lan Nguyễn",
  shipping_option: "pickup",
  address: "9600 Bellaire Blvd",
  city: "Houston",
  state: "TX",
  country: "United States",
  zip: "",
  payment_option: "pay_at_pickup",
  notes: "Ít ớt",
};

describe("the cart page's loader gives the checkout", () => {
  it("the options of a pickup (the slots are in the HTML), a key for the plain form, and no customer for a visitor", async () => {
    const loaded = await page("/vi/cart/cartList", await cartCookie());
    const checkout = loaded.checkout!;
    expect(checkout.options?.days.length).toBeGreaterThan(0);
    expect(checkout.options?.time_zone).toBe("America/Chicago");
    expect(checkout.options?.totals.total_cents).toBeGreaterThan(1500);
    expect(checkout.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkout.customer).toBeNull();
    expect(checkout.limits).toEqual({ notes: 500 });
  });

  it("nothing for an empty cart", async () => {
    expect((await page("/cart/cartList", "")).checkout).toBeNull();
  });
});

describe("intent=checkout, without JavaScript", () => {
  it("refuses what is missing with the page's messages per field and a 422, keeping what was typed but never a password", async () => {
    const cookie = await cartCookie();
    const refused = await post(
      "/vi/cart/cartList",
      { intent: "checkout", email: "lan@example.com", create_account: "1", password: "Croissant-2026!" },
      cookie,
    );
    expect(refused.status).toBe(422);
    const failure = refused.data!;
    expect(failure.message).toBe("Vui lòng sửa các ô được đánh dấu.");
    expect(failure.errors).toMatchObject({ phone: ["Vui lòng nhập số điện thoại."], slot: ["Vui lòng chọn ngày và giờ."] });
    // No delivery and no card chosen: no address is asked for.
    expect(failure.errors.address).toBeUndefined();
    expect(failure.values.email).toBe("lan@example.com");
    expect(JSON.stringify(failure)).not.toContain("Croissant");
    expect(failure.options?.days.length).toBeGreaterThan(0);
    expect(failure.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("places the order: 303 to its page with the guest's access cookie, the cart cookie gone; the same form again is the same order", async () => {
    const cookie = await cartCookie();
    const checkout = (await page("/vi/cart/cartList", cookie)).checkout!;
    const slot = checkout.options!.days[1]!.slots.find((s) => !s.full)!;
    const fields = {
      ...FORM,
      slot: `${slot.date} ${slot.start}`,
      idempotency_key: checkout.idempotencyKey,
      expected_total_cents: String(checkout.options!.totals.total_cents),
    };
    const placed = await post("/vi/cart/cartList", fields, cookie);
    expect(placed.status).toBe(303);
    const location = placed.headers.get("location")!;
    expect(location).toMatch(/^\/vi\/cart\/order-success\?code=MV-[0-9A-Z]{12}$/);
    const setCookie = placed.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/order_access=MV-[0-9A-Z]{12}\.[A-Za-z0-9_-]+;.*HttpOnly/);
    expect(setCookie).toMatch(/cart_token=; Max-Age=0/);
    const access = /order_access=([^;]+)/.exec(setCookie)![1]!;

    const again = await post("/vi/cart/cartList", fields, cookie);
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(location);
    const code = new URL(location, "http://shop.test").searchParams.get("code")!;
    expect(await testDb.db.selectFrom("orders").select("notes").where("code", "=", code).execute()).toEqual([{ notes: "Ít ớt" }]);

    // The order's page: for the browser that placed it, and nobody else.
    const opened = await openOrder(location, `order_access=${access}`);
    expect(opened).toMatchObject({ status: 200, code });
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect((await openOrder(location)).status).toBe(404);
    expect((await openOrder(location, `order_access=${access.replace(/.$/, (c) => (c === "A" ? "B" : "A"))}`)).status).toBe(404);
    expect((await openOrder("/cart/order-success?code=MV-0000000000AA", `order_access=${access}`)).status).toBe(404);
    expect((await openOrder("/cart/order-success")).status).toBe(404);
    // The e-mail's link: its key in the address.
    const key = access.slice(access.indexOf(".") + 1);
    expect((await openOrder(`/cart/order-success?code=${code}&key=${encodeURIComponent(key)}`)).status).toBe(200);
  });

  it("a total that is no longer the server's is refused (409) with the new total shown, and no order", async () => {
    const cookie = await cartCookie();
    const checkout = (await page("/cart/cartList", cookie)).checkout!;
    const slot = checkout.options!.days[1]!.slots.find((s) => !s.full)!;
    const before = await testDb.db.selectFrom("orders").select("id").execute();
    const refused = await post(
      "/cart/cartList",
      { ...FORM, slot: `${slot.date} ${slot.start}`, idempotency_key: checkout.idempotencyKey, expected_total_cents: "1" },
      cookie,
    );
    expect(refused.status).toBe(409);
    expect(refused.data!.message).toContain("The new total is");
    expect(refused.data!.options?.totals.total_cents).toBe(checkout.options!.totals.total_cents);
    expect(await testDb.db.selectFrom("orders").select("id").execute()).toHaveLength(before.length);
  });

  it("records the first visit's tracking the form carries with the order; a form without it records none", async () => {
    const placeWith = async (tracking: Record<string, string>) => {
      const cookie = await cartCookie();
      const checkout = (await page("/cart/cartList", cookie)).checkout!;
      const slot = checkout.options!.days[1]!.slots.find((s) => !s.full)!;
      const placed = await post(
        "/cart/cartList",
        {
          ...FORM,
          ...tracking,
          slot: `${slot.date} ${slot.start}`,
          idempotency_key: checkout.idempotencyKey,
          expected_total_cents: String(checkout.options!.totals.total_cents),
        },
        cookie,
      );
      expect(placed.status).toBe(303);
      const code = new URL(placed.headers.get("location")!, "http://shop.test").searchParams.get("code")!;
      return testDb.db
        .selectFrom("order_attributions as a")
        .innerJoin("orders as o", "o.id", "a.order_id")
        .select(["a.channel", "a.utm_source", "a.utm_campaign", "a.fclid", "a.referrer", "a.landing_url"])
        .where("o.code", "=", code)
        .executeTakeFirst();
    };
    expect(
      await placeWith({
        utm_source: "facebook",
        utm_campaign: "tet-2026",
        fclid: "IwAR0abc",
        referrer: "https://l.facebook.com/",
        landing_url: "https://shop.test/tet?utm_source=facebook",
        // Too long: dropped, the order placed all the same.
        utm_term: "x".repeat(10_000),
      }),
    ).toEqual({
      channel: "facebook",
      utm_source: "facebook",
      utm_campaign: "tet-2026",
      fclid: "IwAR0abc",
      referrer: "https://l.facebook.com/",
      landing_url: "https://shop.test/tet?utm_source=facebook",
    });
    expect(await placeWith({})).toBeUndefined();
  });
});
