import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open } from "./support.ts";

// The site's structure in the back office: a manager in Vietnamese on a phone adds a menu item with a
// sub-item (a bad link refused beside its field first) and sees the preview of the header's split; a visitor sees it
// at once in both languages. The shop's phone changed in English shows in the footer; a redirect added takes a
// visitor to its target; deleting a category with products says why not. Each test puts back what it changed, as
// other specs read the same menu and footer.

test.use({ allowedConsoleErrors: /status of (409|422)/ });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test("a manager (vi, phone) adds a menu item with a sub-item; a visitor sees both in either language at once @phone", async ({
  page,
  browser,
}) => {
  const email = staffEmail("menu");
  await createStaffFromCli({ name: "Chị Mai", role: "manager", email });
  await staffSignIn(page, "vi", email, undefined, "/admin/menu");
  await expect(page.getByRole("heading", { name: "Menu chính", level: 1 })).toBeVisible();

  const tag = randomUUID().slice(0, 5);
  const form = page.getByTestId("menu-item-form");
  await form.getByLabel("Tiêu đề (Tiếng Anh)").fill(`Gifts ${tag}`);
  await form.getByLabel("Tiêu đề (Tiếng Việt)").fill(`Quà tặng ${tag}`);
  await form.getByLabel("Liên kết").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Thêm một mục" }).click();
  await expect(page.getByTestId("menu-item-form").locator("#field-url-error")).toContainText("https://");
  await page.getByTestId("menu-item-form").getByLabel("Liên kết").fill("/news");
  await page.getByTestId("menu-item-form").getByRole("button", { name: "Thêm một mục" }).click();
  await expect(page.getByTestId("menu-items")).toContainText(`Quà tặng ${tag}`);

  const child = page.getByTestId("menu-item-form");
  await child.getByLabel("Tiêu đề (Tiếng Anh)").fill(`Gift boxes ${tag}`);
  await child.getByLabel("Tiêu đề (Tiếng Việt)").fill(`Hộp quà ${tag}`);
  await child.getByLabel("Liên kết").fill("/contact");
  await child.getByLabel("Vị trí trong menu").selectOption({ label: `Dưới Quà tặng ${tag}` });
  await child.getByRole("button", { name: "Thêm một mục" }).click();
  await expect(page.getByRole("list", { name: `Mục con của Quà tặng ${tag}` })).toContainText(`Hộp quà ${tag}`);

  // The header has room for six items around the logo: the seventh shows in the phone's menu only, and the preview says so.
  const preview = page.getByTestId("menu-preview");
  await expect(preview.getByTestId("preview-vi-left")).toContainText("Trang chủ");
  await expect(preview.getByTestId("preview-vi-hidden")).toContainText(`Quà tặng ${tag}`);
  await expect(preview.getByTestId("preview-en-hidden")).toContainText(`Gifts ${tag}`);
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const visitor = await browser.newPage(PHONE);
  for (const [path, bar, toggle, title, sub, prefix] of [
    ["/vi", "Lối tắt", "Danh mục", `Quà tặng ${tag}`, `Hộp quà ${tag}`, "/vi"],
    ["/", "Quick links", "Menu Online", `Gifts ${tag}`, `Gift boxes ${tag}`, ""],
  ] as const) {
    await open(visitor, path);
    await visitor.getByRole("navigation", { name: bar }).getByRole("button", { name: toggle }).click();
    const dialog = visitor.getByRole("dialog", { name: toggle });
    await expect(dialog.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `${prefix}/news`);
    await expect(dialog.getByRole("link", { name: sub, exact: true })).toHaveAttribute("href", `${prefix}/contact`);
    await visitor.keyboard.press("Escape");
  }

  // Removed with its sub-item, once confirmed: gone from the visitor's next page.
  await page.getByRole("button", { name: `Xóa Quà tặng ${tag}` }).click();
  await page
    .getByRole("dialog", { name: `Xóa Quà tặng ${tag} khỏi menu?` })
    .getByRole("button", { name: `Xóa Quà tặng ${tag}` })
    .click();
  await expect(page.getByTestId("menu-items")).not.toContainText(`Quà tặng ${tag}`);
  await visitor.goto("/");
  await expect(visitor.getByText(`Gifts ${tag}`)).toHaveCount(0);
  await visitor.close();
});

test("the shop's phone changed in English shows in the footer at once, in both languages", async ({ page, browser }) => {
  const email = staffEmail("site");
  await createStaffFromCli({ name: "Anh Tuấn", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/site");
  await expect(page.getByRole("heading", { name: "Shop details and footer", level: 1 })).toBeVisible();
  const original = await page.getByTestId("site-form").getByLabel("Phone").inputValue();

  await page.getByTestId("site-form").getByLabel("Phone").fill("call us");
  await page.getByTestId("site-form").getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#field-phone-error")).toContainText("7 to 20 digits");
  await expect(page.getByTestId("site-form").getByLabel("Phone")).toHaveValue("call us");

  const visitor = await browser.newPage();
  try {
    await page.getByTestId("site-form").getByLabel("Phone").fill("(713) 555-0199");
    // The field holds the typed value before the save is done: wait for the save's own answer.
    await saveSite(page);
    await expect(page.getByTestId("site-form").getByLabel("Phone")).toHaveValue("(713) 555-0199");
    await expect(page.locator("#field-phone-error")).toHaveCount(0);
    for (const path of ["/", "/vi"]) {
      await visitor.goto(path);
      await expect(visitor.locator("footer").getByRole("link", { name: "(713) 555-0199" })).toHaveAttribute("href", "tel:+17135550199");
    }
  } finally {
    await page.getByTestId("site-form").getByLabel("Phone").fill(original);
    await saveSite(page);
    await expect(page.getByTestId("site-form").getByLabel("Phone")).toHaveValue(original);
  }
  await visitor.goto("/");
  await expect(visitor.locator("footer").getByRole("link", { name: original })).toBeVisible();
  await expectAccessible(page);
  await visitor.close();
});

test("a redirect added takes a visitor to its target, in either language; deleted, the old path is gone", async ({ page, browser }) => {
  const email = staffEmail("redirects");
  await createStaffFromCli({ name: "Chị Lan", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/redirects");
  const from = `/old-shop-${randomUUID().slice(0, 6)}`;
  const form = page.getByTestId("redirect-form");
  await form.getByLabel("Old path").fill("/products");
  await form.getByLabel("Goes to").fill("/news");
  await form.getByRole("button", { name: "Add a redirect" }).click();
  await expect(page.locator("#field-from-error")).toContainText("a path of the shop's own");
  await page.getByTestId("redirect-form").getByLabel("Old path").fill(from);
  await page.getByTestId("redirect-form").getByRole("button", { name: "Add a redirect" }).click();
  await expect(page.locator(`[data-testid="redirect"][data-from="${from}"]`)).toContainText("/news");
  await expectAccessible(page);

  const visitor = await browser.newPage();
  await visitor.goto(from);
  await expect(visitor).toHaveURL(/\/news$/);
  await visitor.goto(`/vi${from}`);
  await expect(visitor).toHaveURL(/\/vi\/news$/);

  await page.getByRole("button", { name: `Delete the redirect from ${from}` }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `Delete the redirect from ${from}` })
    .click();
  await expect(page.locator(`[data-testid="redirect"][data-from="${from}"]`)).toHaveCount(0);
  await visitor.close();
  // A fresh browser: the first one keeps the 301 it was given, as browsers do.
  const stranger = await browser.newPage();
  const gone = await stranger.goto(from);
  expect(gone?.status()).toBe(404);
  await stranger.close();
});

test("deleting a category that still has products says why not", async ({ page }) => {
  const email = staffEmail("categories");
  await createStaffFromCli({ name: "Chú Hùng", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/categories");
  const cakes = page.locator('[data-testid="category"][data-slug="cakes"]');
  await expect(cakes).toContainText("Bánh kem & bông lan");
  await cakes.getByRole("button", { name: "Delete Cakes" }).click();
  await page.getByRole("dialog", { name: "Delete the category Cakes?" }).getByRole("button", { name: "Delete Cakes" }).click();
  await expect(page.locator('[data-testid="category"][data-slug="cakes"]').getByTestId("category-refused")).toContainText(
    /Cakes still has \d+ product\(s\): move them to another category first\./,
  );
  await expect(page.locator('[data-testid="category"][data-slug="cakes"]')).toBeVisible();
  await expectAccessible(page);

  // Its form: both languages side by side; a slug another category has is refused beside the field.
  await page.getByRole("link", { name: "Edit Cakes" }).click();
  const form = page.getByTestId("category-form");
  await expect(form.getByLabel("Name (Vietnamese)")).toHaveValue("Bánh kem & bông lan");
  await form.getByLabel("Slug").fill("breads");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("#field-slug-error")).toHaveText("Another category already has the slug breads.");
  await expectAccessible(page);
});

/** Saves the shop details form and waits for the server's answer to that save. */
async function saveSite(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.includes("/admin/"));
  await page.getByTestId("site-form").getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBeLessThan(400);
}
