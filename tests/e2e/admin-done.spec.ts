import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { devices } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { placePickupOrder } from "./orders.ts";
import { createStaffFromCli, STAFF_PASSWORD, staffEmail, staffSignIn } from "./staff.ts";
import { E2E_DIR, expectAccessible, waitForHydration } from "./support.ts";

// The back office, end to end: an owner made from the command line signs in and creates a kitchen account;
// the kitchen account, in Vietnamese on a tablet, sees today's board, prints the production report and moves a
// customer's order to Completed — and the customer's notice and e-mail (in Vietnamese) appear.

/** The customer e-mails in the e2e outbox to `to`, their quoted-printable bodies decoded as UTF-8. */
function mailsTo(to: string): string[] {
  const dir = `${E2E_DIR}/outbox`;
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  const decode = (raw: string) => {
    const soft = raw.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft[i] === "=" ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  };
  return files
    .map((file) => readFileSync(join(dir, file), "utf8"))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(raw))
    .map(decode);
}

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

test("owner from the command line → kitchen account → in Vietnamese on a tablet: today's board, the production report printed, an order moved to Completed, the customer told", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A customer orders (in Vietnamese) for the first day the shop offers.
  const customer = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: baseURL! });
  const order = await placePickupOrder(customer.request, baseURL!, { locale: "vi", areaCode: "346", quantity: 3, day: "first" });

  // The owner, made from the command line, signs in and adds the kitchen account.
  const ownerEmail = staffEmail("owner-done");
  await createStaffFromCli({ email: ownerEmail, name: "Trần Thị Mai", role: "owner" });
  const owner = await browser.newContext({ ...devices["Desktop Chrome"], baseURL: baseURL! });
  const ownerPage = await owner.newPage();
  await staffSignIn(ownerPage, "en", ownerEmail, STAFF_PASSWORD, "/admin/staff");
  const cookEmail = staffEmail("bep-done");
  const form = ownerPage.getByTestId("staff-add-form");
  await form.getByLabel("Name").fill("Chị Hoa");
  await form.getByLabel("Email").fill(cookEmail);
  await form.getByLabel("Role").selectOption("kitchen");
  await form.getByLabel("Password").fill("Bánh-Bao-Nhân-Thịt-26");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(ownerPage.getByText("Staff account created for Chị Hoa.")).toBeVisible();
  await owner.close();

  // The kitchen, in Vietnamese on the counter's tablet: today's board first.
  await staffSignIn(page, "vi", cookEmail, "Bánh-Bao-Nhân-Thịt-26", "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Đơn hàng hôm nay" })).toBeVisible();
  await expectAccessible(page);
  if ((await page.getByTestId("admin-board").getAttribute("data-date")) !== order.slot.date) {
    const dateForm = page.getByTestId("board-date-form");
    await dateForm.getByLabel("Ngày nhận hàng").fill(order.slot.date);
    await dateForm.getByRole("button", { name: "Xem" }).click();
    await expect(page.getByTestId("admin-board")).toHaveAttribute("data-date", order.slot.date);
  }
  const card = page.getByTestId("board-order").filter({ hasText: order.code });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("board-order-status")).toHaveText("Trạng thái: Đang chuẩn bị");
  await expect(card).toContainText("Trả tiền khi nhận tại tiệm");
  await expect(card).toContainText("3 × Bánh mì thịt nguội đặc biệt");

  // The production report of that day, printed.
  await page.getByRole("navigation", { name: "Các mục quản lý" }).getByRole("link", { name: "Cần làm" }).click();
  await expect(page.getByTestId("admin-production-page")).toBeVisible();
  await page.goto(`/vi/admin/production?date=${order.slot.date}`);
  await waitForHydration(page);
  const banhMi = page
    .getByTestId("production-product")
    .filter({ has: page.locator('[data-sku="BM-001"]') })
    .or(page.locator('[data-testid="production-product"][data-sku="BM-001"]'));
  await expect(banhMi.getByTestId("production-quantity")).toHaveText(/^\d+$/);
  expect(Number(await banhMi.getByTestId("production-quantity").textContent())).toBeGreaterThanOrEqual(3);
  await page.evaluate(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
  });
  await page.getByTestId("production-print").click();
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Các mục quản lý" })).toBeHidden();
  await expect(page.getByTestId("production-print")).toBeHidden();
  await expect(banhMi.getByTestId("production-quantity")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("production-print-vi-tablet.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  // Back to the board: Shipped, Delivered, Completed, in the words of a pickup.
  await page.goto(`/vi/admin?date=${order.slot.date}`);
  await waitForHydration(page);
  for (const [button, status] of [
    ["Đánh dấu đơn đã xong, chờ khách đến lấy", "Đơn đã xong, chờ khách đến lấy"],
    ["Đánh dấu khách đã lấy đơn", "Khách đã lấy đơn"],
    ["Đánh dấu đơn hoàn tất", "Hoàn tất"],
  ] as const) {
    await card.getByRole("button", { name: button }).click();
    await expect(card.getByTestId("board-order-status")).toHaveText(`Trạng thái: ${status}`);
  }
  await expect(card.getByRole("button", { name: /Đánh dấu/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("board-vi-tablet.png"), fullPage: true });

  // The customer's notice, and the e-mail in Vietnamese.
  const customerPage = await customer.newPage();
  await customerPage.goto("/vi/profile/notice");
  await expect(customerPage.getByTestId("notice").filter({ hasText: `Đơn hàng ${order.code}: Hoàn tất` })).toBeVisible();
  await expect
    .poll(() => mailsTo(order.email).some((mail) => mail.includes(order.code) && mail.includes("Hoàn tất")), { timeout: 15_000 })
    .toBe(true);
  await customer.close();
});
