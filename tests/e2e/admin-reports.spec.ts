import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open } from "./support.ts";

// Reports and attribution as the owner meets them: a visitor comes from a Facebook post (its utm and referrer), orders
// through the storefront, and the back office's order says where they came from; the reports page shows the sales by
// day and by channel as a chart and a table, in both languages, on a phone and a desktop, with the CSV; a refused
// range is said beside the form without JavaScript.

async function fitsWidth(page: Page, width: number) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(width);
}

test("a visitor from a Facebook post orders; the owner sees where they came from and the sale in the channels report", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // an order through the storefront, a staff sign-in, several pages
  await page.goto("/banh-mi-dac-biet?utm_source=facebook&utm_medium=social&utm_campaign=banh-mi-e2e", {
    referer: "https://l.facebook.com/",
  });
  const form = page.getByTestId("add-to-cart");
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("add-outcome")).toContainText("Added to cart");
  // Another page before the checkout: the first visit stays the one that counts.
  await open(page, "/news");
  await open(page, "/cart/cartList");
  const checkout = page.getByTestId("checkout");
  const who = unique("reports", "832");
  await checkout.getByLabel(/^E-mail/).fill(who.email);
  await checkout.getByLabel(/^Phone number/).fill(who.phoneDigits);
  await checkout.getByLabel(/^Full name/).fill("Mai Nguyễn");
  await page.getByTestId("slot-days").locator("li").nth(1).locator("label").click();
  await page.locator("[data-slots-day]:visible").locator('[data-testid="slot"]:not([data-full])').first().click();
  await checkout.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/cart\/order-success\?code=MV-[0-9A-Z]{12}$/);
  const code = new URL(page.url()).searchParams.get("code")!;

  // The staff member on another device: a browser of their own.
  const tablet = await browser.newContext({ baseURL });
  const staff = await tablet.newPage();
  const email = staffEmail("reports-owner");
  await createStaffFromCli({ email, name: "Mai Trần", role: "owner" });
  await staffSignIn(staff, "en", email, undefined, `/admin/orders/${code}`);
  const attribution = staff.getByTestId("admin-order-attribution");
  await expect(attribution.locator("dl")).toHaveAttribute("data-channel", "facebook");
  await expect(attribution).toContainText("facebook / social / banh-mi-e2e");
  await expect(attribution).toContainText("https://l.facebook.com/");

  await staff.goto("/admin/reports?by=channel");
  await expect(staff.getByTestId("report-view")).toHaveAttribute("data-by", "channel");
  await expect(staff.getByTestId("report-row").filter({ hasText: "Facebook" })).toBeVisible();
  const facebook = staff.getByTestId("report-bar").and(staff.locator('[data-key="facebook"]'));
  expect(Number(await facebook.getAttribute("data-cents"))).toBeGreaterThan(0);
  await expectAccessible(staff);
  await tablet.close();
});

for (const lang of ["en", "vi"] as const) {
  const t =
    lang === "en"
      ? {
          prefix: "",
          title: "Sales reports",
          products: "Products",
          last30: "Last 30 days",
          csv: "Download CSV",
          net: "Net sales",
          total: "Total",
        }
      : {
          prefix: "/vi",
          title: "Báo cáo doanh thu",
          products: "Sản phẩm",
          last30: "30 ngày qua",
          csv: "Tải tệp CSV",
          net: "Doanh thu thuần",
          total: "Tổng",
        };

  test(`the reports page: a chart and its table by day and by product, a quick range, the CSV (${lang}) @both`, async ({ page }) => {
    test.slow(); // a staff sign-in and three pages
    const email = staffEmail(`reports-${lang}`);
    await createStaffFromCli({ email, name: "Chị Lan", role: "manager" });
    await staffSignIn(page, lang, email, undefined, "/admin/reports");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByTestId("report-net")).toContainText(t.net);
    await expect(page.getByTestId("report-chart")).toHaveAttribute("data-kind", "columns");
    await expect(page.getByTestId("report-bar")).toHaveCount(7);
    await expect(page.getByTestId("report-row")).toHaveCount(7);
    await expect(page.getByTestId("report-total").locator("th")).toHaveText(t.total);
    const width = page.viewportSize()!.width;
    await fitsWidth(page, width);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`reports-day-${lang}-${width}.png`), fullPage: true });

    await page.getByTestId("report-views").getByRole("link", { name: t.products, exact: true }).click();
    await expect(page).toHaveURL(/by=product/);
    await page.getByRole("link", { name: t.last30 }).click();
    await expect(page).toHaveURL(/by=product/);
    await expect(page.getByTestId("report-chart")).toHaveAttribute("data-kind", "bars");
    expect(await page.getByTestId("report-row").count()).toBeGreaterThan(1);
    await fitsWidth(page, width);
    await page.screenshot({ path: test.info().outputPath(`reports-product-${lang}-${width}.png`), fullPage: true });

    const download = page.waitForEvent("download");
    await page.getByTestId("report-csv").click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d-by-product\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toContain(lang === "en" ? "Net sales ($)" : "Doanh thu thuần ($)");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 422/ });

  test("a reversed range is refused beside the form, in Vietnamese, what was typed kept @both", async ({ page }) => {
    const email = staffEmail("reports-nojs");
    await createStaffFromCli({ email, name: "Chị Lan", role: "owner" });
    await page.goto("/vi/admin/reports");
    await expect(page).toHaveURL(/\/vi\/admin\/login/);
    const login = page.getByTestId("admin-login-form");
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Mật khẩu", { exact: true }).fill("Lò-Bánh-Mì-Nóng-2026");
    await login.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL(/\/vi\/admin\/reports$/);
    await page.getByTestId("report-from").fill("2026-11-20");
    await page.getByTestId("report-to").fill("2026-11-01");
    const answer = page.waitForResponse((r) => r.url().includes("/vi/admin/reports?"));
    await page.getByTestId("report-show").click();
    expect((await answer).status()).toBe(422);
    await expect(page.getByRole("alert")).toContainText("Ngày bắt đầu đang sau ngày kết thúc.");
    await expect(page.getByTestId("report-from")).toHaveValue("2026-11-20");
    await expect(page.getByTestId("report-to")).toHaveValue("2026-11-01");
  });
});
