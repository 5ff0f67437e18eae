import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "../../server/db/seed/data/demo-customer.ts";
import { prefix, TEXT, type Locale } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";

// The profile's orders, as the seeded demo customer sees them: five past orders, one in each status, each said in
// the words of its pickup or delivery (Unfinished and Canceled are pickups, Shipped and Delivered deliveries).

const STATUS = {
  en: ["Preparing", "Out for delivery", "Delivered", "Completed", "Canceled"],
  vi: ["Đang chuẩn bị", "Đang giao", "Đã giao cho bạn", "Hoàn tất", "Đã hủy"],
} as const;

async function logInAsDemo(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await open(page, `${prefix(locale)}/login?redirectTo=${encodeURIComponent(`${prefix(locale)}/profile/orders`)}`);
  await page.getByLabel(t.identifier).fill(DEMO_CUSTOMER.email);
  await page.getByLabel(t.password, { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole("button", { name: t.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/orders$`));
}

for (const locale of ["en", "vi"] as const) {
  test(`the demo customer's orders, each with its status, and an order's page with its inscription and history (${locale})${locale === "vi" ? " @phone" : ""}`, async ({
    page,
  }) => {
    await logInAsDemo(page, locale);
    const orders = page.getByTestId("profile-order");
    // Five past orders, one in each status, and two coming ones still unfinished (server/db/seed/data/).
    await expect(orders).toHaveCount(7);
    const statuses = await page.getByTestId("profile-order-status").allInnerTexts();
    expect([...statuses].sort()).toEqual([...STATUS[locale], STATUS[locale][0], STATUS[locale][0]].sort());

    // The completed order is the one with the birthday cake and its inscription.
    const completed = orders.filter({ has: page.getByTestId("profile-order-status").getByText(STATUS[locale][3], { exact: true }) });
    await completed.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/orders/MV-[0-9A-Z]{12}$`));
    const order = page.getByTestId("profile-order-page");
    await expect(order.getByTestId("order-status")).toHaveText(STATUS[locale][3]);
    await expect(order.getByTestId("order-line-note").filter({ hasText: "Chúc mừng sinh nhật Bà" })).toBeVisible();
    // The order was placed in Vietnamese; each line is named in the page's language.
    const puffs = { en: "Cream Puffs (Bánh Su Kem), box of 6", vi: "Bánh su kem (hộp 6 cái)" };
    await expect(order.getByTestId("order-lines")).toContainText(puffs[locale]);
    await expect(order.getByTestId("order-lines")).not.toContainText(puffs[locale === "en" ? "vi" : "en"]);
    // The pickup's history in its words: it was received, then ready, then picked up.
    await expect(order.getByTestId("order-history").locator("li").first()).toContainText(
      locale === "en" ? "Order received" : "Tiệm đã nhận đơn hàng",
    );
    await expect(order.getByTestId("order-history")).toContainText(locale === "en" ? "Ready for pickup" : "Đã làm xong, mời bạn đến lấy");
    await expect(order.getByTestId("order-history")).toContainText(locale === "en" ? "Picked up" : "Bạn đã nhận bánh");
    await expect(order.getByTestId("order-history").locator("li")).not.toHaveCount(0);
    await expect(order.getByTestId("order-history").locator("li").last()).toContainText(STATUS[locale][3]);
    await expectAccessible(page);

    // A code that is not this customer's is a 404, whether or not it exists.
    const answer = await page.goto(`${prefix(locale)}/profile/orders/MV-000000000000`);
    expect(answer?.status()).toBe(404);
  });
}

for (const locale of ["en", "vi"] as const) {
  test(`the demo customer's used promotions (code, name, date, order, value) and notices (${locale})${locale === "vi" ? " @phone" : ""}`, async ({
    page,
  }) => {
    await logInAsDemo(page, locale);
    await page.getByRole("link", { name: locale === "en" ? "Promotions used" : "Khuyến mãi đã dùng" }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/promotions$`));
    const used = page.getByTestId("used-promotion");
    await expect(used).toHaveCount(1);
    await expect(used).toContainText("BANHMI10");
    await expect(used).toContainText("−");
    await used.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/orders/MV-[0-9A-Z]{12}$`));
    await expect(page.getByTestId("order-status")).toHaveText(STATUS[locale][2]);
    await expectAccessible(page);

    // The seed's notices of those orders: read ones and, for each order's latest move, unread ones (not marked here:
    // other tests sign in as the demo customer too).
    await page.goto(`${prefix(locale)}/profile/notice`);
    await expect(page.getByTestId("notice").first()).toBeVisible();
    expect(await page.getByTestId("notice").count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId("notice-unread").first()).toBeVisible();
  });
}
