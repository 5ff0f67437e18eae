import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { placePickupOrder } from "./orders.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { waitForHydration } from "./support.ts";

// An order's words follow its fulfilment: the board's buttons and statuses say "ready for pickup" or "out
// for delivery", never "shipped"; the customer reads the same on its order page, with its phone formatted; a board
// read without JavaScript does not claim to refresh itself; the order's page opened from the e-mail's link does not
// focus (and outline) its heading.

const card = (page: Page, code: string) => page.locator(`[data-testid="board-order"][data-code="${code}"]`);
const phoneOf = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

test("the board's buttons and statuses say what a move means for a pickup and for a delivery (en)", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The customers, each in a browser of its own.
  const customer = await browser.newContext({ baseURL: baseURL! });
  const pickup = await placePickupOrder(customer.request, baseURL!, { locale: "en", areaCode: "713", day: "first" });
  const other = await browser.newContext({ baseURL: baseURL! });
  const delivery = await placePickupOrder(other.request, baseURL!, {
    locale: "en",
    areaCode: "713",
    date: pickup.slot.date,
    fulfilment: "delivery",
  });
  await other.close();

  const email = staffEmail("manager");
  await createStaffFromCli({ email, name: "Sam Lee", role: "manager" });
  await staffSignIn(page, "en", email);
  await page.goto(`/admin?date=${pickup.slot.date}`);
  await waitForHydration(page);

  await expect(card(page, pickup.code).getByTestId("board-order-status")).toHaveText("Status: Preparing");
  await expect(card(page, pickup.code).getByRole("button", { name: "Mark ready for pickup" })).toBeVisible();
  await expect(card(page, delivery.code).getByRole("button", { name: "Mark out for delivery" })).toBeVisible();
  await expect(page.getByTestId("admin-board")).not.toContainText(/shipped/i);

  await card(page, pickup.code).getByRole("button", { name: "Mark ready for pickup" }).click();
  await expect(card(page, pickup.code).getByTestId("board-order-status")).toHaveText("Status: Ready for pickup");
  await expect(page.getByTestId("form-alert").filter({ hasText: `Order ${pickup.code} is now “Ready for pickup”.` })).toBeVisible();
  await expect(card(page, pickup.code).getByRole("button", { name: "Mark picked up" })).toBeVisible();

  await card(page, delivery.code).getByRole("button", { name: "Mark out for delivery" }).click();
  await expect(card(page, delivery.code).getByTestId("board-order-status")).toHaveText("Status: Out for delivery");
  await expect(card(page, delivery.code).getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(card(page, delivery.code).getByRole("button", { name: "Mark picked up" })).toHaveCount(0);
  await expect(page.getByTestId("admin-board")).not.toContainText(/shipped/i);

  // The customer of the pickup reads the same on its order page, and its notice; its phone as the board shows it.
  const customerPage = await customer.newPage();
  await customerPage.goto(`/profile/orders/${pickup.code}`);
  const order = customerPage.getByTestId("profile-order-page");
  await expect(order.getByTestId("order-status")).toHaveText("Ready for pickup");
  await expect(order.getByTestId("order-history").locator("li").first()).toContainText("Order received");
  await expect(order.getByTestId("order-place")).toContainText(phoneOf(pickup.phone));
  await expect(order.getByTestId("order-place")).not.toContainText(pickup.phone);
  await customerPage.goto("/profile/notice");
  await expect(customerPage.getByTestId("notice").filter({ hasText: `Order ${pickup.code} is now Ready for pickup` })).toBeVisible();
  await customer.close();
});

test("the board read without JavaScript says when it was read, not that it refreshes itself (vi)", async ({ page, browser, baseURL }) => {
  const email = staffEmail("kitchen");
  await createStaffFromCli({ email, name: "Chị Hoa", role: "kitchen" });
  await staffSignIn(page, "vi", email);
  await expect(page.getByTestId("board-refreshed")).toContainText("Bảng tự làm mới sau mỗi 20 giây");

  const plain = await browser.newContext({
    baseURL: baseURL!,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto("/vi/admin");
  await expect(noScript.getByTestId("board-refreshed")).toContainText("Tải lại trang để xem đơn mới");
  await expect(noScript.getByTestId("admin-board")).not.toContainText("tự làm mới");
  await plain.close();
});

test("the order's page opened from its e-mail's link shows its heading unfocused, in the order's words (vi) @phone", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Placed by this browser (its order_access cookie opens the page, as the e-mail's key does), then opened afresh.
  const placed = await placePickupOrder(page.request, baseURL!, { locale: "vi", areaCode: "832" });
  await page.goto(`/vi/cart/order-success?code=${placed.code}`);
  await waitForHydration(page);
  const heading = page.getByTestId("order-success").getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeFocused();
  expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
  await expect(page.getByTestId("order-status")).toHaveText("Tiệm đã nhận đơn hàng");
  await expect(page.getByTestId("order-place")).toContainText(phoneOf(placed.phone));
});
