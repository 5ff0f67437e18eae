import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open } from "./support.ts";

// Coupons in the back office (/admin/promotions): a manager in Vietnamese creates a coupon, named in both
// languages, and a visitor in English applies it in the cart, which shows its English name; the manager deactivates
// it and the visitor's next apply is refused at once.

test.use({ allowedConsoleErrors: /status of 422/ });

test("a manager (vi) creates a named coupon, a visitor (en) applies it and sees its English name; deactivated, the next apply is refused", async ({
  page,
  browser,
}) => {
  const email = staffEmail("promotions");
  await createStaffFromCli({ name: "Chị Thu", role: "manager", email });
  await staffSignIn(page, "vi", email, undefined, "/admin/promotions");
  await expect(page.getByRole("heading", { name: "Khuyến mãi và mã giảm giá" })).toBeVisible();

  const code = `TET${randomUUID().slice(0, 6).toUpperCase()}`;
  await page.getByRole("link", { name: "Tạo mã giảm giá" }).click();
  const form = page.getByTestId("coupon-form");
  await form.getByLabel("Mã", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("Kiểu giảm giá").selectOption("percentage");
  await form.getByLabel("Số phần trăm hoặc số đô la được giảm").fill("101");
  await form.getByLabel("Tên (tiếng Việt)").fill("Tết sum vầy");
  await form.getByRole("button", { name: "Tạo mã giảm giá" }).click();
  await expect(form.locator("#field-value-error")).toHaveText("Mức giảm theo phần trăm phải từ 1 đến 100.");
  await expect(form.locator("#field-name_en-error")).toHaveText("Cần có tên bằng tiếng Anh: giỏ hàng hiển thị tên này cạnh mã.");
  await expect(form.getByLabel("Tên (tiếng Việt)")).toHaveValue("Tết sum vầy");
  await form.getByLabel("Tên (tiếng Anh)").fill("New Year treat");
  await form.getByLabel("Số phần trăm hoặc số đô la được giảm").fill("20");
  await form.getByRole("button", { name: "Tạo mã giảm giá" }).click();
  await expect(page).toHaveURL(/\/vi\/admin\/promotions$/);
  const card = page.locator(`[data-testid="coupon"][data-code="${code}"]`);
  await expect(card).toContainText("Giảm 20%");
  await expect(card).toContainText("Đang bật");
  await expect(card.getByTestId("coupon-name")).toHaveText("Tết sum vầy");
  await expect(card.getByTestId("name-missing")).toHaveCount(0);
  await expectAccessible(page);

  const visitor = await browser.newPage();
  await open(visitor, "/banh-mi-que");
  await visitor.getByTestId("add-to-cart").getByRole("button", { name: "Add to cart" }).click();
  await expect(visitor.getByTestId("add-outcome")).toContainText("Added");
  await open(visitor, "/cart/cartList");
  await visitor.waitForFunction(() => localStorage.getItem("cart-token") !== null);
  await visitor.getByLabel("Coupon code").fill(code.toLowerCase());
  await visitor.getByRole("button", { name: "Apply" }).click();
  await expect(visitor.getByTestId("discount")).toBeVisible();
  await expect(visitor.getByTestId("coupon")).toContainText(`Coupon ${code}: New Year treat`);
  await visitor.getByRole("button", { name: "Remove coupon" }).click();
  await expect(visitor.getByTestId("discount")).toHaveCount(0);

  await card.getByRole("button", { name: "Tắt" }).click();
  await expect(card).toContainText("Đã tắt");

  await visitor.getByLabel("Coupon code").fill(code);
  await visitor.getByRole("button", { name: "Apply" }).click();
  await expect(visitor.locator("#coupon-error")).toHaveText("This coupon code does not exist.");
  await expect(visitor.getByTestId("discount")).toHaveCount(0);
  await visitor.close();
});
