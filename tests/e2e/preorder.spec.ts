import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { E2E_DIR, expectAccessible, open } from "./support.ts";

// A Tết pre-order from the product page to the order's page: the checkout offers the campaign's pickup days only
// (pickup, no delivery), says the deposit and the refund policy before paying, takes the deposit by card (the
// AcceptUI.js stand-in) or leaves it for the counter within 48 hours, and the order's page says what was paid and
// what is left. English on a desktop, Vietnamese on a phone.
//
// The seed opens the campaign from the real Tết dates; on a day of the year it is not open, this file opens it (in
// the e2e database) so the flow can be tried whatever the date.

test.beforeAll(() => {
  const db = new Database(`${E2E_DIR}/bakery.sqlite`);
  db.pragma("busy_timeout = 5000");
  try {
    const now = Date.now();
    const tet = db.prepare("SELECT id, opens_at, closes_at FROM campaigns WHERE slug = 'tet'").get() as {
      id: number;
      opens_at: string;
      closes_at: string;
    };
    const firstDay = db.prepare("SELECT min(date) AS date FROM campaign_pickup_days WHERE campaign_id = ?").get(tet.id) as { date: string };
    const open =
      Date.parse(tet.opens_at) <= now && now < Date.parse(tet.closes_at) && Date.parse(`${firstDay.date}T12:00:00Z`) > now + 86_400_000;
    if (open) return;
    db.prepare("UPDATE campaigns SET opens_at = ?, closes_at = ? WHERE id = ?").run(
      new Date(now - 86_400_000).toISOString(),
      new Date(now + 60 * 86_400_000).toISOString(),
      tet.id,
    );
    const days = db.prepare("SELECT id FROM campaign_pickup_days WHERE campaign_id = ? ORDER BY date").all(tet.id) as { id: number }[];
    days.forEach((d, i) =>
      db.prepare("UPDATE campaign_pickup_days SET date = ? WHERE id = ?").run(`2199-01-${String(i + 1).padStart(2, "0")}`, d.id),
    );
    days.forEach((d, i) =>
      db
        .prepare("UPDATE campaign_pickup_days SET date = ? WHERE id = ?")
        .run(new Date(now + (20 + i) * 86_400_000).toISOString().slice(0, 10), d.id),
    );
  } finally {
    db.close();
  }
});

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
