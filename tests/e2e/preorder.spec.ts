import type { Page } from "@playwright/test";
import { unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { ensureTetOpen } from "./campaigns.ts";
import { expectAccessible, open } from "./support.ts";

// A Tết pre-order from the product page to the order's page: the checkout offers the campaign's pickup days only
// (pickup, no delivery), says the deposit and the refund policy before paying, takes the deposit by card (the
// AcceptUI.js stand-in) or leaves it for the counter within 48 hours, and the order's page says what was paid and
// what is left. English on a desktop, Vietnamese on a phone.
//
// The seed opens the campaign from the real Tết dates; on a day of the year it is not open, this file opens it (in
// the e2e database) so the flow can be tried whatever the date.

test.beforeAll(() => ensureTetOpen());

const TEXT = {
  en: {
    prefix: "",
    add: "Add to cart",
    added: "Added to cart",
    email: /^E-mail/,
    phone: /^Phone number/,
    fullName: /^Full name/,
    address: /^Street address/,
    city: /^City/,
    state: /^State/,
    zip: /^ZIP code/,
    terms: /^Tết \d{4} pre-orders/,
    pickupOnly: "Pre-orders are picked up at the shop, on one of the campaign's pickup days.",
    deposit: /^Deposit: \$16\.80, by card now or at the counter within 48 hours\. The rest, \$\d+\.\d\d, when you pick up\.$/,
    refund: "Cancel until 7 days before your pickup day and the deposit is refunded; after that, the shop keeps it.",
    whenPickup: "Which day will you pick it up?",
    left: /^\d+ left$/,
    payCard: /^Pay the deposit now by card/,
    payCounter: /^Pay the deposit at the counter/,
    placeCard: "Pay by card and place order",
    place: "Place order",
    depositPaid: "Deposit of $16.80 paid.",
    depositDue: /^Deposit of \$16\.80 to pay at the counter by /,
    balance: /^Left to pay at pickup: \$\d+\.\d\d\.$/,
  },
  vi: {
    prefix: "/vi",
    add: "Thêm vào giỏ hàng",
    added: "Đã thêm vào giỏ hàng",
    email: /^Email/,
    phone: /^Số điện thoại/,
    fullName: /^Họ tên/,
    address: /^Địa chỉ \(số nhà/,
    city: /^Thành phố/,
    state: /^Tiểu bang/,
    zip: /^Mã ZIP/,
    terms: /^Đặt bánh Tết \d{4}/,
    pickupOnly: "Món đặt trước nhận tại tiệm, vào một trong các ngày nhận bánh của đợt.",
    deposit: /^Tiền cọc: \$16\.80, trả bằng thẻ ngay hoặc tại quầy trong vòng 48 giờ\. Số còn lại, \$\d+\.\d\d, bạn trả khi nhận bánh\.$/,
    refund: "Hủy đơn trước ngày nhận bánh 7 ngày thì được hoàn tiền cọc; sau đó tiệm giữ lại tiền cọc.",
    whenPickup: "Bạn đến lấy vào ngày nào?",
    left: /^Còn nhận \d+ phần$/,
    payCard: /^Trả tiền cọc bằng thẻ ngay/,
    payCounter: /^Trả tiền cọc tại quầy/,
    placeCard: "Thanh toán bằng thẻ và đặt hàng",
    place: "Đặt hàng",
    depositPaid: "Đã đặt cọc $16.80.",
    depositDue: /^Tiền cọc \$16\.80 cần trả tại quầy trước /,
    balance: /^Số tiền còn lại trả khi nhận bánh: \$\d+\.\d\d\.$/,
  },
} as const;
type Lang = keyof typeof TEXT;

/** Two bánh chưng ($28.00 each) in the cart, and the checkout open below it. */
async function preorderTwo(page: Page, lang: Lang) {
  const t = TEXT[lang];
  await open(page, `${t.prefix}/banh-chung`);
  const form = page.getByTestId("add-to-cart");
  await form.locator("#quantity").fill("2");
  await form.getByRole("button", { name: t.add }).click();
  await expect(page.getByTestId("add-outcome")).toContainText(t.added);
  const loaded = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/api/v1/carts");
  await open(page, `${t.prefix}/cart/cartList`);
  await loaded;
  return page.getByTestId("checkout");
}

for (const lang of ["en", "vi"] as const) {
  test(`pre-orders bánh chưng for Tết: its pickup days, the deposit by card, the balance at pickup (${lang})`, async ({ page }, info) => {
    test.skip(info.project.name !== (lang === "en" ? "desktop" : "phone"), "English on a desktop, Vietnamese on a phone");
    const t = TEXT[lang];
    const checkout = await preorderTwo(page, lang);
    const terms = checkout.getByTestId("preorder-terms");
    await expect(terms.getByRole("heading")).toHaveText(t.terms);
    await expect(terms.getByTestId("preorder-deposit")).toHaveText(t.deposit);
    await expect(terms.getByTestId("preorder-refund")).toHaveText(t.refund);
    await expect(checkout.getByTestId("choose-delivery")).toHaveCount(0);
    await expect(checkout.getByTestId("checkout-fulfilment")).toContainText(t.pickupOnly);
    const picker = checkout.getByTestId("slot-picker");
    await expect(picker.locator("legend").first()).toHaveText(t.whenPickup);
    await expect(page.getByTestId("totals-deposit")).toHaveText("$16.80");
    await expectAccessible(page);

    const who = unique(`preorder-${lang}`, "713");
    await checkout.getByLabel(t.email).fill(who.email);
    await checkout.getByLabel(t.phone).fill(who.phoneDigits);
    await checkout.getByLabel(t.fullName).fill("Mai Nguyễn");
    await picker.getByTestId("slot-days").locator("li").nth(1).locator("label").click();
    const slot = picker.locator("[data-slots-day]:visible").getByTestId("slot").first();
    await expect(slot.getByTestId("slot-remaining")).toHaveText(t.left);
    await slot.click();
    await checkout.getByRole("radio", { name: t.payCard }).check();
    await checkout.getByLabel(t.address).fill("9600 Bellaire Blvd");
    await checkout.getByLabel(t.city).fill("Houston");
    await checkout.getByLabel(t.state).fill("TX");
    await checkout.getByLabel(t.zip).fill("77036");
    await expect(checkout.locator("button.AcceptUI")).toHaveAttribute("data-acceptUIFormBtnTxt", /\$16\.80/);
    await checkout.getByRole("button", { name: t.placeCard }).click();

    await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    const preorder = page.getByTestId("order-preorder");
    await expect(preorder.getByTestId("order-deposit")).toHaveText(t.depositPaid);
    await expect(preorder.getByTestId("order-balance")).toHaveText(t.balance);
    await expect(page.getByTestId("totals-deposit")).toHaveText("$16.80");
    await expectAccessible(page);
  });

  test(`leaves the deposit for the counter within 48 hours (${lang})`, async ({ page }, info) => {
    test.skip(info.project.name !== (lang === "en" ? "phone" : "desktop"), "English on a phone, Vietnamese on a desktop");
    const t = TEXT[lang];
    const checkout = await preorderTwo(page, lang);
    const who = unique(`preorder-counter-${lang}`, "713");
    await checkout.getByLabel(t.email).fill(who.email);
    await checkout.getByLabel(t.phone).fill(who.phoneDigits);
    await checkout.getByTestId("slot-picker").getByTestId("slot-days").locator("li").nth(2).locator("label").click();
    await checkout.getByTestId("slot-picker").locator("[data-slots-day]:visible").getByTestId("slot").first().click();
    await checkout.getByRole("radio", { name: t.payCounter }).check();
    await checkout.getByRole("button", { name: t.place }).click();
    await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
    await expect(page.getByTestId("order-deposit")).toHaveText(t.depositDue);
    await expect(page.getByTestId("order-balance")).toHaveText(t.balance);
  });
}

test("at the counter on the kitchen's tablet: the deposit recorded, then collected and paid in full @desktop", async ({
  page,
  browser,
}) => {
  test.skip(test.info().project.name !== "desktop", "the tablet is one screen");
  const checkout = await preorderTwo(page, "en");
  const who = unique("preorder-counter-staff", "713");
  await checkout.getByLabel(TEXT.en.email).fill(who.email);
  await checkout.getByLabel(TEXT.en.phone).fill(who.phoneDigits);
  await checkout.getByLabel(TEXT.en.fullName).fill("Lan Counter");
  await checkout.getByTestId("slot-picker").getByTestId("slot-days").locator("li").nth(3).locator("label").click();
  const slot = checkout.getByTestId("slot-picker").locator("[data-slots-day]:visible").getByTestId("slot").first();
  await slot.click();
  const date = (await slot.getByRole("radio").getAttribute("value"))!.slice(0, 10);
  await checkout.getByRole("radio", { name: TEXT.en.payCounter }).check();
  await checkout.getByRole("button", { name: TEXT.en.place }).click();
  await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-/);
  const code = new URL(page.url()).searchParams.get("code")!;

  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  const staff = await tablet.newPage();
  const email = staffEmail("counter");
  await createStaffFromCli({ name: "Chị Ngọc", role: "kitchen", email });
  await staffSignIn(staff, "en", email, undefined, "/admin/campaigns");
  await staff.locator('[data-testid="campaign"][data-slug="tet"]').getByRole("link", { name: "Pickup list" }).click();
  await staff
    .getByTestId("pickups-days")
    .getByRole("link", { name: new RegExp(`${Number(date.slice(8))}, ${date.slice(0, 4)}$`) })
    .click();
  const card = staff.locator(`[data-testid="pickup"][data-code="${code}"]`);
  await card.getByRole("button", { name: "Record deposit $16.80" }).click();
  await expect(staff.getByTestId("form-alert")).toBeVisible();
  await expect(card.getByRole("button", { name: /^Record deposit/ })).toHaveCount(0);
  await card.getByRole("button", { name: "Collected, paid in full" }).click();
  const dialog = staff.getByRole("dialog", { name: `Order ${code} collected and paid in full?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /^Collected, \$\d+\.\d\d paid$/ }).click();
  await expect(staff.getByTestId("form-alert")).toContainText(`Order ${code} collected and paid in full.`);
  await expect(card).toHaveAttribute("data-collected", "1");
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  await tablet.close();

  // The customer's page says so.
  await page.reload();
  await expect(page.getByTestId("order-deposit")).toHaveText(TEXT.en.depositPaid);
  await expect(page.getByTestId("order-preorder")).toContainText("Collected and paid in full.");
});
