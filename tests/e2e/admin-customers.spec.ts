import { DEMO_CUSTOMER } from "../../server/db/seed/data/demo-customer.ts";
import { PASSWORD, TEXT, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, STAFF_PASSWORD, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, waitForHydration } from "./support.ts";

// The back office's customers, in Vietnamese on a phone-sized screen: a manager finds the demo customer by
// the phone number as a customer says it, sees their orders (each opening the order's page) and points; then disables
// a customer registered for this test — never the demo customer, whom other specs sign in as — whose session ends at
// once and who can no longer log in; and enables them again.

const VI = {
  search: "Tìm kiếm",
  submit: "Tìm",
  found: (n: number) => `Số khách tìm thấy: ${n}`,
  open: (name: string) => `Mở trang khách ${name}`,
  openOrder: (code: string) => `Mở đơn ${code}`,
  orders: "Đơn hàng",
  disable: "Khóa tài khoản",
  enable: "Mở lại tài khoản",
  disabledBadge: "Đã khóa",
  activeBadge: "Đang hoạt động",
  disabled: (name: string) => `Đã khóa tài khoản của ${name}: khách đã bị đăng xuất khỏi mọi nơi và không thể đăng nhập.`,
  enabled: (name: string) => `Tài khoản của ${name} đã hoạt động trở lại: khách có thể đăng nhập.`,
  refused: "Tài khoản này đã bị khóa. Vui lòng liên hệ tiệm bánh.",
};

test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: /status of 403/ });

test("a manager in Vietnamese finds the demo customer by phone, sees their orders and points, and disables a new customer who then cannot log in", async ({
  page,
  request,
}) => {
  const email = staffEmail("manager");
  await createStaffFromCli({ email, name: "Anh Khoa", role: "manager" });
  await staffSignIn(page, "vi", email, STAFF_PASSWORD, "/admin/customers");
  await expect(page.getByRole("navigation", { name: "Các mục quản lý" }).getByRole("link", { name: "Khách hàng" })).toBeVisible();

  // The demo customer, by the number as they would say it on the phone.
  await page.getByLabel(VI.search).fill("(832) 555-0164");
  await page.getByRole("button", { name: VI.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/vi\/admin\/customers\?q=/);
  await expect(page.getByTestId("admin-customers-count")).toHaveText(VI.found(1));
  await expectAccessible(page);
  await page.getByRole("link", { name: VI.open(DEMO_CUSTOMER.name) }).click();
  await expect(page).toHaveURL(/\/vi\/admin\/customers\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEMO_CUSTOMER.name);
  await expect(page.getByTestId("admin-customer-email")).toHaveText(DEMO_CUSTOMER.email);
  await expect(page.getByTestId("admin-customer-phone")).toHaveText("(832) 555-0164");
  // Its orders (the seed's, and any another spec placed), and the points of the completed one.
  const orders = page.getByTestId("admin-customer-order");
  expect(await orders.count()).toBeGreaterThanOrEqual(5);
  expect(Number(await page.getByTestId("admin-customer-points").textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId("admin-customer-award").first()).toContainText("+");
  await expect(page.getByText("password", { exact: false })).toHaveCount(0);
  await expectAccessible(page);
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(390);
  // An order opens the order's page.
  const code = (await orders.first().getAttribute("data-code"))!;
  await page.getByRole("link", { name: VI.openOrder(code) }).click();
  await expect(page).toHaveURL(new RegExp(`/vi/admin/orders/${code}$`));
  await expect(page.getByTestId("admin-order-page")).toHaveAttribute("data-code", code);

  // A customer of this test's own, signed in through the API.
  const who = unique("disabled", "713");
  const name = "Lý Thị Mai";
  const lang = { "Http-Accept-Language": "vi_VN" };
  expect(
    (
      await request.post("/api/v1/register", {
        headers: lang,
        data: { name, email: who.email, phone: who.phoneDigits, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
      })
    ).status(),
  ).toBe(201);
  expect((await request.get("/api/v1/me")).status()).toBe(200);

  await page.goto("/vi/admin/customers");
  await waitForHydration(page);
  await page.getByLabel(VI.search).fill(who.email.toUpperCase());
  await page.getByRole("button", { name: VI.submit, exact: true }).click();
  await expect(page.getByTestId("admin-customers-count")).toHaveText(VI.found(1));
  await page.getByRole("link", { name: VI.open(name) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await waitForHydration(page);
  await page.getByRole("button", { name: VI.disable }).click();
  const ask = page.getByRole("dialog", { name: `Khóa tài khoản của ${name}?` });
  await expect(ask).toContainText("Đơn hàng và điểm vẫn được giữ.");
  await ask.getByRole("button", { name: `Khóa ${name}` }).click();
  await expect(page.getByTestId("admin-customer-account").getByTestId("form-alert")).toHaveText(VI.disabled(name));
  await expect(page.getByTestId("admin-customer-page").getByTestId("customer-status").first()).toHaveText(VI.disabledBadge);
  await expectAccessible(page);

  // Signed out at once, and the login refuses the account — through the API and on the shop's login page.
  expect((await request.get("/api/v1/me")).status()).toBe(401);
  const refused = await request.post("/api/v1/login", { headers: lang, data: { identifier: who.email, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(VI.refused);
  // A browser of the customer's own (the manager's stays signed in to the back office).
  const shop = await page.context().browser()!.newPage();
  await shop.goto(new URL("/vi/login", page.url()).href);
  await waitForHydration(shop);
  await shop.getByLabel(TEXT.vi.identifier).fill(who.phoneDigits);
  await shop.getByLabel(TEXT.vi.password, { exact: true }).fill(PASSWORD);
  await shop.getByRole("button", { name: TEXT.vi.login, exact: true }).click();
  await expect(shop.getByTestId("form-alert")).toHaveText(VI.refused);
  await expect(shop).toHaveURL(/\/vi\/login/);
  await shop.close();

  // Enabled again: the customer can log in.
  await page.getByRole("button", { name: VI.enable }).click();
  await expect(page.getByTestId("admin-customer-account").getByTestId("form-alert")).toHaveText(VI.enabled(name));
  await expect(page.getByTestId("admin-customer-page").getByTestId("customer-status").first()).toHaveText(VI.activeBadge);
  expect((await request.post("/api/v1/login", { headers: lang, data: { identifier: who.email, password: PASSWORD } })).status()).toBe(200);
});
