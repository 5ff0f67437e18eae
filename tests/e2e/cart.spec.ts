import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, expectClearOfChat, oneScreenPerLanguage, open, waitForHydration } from "./support.ts";

// Special Combo Bánh Mì, $7.50: four of them reach the $30 gift threshold.
const PRODUCT = "/banh-mi-dac-biet";
const PRICE_CENTS = 750;

const LANGS = [
  {
    lang: "en",
    prefix: "",
    add: "Add to cart",
    added: "Added to cart",
    gift: "Gift",
    expired: "Coupon EXPIRED has expired.",
    tag: "en-US",
    count: { one: "1 item", two: "2 items" },
    cartLabel: { one: "Cart, 1 item", two: "Cart, 2 items" },
    update: "Update",
    clear: "Clear cart",
    clearTitle: "Clear your cart?",
    clearBody: "This removes all 2 items in your cart. It cannot be undone.",
    keep: "Keep my cart",
    confirm: "Yes, clear it",
    inscription: "Inscription on the cake",
    kitchenNote: "Note for the kitchen",
    tooFew: "At least 1: 1 will be added.",
    tooMany: "At most 99 at a time: 99 will be added.",
    partly: "Only 1 of 5 added: one line of your cart holds at most 99, and this one is now full.",
    none: "Nothing was added: this line of your cart already holds 99, the most it can.",
    viewCart: "View cart",
    toCheckout: "Go to checkout",
    capped: "A line holds at most 99: the quantity is now 99.",
    overCapacity: "We make 6 a day: one order can have at most 6 for its day.",
    lineOverCapacity: "We make 6 a day: please lower this to 6 or fewer, or place a second order for another day.",
    totalBeforeTax: "Total before tax",
  },
  {
    lang: "vi",
    prefix: "/vi",
    add: "Thêm vào giỏ hàng",
    added: "Đã thêm vào giỏ hàng",
    gift: "Quà tặng",
    expired: "Mã giảm giá EXPIRED đã hết hạn.",
    tag: "vi-VN",
    count: { one: "1 món", two: "2 món" },
    cartLabel: { one: "Giỏ hàng, 1 món", two: "Giỏ hàng, 2 món" },
    update: "Cập nhật",
    clear: "Xóa giỏ hàng",
    clearTitle: "Xóa toàn bộ giỏ hàng?",
    clearBody: "Toàn bộ 2 món trong giỏ hàng sẽ bị xóa và không thể khôi phục.",
    keep: "Giữ lại giỏ hàng",
    confirm: "Có, xóa hết",
    inscription: "Chữ viết trên bánh",
    kitchenNote: "Ghi chú cho bếp",
    tooFew: "Ít nhất 1: sẽ thêm 1.",
    tooMany: "Tối đa 99 mỗi lần: sẽ thêm 99.",
    partly: "Chỉ thêm được 1 trên 5: mỗi món trong giỏ hàng tối đa 99, và món này đã đủ.",
    none: "Chưa thêm được: món này trong giỏ hàng đã có 99, là số lượng tối đa.",
    viewCart: "Xem giỏ hàng",
    toCheckout: "Đến bước thanh toán",
    capped: "Mỗi món trong giỏ hàng tối đa 99: số lượng giờ là 99.",
    overCapacity: "Mỗi ngày tiệm làm 6 phần: một đơn hàng đặt được tối đa 6 phần cho ngày nhận bánh.",
    lineOverCapacity: "Mỗi ngày tiệm làm 6 phần: vui lòng giảm xuống còn 6 phần trở xuống, hoặc đặt thêm một đơn hàng cho ngày khác.",
    totalBeforeTax: "Tổng trước thuế",
  },
] as const;
type Lang = (typeof LANGS)[number];

// Money is written one way in both languages, as Houston reads dollars: "$7.50".
const usd = (cents: number, _tag?: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
/** Intl puts a no-break space in some formats; compare text with plain spaces. */
const flat = (text: string) => text.replace(/\s/g, " ");

const badge = (page: Page) => page.locator('[data-testid="cart-badge"]:visible').first();

/** Adds from the product page with JavaScript (stays on the page, toast). */
async function addFromProduct(page: Page, l: Lang, quantity: number, note = "") {
  await open(page, `${l.prefix}${PRODUCT}`);
  const form = page.getByTestId("add-to-cart");
  await form.locator("#quantity").fill(String(quantity));
  if (note) await form.locator("#note").fill(note);
  await form.getByRole("button", { name: l.add }).click();
  await expect(page.getByTestId("add-outcome")).toContainText(l.added);
}

async function openCart(page: Page, l: Lang) {
  await open(page, `${l.prefix}/cart/cartList`);
  // The client cart has loaded (the server render shows the same cart before).
  await page.waitForFunction(() => localStorage.getItem("cart-token") !== null || document.querySelector('[data-testid="cart-empty"]'));
}

for (const l of LANGS) {
  test.describe(`cart (${l.lang})`, () => {
    test(`adds from a product page: toast, badge, the line on the cart page (${l.lang})${oneScreenPerLanguage(l.lang)}`, async ({
      page,
    }) => {
      await addFromProduct(page, l, 2, "Chúc mừng sinh nhật Mai");
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
      await expect(badge(page)).toHaveText("2");
      const token = await page.evaluate(() => localStorage.getItem("cart-token"));
      expect(token).toMatch(/^ct_[A-Za-z0-9]{24}$/);
      expect(await page.evaluate(() => localStorage.getItem("cart_token"))).toBe(token);
      const cookie = (await page.context().cookies()).find((c) => c.name === "cart_token");
      expect(cookie?.value).toBe(token);
      expect(cookie?.sameSite).toBe("Lax");
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

      await openCart(page, l);
      const line = page.getByTestId("cart-line");
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId("line-note")).toContainText("Chúc mừng sinh nhật Mai");
      expect(flat(await line.getByTestId("unit-price").innerText())).toBe(flat(usd(PRICE_CENTS)));
      expect(flat(await line.getByTestId("line-total").innerText())).toContain(flat(usd(2 * PRICE_CENTS)));
      await expect(line.getByTestId("line-quantity")).toHaveValue("2");
      await expect(badge(page)).toHaveText("2");
    });

    test(`changes the quantity with +, − and a typed number, and removes (${l.lang})${oneScreenPerLanguage(l.lang)}`, async ({ page }) => {
      await addFromProduct(page, l, 1);
      await openCart(page, l);
      const line = page.getByTestId("cart-line");
      const qty = line.getByTestId("line-quantity");
      const minus = line.getByRole("button", { name: /^(One less|Bớt một)/ });
      const plus = line.getByRole("button", { name: /^(One more|Thêm một)/ });
      await expect(minus).toBeDisabled(); // decrement does nothing at 1
      await expect(page.getByTestId("cart-count")).toHaveText(l.count.one);
      await expect(page.getByRole("link", { name: l.cartLabel.one, exact: true }).first()).toBeVisible();
      await plus.click();
      await expect(qty).toHaveValue("2");
      await expect(badge(page)).toHaveText("2");
      await expect(page.getByTestId("cart-count")).toHaveText(l.count.two);
      await expect(page.getByRole("link", { name: l.cartLabel.two, exact: true }).first()).toBeVisible();
      await expect(line).not.toHaveAttribute("aria-busy", "true");
      await plus.click();
      await expect(qty).toHaveValue("3");
      await expect(line).not.toHaveAttribute("aria-busy", "true");
      await minus.click();
      await expect(qty).toHaveValue("2");
      await expect(line).not.toHaveAttribute("aria-busy", "true");
      await qty.fill("5");
      await qty.press("Enter");
      await expect(badge(page)).toHaveText("5");
      await expect(page.getByTestId("subtotal")).toHaveText(usd(5 * PRICE_CENTS));
      // The server agrees.
      await page.reload();
      await expect(page.getByTestId("line-quantity")).toHaveValue("5");

      // The server's page shows the line before the page is live: a Remove pressed before then is not the store's.
      await waitForHydration(page);
      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: /^(Remove|Xóa) / })
        .click();
      await expect(page.getByTestId("cart-empty")).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId("cart-empty")).toBeVisible();
    });

    test(`the product page's quantity box takes what a person types, and says what will be added (${l.lang}) @both`, async ({ page }) => {
      await open(page, `${l.prefix}${PRODUCT}`);
      const form = page.getByTestId("add-to-cart");
      const qty = form.locator("#quantity");
      const hint = form.getByTestId("quantity-hint");
      const retype = async (text: string) => {
        await qty.click();
        await page.keyboard.press("ControlOrMeta+A");
        await qty.pressSequentially(text);
      };
      // Cleared and typed over: no snapping back to 1 in between ("12").
      await qty.click();
      await page.keyboard.press("End");
      await page.keyboard.press("Backspace");
      await expect(qty).toHaveValue("");
      await qty.pressSequentially("2");
      await expect(qty).toHaveValue("2");
      await expect(hint).toHaveText("");
      await retype("0");
      await expect(qty).toHaveValue("0");
      await expect(hint).toHaveText(l.tooFew);
      await retype("-3");
      await expect(qty).toHaveValue("-3");
      await expect(hint).toHaveText(l.tooFew);
      await retype("150");
      await expect(qty).toHaveValue("150");
      await expect(hint).toHaveText(l.tooMany);
      // Leaving the box: it shows what will be added, and the line still says why.
      await page.keyboard.press("Tab");
      await expect(qty).toHaveValue("99");
      await expect(hint).toHaveText(l.tooMany);
      await retype("3");
      await expect(hint).toHaveText("");
      const add = form.getByRole("button", { name: l.add });
      await add.click();
      const outcome = page.getByTestId("add-outcome");
      await expect(outcome).toContainText(l.added);
      await expect(badge(page)).toHaveText("3");
      // Under the button, never over it; and the way on.
      const [button, said] = [await add.boundingBox(), await outcome.boundingBox()];
      expect(said!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      await expect(outcome.getByRole("link", { name: l.toCheckout })).toBeVisible();
      await outcome.getByRole("link", { name: l.viewCart }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/cart/cartList$`));
      await expect(page.getByTestId("line-quantity")).toHaveValue("3");
      // The cart's total is the items' before tax, and says so.
      await expect(page.getByTestId("cart-totals")).toContainText(l.totalBeforeTax);
      await expect(page.getByTestId("tax-at-checkout")).toBeVisible();
      // The chat button never sits over the subtotal.
      await expectClearOfChat(page, page.getByTestId("subtotal"));
    });

    test(`an add to a full line says how many were added, or that none were (${l.lang})`, async ({ page }) => {
      await addFromProduct(page, l, 98);
      const form = page.getByTestId("add-to-cart");
      const outcome = page.getByTestId("add-outcome");
      await form.locator("#quantity").fill("5");
      await form.getByRole("button", { name: l.add }).click();
      await expect(outcome).toHaveText(new RegExp(`^${l.partly.replace(/[.]/g, "\\.")}`));
      await expect(badge(page)).toHaveText("99");
      await form.getByRole("button", { name: l.add }).click();
      await expect(outcome).toHaveText(new RegExp(`^${l.none.replace(/[.]/g, "\\.")}`));
      await expect(outcome).not.toContainText(l.added);
      await expect(badge(page)).toHaveText("99");
    });

    test(`more than a day's capacity is said on the product page and in the cart (${l.lang})`, async ({ page }) => {
      // The custom cake: "We make 6 a day".
      await open(page, `${l.prefix}/custom-birthday-cake`);
      const form = page.getByTestId("add-to-cart");
      await form.locator("#quantity").fill("6");
      await expect(form.getByTestId("over-capacity")).toHaveCount(0);
      await form.locator("#quantity").fill("7");
      await expect(form.getByTestId("over-capacity")).toHaveText(l.overCapacity);
      await form.getByRole("button", { name: l.add }).click();
      await expect(page.getByTestId("add-outcome")).toContainText(l.added);
      await openCart(page, l);
      const line = page.getByTestId("cart-line");
      await expect(line.getByTestId("line-over-capacity")).toHaveText(l.lineOverCapacity);
      await line.getByRole("button", { name: /^(One less|Bớt một)/ }).click();
      await expect(line.getByTestId("line-quantity")).toHaveValue("6");
      await expect(line.getByTestId("line-over-capacity")).toHaveCount(0);
    });

    test(`clear cart wipes the cart data in storage (${l.lang})`, async ({ page }) => {
      await addFromProduct(page, l, 2);
      await openCart(page, l);
      const keys = [
        "checkout_shipping_method",
        "checkout_payment_method",
        "shipping_methods_cache",
        "payment_methods_cache",
        "coupon_code",
        "applied_coupon",
        "checkout_form",
        "checkout_note",
      ];
      await page.evaluate((list) => {
        for (const key of list) localStorage.setItem(key, "x");
        localStorage.setItem("site_lang", "keep");
      }, keys);
      await page.getByRole("button", { name: l.clear, exact: true }).click();
      await page.getByRole("dialog", { name: l.clearTitle }).getByRole("button", { name: l.confirm }).click();
      await expect(page.getByTestId("cart-empty")).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
      // The empty cart shows at once (optimistic); the data goes once the server has answered.
      await expect
        .poll(() =>
          page.evaluate(
            (list) => [...list, "cartItems", "cartGifts", "cart-token", "cart_token"].filter((k) => localStorage.getItem(k) !== null),
            keys,
          ),
        )
        .toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem("site_lang"))).toBe("keep");
      expect((await page.context().cookies()).find((c) => c.name === "cart_token")).toBeUndefined();
    });

    test(`a typed 150 becomes 99: shown, priced and kept by the server (${l.lang})`, async ({ page }) => {
      await addFromProduct(page, l, 1);
      await openCart(page, l);
      const line = page.getByTestId("cart-line");
      const qty = line.getByTestId("line-quantity");
      await qty.fill("150");
      await qty.press("Enter");
      await expect(qty).toHaveValue("99");
      // Not silently: the line says why its box says 99.
      await expect(line.getByTestId("line-quantity-hint")).toHaveText(l.capped);
      await expect(qty).toHaveAccessibleDescription(l.capped);
      await expect(page.getByTestId("subtotal")).toHaveText(usd(99 * PRICE_CENTS, l.tag));
      expect(flat(await line.getByTestId("line-total").innerText())).toContain(flat(usd(99 * PRICE_CENTS, l.tag)));
      await expect(line).not.toHaveAttribute("aria-busy", "true");
      // Again, leaving the box: it shows what the line holds.
      await qty.fill("250");
      await page.getByRole("heading", { level: 1 }).click();
      await expect(qty).toHaveValue("99");
      await page.reload();
      await expect(page.getByTestId("line-quantity")).toHaveValue("99");
      await expect(page.getByTestId("subtotal")).toHaveText(usd(99 * PRICE_CENTS));
    });

    test(`clear cart asks first; Escape and "keep" keep the cart, "yes" empties it and shows so (${l.lang}) @both`, async ({ page }) => {
      await addFromProduct(page, l, 2);
      await openCart(page, l);
      const clear = page.getByRole("button", { name: l.clear, exact: true });
      const dialog = page.getByRole("dialog", { name: l.clearTitle });
      await clear.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(l.clearBody);
      await expect(dialog.getByRole("button", { name: l.keep })).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(clear).toBeFocused();
      await clear.click();
      await dialog.getByRole("button", { name: l.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(badge(page)).toHaveText("2");

      // From the bottom of the page (where the button is on a phone), the empty cart comes into view.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await clear.click();
      await dialog.getByRole("button", { name: l.confirm }).click();
      const empty = page.getByTestId("cart-empty");
      await expect(empty.getByRole("heading")).toBeFocused();
      await expect(empty.getByRole("heading")).toBeInViewport();
      await expect(badge(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId("cart-empty")).toBeVisible();
    });

    test(`the note: an inscription on a cake, a note for the kitchen on a bánh mì (${l.lang})`, async ({ page }) => {
      await open(page, `${l.prefix}${PRODUCT}`);
      const form = page.getByTestId("add-to-cart");
      await expect(form.getByLabel(l.inscription)).toHaveCount(0);
      await form.getByLabel(l.kitchenNote).fill("Không ớt");
      await form.getByRole("button", { name: l.add }).click();
      await expect(page.getByTestId("add-outcome")).toContainText(l.added);
      await open(page, `${l.prefix}/custom-birthday-cake`);
      await expect(form.getByLabel(l.kitchenNote)).toHaveCount(0);
      await form.getByLabel(l.inscription).fill("Chúc mừng sinh nhật Mai");
      await form.getByRole("button", { name: l.add }).click();
      await expect(page.getByTestId("add-outcome")).toContainText(l.added);

      await openCart(page, l);
      const lineOf = (slug: string) => page.getByTestId("cart-line").filter({ has: page.locator(`a[href$="/${slug}"]`) });
      await expect(lineOf("banh-mi-dac-biet").getByTestId("line-note")).toHaveText(`${l.kitchenNote}: Không ớt`);
      await expect(lineOf("custom-birthday-cake").getByTestId("line-note")).toHaveText(`${l.inscription}: Chúc mừng sinh nhật Mai`);
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: /status of 500/ });
      test(`a failed quantity change rolls back without a message (${l.lang})`, async ({ page }) => {
        await addFromProduct(page, l, 1);
        await openCart(page, l);
        const methods: string[] = [];
        await page.route("**/api/v1/carts/*/update", (route) => {
          methods.push(route.request().method());
          return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":true,"message":"boom","data":null}' });
        });
        const line = page.getByTestId("cart-line");
        await line.getByRole("button", { name: /^(One more|Thêm một)/ }).click();
        await expect(line.getByTestId("line-quantity")).toHaveValue("2"); // optimistic
        await expect(line).toHaveAttribute("aria-busy", "true");
        await expect(line.getByTestId("line-quantity")).toHaveValue("1", { timeout: 10_000 });
        await expect(line).not.toHaveAttribute("aria-busy", "true");
        expect(methods).toEqual(["PATCH", "PATCH", "PATCH", "PUT", "PUT", "PUT"]);
        await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
        await expect(page.getByText("boom")).toHaveCount(0);
        await expect(badge(page)).toHaveText("1");
      });
    });

    test(`a gift appears at $30 (${l.lang})`, async ({ page }) => {
      await addFromProduct(page, l, 3);
      await openCart(page, l);
      await expect(page.getByTestId("gift-line")).toHaveCount(0);
      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: /^(One more|Thêm một)/ })
        .click();
      const gift = page.getByTestId("gift-line");
      await expect(gift).toHaveCount(1);
      await expect(gift).toContainText(l.gift);
      expect(flat(await gift.getByTestId("unit-price").innerText())).toBe(flat(usd(0)));
      await expect(gift.getByRole("button")).toHaveCount(0);
      await expect(badge(page)).toHaveText("4"); // gifts are not counted
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cartGifts") ?? "[]").length)).toBe(1);
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: /status of 422/ });
      test(`coupons: BANHMI10 gives 10%, EXPIRED shows the reason (${l.lang})`, async ({ page }) => {
        await addFromProduct(page, l, 2);
        await openCart(page, l);
        const code = page.getByLabel(l.lang === "en" ? "Coupon code" : "Mã giảm giá");
        const apply = page.getByRole("button", { name: l.lang === "en" ? "Apply" : "Áp dụng" });
        await code.fill("expired");
        await apply.click();
        await expect(page.locator("#coupon-error")).toHaveText(l.expired);
        await expect(code).toHaveAttribute("aria-invalid", "true");
        await code.fill("banhmi10");
        await apply.click();
        await expect(page.getByTestId("discount")).toHaveText(`−${usd(150)}`);
        await expect(page.getByTestId("total")).toHaveText(usd(1350));
        await page.getByRole("button", { name: l.lang === "en" ? "Remove coupon" : "Bỏ mã giảm giá" }).click();
        await expect(page.getByTestId("discount")).toHaveCount(0);
        await expect(page.getByTestId("total")).toHaveText(usd(1500));
      });
    });

    test(`two tabs stay in sync (${l.lang}) @desktop`, async ({ page, context }) => {
      await addFromProduct(page, l, 1);
      await openCart(page, l);
      const other = await context.newPage();
      await open(other, `${l.prefix}/cart/cartList`);
      await expect(other.getByTestId("line-quantity")).toHaveValue("1");
      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: /^(One more|Thêm một)/ })
        .click();
      await expect(other.getByTestId("line-quantity")).toHaveValue("2");
      await expect(badge(other)).toHaveText("2");
      await other
        .getByTestId("cart-line")
        .getByRole("button", { name: /^(Remove|Xóa) / })
        .click();
      await expect(page.getByTestId("cart-empty")).toBeVisible();
      await expect(badge(page)).toHaveCount(0);
    });

    test(`re-fetches on cart:refresh (${l.lang}) @desktop`, async ({ page }) => {
      await addFromProduct(page, l, 1);
      await openCart(page, l);
      // Another writer (e.g. sign-in merging carts) changes the server cart; the event brings it in.
      await page.evaluate(async () => {
        const line = JSON.parse(localStorage.getItem("cartItems") ?? "[]")[0];
        await fetch(`/api/v1/carts/${line.id}/update`, {
          method: "PATCH",
          headers: { "content-type": "application/json", "cart-token": localStorage.getItem("cart-token") ?? "" },
          body: JSON.stringify({ quantity: 3 }),
        });
        window.dispatchEvent(new Event("cart:refresh"));
      });
      await expect(page.getByTestId("line-quantity")).toHaveValue("3");
    });

    test(`axe: the cart page empty and with items (${l.lang}) @both`, async ({ page }) => {
      await openCart(page, l);
      await expect(page.getByTestId("cart-empty")).toBeVisible();
      await expectAccessible(page);
      await addFromProduct(page, l, 4, "Happy");
      await openCart(page, l);
      await expect(page.getByTestId("gift-line")).toHaveCount(1);
      await expectAccessible(page);
    });
  });

  test.describe(`cart without JavaScript (${l.lang})`, () => {
    test.use({ javaScriptEnabled: false });
    test(`adds from the product page, changes the quantity, removes (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}${PRODUCT}`);
      const form = page.getByTestId("add-to-cart");
      await form.locator("#quantity").fill("2");
      await form.locator("#note").fill("Mừng thọ");
      await form.getByRole("button", { name: l.add }).dispatchEvent("click");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/cart/cartList$`));
      const line = page.getByTestId("cart-line");
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId("line-note")).toContainText("Mừng thọ");
      await expect(line.getByTestId("line-quantity")).toHaveValue("2");
      const cookie = (await page.context().cookies()).find((c) => c.name === "cart_token");
      expect(cookie?.value).toMatch(/^ct_[A-Za-z0-9]{24}$/);

      await line.getByRole("button", { name: /^(One more|Thêm một)/ }).dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("3");
      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: /^(One less|Bớt một)/ })
        .dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("2");
      await page.getByTestId("line-quantity").fill("6");
      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: l.lang === "en" ? "Update" : "Cập nhật" })
        .dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("6");
      await expect(page.getByTestId("subtotal")).toHaveText(usd(6 * PRICE_CENTS));
      await expect(page.getByTestId("gift-line")).toContainText(l.gift);

      await page
        .getByTestId("cart-line")
        .getByRole("button", { name: /^(Remove|Xóa) / })
        .dispatchEvent("click");
      await expect(page.getByTestId("cart-empty")).toBeVisible();
    });

    test(`150 typed in the product page and in the cart both become 99, with no browser bubble; an add to a full line says how many it took (${l.lang})`, async ({
      page,
    }) => {
      await page.goto(`${l.prefix}${PRODUCT}`);
      const form = page.getByTestId("add-to-cart");
      await form.locator("#quantity").fill("150");
      await form.getByRole("button", { name: l.add }).dispatchEvent("click");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/cart/cartList$`));
      await expect(page.getByTestId("line-quantity")).toHaveValue("99");
      await page.getByTestId("line-quantity").fill("150");
      await page.getByTestId("cart-line").getByRole("button", { name: l.update }).dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("99");
      await page.getByTestId("line-quantity").fill("7");
      await page.getByTestId("cart-line").getByRole("button", { name: l.update }).dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("7");
      await page.getByTestId("line-quantity").fill("150");
      await page.getByTestId("cart-line").getByRole("button", { name: l.update }).dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("99");
      await expect(page.getByTestId("subtotal")).toHaveText(usd(99 * PRICE_CENTS));

      // A full line takes nothing more, or only what it has room for: the cart page says how many were added.
      const addFive = async () => {
        await page.goto(`${l.prefix}${PRODUCT}`);
        await page.getByTestId("add-to-cart").locator("#quantity").fill("5");
        await page.getByTestId("add-to-cart").getByRole("button", { name: l.add }).dispatchEvent("click");
      };
      await addFive();
      await expect(page.getByTestId("add-outcome")).toHaveText(l.none);
      await expect(page.getByTestId("line-quantity")).toHaveValue("99");
      await page.getByTestId("line-quantity").fill("98");
      await page.getByTestId("cart-line").getByRole("button", { name: l.update }).dispatchEvent("click");
      await expect(page.getByTestId("line-quantity")).toHaveValue("98");
      await expect(page.getByTestId("add-outcome")).toHaveCount(0);
      await addFive();
      await expect(page.getByTestId("add-outcome")).toHaveText(l.partly);
      await expect(page.getByTestId("line-quantity")).toHaveValue("99");
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: /status of 422/ });
      test(`applies a coupon (the reason on the field when refused) and clears the cart (${l.lang})`, async ({ page }) => {
        await page.goto(`${l.prefix}${PRODUCT}`);
        const form = page.getByTestId("add-to-cart");
        await form.locator("#quantity").fill("2");
        await form.getByRole("button", { name: l.add }).dispatchEvent("click");
        await expect(page.getByTestId("cart-line")).toHaveCount(1);
        const code = page.getByLabel(l.lang === "en" ? "Coupon code" : "Mã giảm giá");
        const apply = page.getByRole("button", { name: l.lang === "en" ? "Apply" : "Áp dụng" });
        await code.fill("EXPIRED");
        await apply.dispatchEvent("click");
        await expect(page.locator("#coupon-error")).toHaveText(l.expired);
        await expect(page.getByLabel(l.lang === "en" ? "Coupon code" : "Mã giảm giá")).toHaveAttribute("aria-invalid", "true");
        await page.getByLabel(l.lang === "en" ? "Coupon code" : "Mã giảm giá").fill("BANHMI10");
        await page.getByRole("button", { name: l.lang === "en" ? "Apply" : "Áp dụng" }).dispatchEvent("click");
        await expect(page.getByTestId("total")).toHaveText(usd(1350));
        // Asked first, on the page: "keep" keeps, "yes" empties.
        await page.getByRole("button", { name: l.clear, exact: true }).dispatchEvent("click");
        const question = page.getByRole("region", { name: l.clearTitle });
        await expect(question).toContainText(l.clearBody);
        await expect(question).toBeInViewport();
        await question.getByRole("link", { name: l.keep }).dispatchEvent("click");
        await expect(page.getByTestId("cart-line")).toHaveCount(1);
        await expect(page.getByRole("region", { name: l.clearTitle })).toHaveCount(0);
        await page.getByRole("button", { name: l.clear, exact: true }).dispatchEvent("click");
        await page.getByRole("region", { name: l.clearTitle }).getByRole("button", { name: l.confirm }).dispatchEvent("click");
        await expect(page.getByTestId("cart-empty")).toBeVisible();
        expect((await page.context().cookies()).find((c) => c.name === "cart_token")).toBeUndefined();
      });
    });
  });
}
