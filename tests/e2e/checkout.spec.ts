import type { Locator, Page } from "@playwright/test";
import { emailTo, PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";

// The checkout on the cart page and the order's page after it: pay at pickup, by card through the
// AcceptUI.js stand-in the e2e server serves (scripts/e2e-server.mjs), a declined card, the script failing to load,
// the form's messages per field, without JavaScript, and on a 320 px screen. Each test places its orders in a slot
// of its own choosing (a slot takes 8 orders), on a later day than today (today's slots run out as the day goes).

// Special Combo Bánh Mì, $7.50.
const PRODUCT = "/banh-mi-dac-biet";

const TEXT = {
  en: {
    prefix: "",
    tag: "en-US",
    add: "Add to cart",
    added: "Added to cart",
    email: /^E-mail/,
    phone: /^Phone number/,
    fullName: /^Full name/,
    address: /^Street address/,
    city: /^City/,
    state: /^State/,
    zip: /^ZIP code/,
    country: /^Country/,
    delivery: /^Local delivery/,
    payCard: /^Pay now by card/,
    addressWhyCard: "Your card's billing address: the bank checks it with the payment. A pickup paid at the shop needs no address.",
    addressWhyDelivery: "We bring your order to this address.",
    payAtPickup: /^Pay at pickup/,
    place: "Place order",
    placeCard: "Pay by card and place order",
    toast: "Order successful!",
    zone: "Times are shop time, America/Chicago",
    shopTime: "Shop time, America/Chicago",
    title: "Thank you for your order!",
    pending: "Order received",
    payAtPickupDone: "Pay at pickup",
    paidByCard: "Paid by card",
    summary: "Please correct the highlighted fields.",
    required: {
      email: "Please enter your email.",
      phone: "Please enter your phone number.",
      address: "Please enter the address.",
      city: "Please enter the city.",
      state: "Please enter the state.",
      country: "Please enter the country.",
      slot: "Please choose a date and time.",
    },
    badEmail: "Please enter a valid email address.",
    badPhone: "Please enter a valid phone number",
    declined: "Your card was declined",
    loadFailed: "Failed to load AcceptUI.js",
    network: "We could not reach the shop",
    outside: "Sorry, we do not deliver to 10001.",
    createAccount: "Create an account at the same time",
    signedIn: "You are already signed in, so the order goes to your account.",
    password: /^Password/,
    confirmation: /^Repeat the password/,
    emailTaken: "This email is already registered",
    kitchenNote: "Note for the kitchen",
  },
  vi: {
    prefix: "/vi",
    tag: "vi-VN",
    add: "Thêm vào giỏ hàng",
    added: "Đã thêm vào giỏ hàng",
    email: /^Email/,
    phone: /^Số điện thoại/,
    fullName: /^Họ tên/,
    address: /^Địa chỉ \(số nhà/,
    city: /^Thành phố/,
    state: /^Tiểu bang/,
    zip: /^Mã ZIP/,
    country: /^Quốc gia/,
    delivery: /^Giao hàng tận nơi/,
    payCard: /^Thanh toán ngay bằng thẻ/,
    addressWhyCard:
      "Địa chỉ thanh toán của thẻ: ngân hàng kiểm tra địa chỉ này khi thanh toán. Nhận tại tiệm và trả tiền tại tiệm thì không cần địa chỉ.",
    addressWhyDelivery: "Tiệm giao đơn hàng đến địa chỉ này.",
    payAtPickup: /^Thanh toán khi nhận tại tiệm/,
    place: "Đặt hàng",
    placeCard: "Thanh toán bằng thẻ và đặt hàng",
    toast: "Đặt hàng thành công!",
    zone: "Tính theo giờ Houston (giờ miền Trung Hoa Kỳ)",
    shopTime: "Tính theo giờ Houston (giờ miền Trung Hoa Kỳ)",
    title: "Cảm ơn bạn đã đặt hàng!",
    pending: "Tiệm đã nhận đơn hàng",
    payAtPickupDone: "Thanh toán khi nhận tại tiệm",
    paidByCard: "Đã thanh toán bằng thẻ",
    summary: "Vui lòng sửa các ô được đánh dấu.",
    required: {
      email: "Vui lòng nhập email.",
      phone: "Vui lòng nhập số điện thoại.",
      address: "Vui lòng nhập địa chỉ.",
      city: "Vui lòng nhập thành phố.",
      state: "Vui lòng nhập tiểu bang.",
      country: "Vui lòng nhập quốc gia.",
      slot: "Vui lòng chọn ngày và giờ.",
    },
    badEmail: "Vui lòng nhập địa chỉ email hợp lệ.",
    badPhone: "Vui lòng nhập số điện thoại hợp lệ",
    declined: "Thẻ của bạn bị từ chối",
    loadFailed: "Không tải được AcceptUI.js",
    network: "Không kết nối được với tiệm",
    outside: "Rất tiếc, tiệm không giao hàng đến 10001.",
    createAccount: "Tạo tài khoản cùng lúc",
    signedIn: "Bạn đã đăng nhập nên đơn hàng sẽ thuộc tài khoản của bạn.",
    password: /^Mật khẩu/,
    confirmation: /^Nhập lại mật khẩu/,
    emailTaken: "Email đã tồn tại",
    kitchenNote: "Ghi chú cho bếp",
  },
} as const;
type Lang = keyof typeof TEXT;

/** Intl puts a no-break space in some formats; compare text with plain spaces. */
const flat = (text: string) => text.replace(/\s/g, " ");
const checkout = (page: Page) => page.getByTestId("checkout");

/** A number from the test's title, to spread the tests' orders over the slots. */
function seedOf(title: string): number {
  let h = 7;
  for (const c of title) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** Adds a product from its page with JavaScript (toast). */
async function addProduct(page: Page, lang: Lang, path: string, quantity: number, note = "") {
  const t = TEXT[lang];
  await open(page, `${t.prefix}${path}`);
  const form = page.getByTestId("add-to-cart");
  await form.locator("#quantity").fill(String(quantity));
  if (note) await form.locator("#note").fill(note);
  await form.getByRole("button", { name: t.add }).click();
  await expect(page.getByTestId("add-outcome")).toContainText(t.added);
}

/** Adds the bánh mì, then opens the cart once the client cart has loaded. */
async function fillCart(page: Page, lang: Lang, quantity = 2, note = "") {
  const t = TEXT[lang];
  await addProduct(page, lang, PRODUCT, quantity, note);
  // The client cart has loaded (the server render shows the same cart before).
  const loaded = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/api/v1/carts");
  await open(page, `${t.prefix}/cart/cartList`);
  await loaded;
  await expect(checkout(page)).toBeVisible();
}

/** Chooses a day after the first and one of its open slots; answers what the page showed for it. */
async function pickSlot(page: Page, seed: number): Promise<{ day: string; time: string }> {
  const days = page.getByTestId("slot-days").locator("li");
  const count = await days.count();
  expect(count).toBeGreaterThan(1);
  await days
    .nth(1 + (seed % (count - 1)))
    .locator("label")
    .click();
  const panel = page.locator("[data-slots-day]:visible");
  await expect(panel).toHaveCount(1);
  const open = panel.locator('[data-testid="slot"]:not([data-full])');
  const slot = open.nth(seed % (await open.count()));
  await slot.click();
  await expect(slot.getByRole("radio")).toBeChecked();
  return { day: await panel.locator("p").first().innerText(), time: await slot.getByTestId("slot-time").innerText() };
}

async function fillContact(form: Locator, lang: Lang, values: { email: string; phone: string; name?: string }) {
  const t = TEXT[lang];
  await form.getByLabel(t.email).fill(values.email);
  await form.getByLabel(t.phone).fill(values.phone);
  if (values.name) await form.getByLabel(t.fullName).fill(values.name);
}

async function fillAddress(form: Locator, lang: Lang) {
  const t = TEXT[lang];
  await form.getByLabel(t.address).fill("9600 Bellaire Blvd");
  await form.getByLabel(t.city).fill("Houston");
  await form.getByLabel(t.state).fill("TX");
  await form.getByLabel(t.zip).fill("77036");
}

/** The whole form for a pickup paid at pickup (no address: it needs none); answers the slot chosen. */
async function fillPickupOrder(page: Page, lang: Lang, seed: number, who = unique("checkout", "832")) {
  const form = checkout(page);
  await fillContact(form, lang, { email: who.email, phone: who.phoneDigits, name: "Mai Nguyễn" });
  const slot = await pickSlot(page, seed);
  return { slot, who };
}

/** Pay by card: the billing address is asked for then, and said why. */
async function chooseCard(page: Page, lang: Lang) {
  const form = checkout(page);
  await form.getByRole("radio", { name: TEXT[lang].payCard }).check();
  await expect(form.getByTestId("checkout-address")).toBeVisible();
  await expect(form.getByTestId("checkout-address")).toHaveAccessibleDescription(TEXT[lang].addressWhyCard);
  await fillAddress(form, lang);
}

/** The cart's data is gone from the browser ("clearing all cart data"). */
async function expectCartWiped(page: Page) {
  const left = await page.evaluate(() => ({
    local: ["cartItems", "cartGifts", "cart-token", "cart_token"].filter((k) => localStorage.getItem(k) !== null),
    session: ["checkout_form", "checkout_note", "checkout_shipping_method", "checkout_payment_method"].filter(
      (k) => sessionStorage.getItem(k) !== null,
    ),
  }));
  expect(left).toEqual({ local: [], session: [] });
  expect((await page.context().cookies()).find((c) => c.name === "cart_token")).toBeUndefined();
  await expect(page.locator('[data-testid="cart-badge"]:visible')).toHaveCount(0);
}

for (const lang of ["en", "vi"] as const) {
  const t = TEXT[lang];
  test.describe(`checkout (${lang})`, () => {
    // The Vietnamese run is on a phone in Saigon: the times are still the shop's, in Houston.
    if (lang === "vi") test.use({ timezoneId: "Asia/Ho_Chi_Minh" });

    test(`fills the cart, picks a slot, pays at pickup, lands on the order's page (${lang})${lang === "vi" ? " @phone" : ""}`, async ({
      page,
      context,
    }) => {
      // In English, a custom cake too: its inscription, and its 48 hours' notice moving the first slots.
      if (lang === "en") await addProduct(page, lang, "/custom-birthday-cake", 1, "Happy birthday, Mai");
      await fillCart(page, lang, 2, "Chúc mừng sinh nhật Mai");
      await expect(checkout(page).getByTestId("slot-zone")).toHaveText(t.zone);
      // The country the address stores, named in the page's language.
      await expect(checkout(page).getByLabel(t.country)).toHaveValue(lang === "vi" ? "Hoa Kỳ" : "United States");
      if (lang === "en")
        await expect(checkout(page).getByTestId("slot-picker")).toContainText("An item in your cart needs 48 hours' notice");
      await expect(checkout(page).getByTestId("shop-address")).toContainText("11230 Bellaire Blvd");
      // The slots are the shop's clock whatever the browser's: the options the server sent, as they are.
      const options = await page.evaluate(async (prefix) => {
        const answer = await fetch("/api/v1/checkout/options?fulfilment=pickup", {
          headers: { "cart-token": localStorage.getItem("cart-token") ?? "", "Http-Accept-Language": prefix ? "vi_VN" : "en_US" },
        });
        return (await answer.json()).data as {
          days: { date: string; slots: { start: string; remaining: number }[] }[];
          totals: { total_cents: number };
        };
      }, t.prefix);
      const firstSlot = checkout(page).locator("[data-slots-day]:visible").getByTestId("slot").first();
      const shopStart = options.days[0]!.slots[0]!.start;
      const [h, m] = shopStart.split(":").map(Number);
      // The shop's own clock words (app/i18n/formatters.ts): "9:00 AM", and in Vietnamese "9:00".
      const expected =
        lang === "vi"
          ? `${h}:${String(m).padStart(2, "0")}`
          : new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(
              new Date(Date.UTC(2000, 0, 1, h, m)),
            );
      expect(flat(await firstSlot.getByTestId("slot-time").innerText())).toMatch(new RegExp(`^${flat(expected)}`));
      await expect(firstSlot.getByTestId("slot-remaining")).toHaveText(lang === "en" ? /^\d+ spots? left$/ : /^Còn nhận \d+ đơn$/);
      const total = flat(await checkout(page).getByTestId("totals-total").innerText());
      expect(total).toBe(
        flat(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(options.totals.total_cents / 100)),
      );
      if (lang === "vi") expect(total).toMatch(/^\$\d+\.\d\d$/);
      await expect(checkout(page).getByTestId("totals-tax")).toBeVisible();

      const { slot, who } = await fillPickupOrder(page, lang, seedOf(test.info().title));
      await expect(checkout(page).getByRole("radio", { name: t.payAtPickup })).toBeChecked();
      await checkout(page).getByRole("button", { name: t.place }).click();

      await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart/order-success\\?code=MV-[0-9A-Z]{12}$`));
      await expect(page.getByTestId("toast")).toContainText(t.toast);
      const code = new URL(page.url()).searchParams.get("code")!;
      const success = page.getByTestId("order-success");
      await expect(success.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(success.getByTestId("order-code")).toHaveText(code);
      await expect(success.getByTestId("order-status")).toHaveText(t.pending);
      await expect(success.getByTestId("order-slot")).toContainText(flat(slot.day), { useInnerText: true });
      expect(flat(await success.getByTestId("order-slot-time").innerText())).toContain(flat(slot.time));
      await expect(success.getByTestId("order-slot")).toContainText(t.shopTime);
      await expect(success.getByTestId("order-shop-address")).toContainText("11230 Bellaire Blvd");
      await expect(success.getByTestId("order-payment")).toContainText(t.payAtPickupDone);
      await expect(success.getByTestId("order-line-note").filter({ hasText: "Chúc mừng" })).toHaveText(
        `${t.kitchenNote}: Chúc mừng sinh nhật Mai`,
      );
      if (lang === "en")
        await expect(success.getByTestId("order-line-note").filter({ hasText: "Happy" })).toHaveText(
          "Inscription on the cake: Happy birthday, Mai",
        );
      await expect(success.getByTestId("order-line").first()).toContainText(lang === "en" ? "Contains:" : "Có chứa:");
      await expect(success.getByTestId("order-next")).toContainText(who.email);
      // The phone as the board shows it, not as stored.
      const d = who.phoneDigits.replace(/\D/g, "").slice(-10);
      await expect(success.getByTestId("order-place")).toContainText(`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);
      await expect(success.getByTestId("order-place")).not.toContainText(d);
      await expect(success.getByTestId("checkout-totals").getByTestId("totals-total")).toBeVisible();
      await expectCartWiped(page);

      // Reloaded: the browser that placed it still sees it (its order_access cookie); the page is private and not indexed.
      const reloaded = await page.reload();
      expect(reloaded?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByTestId("order-code")).toHaveText(code);
      const access = (await context.cookies()).find((c) => c.name === "order_access");
      expect(access?.httpOnly).toBe(true);
      // The API shows it to this browser too.
      const api = await page.evaluate(async (c) => {
        const res = await fetch(`/api/v1/orders/${c}`);
        return { status: res.status, code: ((await res.json()).data as { code?: string } | null)?.code };
      }, code);
      expect(api).toEqual({ status: 200, code });
      // Another browser, without the cookie or the e-mail's key: not found, as any unknown code.
      const stranger = await page.context().browser()!.newContext();
      const strangerPage = await stranger.newPage();
      const answer = await strangerPage.goto(`${t.prefix}/cart/order-success?code=${code}`);
      expect(answer?.status()).toBe(404);
      // The confirmation e-mail, in the customer's language, with the link that opens the order anywhere.
      await expect.poll(() => emailTo(who.email, code), { timeout: 10_000 }).toBeTruthy();
      const mail = emailTo(who.email, code)!;
      const link = /https?:\/\/[^\s"<>]+?(\/(?:vi\/)?cart\/order-success\?code=MV-[0-9A-Z]{12}&key=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
      expect(link).toBeTruthy();
      const viaLink = await strangerPage.goto(link!);
      expect(viaLink?.status()).toBe(200);
      await expect(strangerPage.getByTestId("order-code")).toHaveText(code);
      await stranger.close();
    });

    test.describe("messages", () => {
      // The server's 422 is logged by the browser.
      test.use({ allowedConsoleErrors: /status of 422/ });

      test(`says what is missing, field by field, and the server's refusals the same way (${lang})`, async ({ page }) => {
        await fillCart(page, lang, 1);
        const form = checkout(page);
        // A pickup paid at the shop asks for no address at all.
        await expect(form.getByTestId("checkout-address")).toBeHidden();
        await form.getByRole("button", { name: t.place }).click();
        await expect(page.getByTestId("form-alert")).toHaveText(t.summary);
        const missing = async (fields: readonly (readonly [keyof typeof t.required, RegExp])[]) => {
          for (const [field, label] of fields) {
            const input = form.getByLabel(label);
            await expect(input).toHaveAttribute("aria-invalid", "true");
            await expect(input).toHaveAccessibleDescription(new RegExp(t.required[field].replace(/[.]/g, "\\.")));
          }
        };
        await missing([
          ["email", t.email],
          ["phone", t.phone],
        ]);
        await expect(form.getByTestId("slot-picker")).toContainText(t.required.slot);
        await expect(form.getByLabel(t.email)).toBeFocused();
        // A delivery needs one, and the form says why.
        await form.getByRole("radio", { name: t.delivery }).check();
        await expect(form.getByTestId("checkout-address")).toHaveAccessibleDescription(t.addressWhyDelivery);
        await form.getByLabel(t.country).fill("");
        await form.getByRole("button", { name: t.place }).click();
        await missing([
          ["address", t.address],
          ["city", t.city],
          ["state", t.state],
          ["country", t.country],
        ]);
        await form.getByRole("radio", { name: /^(Pickup|Nhận tại tiệm)/ }).check();
        await expect(form.getByTestId("checkout-address")).toBeHidden();

        // The e-mail's shape, in the browser; the phone's, by the server (422), shown the same way.
        await form.getByLabel(t.email).fill("mai@");
        await form.getByRole("button", { name: t.place }).click();
        await expect(form.getByLabel(t.email)).toHaveAccessibleDescription(t.badEmail);
        await fillPickupOrder(page, lang, seedOf(test.info().title), { email: unique("checkout", "832").email, phoneDigits: "12" });
        await form.getByRole("button", { name: t.place }).click();
        await expect(form.getByLabel(t.phone)).toHaveAccessibleDescription(new RegExp(t.badPhone));
        await expect(form.getByLabel(t.phone)).toBeFocused();
        await expect(page).toHaveURL(/\/cart\/cartList$/);
      });
    });
  });
}

test.describe("checkout by card", () => {
  // A refused payment answers 402; the browser logs the status.
  test.use({ allowedConsoleErrors: /status of 402/ });

  test("pays by card through AcceptUI.js (its stand-in) and lands on the order's page (en)", async ({ page }) => {
    const acceptUi = () => page.evaluate(() => [...document.scripts].filter((s) => s.src.endsWith("/v3/AcceptUI.js")).length);
    // Loaded once, by the checkout: not on the other pages.
    await open(page, "/");
    expect(await acceptUi()).toBe(0);
    await fillCart(page, "en", 1);
    await expect.poll(acceptUi).toBe(1);
    const form = checkout(page);
    await fillPickupOrder(page, "en", seedOf(test.info().title));
    await chooseCard(page, "en");
    const button = form.locator("button.AcceptUI");
    await expect(button).toHaveAttribute("data-apiLoginID", "test-login");
    await expect(button).toHaveAttribute("data-clientKey", "e2e-client-key");
    await expect(button).toHaveAttribute("data-responseHandler", /^[A-Za-z_$][\w$]*$/);
    await expect(button).toHaveAttribute("data-billingAddressOptions", '{"show":false,"required":false}');
    await expect(button).toHaveAttribute("data-paymentOptions", '{"showCreditCard": true}');
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/v1/checkout"));
    await form.getByRole("button", { name: TEXT.en.placeCard }).click();
    const body = (await posted).postDataJSON() as {
      payment_option: string;
      payment_token: { data_descriptor: string; data_value: string };
      expected_total_cents: number;
    };
    expect(body.payment_option).toBe("card");
    expect(body.payment_token.data_descriptor).toBe("COMMON.ACCEPT.INAPP.PAYMENT");
    expect(body.expected_total_cents).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    await expect(page.getByTestId("order-payment")).toContainText(TEXT.en.paidByCard);
    await expectCartWiped(page);
  });

  for (const lang of ["en", "vi"] as const) {
    test(`a declined card says so and keeps the cart (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await fillCart(page, lang, 1);
      await fillPickupOrder(page, lang, seedOf(test.info().title));
      await page.evaluate(() => ((window as unknown as { __acceptUiNextValue: string }).__acceptUiNextValue = "decline-1"));
      await chooseCard(page, lang);
      await checkout(page).getByRole("button", { name: t.placeCard }).click();
      await expect(page.getByTestId("form-alert")).toContainText(t.declined);
      await expect(page.getByTestId("form-alert")).toBeFocused();
      await expect(page).toHaveURL(/\/cart\/cartList$/);
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      expect(await page.evaluate(() => localStorage.getItem("cart-token"))).not.toBeNull();
      // Another card (the next token approves): the same form places the order.
      await page.evaluate(() => delete (window as unknown as { __acceptUiNextValue?: string }).__acceptUiNextValue);
      await checkout(page).getByRole("button", { name: t.placeCard }).click();
      await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    });
  }
});

test.describe("checkout when AcceptUI.js cannot load", () => {
  test.use({ allowedConsoleErrors: /ERR_FAILED|ERR_CONNECTION|AcceptUI/ });

  for (const lang of ["en", "vi"] as const) {
    test(`says "Failed to load AcceptUI.js" and pay at pickup still works (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await page.route("**/v3/AcceptUI.js", (route) => route.abort("failed"));
      await fillCart(page, lang, 1);
      const form = checkout(page);
      await expect(form.getByTestId("card-load-error")).toHaveText(t.loadFailed);
      await expect(form.getByRole("radio", { name: t.payCard })).toBeDisabled();
      await fillPickupOrder(page, lang, seedOf(test.info().title));
      await expect(form.getByRole("radio", { name: t.payAtPickup })).toBeChecked();
      await form.getByRole("button", { name: t.place }).click();
      await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    });
  }
});

test.describe("checkout's Idempotency-Key", () => {
  test.use({ allowedConsoleErrors: /ERR_FAILED|status of 422/ });

  test("a retry after a network error sends the same key; a new attempt after a refusal a new one (en)", async ({ page }) => {
    await fillCart(page, "en", 1);
    const form = checkout(page);
    const keys: string[] = [];
    let dropNext = false;
    await page.route("**/api/v1/checkout", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (dropNext) {
        dropNext = false;
        return route.abort("failed");
      }
      return route.continue();
    });
    // A phone the server refuses (422): a definite answer.
    await fillPickupOrder(page, "en", seedOf(test.info().title), { email: unique("checkout", "832").email, phoneDigits: "12" });
    await form.getByRole("button", { name: TEXT.en.place }).click();
    await expect(form.getByLabel(TEXT.en.phone)).toHaveAttribute("aria-invalid", "true");
    // Fixed, sent, and the answer lost on the way: the button is usable again and says what happened.
    await form.getByLabel(TEXT.en.phone).fill(unique("checkout", "832").phoneDigits);
    dropNext = true;
    await form.getByRole("button", { name: TEXT.en.place }).click();
    await expect(page.getByTestId("form-alert")).toContainText(TEXT.en.network);
    await expect(form.getByRole("button", { name: TEXT.en.place })).toBeEnabled();
    await form.getByRole("button", { name: TEXT.en.place }).click();
    await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });
});

test.describe("checkout's refusals", () => {
  test.use({ allowedConsoleErrors: /status of 409/ });

  test("a total the server no longer agrees with is refused with the new total, and the next attempt goes through (vi)", async ({
    page,
  }) => {
    await fillCart(page, "vi", 1);
    await fillPickupOrder(page, "vi", seedOf(test.info().title));
    // The page's total, changed on its way: the server's price wins and the customer sees it first (409).
    await page.route("**/api/v1/checkout", async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, expected_total_cents: 1 }) });
    });
    const refreshed = page.waitForRequest((r) => r.url().includes("/api/v1/checkout/options"));
    await checkout(page).getByRole("button", { name: TEXT.vi.place }).click();
    await expect(page.getByTestId("form-alert")).toContainText("Giá đã thay đổi");
    await expect(page.getByTestId("form-alert")).toBeFocused();
    await refreshed;
    await page.unroute("**/api/v1/checkout");
    await checkout(page).getByRole("button", { name: TEXT.vi.place }).click();
    await expect(page).toHaveURL(/\/vi\/cart\/order-success\?code=MV-/);
  });
});

test("keeps what was typed across a reload of the page, never the password (en)", async ({ page }) => {
  await fillCart(page, "en", 1);
  const form = checkout(page);
  await form.getByLabel(TEXT.en.email).fill("kept@example.com");
  await form.getByRole("radio", { name: TEXT.en.delivery }).check();
  await form.getByLabel(TEXT.en.zip).fill("77072");
  await form.getByLabel("Notes for the shop").fill("Gate code 1234");
  await form.getByLabel(TEXT.en.createAccount).check();
  await form.getByLabel(TEXT.en.password).fill(PASSWORD);
  await expect(form.getByTestId("totals-fee")).toHaveText("$4.99");
  await page.reload();
  await expect(form.getByLabel(TEXT.en.email)).toHaveValue("kept@example.com");
  await expect(form.getByRole("radio", { name: TEXT.en.delivery })).toBeChecked();
  await expect(form.getByLabel("Notes for the shop")).toHaveValue("Gate code 1234");
  // The fee follows the kept ZIP: the options are asked again for it.
  await expect(form.getByTestId("totals-fee")).toHaveText("$4.99");
  await expect(form.getByLabel(TEXT.en.password)).toHaveValue("");
  expect(await page.evaluate(() => Object.values(sessionStorage).join())).not.toContain(PASSWORD);
});

test("delivery: the fee for the ZIP, or why the shop does not deliver there (en)", async ({ page }) => {
  await fillCart(page, "en", 1);
  const form = checkout(page);
  await form.getByRole("radio", { name: TEXT.en.delivery }).check();
  // Where the shop delivers, beside the ZIP field, before any ZIP is tried.
  const area = form.getByTestId("delivery-area");
  await area.getByText("Where we deliver, and the fees").click();
  await expect(area.getByTestId("delivery-zone")).toHaveCount(2);
  await expect(area.getByTestId("delivery-zone").first()).toContainText("Delivery fee $4.99 · free when your items come to $50.00 or more");
  await expect(area.getByTestId("delivery-zone-zips").first()).toContainText("77072");
  await expect(area.getByRole("link", { name: "The delivery area on its own page" })).toHaveAttribute("href", "/delivery");
  await form.getByLabel(TEXT.en.zip).fill("77072");
  await expect(form.getByTestId("totals-fee")).toHaveText("$4.99");
  await expect(form.getByTestId("delivery-fee")).toContainText("$4.99");
  await form.getByLabel(TEXT.en.zip).fill("10001");
  await expect(form.getByLabel(TEXT.en.zip)).toHaveAccessibleDescription(new RegExp(TEXT.en.outside.replace(/[.]/g, "\\.")));
  await expect(form.getByTestId("totals-fee")).toHaveText("Depends on your ZIP code");
  // A ZIP not served opens the list at once.
  await expect(area).toHaveAttribute("open", "");
  await expect(area.getByTestId("delivery-zone").first()).toBeVisible();
});

test.describe("an account at checkout", () => {
  test.use({ allowedConsoleErrors: /status of 422/ });

  test("creates an account at the same time, and a taken e-mail is said at the e-mail (en)", async ({ page, request }) => {
    const taken = unique("checkout-taken", "832");
    const created = await request.post("/api/v1/register", {
      headers: { "Http-Accept-Language": "en_US" },
      data: { name: "Taken", email: taken.email, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
    });
    expect(created.status()).toBe(201);

    await fillCart(page, "en", 1);
    const form = checkout(page);
    await expect(form.getByTestId("account-fields")).toBeHidden();
    await form.getByLabel(TEXT.en.createAccount).check();
    await expect(form.getByTestId("account-fields")).toBeVisible();
    await fillPickupOrder(page, "en", seedOf(test.info().title), taken);
    await form.getByLabel(TEXT.en.password).fill(PASSWORD);
    await form.getByLabel(TEXT.en.confirmation).fill(PASSWORD);
    await form.getByRole("button", { name: TEXT.en.place }).click();
    await expect(form.getByLabel(TEXT.en.email)).toHaveAccessibleDescription(TEXT.en.emailTaken);
    await expect(form.getByLabel(TEXT.en.email)).toBeFocused();

    const fresh = unique("checkout-new", "832");
    await form.getByLabel(TEXT.en.email).fill(fresh.email);
    await form.getByRole("button", { name: TEXT.en.place }).click();
    await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    // Signed in as register signs in: the header shows the new customer's initial, and the next page knows it.
    await expect(page.locator("header").getByTestId("avatar-initial")).toHaveText("M");
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("auth_user") ?? "null")?.email)).toBe(fresh.email);
    await open(page, "/profile");
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test("a signed-in customer's details are filled in and the account box says why it is off (vi)", async ({ page }) => {
  const who = unique("checkout-signed", "832");
  // The browser's own request context: the session cookies the API sets are the page's.
  const created = await page.request.post("/api/v1/register", {
    headers: { "Http-Accept-Language": "vi_VN" },
    data: { name: "Lan Trần", email: who.email, phone: who.phoneDigits, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
  });
  expect(created.status()).toBe(201);
  await fillCart(page, "vi", 1);
  const form = checkout(page);
  await expect(form.getByLabel(TEXT.vi.email)).toHaveValue(who.email);
  await expect(form.getByLabel(TEXT.vi.fullName)).toHaveValue("Lan Trần");
  await expect(form.getByLabel(TEXT.vi.phone)).not.toHaveValue("");
  await expect(form.getByLabel(TEXT.vi.createAccount)).toBeDisabled();
  await expect(form.getByLabel(TEXT.vi.createAccount)).toHaveAccessibleDescription(TEXT.vi.signedIn);
});

test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of (409|422)/ });

  for (const lang of ["en", "vi"] as const) {
    test(`pays at pickup with a plain form post (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await page.goto(`${t.prefix}${PRODUCT}`);
      await page.getByTestId("add-to-cart").getByRole("button", { name: t.add }).click();
      await expect(page).toHaveURL(/\/cart\/cartList$/);
      const form = checkout(page);
      // Every day's times are in the page; the checked day's show (CSS), and the radios post as one group.
      await expect(form.getByTestId("slot").first()).toBeAttached();

      // Nothing filled in: the same messages, from the page's action, with a 422.
      const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
      await form.getByRole("button", { name: t.place }).click();
      expect((await refused).status()).toBe(422);
      await expect(form.getByLabel(t.phone)).toHaveAccessibleDescription(new RegExp(`^${t.required.phone.replace(/[.]/g, "\\.")}`));
      await expect(form.getByTestId("slot-picker")).toContainText(t.required.slot);

      const { slot } = await fillPickupOrder(page, lang, seedOf(test.info().title));
      const placed = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
      await form.getByRole("button", { name: t.place }).click();
      expect((await placed).status()).toBe(303);
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart/order-success\\?code=MV-[0-9A-Z]{12}$`));
      await expect(page.getByTestId("order-code")).toHaveText(/^MV-/);
      expect(flat(await page.getByTestId("order-slot-time").innerText())).toContain(flat(slot.time));
      expect((await page.context().cookies()).find((c) => c.name === "cart_token")).toBeUndefined();
    });
  }
});

test("nothing on the checkout is wider than a 320 px screen, before and after its messages (en, vi) @phone", async ({ page }) => {
  for (const lang of ["en", "vi"] as const) {
    await fillCart(page, lang, 1, "Chúc mừng sinh nhật bà nội");
    await page.setViewportSize({ width: 320, height: 700 });
    await checkout(page).getByRole("radio", { name: TEXT[lang].delivery }).check();
    await checkout(page).getByRole("button", { name: TEXT[lang].place }).click();
    await expect(page.getByTestId("form-alert")).toBeVisible();
    const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(reach, lang).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 412, height: 839 });
  }
});

test.describe("accessibility", () => {
  test.use({ allowedConsoleErrors: /status of 422/ });

  test("axe finds nothing serious on the checkout with its messages, nor on the order's page (en on a desktop, vi on a phone) @both", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const lang: Lang = test.info().project.name === "phone" ? "vi" : "en";
    const t = TEXT[lang];
    await fillCart(page, lang, 1);
    await checkout(page).getByRole("button", { name: t.place }).click();
    await expect(page.getByTestId("form-alert")).toHaveText(t.summary);
    await expectAccessible(page);
    await fillPickupOrder(page, lang, seedOf(`${test.info().title} ${lang}`));
    await checkout(page).getByRole("button", { name: t.place }).click();
    await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    await expect(page.getByTestId("order-code")).toBeVisible();
    await expectAccessible(page);
  });
});
