import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, waitForHydration } from "./support.ts";

// Removing a menu item asks first (app/ui/ConfirmForm.tsx), as every destructive button does: with JavaScript in a
// modal dialog that names the item and what will happen (Escape and "No, go back" keep it, focus returns to the
// button); without JavaScript on the page itself, the question in the address, with the real button and a link back.
// A menu item of the test's own, so the seeded menu stays as it is.

async function addItem(page: Page, labels: { en: string; vi: string; link: string; add: string }, title: { en: string; vi: string }) {
  const form = page.getByTestId("menu-item-form");
  await form.getByLabel(labels.en).fill(title.en);
  await form.getByLabel(labels.vi).fill(title.vi);
  await form.getByLabel(labels.link).fill("/news");
  await form.getByRole("button", { name: labels.add }).click();
  await expect(page.getByTestId("menu-items")).toContainText(title.en);
}

// Both tests save the one main menu, whose version is one for the whole menu: run side by side, the second save is
// stale (409). One after the other.
test.describe.configure({ mode: "serial" });

const item = (page: Page, title: string) => page.locator(`[data-testid="menu-item"][data-title="${title}"]`);

test("a manager's Remove asks in a dialog: Escape and No keep the item, the named button removes it", async ({ page }) => {
  const email = staffEmail("confirm-menu");
  await createStaffFromCli({ name: "Cô Lan", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/menu");
  await waitForHydration(page);
  const title = { en: `Catering ${randomUUID().slice(0, 5)}`, vi: "Đặt tiệc" };
  await addItem(page, { en: "Title (English)", vi: "Title (Vietnamese)", link: "Link", add: "Add an item" }, title);

  const remove = page.getByRole("button", { name: `Remove ${title.en}` }).first();
  await remove.click();
  const dialog = page.getByRole("dialog", { name: `Remove ${title.en} from the menu?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(
    `${title.en} will no longer show in the site's header, in English or in Vietnamese. This cannot be undone.`,
  );
  await expect(dialog.getByRole("button", { name: "No, go back" })).toBeFocused();
  await expectAccessible(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(item(page, title.en)).toHaveCount(1);

  await remove.click();
  await dialog.getByRole("button", { name: "No, go back" }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, title.en)).toHaveCount(1);

  await remove.click();
  await dialog.getByRole("button", { name: `Remove ${title.en}` }).click();
  await expect(item(page, title.en)).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/menu(\?done=\w+)?$/);
});

test.describe("without JavaScript", () => {
  test("Remove asks on the page (vi): the question names the item, Quay lại keeps it, the real button removes it", async ({
    page,
    browser,
  }) => {
    const email = staffEmail("confirm-menu-nojs");
    await createStaffFromCli({ name: "Anh Phúc", role: "manager", email });
    await staffSignIn(page, "vi", email, undefined, "/admin/menu");
    await waitForHydration(page);
    const title = { en: `Catering ${randomUUID().slice(0, 5)}`, vi: `Đặt tiệc ${randomUUID().slice(0, 5)}` };
    await addItem(page, { en: "Tiêu đề (Tiếng Anh)", vi: "Tiêu đề (Tiếng Việt)", link: "Liên kết", add: "Thêm một mục" }, title);
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    await plain.goto("/vi/admin/menu");
    // Without JavaScript there is no dialog on the page: the question is asked by the server.
    await expect(plain.getByTestId("confirm-dialog")).toHaveCount(0);

    const asked = plain.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
    await item(plain, title.en)
      .getByRole("button", { name: `Xóa ${title.vi}` })
      .click();
    expect((await asked).status()).toBe(303);
    await expect(plain).toHaveURL(/\/vi\/admin\/menu\?confirm=delete&confirm\.id=\d+#confirm-delete$/);
    const step = plain.getByRole("region", { name: `Xóa ${title.vi} khỏi menu?` });
    await expect(step).toContainText("sẽ không còn hiện trên đầu trang, cả tiếng Anh lẫn tiếng Việt. Không thể hoàn tác.");
    await expect(item(plain, title.en)).toHaveCount(1);

    await step.getByRole("link", { name: "Không, quay lại" }).click();
    await expect(plain).toHaveURL(/\/vi\/admin\/menu$/);
    await expect(plain.getByTestId("confirm-step")).toHaveCount(0);
    await expect(item(plain, title.en).getByRole("button", { name: `Xóa ${title.vi}` })).toBeVisible();

    await item(plain, title.en)
      .getByRole("button", { name: `Xóa ${title.vi}` })
      .click();
    await plain
      .getByRole("region", { name: `Xóa ${title.vi} khỏi menu?` })
      .getByRole("button", { name: `Xóa ${title.vi}` })
      .click();
    await expect(item(plain, title.en)).toHaveCount(0);
    await expect(plain.getByTestId("confirm-step")).toHaveCount(0);
    await context.close();
  });
});
