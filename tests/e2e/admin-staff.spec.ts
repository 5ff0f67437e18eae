import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, createStaffWithNpm, STAFF_PASSWORD, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, waitForHydration } from "./support.ts";

// The back office's staff: the first owner made from the command line signs in, adds a kitchen account on
// the Staff page and finds both in the audit log; the kitchen account, in Vietnamese on a tablet, sees only the
// sections its role opens, and a page it may not open says so (403).

test.describe("the owner", () => {
  // The weak password's refusal is a 422 answer, which the browser logs.
  test.use({ allowedConsoleErrors: /status of 422/ });

  test("an owner made from the command line signs in and adds a kitchen account, both in the audit log", async ({ page }) => {
    const ownerEmail = staffEmail("owner");
    expect(
      createStaffWithNpm({
        email: ownerEmail,
        name: "Mai Trần",
        role: "owner",
      }),
    ).toContain("created the owner account of Mai Trần");

    await staffSignIn(page, "en", ownerEmail, STAFF_PASSWORD, "/admin/staff");
    await expect(page.getByTestId("admin-staff")).toHaveText("Mai Trần · Owner");
    const nav = page.getByRole("navigation", { name: "Back office sections" });
    // An owner opens every group; the open one (Team) shows its sections.
    await expect(nav.getByTestId("admin-nav-groups").getByRole("link")).toHaveText(["Orders & kitchen", "Shop", "Website", "Team"]);
    await expect(nav.getByTestId("admin-nav-groups").getByRole("link", { name: "Team" })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByTestId("admin-nav-sections").getByRole("link")).toHaveText(["Staff", "Audit log"]);
    await nav.getByRole("link", { name: "Website" }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(nav.getByTestId("admin-nav-sections").getByRole("link")).toHaveText([
      "Home page",
      "News posts",
      "Pages",
      "Menu",
      "Shop details",
      "Redirects",
    ]);
    await nav.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expectAccessible(page);
    // Each role described as the server enforces it (roles.shared.ts): a manager opens far more than orders.
    const roles = page.getByTestId("staff-role");
    await expect(roles.locator("dt")).toHaveText(["Owner", "Manager", "Kitchen"]);
    await expect(roles.filter({ has: page.getByText("Manager", { exact: true }) }).locator("dd")).toHaveText(
      "today's board, the production report and the campaigns' pickup days; orders and their internal notes; the sales reports and their CSV files; " +
        "the capacity calendar; customers; " +
        "the inbox (messages, news comments and ratings); promotions and coupons; products, categories and campaigns; " +
        "the website (news, pages, home page, menu, shop details, redirects)",
    );
    await expect(roles.filter({ has: page.getByText("Kitchen", { exact: true }) }).locator("dd")).toHaveText(
      "today's board, the production report and the campaigns' pickup days",
    );
    await expect(roles.filter({ has: page.getByText("Owner", { exact: true }) }).locator("dd")).toContainText(
      "staff accounts; the audit log",
    );

    const form = page.getByTestId("staff-add-form");
    const cookEmail = staffEmail("kitchen");
    await form.getByLabel("Name").fill("Chị Hoa");
    await form.getByLabel("Email").fill(cookEmail);
    await form.getByLabel("Role").selectOption("kitchen");
    await form.getByLabel("Password").fill("short");
    await form.getByRole("button", { name: "Add account" }).click();
    await expect(form.getByText("A staff password must be at least 12 characters long.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(cookEmail);

    await form.getByLabel("Password").fill("Bánh-Bao-Nhân-Thịt-26");
    await form.getByRole("button", { name: "Add account" }).click();
    await expect(page.getByTestId("form-alert").filter({ hasText: "Staff account created for Chị Hoa." })).toBeVisible();
    const cook = page.locator(`[data-testid="staff-member"][data-email="${cookEmail}"]`);
    await expect(cook).toContainText("Kitchen · Active");

    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    const entries = page.getByTestId("audit-entry");
    await expect(entries.filter({ hasText: "Mai Trần" }).filter({ hasText: cookEmail })).toHaveCount(1);
    await expect(entries.filter({ hasText: "staff:create (command line)" }).filter({ hasText: ownerEmail })).toHaveCount(1);

    await page.goto("/admin/staff");
    await waitForHydration(page);
    // Disabling signs the cook out at once: the owner is asked first, and No keeps the account as it is.
    await cook.getByRole("button", { name: "Disable the account: Chị Hoa" }).click();
    const dialog = page.getByRole("dialog", { name: "Disable the staff account of Chị Hoa?" });
    await expect(dialog).toContainText("signed out of the back office at once");
    await dialog.getByRole("button", { name: "No, go back" }).click();
    await expect(dialog).toBeHidden();
    await expect(cook).toContainText("Kitchen · Active");
    await cook.getByRole("button", { name: "Disable the account: Chị Hoa" }).click();
    await dialog.getByRole("button", { name: "Disable Chị Hoa" }).click();
    await expect(cook).toContainText("Kitchen · Disabled");
    await cook.getByRole("button", { name: "Enable the account: Chị Hoa" }).click();
    await expect(cook).toContainText("Kitchen · Active");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?loggedOut=1$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/admin/staff");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fstaff$/);
  });
});

test.describe("on a tablet", () => {
  // The wrong password's 401 and the refused pages' 403 are logged by the browser.
  test.use({ viewport: { width: 820, height: 1180 }, allowedConsoleErrors: /status of 40[13]/ });

  test("a kitchen account in Vietnamese sees only its sections; the staff page answers 403", async ({ page }) => {
    const email = staffEmail("bep");
    await createStaffFromCli({ email, name: "Anh Tú", role: "kitchen" });
    await page.goto("/vi/admin/login");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Đăng nhập nhân viên" })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByTestId("admin-login-form");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Mật khẩu").fill("sai mật khẩu rồi");
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(form.getByTestId("form-alert")).toHaveText("Email hoặc mật khẩu không đúng.");

    await staffSignIn(page, "vi", email, STAFF_PASSWORD, "/admin/staff");
    const forbidden = page.getByTestId("admin-forbidden");
    await expect(
      forbidden.getByRole("heading", {
        name: "Vai trò của bạn không mở được trang này",
      }),
    ).toBeVisible();
    const response = await page.goto("/vi/admin/audit");
    expect(response?.status()).toBe(403);
    await page.goto("/vi/admin/production");
    await waitForHydration(page);
    await expect(page.getByTestId("admin-staff")).toHaveText("Anh Tú · Bếp");
    await expect(page.getByRole("navigation", { name: "Các mục quản lý" }).getByRole("link")).toHaveText([
      "Hôm nay",
      "Cần làm",
      "Đợt đặt trước",
      "Bánh đặt",
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  });
});
