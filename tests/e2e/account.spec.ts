import type { Page } from "@playwright/test";
import { fillRegisterForm, importLegacyCustomer, type Locale, PASSWORD, prefix, resetLinkFor, TEXT, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";

// The register endpoint allows 20 registrations an hour from one address, and all tests share 127.0.0.1:
// each test registers at most one customer (two in the main flow).

// Refused logins and registrations are part of these tests: the browser logs their 4xx answers.
test.use({ allowedConsoleErrors: /status of (401|403|409|422)/ });

const avatar = (page: Page) => page.locator("header").getByTestId("avatar-initial");
const headerSignIn = (page: Page) => page.locator('header a[href$="/login"]:not([hreflang])');

async function fillRegister(
  page: Page,
  locale: Locale,
  values: { name: string; email: string; phone?: string; password?: string; remember?: boolean },
) {
  await fillRegisterForm(page, locale, values);
  await page.getByRole("button", { name: TEXT[locale].register }).click();
}

async function registerAndSignIn(page: Page, locale: Locale, values: { name: string; email: string; phone?: string; remember?: boolean }) {
  await open(page, `${prefix(locale)}/register`);
  await fillRegister(page, locale, values);
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));
  await expect(avatar(page)).toHaveText(values.name[0]!.toUpperCase());
}

async function logIn(page: Page, locale: Locale, identifier: string, password = PASSWORD, remember = false) {
  const t = TEXT[locale];
  await page.getByLabel(t.identifier).fill(identifier);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  if (remember) await page.getByLabel(t.remember).check();
  await page.getByRole("button", { name: t.login, exact: true }).click();
}

for (const locale of ["en", "vi"] as const) {
  const t = TEXT[locale];

  test(`register, log out, log in with the phone in another format (${locale}) @both`, async ({ page }) => {
    const { email, phoneDigits } = unique(`flow-${locale}`, "281");
    const name = locale === "vi" ? "Ánh Trần" : "Bao Nguyen";
    await registerAndSignIn(page, locale, {
      name,
      email,
      phone: `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`,
    });
    await expect(page.getByTestId("toast").filter({ hasText: t.registered })).toBeVisible();
    await expect(page.getByTestId("profile-email")).toContainText(email);

    await page.getByRole("button", { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login$`));
    await expect(page.getByTestId("toast").filter({ hasText: t.loggedOut })).toBeVisible();
    await expect(avatar(page)).toHaveCount(0);
    await expect(headerSignIn(page)).toBeVisible();
    // A customer-only page now sends to the login page.
    await page.goto(`${prefix(locale)}/profile`);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?redirectTo=`));

    // The same e-mail cannot register twice.
    await open(page, `${prefix(locale)}/register`);
    await fillRegister(page, locale, { name, email });
    await expect(page.getByText(t.emailTaken).first()).toBeVisible();

    await open(page, `${prefix(locale)}/login?redirectTo=${encodeURIComponent("https://evil.example/")}`);
    await logIn(page, locale, `+1 ${phoneDigits.slice(0, 3)}.${phoneDigits.slice(3, 6)}.${phoneDigits.slice(6)}`);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));
    await expect(page.getByTestId("toast").filter({ hasText: t.loginOk })).toBeVisible();
    await expect(avatar(page)).toHaveText(name[0]!);
    await expect(page.locator("header").getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", `${prefix(locale)}/profile`);
  });

  test(`login form: the shop's messages (${locale})`, async ({ page }) => {
    await open(page, `${prefix(locale)}/login`);
    await page.getByRole("button", { name: t.login, exact: true }).click();
    await expect(page.getByText(t.needIdentifier)).toBeVisible();
    await expect(page.getByText(t.needPassword)).toBeVisible();
    await expect(page.getByLabel(t.identifier)).toHaveAttribute("aria-invalid", "true");

    await logIn(page, locale, "nobody@example.com", "12345");
    await expect(page.getByText(t.shortPassword)).toBeVisible();

    await logIn(page, locale, `nobody-${Date.now()}@example.com`, "wrong-password");
    await expect(page.getByRole("alert").filter({ hasText: t.wrong })).toBeVisible();
    await expectAccessible(page);
  });

  test(`register form: browser checks and the server's 422 per field (${locale})`, async ({ page }) => {
    await open(page, `${prefix(locale)}/register`);
    await expectAccessible(page);
    await page.getByRole("button", { name: t.register }).click();
    await expect(page.getByText(t.needName)).toBeVisible();
    await expect(page.getByLabel(t.name, { exact: true })).toBeFocused();

    // The phone's plausibility is the server's check: its 422 lands on the phone field.
    await fillRegister(page, locale, { name: "Lan", email: unique("bad-phone", "281").email, phone: "12" });
    const phone = page.getByLabel(new RegExp(`^${t.phone}`));
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#field-phone-error")).toHaveText(t.badPhone);
    await expectAccessible(page);
  });
}

test("remember me: cookies until the session's expiry, else session cookies", async ({ page, context }) => {
  const { email } = unique("remember", "281");
  await registerAndSignIn(page, "en", { name: "Remy", email });
  const sessionCookie = (await context.cookies()).find((c) => c.name === "auth_token");
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.expires).toBe(-1);
  expect(await page.evaluate(() => [sessionStorage.getItem("auth_exp") !== null, localStorage.getItem("auth_exp")])).toEqual([true, null]);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(sessionCookie!.value);

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, "en", email, PASSWORD, true);
  await expect(page).toHaveURL(/\/profile$/);
  const cookies = await context.cookies();
  const days = (name: string) => ((cookies.find((c) => c.name === name)?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days("auth_token")).toBeGreaterThan(29.9);
  expect(days("auth_token")).toBeLessThan(30.1);
  expect(days("auth_user")).toBeGreaterThan(29.9);
  expect(await page.evaluate(() => [localStorage.getItem("customer_id"), sessionStorage.getItem("auth_exp")])).toEqual([
    expect.stringMatching(/^\d+$/),
    null,
  ]);
});

test("two tabs: a login and a logout in one tab are followed by the other", async ({ page, context }) => {
  const other = await context.newPage();
  await open(other, "/");
  await expect(headerSignIn(other)).toBeVisible();

  await registerAndSignIn(page, "en", { name: "Tam", email: unique("tabs", "281").email });
  await expect(avatar(other)).toHaveText("T");

  await open(other, "/profile");
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(headerSignIn(other)).toBeVisible();
});

test("expiry guard: a session the server no longer knows ends 60 s before expiry", async ({ page }) => {
  await page.clock.install();
  await registerAndSignIn(page, "vi", { name: "Hạnh", email: unique("expiry", "281").email });
  const exp = await page.evaluate(() => sessionStorage.getItem("auth_exp"));
  const now = await page.evaluate(() => Date.now());
  await page.route("**/api/v1/me", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: true, message: "x", data: null }) }),
  );
  const validated = page.waitForRequest("**/api/v1/me");
  await page.clock.fastForward(Date.parse(exp!) - now - 50_000);
  await validated;
  await expect(page).toHaveURL(/\/vi\/login$/);
  await expect(headerSignIn(page)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("auth_user"))).toBeNull();
});

test("a customer of the old shop restores the password, then logs in @both", async ({ page }, testInfo) => {
  const locale: Locale = testInfo.project.name === "phone" ? "vi" : "en";
  const t = TEXT[locale];
  const { email } = unique("legacy", "281");
  importLegacyCustomer(email, locale);

  await open(page, `${prefix(locale)}/customerLogin`);
  await page.getByLabel(t.identifier).fill(email.toUpperCase());
  await page.getByRole("button", { name: locale === "vi" ? "Tiếp tục" : "Continue" }).click();
  await page.getByLabel(t.password, { exact: true }).fill("anything-at-all");
  await page.getByRole("button", { name: t.login, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/forgot-password\\?identifier=`));
  // A welcome, not an error: announced politely, in the information colours.
  await expect(page.getByRole("status").filter({ hasText: t.legacy })).toHaveAttribute("data-tone", "info");
  await expect(page.getByRole("alert").filter({ hasText: t.legacy })).toHaveCount(0);
  await expect(page.getByLabel(t.identifier)).toHaveValue(email.toUpperCase());
  await page.getByRole("button", { name: t.sendLink }).click();
  await expect(page.getByRole("status").filter({ hasText: t.linkSent })).toBeVisible();

  const link = await expect
    .poll(() => resetLinkFor(email), { timeout: 10_000 })
    .toBeTruthy()
    .then(() => resetLinkFor(email)!);
  await open(page, link);
  await page.getByLabel(t.newPassword).fill(PASSWORD);
  await page.getByLabel(t.confirmation).fill(PASSWORD);
  await page.getByRole("button", { name: t.savePassword }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/login\\?identifier=`));
  await expect(page.getByLabel(t.identifier)).toHaveValue(email.toLowerCase());
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: t.login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));
  await expect(page.getByTestId("profile-points")).toContainText(locale === "vi" ? "1.250" : "1,250");
  await expect(avatar(page)).toHaveText("L");
});

test("a session ended elsewhere: the profile's next page, opened in the browser, goes to the login (its layout guards before its pages load)", async ({
  page,
  request,
}) => {
  const { email } = unique("guard", "346");
  await registerAndSignIn(page, "en", { name: "Gia Tran", email });
  // The session ends on the server, as a logout on another device would; this browser keeps its cookie.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "auth_token")?.value;
  expect(token).toBeTruthy();
  const ended = await request.post("/api/v1/logout", { headers: { authorization: `Bearer ${token}` }, data: {} });
  expect(ended.status()).toBe(200);
  // A navigation inside the app: only the page's data is asked for, and the guard still answers first.
  await page.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Forders$/);
});
