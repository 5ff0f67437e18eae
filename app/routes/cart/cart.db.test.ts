import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import type { AppLoadContext } from "react-router";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { action } from "./cart.tsx";

// The cart page's action: the forms of the cart posted without JavaScript.

let testDb: TestDb;
let context: AppLoadContext;
let productId: number;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const { config } = createTestApp(testDb);
  context = {
    db: testDb.db,
    dialect: testDb.dialect,
    config,
    logger: createLogger(config),
    mailer: createMailer(config),
    nonce: "n",
    locale: "en",
    requestId: "r",
    clientIp: "203.0.113.7",
  };
  ({ id: productId } = await testDb.db
    .selectFrom("products")
    .select("id")
    .where("slug", "=", "banh-mi-dac-biet")
    .executeTakeFirstOrThrow());
});
afterAll(() => testDb.destroy());

/** Posts the form as a browser does; the answer is a redirect (a Response) or the form's data. */
async function post(fields: Record<string, string>, cookie = "", ip = "203.0.113.7") {
  const request = new Request("http://shop.test/cart/cartList", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
  const answer = await action({
    request,
    context: { ...context, clientIp: ip, locale: requestLocale(new URL(request.url)) },
    params: {},
  } as Parameters<typeof action>[0]);
  if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  const setCookie = answer.headers.get("set-cookie") ?? "";
  return { status: answer.status, token: /cart_token=([^;]*)/.exec(setCookie)?.[1] };
}

/** The answer of the action as the page sees it: a redirect, or data with its status and headers. */
async function postRaw(path: string, fields: Record<string, string>, ip: string) {
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const answer: unknown = await action({
    request,
    context: { ...context, clientIp: ip, locale: requestLocale(new URL(request.url)) },
    params: {},
  } as Parameters<typeof action>[0]);
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, data: undefined };
  const { data, init } = answer as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data };
}

describe("the cart page's action (no JavaScript)", () => {
  it("an add under a planted cart_token cookie opens a cart under a token the server made, and sets that cookie", async () => {
    const planted = "ct_AttackerChosen0000000000";
    const { status, token } = await post({ intent: "add", product_id: String(productId), quantity: "2" }, `cart_token=${planted}`);
    expect(status).toBe(302);
    expect(token).toMatch(/^ct_[A-Za-z0-9]{24}$/);
    expect(token).not.toBe(planted);
    expect(await testDb.db.selectFrom("carts").select("id").where("token", "=", planted).execute()).toEqual([]);
    const cart = await testDb.db
      .selectFrom("carts")
      .innerJoin("cart_lines", "cart_lines.cart_id", "carts.id")
      .select("quantity")
      .where("token", "=", token!)
      .execute();
    expect(cart).toEqual([{ quantity: 2 }]);
  });

  it("opens at most CART_LIMIT_PER_HOUR (30) carts per address, then answers 429 with Retry-After and the reason", async () => {
    const add = { intent: "add", product_id: String(productId) };
    for (let n = 1; n <= 30; n++) expect((await postRaw("/vi/cart/cartList", add, "198.51.100.77")).status).toBe(302);
    const refused = await postRaw("/vi/cart/cartList", add, "198.51.100.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.data).toEqual({
      intent: "add",
      error: "Có quá nhiều giỏ hàng mới được tạo từ kết nối của bạn trong một giờ qua. Vui lòng thử lại sau.",
    });
    expect((await postRaw("/cart/cartList", add, "198.51.100.78")).status).toBe(302);
  });

  it("the server's token keeps working, and the cookie is not set again", async () => {
    const { token } = await post({ intent: "add", product_id: String(productId) });
    const again = await post({ intent: "add", product_id: String(productId) }, `cart_token=${token}`);
    expect(again.token).toBeUndefined();
    const lines = await testDb.db
      .selectFrom("carts")
      .innerJoin("cart_lines", "cart_lines.cart_id", "carts.id")
      .select("quantity")
      .where("token", "=", token!)
      .execute();
    expect(lines).toEqual([{ quantity: 2 }]);
  });
});
