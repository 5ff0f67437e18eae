import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible } from "./support.ts";

// Add-on groups in the back office (/admin/modifier-groups): a manager creates "Bánh mì extras" with two add-ons (a
// missing Vietnamese label refused beside its row first), finds it in the list with its rule in words and edits it;
// in Vietnamese on a phone, a box of six with a total, then deleted after the question; and the whole round without
// JavaScript, the question asked on the page.

test.use({ allowedConsoleErrors: /status of 422/ });

const row = (form: Locator, n: number) => form.getByTestId("modifier-choice").nth(n);

async function fitsWidth(page: Page, width: number) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(width);
}

test("a manager creates an add-on group with two add-ons, finds it in the list and edits it, keeping its add-ons", async ({ page }) => {
  const email = staffEmail("groups");
  await createStaffFromCli({ name: "Chị Mai", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/modifier-groups");
  await expect(page.getByRole("heading", { name: "Add-on groups", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Add-on groups" })).toBeVisible();

  const name = `Bánh mì extras ${randomUUID().slice(0, 6)}`;
  await page.getByRole("link", { name: "New add-on group" }).click();
  await expect(page).toHaveURL(/\/admin\/modifier-groups\/new$/);
  const form = page.getByTestId("modifier-group-form");
  await form.getByLabel("Name (English)").fill(name);
  await form.getByLabel("Name (Vietnamese)").fill("Thêm cho bánh mì");
  await form.getByLabel("Most add-ons").fill("1");
  await row(form, 0).getByLabel("Label (English)").fill("Pâté");
  await row(form, 0).getByLabel("Label (Vietnamese)").fill("Pa tê");
  await row(form, 0).getByLabel("Price added ($)").fill("1");
  await row(form, 1).getByLabel("Label (English)").fill("Fried egg");
  await row(form, 1).getByLabel("Price added ($)").fill("1.50");
  await row(form, 1).getByText("Allergens").click();
  await row(form, 1).getByLabel("Egg").check();
  await form.getByRole("button", { name: "Create add-on group" }).click();
  await expect(form.getByTestId("form-alert")).toHaveText("Please check the highlighted fields.");
  await expect(form.locator('[id="field-choices.1.label_vi-error"]')).toHaveText("Give each add-on a label in English and in Vietnamese.");
  await expect(row(form, 1).getByLabel("Label (Vietnamese)")).toHaveAttribute("aria-invalid", "true");
  // What was typed stays.
  await expect(row(form, 1).getByLabel("Label (English)")).toHaveValue("Fried egg");
  await expect(row(form, 1).getByLabel("Egg")).toBeChecked();
  await expect(form.getByLabel("Name (English)")).toHaveValue(name);

  await row(form, 1).getByLabel("Label (Vietnamese)").fill("Trứng ốp la");
  await form.getByRole("button", { name: "Create add-on group" }).click();
  await expect(page).toHaveURL(/\/admin\/modifier-groups\/\d+\?saved=created$/);
  await expect(page.getByTestId("form-alert")).toHaveText("Add-on group created.");
  await expect(page.getByRole("heading", { name: `Add-on group ${name}`, level: 1 })).toBeVisible();
  // Two add-ons and three empty rows for more.
  await expect(form.getByTestId("modifier-choice")).toHaveCount(5);
  await expect(row(form, 1).getByLabel("Price added ($)")).toHaveValue("1.50");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Back to add-on groups" }).click();
  const card = page.getByTestId("modifier-group").filter({ hasText: name });
  await expect(card.getByTestId("modifier-group-rule")).toHaveText("Choose up to 1");
  await expect(card.getByTestId("modifier-group-choices")).toHaveText("2 add-ons");
  await expect(card.getByTestId("modifier-group-products")).toHaveText("Not offered by any product yet");

  await card.getByRole("link", { name }).click();
  await form.getByLabel("Most add-ons").fill("2");
  await row(form, 0).getByLabel("Price added ($)").fill("1.25");
  await row(form, 2).getByLabel("Label (English)").fill("No cilantro");
  await row(form, 2).getByLabel("Label (Vietnamese)").fill("Không ngò");
  await form.getByRole("button", { name: "Save add-on group" }).click();
  await expect(page).toHaveURL(/\?saved=updated$/);
  await expect(page.getByTestId("form-alert")).toHaveText("Add-on group saved.");
  await expect(page.getByTestId("modifier-group-rule")).toHaveText("Choose up to 2");
  await expect(row(form, 0).getByLabel("Price added ($)")).toHaveValue("1.25");
  await expect(row(form, 2).getByLabel("Label (English)")).toHaveValue("No cilantro");
  await expect(form.getByTestId("modifier-choice")).toHaveCount(6);
});

test("in Vietnamese on a phone: a box of six with a total, shown in words in the list, then deleted after the question @phone", async ({
  page,
}) => {
  const email = staffEmail("groups-vi");
  await createStaffFromCli({ name: "Chị Thu", role: "manager", email });
  await staffSignIn(page, "vi", email, undefined, "/admin/modifier-groups/new");
  await fitsWidth(page, page.viewportSize()!.width);
  const name = `Hộp 6 bánh bao ${randomUUID().slice(0, 6)}`;
  const form = page.getByTestId("modifier-group-form");
  await form.getByLabel("Tên (tiếng Anh)").fill(`Box of 6 ${name.slice(-6)}`);
  await form.getByLabel("Tên (tiếng Việt)").fill(name);
  await form.getByLabel("Ít nhất bao nhiêu món").fill("1");
  await form.getByLabel("Nhiều nhất bao nhiêu món").fill("2");
  await form.getByLabel("Mỗi món lấy tối đa").fill("6");
  await form.getByLabel("Tổng số").fill("13");
  for (const [n, en, vi] of [
    [0, "Pork & egg", "Thịt trứng"],
    [1, "Mushroom", "Chay nấm"],
  ] as const) {
    await row(form, n).getByLabel("Tên món (tiếng Anh)").fill(en);
    await row(form, n).getByLabel("Tên món (tiếng Việt)").fill(vi);
  }
  await form.getByRole("button", { name: "Tạo nhóm món thêm" }).click();
  await expect(form.locator("#field-total-error")).toHaveText("Với các giới hạn này thì không thể đạt được tổng đó.");
  await expect(form.getByLabel("Tổng số")).toHaveValue("13");
  await form.getByLabel("Tổng số").fill("6");
  await form.getByRole("button", { name: "Tạo nhóm món thêm" }).click();
  await expect(page).toHaveURL(/\/vi\/admin\/modifier-groups\/\d+\?saved=created$/);
  await expect(page.getByTestId("form-alert")).toHaveText("Đã tạo nhóm món thêm.");
  await fitsWidth(page, page.viewportSize()!.width);

  await page.getByRole("link", { name: "Quay lại danh sách nhóm món thêm" }).click();
  const card = page.getByTestId("modifier-group").filter({ hasText: name });
  await expect(card.getByTestId("modifier-group-rule")).toHaveText("Tổng cộng chọn đúng 6 · mỗi món tối đa 6");
  await expect(card.getByTestId("modifier-group-choices")).toHaveText("2 món thêm");

  await card.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Xóa nhóm món thêm này" }).click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog.getByRole("heading")).toHaveText(`Xóa nhóm món thêm ${name}?`);
  await expect(dialog).toContainText("Chưa sản phẩm nào có nhóm này.");
  await dialog.getByRole("button", { name: `Xóa ${name}` }).click();
  await expect(page).toHaveURL(/\/vi\/admin\/modifier-groups\?saved=deleted$/);
  await expect(page.getByTestId("form-alert")).toHaveText("Đã xóa nhóm món thêm.");
  await expect(page.getByTestId("modifier-group").filter({ hasText: name })).toHaveCount(0);
});

test("without JavaScript: created, refused beside its field, edited, and deleted after the question on the page", async ({
  page,
  browser,
}) => {
  const email = staffEmail("groups-nojs");
  await createStaffFromCli({ name: "Anh Tuấn", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/modifier-groups");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto("/admin/modifier-groups/new");
  const name = `Leave out ${randomUUID().slice(0, 6)}`;
  const form = plain.getByTestId("modifier-group-form");
  await form.getByLabel("Name (English)").fill(name);
  await form.getByLabel("Name (Vietnamese)").fill("Bớt");
  await form.getByLabel("Fewest add-ons").fill("2");
  await form.getByLabel("Most add-ons").fill("1");
  await row(form, 0).getByLabel("Label (English)").fill("No cilantro");
  await row(form, 0).getByLabel("Label (Vietnamese)").fill("Không ngò");
  await row(form, 1).getByLabel("Label (English)").fill("No jalapeño");
  await row(form, 1).getByLabel("Label (Vietnamese)").fill("Không ớt");
  await form.getByRole("button", { name: "Create add-on group" }).click();
  await expect(form.locator("#field-min_choices-error")).toHaveText("The fewest choices cannot be more than the most.");
  await expect(row(form, 1).getByLabel("Label (English)")).toHaveValue("No jalapeño");

  await form.getByLabel("Fewest add-ons").fill("0");
  await form.getByLabel("Most add-ons").fill("2");
  await form.getByRole("button", { name: "Create add-on group" }).click();
  await expect(plain).toHaveURL(/\/admin\/modifier-groups\/\d+\?saved=created$/);
  await expect(plain.getByTestId("modifier-group-rule")).toHaveText("Optional");

  // One add-on left: a customer can take at most that one.
  await row(form, 1).getByLabel("Remove").check();
  await form.getByLabel("Most add-ons").fill("1");
  await form.getByRole("button", { name: "Save add-on group" }).click();
  await expect(plain).toHaveURL(/\?saved=updated$/);
  await expect(plain.getByTestId("form-alert")).toHaveText("Add-on group saved.");
  await expect(row(form, 0).getByLabel("Label (English)")).toHaveValue("No cilantro");
  // One add-on and three empty rows.
  await expect(form.getByTestId("modifier-choice")).toHaveCount(4);

  await plain.getByRole("button", { name: "Delete this add-on group" }).click();
  const step = plain.getByTestId("confirm-step");
  await expect(step.getByRole("heading")).toHaveText(`Delete the add-on group ${name}?`);
  await expect(step).toContainText("No product offers it.");
  await step.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(plain).toHaveURL(/\/admin\/modifier-groups\?saved=deleted$/);
  await expect(plain.getByTestId("modifier-group").filter({ hasText: name })).toHaveCount(0);
  await context.close();
});
