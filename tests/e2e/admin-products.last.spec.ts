import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, STAFF_PASSWORD, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open } from "./support.ts";

// Products in the back office (/admin/products): a manager in Vietnamese on a phone creates a product with
// both translations (a bad price and a taken slug refused beside their fields first), publishes it, and a visitor finds
// it in English and Vietnamese; the English form on a desktop, both languages side by side.

test.use({ allowedConsoleErrors: /status of 422/ });

async function fitsWidth(page: Page, width: number) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(width);
}

test.describe("on a phone, in Vietnamese", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a manager creates a product with both translations and publishes it; a visitor finds it in English and Vietnamese", async ({
    page,
    browser,
  }, testInfo) => {
    const email = staffEmail("products");
    await createStaffFromCli({ name: "Chị Mai", role: "manager", email });
    await staffSignIn(page, "vi", email, undefined, "/admin/products");
    await expect(page.getByRole("heading", { name: "Sản phẩm", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Sản phẩm" })).toBeVisible();
    await fitsWidth(page, 390);

    const t = randomUUID().slice(0, 6);
    const nameVi = `Bánh mì gà sả ${t}`;
    const nameEn = `Lemongrass Chicken Bánh Mì ${t}`;
    const slug = `banh-mi-ga-sa-${t}`;
    await page.getByTestId("new-product").click();
    await expect(page).toHaveURL(/\/vi\/admin\/products\/new$/);
    const form = page.getByTestId("product-form");
    const vi = form.getByTestId("product-lang-vi");
    const en = form.getByTestId("product-lang-en");
    await vi.getByLabel("Tên").fill(nameVi);
    await vi.getByLabel("Tóm tắt").fill("Gà nướng sả, đồ chua và rau thơm trong ổ bánh mì giòn.");
    await vi.getByLabel("Mô tả").fill("Gà ướp sả qua đêm.\nNướng mỗi sáng.");
    await en.getByLabel("Tên").fill(nameEn);
    await en.getByLabel("Tóm tắt").fill("Lemongrass grilled chicken, pickles and herbs in a crisp baguette.");
    await en.getByLabel("Mô tả").fill("Marinated overnight in lemongrass.\nGrilled every morning.");
    await form.getByLabel("Đường dẫn (slug)").fill("banh-mi-dac-biet");
    await form.getByLabel("Mã SKU").fill(`bm-${t}`);
    await form.getByLabel("Danh mục").selectOption({ label: "Bánh mì kẹp" });
    await form.getByLabel("Giá (USD)").fill("-1");
    await form.getByLabel("Lúa mì").check();
    await form.getByLabel("Đăng bán ngay (cần đủ tên hai thứ tiếng)").check();
    await form.getByRole("button", { name: "Tạo sản phẩm" }).click();
    await expect(form.locator("#field-price-error")).toHaveText("Giá phải lớn hơn $0.00 và tối đa $10,000.00.");
    await expect(form.getByLabel("Giá (USD)")).toHaveAttribute("aria-invalid", "true");
    // What was typed stays.
    await expect(vi.getByLabel("Tên")).toHaveValue(nameVi);
    await expect(form.getByLabel("Lúa mì")).toBeChecked();

    await form.getByLabel("Giá (USD)").fill("8.25");
    await form.getByRole("button", { name: "Tạo sản phẩm" }).click();
    await expect(form.locator("#field-slug-error")).toHaveText(
      "Đường dẫn banh-mi-dac-biet đã được một sản phẩm, bài viết hoặc trang khác dùng.",
    );
    await expect(form.locator("#field-price-error")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("product-form-errors-vi-390.png"), fullPage: true });
    await fitsWidth(page, 390);

    await form.getByLabel("Đường dẫn (slug)").fill(slug);
    await form.getByRole("button", { name: "Tạo sản phẩm" }).click();
    await expect(page).toHaveURL(/\/vi\/admin\/products\/\d+\?saved=created$/);
    await expect(page.getByTestId("form-alert")).toHaveText("Đã tạo sản phẩm.");
    await expect(page.getByTestId("product-status")).toHaveText("Đang bán");
    await expect(page.getByTestId("product-photos")).toHaveText("Ảnh · 0");
    await expectAccessible(page);
    await fitsWidth(page, 390);
    await page.screenshot({ path: testInfo.outputPath("product-created-vi-390.png"), fullPage: true });

    // The list finds it by a piece of the name without accents.
    await open(page, `/vi/admin/products?q=${encodeURIComponent(`ga sa ${t}`)}`);
    const row = page.getByTestId("admin-product-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(nameVi);
    await expect(row.getByTestId("product-status")).toHaveText("Đang bán");
    await expectAccessible(page);
    await fitsWidth(page, 390);
    await page.screenshot({ path: testInfo.outputPath("product-list-vi-390.png"), fullPage: true });

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await open(visitor, `/search?q=${encodeURIComponent(`lemongrass ${t}`)}`);
    await expect(visitor.getByRole("link", { name: nameEn }).first()).toBeVisible();
    await open(visitor, `/${slug}`);
    await expect(visitor.getByRole("heading", { name: nameEn, level: 1 })).toBeVisible();
    await expect(visitor.getByTestId("product-description")).toContainText("Grilled every morning.");
    await visitor.screenshot({ path: testInfo.outputPath("visitor-product-en-390.png"), fullPage: true });
    await open(visitor, `/vi/search?q=${encodeURIComponent(`banh mi ga sa ${t}`)}`);
    await expect(visitor.getByRole("link", { name: nameVi }).first()).toBeVisible();
    await open(visitor, `/vi/${slug}`);
    await expect(visitor.getByRole("heading", { name: nameVi, level: 1 })).toBeVisible();
    await expect(visitor.getByText("$8.25").first()).toBeVisible();

    // Unpublished, the visitor's page is gone at once.
    await page.getByRole("link", { name: `Mở ${nameVi}` }).click();
    await page.getByTestId("product-status-toggle").click();
    await expect(page.getByTestId("form-alert")).toHaveText("Đã ngừng bán: sản phẩm không còn trên trang web.");
    const gone = await visitor.goto(`/vi/${slug}`);
    expect(gone?.status()).toBe(404);
    await visitor.close();
  });
});

test.describe("on a desktop, in English", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the form shows English and Vietnamese side by side and flags the missing translation", async ({ page }, testInfo) => {
    const email = staffEmail("products-en");
    await createStaffFromCli({ name: "Anh Khoa", role: "manager", email });
    await staffSignIn(page, "en", email, undefined, "/admin/products/new");
    const form = page.getByTestId("product-form");
    const en = form.getByTestId("product-lang-en");
    const vi = form.getByTestId("product-lang-vi");
    const [left, right] = [await en.boundingBox(), await vi.boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);

    const t = randomUUID().slice(0, 6);
    await en.getByLabel("Name").fill(`Pandan Waffle ${t}`);
    await en.getByLabel("Summary").fill("Crisp outside, chewy inside.");
    await form.getByLabel("Slug (web address)").fill(`pandan-waffle-${t}`);
    await form.getByLabel("SKU").fill(`pw-${t}`);
    await form.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await form.getByLabel("Price (USD)").fill("abc");
    await form.getByRole("button", { name: "Create product" }).click();
    await expect(form.locator("#field-price-error")).toHaveText("The price must be an amount above $0.00 and at most $10,000.00.");
    await form.getByLabel("Price (USD)").fill("4.50");
    await form.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?saved=created$/);
    await expect(page.getByTestId("product-lang-vi").getByTestId("product-missing")).toHaveText("Missing Vietnamese");
    await expect(page.getByTestId("product-status")).toHaveText("Draft");
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("product-form-en-desktop.png"), fullPage: true });

    // Publishing needs the Vietnamese name: refused with why.
    await page.getByTestId("product-status-toggle").click();
    await expect(page.getByTestId("form-alert")).toHaveText(
      "A published product needs its Vietnamese name: add it, or unpublish the product first.",
    );

    await open(page, `/admin/products?q=pw-${t}`);
    await expect(page.getByTestId("admin-product-row").getByTestId("product-missing")).toHaveText("Missing Vietnamese");
    await page.screenshot({ path: testInfo.outputPath("product-list-en-desktop.png"), fullPage: true });
  });
});

test.describe("on a tablet, without JavaScript", () => {
  test.use({ viewport: { width: 820, height: 1180 }, javaScriptEnabled: false });

  test("the form is a plain post: a product is created and edited, a stale save is refused with the product as it is now", async ({
    page,
  }) => {
    const email = staffEmail("products-nojs");
    await createStaffFromCli({ name: "Cô Lan", role: "manager", email });
    // The sign-in form is a plain post too.
    await page.goto("/admin/products/new");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
    const login = page.getByTestId("admin-login-form");
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await login.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    const t = randomUUID().slice(0, 6);
    const form = page.getByTestId("product-form");
    await form.getByTestId("product-lang-en").getByLabel("Name").fill(`Sesame Ball ${t}`);
    await form.getByTestId("product-lang-vi").getByLabel("Name").fill(`Bánh cam ${t}`);
    await form.getByLabel("Slug (web address)").fill(`banh-cam-${t}`);
    await form.getByLabel("SKU").fill(`bc-${t}`);
    await form.getByLabel("Category", { exact: true }).selectOption({ index: 2 });
    await form.getByLabel("Price (USD)").fill("2");
    await form.getByLabel("Sesame").check();
    await form.getByRole("button", { name: "Create product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?saved=created$/);
    await fitsWidth(page, 820);
    const url = page.url();

    // Two tabs on the same version: the second save is refused, and the page shows the first one's price.
    const other = await page.context().newPage();
    await other.goto(url);
    await page.getByLabel("Price (USD)").fill("2.25");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("form-alert")).toHaveText("Saved. The shop shows it now.");
    await other.getByLabel("Price (USD)").fill("3");
    await other.getByRole("button", { name: "Save" }).click();
    await expect(other.getByTestId("form-alert")).toHaveText(
      "Someone else changed this product meanwhile. Here it is as it is now: check it and save again.",
    );
    await expect(other.getByLabel("Price (USD)")).toHaveValue("2.25");
    await other.close();
  });
});
