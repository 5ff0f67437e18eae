import type { Page } from "@playwright/test";
import { DEMO_CUSTOMER } from "../../server/db/seed/data/demo-customer.ts";
import { prefix, TEXT, type Locale } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";

// The profile's orders, as the seeded demo customer sees them: five past orders, one in each status.

const STATUS = {
  en: ["Unfinished", "Shipped", "Delivered", "Completed", "Canceled"],
  vi: ["Chưa hoàn thành", "Đã làm xong", "Đã giao hàng", "Hoàn thành", "Đã hủy"],
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
  test(`the demo customer's orders, each with its status, and an order's page with its inscription and history (${locale})${locale === "vi" ? " @phone" : ""}`, async ({ page }) => {
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
    await expect(order.getByTestId("order-history").locator("li")).not.toHaveCount(0);
    await expect(order.getByTestId("order-history").locator("li").last()).toContainText(STATUS[locale][3]);
    await expectAccessible(page);

    // A code that is not this customer's is a 404, whether or not it exists.
    const answer = await page.goto(`${prefix(locale)}/profile/orders/MV-000000000000`);
    expect(answer?.status()).toBe(404);
  });
}

for (const locale of ["en", "vi"] as const) {
  test(`the demo customer's used promotions (code, name, date, order, value) and notices (${locale})${locale === "vi" ? " @phone" : ""}`, async ({ page }) => {
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
