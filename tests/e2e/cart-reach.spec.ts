import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { open } from "./support.ts";

// The browser holds a cart (its token in local storage, which the API calls send as `cart-token`) that the cart
// page's server render does not know: its `cart_token` cookie was dropped (Safari drops a Secure one on plain http,
// and keeps a cookie a script wrote for 7 days) or cookies are blocked. The page never leaves the visitor with lines
// and no checkout: it writes the cookie again and asks once more, else says what to do.

const PRODUCT = "/banh-mi-dac-biet";

async function addOne(page: Page, prefix: string) {
  await open(page, `${prefix}${PRODUCT}`);
  await page.getByTestId("add-to-cart").locator('button[type="submit"]').click();
  await page.waitForFunction(() => JSON.parse(localStorage.getItem("cartItems") ?? "[]").length > 0);
}

test("a cart whose cookie is gone gets its checkout back on the cart page", async ({ page, context }) => {
  await addOne(page, "");
  await context.clearCookies({ name: "cart_token" });
  await page.goto("/cart/cartList");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.locator("#checkout-form")).toBeVisible();
  await expect(page.getByTestId("checkout-unreached")).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === "cart_token")?.value).toBe(
    await page.evaluate(() => localStorage.getItem("cart-token")),
  );
});

test("with cookies blocked, the cart page says what to do instead of a checkout-less cart", async ({ page, context }) => {
  await addOne(page, "/vi");
  // From now on the page cannot write the cart's cookie, as in a browser that blocks this site's cookies.
  await context.clearCookies({ name: "cart_token" });
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(Document.prototype, "cookie", {
      configurable: true,
      get() {
        return real.get!.call(this);
      },
      set(value: string) {
        if (!value.startsWith("cart_token=")) real.set!.call(this, value);
      },
    });
  });
  await page.goto("/vi/cart/cartList");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  const alert = page.getByTestId("checkout-unreached");
  await expect(alert).toContainText("Chưa mở được phần thanh toán: trình duyệt chưa gửi giỏ hàng của bạn cho tiệm.");
  await expect(alert.getByRole("button", { name: "Tải lại trang" })).toBeVisible();
  await expect(page.locator("#checkout-form")).toHaveCount(0);
});
