import type { Page } from "@playwright/test";
import { fillRegisterForm, importLegacyCustomer, PASSWORD, prefix, resetLinkFor, TEXT, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

// The account forms without JavaScript: plain form posts to the pages' actions. Registrations are limited to 20 an
// hour from one address and every test shares 127.0.0.1 with account.spec.ts: each test here registers at most one
// customer, and those that need no particular screen run on the desktop only.

const PRODUCT = "/banh-mi-dac-biet";

// A refused form answers 4xx; the browser logs the document's status.
test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of (401|403|409|413|422|429)/ });

const avatar = (page: Page) => page.locator("header").getByTestId("avatar-initial");
const alert = (page: Page) => page.getByTestId("form-alert");

/** Submits the page's form with its button; gives the status of the post's answer (303 for a redirect). */
async function submit(page: Page, button: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
  await page.getByRole("button", { name: button, exact: true }).click();
  const status = (await answer).status();
  await page.waitForLoadState();
  return status;
}

test("register without JavaScript: signed in at once, the header shows the initial, the visitor's cart is kept (en)", async ({
  page,
  context,
}) => {
  const t = TEXT.en;
  // A visitor's cart first, without JavaScript either (the cart page's own form).
  await page.goto(PRODUCT);
  await page.getByTestId("add-to-cart").getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart\/cartList$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);

  const { email } = unique("nojs-register", "346");
  await page.goto("/register");
  await fillRegisterForm(page, "en", { name: "Bao Nguyen", email });
  expect(await submit(page, t.register)).toBe(303);

  await expect(page).toHaveURL(/\/profile$/);
  await expect(avatar(page)).toHaveText("B");
  await expect(page.getByTestId("profile-email")).toContainText(email);
  const token = (await context.cookies()).find((c) => c.name === "auth_token");
  expect(token?.httpOnly).toBe(true);
  expect(token?.expires, "a session cookie without 'remember me'").toBe(-1);
  expect((await context.cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(["auth_user", "auth_exp", "customer_id"]));

  // The next page view is signed in too, and the visitor's cart is now the customer's.
  await page.goto("/cart/cartList");
  await expect(avatar(page)).toHaveText("B");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
});

test("login without JavaScript: a wrong password on /vi/login keeps the identifier; the phone in another format signs in @desktop", async ({
  page,
  request,
}) => {
  const { email, phoneDigits } = unique("nojs-login", "346");
  const created = await request.post("/api/v1/register", {
    headers: { "Http-Accept-Language": "en_US" },
    data: { name: "Ánh Trần", email, phone: phoneDigits, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
  });
  expect(created.status()).toBe(201);

  const vi = TEXT.vi;
  await page.goto("/vi/login");
  await page.getByLabel(vi.identifier).fill(email);
  await page.getByLabel(vi.password, { exact: true }).fill("not-the-password");
  expect(await submit(page, vi.login)).toBe(401);
  await expect(page).toHaveURL(/\/vi\/login$/);
  await expect(alert(page)).toHaveText(vi.wrong);
  await expect(page.getByLabel(vi.identifier)).toHaveValue(email);
  await expect(page.getByLabel(vi.password, { exact: true })).toHaveValue("");
  await expect(avatar(page)).toHaveCount(0);

  // A taken e-mail, on the Vietnamese registration form: 409, on the field, what was typed kept.
  await page.goto("/vi/register");
  await fillRegisterForm(page, "vi", { name: "Ánh", email });
  expect(await submit(page, vi.register)).toBe(409);
  await expect(alert(page)).toHaveText(vi.emailTaken);
  await expect(page.locator("#field-email-error")).toHaveText(vi.emailTaken);
  await expect(page.getByLabel(vi.name, { exact: true })).toHaveValue("Ánh");
  await expect(page.getByLabel(vi.password, { exact: true })).toHaveValue("");

  const en = TEXT.en;
  await page.goto("/login");
  await page.getByLabel(en.identifier).fill(`+1 ${phoneDigits.slice(0, 3)}.${phoneDigits.slice(3, 6)}.${phoneDigits.slice(6)}`);
  await page.getByLabel(en.password, { exact: true }).fill(PASSWORD);
  expect(await submit(page, en.login)).toBe(303);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(avatar(page)).toHaveText("Á");
});

for (const locale of ["en", "vi"] as const) {
  const t = TEXT[locale];

  test(`the forms' checks without JavaScript: per-field messages, what was typed kept (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/login`);
    expect(await submit(page, t.login)).toBe(422);
    await expect(alert(page)).toHaveText(t.summary);
    await expect(page.locator("#field-identifier-error")).toHaveText(t.needIdentifier);
    await expect(page.locator("#field-password-error")).toHaveText(t.needPassword);
    await expect(page.getByLabel(t.identifier)).toHaveAttribute("aria-invalid", "true");

    // The phone's plausibility is the server's rule: its 422 lands on the phone field.
    await page.goto(`${prefix(locale)}/register`);
    await page.getByLabel(t.name, { exact: true }).fill("Lan");
    await page.getByLabel(t.email, { exact: true }).fill(unique("nojs-phone", "346").email);
    await page.getByLabel(new RegExp(`^${t.phone}`)).fill("12");
    await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.confirmation, { exact: true }).fill(PASSWORD);
    expect(await submit(page, t.register)).toBe(422);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/register$`));
    await expect(alert(page)).toHaveText(t.summary);
    const phone = page.getByLabel(new RegExp(`^${t.phone}`));
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveValue("12");
    await expect(page.locator("#field-phone-error")).toHaveText(t.badPhone);
    await expect(page.getByLabel(t.name, { exact: true })).toHaveValue("Lan");
    await expect(page.getByLabel(t.password, { exact: true })).toHaveValue("");
  });
}

test("a customer of the old shop, without JavaScript: two steps, recovery, a new password, then signed in (vi) @desktop", async ({
  page,
}) => {
  const t = TEXT.vi;
  const { email } = unique("nojs-legacy", "346");
  importLegacyCustomer(email, "vi");

  await page.goto("/vi/customerLogin");
  await page.getByLabel(t.identifier).fill(email.toUpperCase());
  expect(await submit(page, t.continue)).toBe(303);
  await expect(page).toHaveURL(/\/vi\/customerLogin\?identifier=/);
  await expect(page.getByTestId("chosen-identifier")).toHaveText(email.toUpperCase());
  await page.getByLabel(t.password, { exact: true }).fill("anything-at-all");
  expect(await submit(page, t.login)).toBe(303);

  await expect(page).toHaveURL(/\/vi\/forgot-password\?identifier=.*legacy=1/);
  // A welcome, not an error: announced politely, in the information colours.
  await expect(page.getByRole("status").filter({ hasText: t.legacy })).toHaveAttribute("data-tone", "info");
  await expect(page.getByRole("alert").filter({ hasText: t.legacy })).toHaveCount(0);
  await expect(page.getByLabel(t.identifier)).toHaveValue(email.toUpperCase());
  expect(await submit(page, t.sendLink)).toBe(303);
  await expect(page.getByRole("status").filter({ hasText: t.linkSent })).toBeVisible();

  const link = await expect
    .poll(() => resetLinkFor(email), { timeout: 10_000 })
    .toBeTruthy()
    .then(() => resetLinkFor(email)!);
  await page.goto(link);
  await page.getByLabel(t.newPassword).fill(PASSWORD);
  await page.getByLabel(t.confirmation).fill(`${PASSWORD}?`);
  expect(await submit(page, t.savePassword)).toBe(422);
  await expect(page.locator("#field-password_confirmation-error")).toHaveText(t.mismatch);
  await page.getByLabel(t.newPassword).fill(PASSWORD);
  await page.getByLabel(t.confirmation).fill(PASSWORD);
  expect(await submit(page, t.savePassword)).toBe(303);

  await expect(page).toHaveURL(/\/vi\/login\?identifier=.*reset=1/);
  await expect(alert(page)).toHaveText(t.passwordChanged);
  await expect(page.getByLabel(t.identifier)).toHaveValue(email.toLowerCase());
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  expect(await submit(page, t.login)).toBe(303);
  await expect(page).toHaveURL(/\/vi\/profile$/);
  await expect(avatar(page)).toHaveText("L");
});

test("logout without JavaScript: the session ends on the server, the cookies go, the login page says so (vi) @desktop", async ({
  page,
  context,
  request,
}) => {
  const t = TEXT.vi;
  const { email } = unique("nojs-logout", "346");
  // Signed in through the API, in the browser's cookie jar.
  const created = await page.request.post("/api/v1/register", {
    headers: { "Http-Accept-Language": "vi_VN" },
    data: { name: "Ngọc", email, password: PASSWORD, password_confirmation: PASSWORD, remember: 1 },
  });
  expect(created.status()).toBe(201);
  const token = (await context.cookies()).find((c) => c.name === "auth_token")!.value;

  // Opened as a page, /logout only asks.
  await page.goto("/vi/logout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.logout);
  await expect(avatar(page)).toHaveText("N");

  await page.goto("/vi/profile");
  expect(await submit(page, t.logout)).toBe(303);
  await expect(page).toHaveURL(/\/vi\/login\?loggedOut=1$/);
  await expect(page.getByRole("status").filter({ hasText: t.loggedOut })).toBeVisible();
  await expect(avatar(page)).toHaveCount(0);
  const left = (await context.cookies()).map((c) => c.name);
  for (const name of ["auth_token", "auth_user", "auth_exp", "customer_id"]) expect(left, name).not.toContain(name);

  // The session is over on the server, not only in this browser.
  const me = await request.get("/api/v1/me", { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto("/vi/profile");
  await expect(page).toHaveURL(/\/vi\/login\?redirectTo=/);

  // Another site's page cannot log a customer out.
  const evil = await request.post("/logout", { headers: { Origin: "https://evil.example" }, form: {}, maxRedirects: 0 });
  expect(evil.status()).toBe(403);
  expect(evil.headers()["set-cookie"]).toBeUndefined();
});

test("forgot-password without JavaScript: the confirmation (en), then the rate limit's message (vi) @desktop", async ({ page }) => {
  const { email } = unique("nojs-forgot", "346");
  await page.goto("/forgot-password");
  await page.getByLabel(TEXT.en.identifier).fill(email);
  expect(await submit(page, TEXT.en.sendLink)).toBe(303);
  await expect(page.getByRole("status").filter({ hasText: TEXT.en.linkSent })).toHaveText(TEXT.en.linkSent);
  await expect(page.getByLabel(TEXT.en.identifier)).toHaveValue(email);

  // Five requests an hour for one identifier; the page says how long to wait, in its language.
  for (let i = 0; i < 4; i++) {
    await page.goto("/vi/forgot-password");
    await page.getByLabel(TEXT.vi.identifier).fill(email);
    expect(await submit(page, TEXT.vi.sendLink)).toBe(303);
  }
  await page.goto("/vi/forgot-password");
  await page.getByLabel(TEXT.vi.identifier).fill(email);
  expect(await submit(page, TEXT.vi.sendLink)).toBe(429);
  await expect(page.getByRole("alert")).toHaveText(TEXT.vi.tooMany);
  await expect(page.getByLabel(TEXT.vi.identifier)).toHaveValue(email);
});

test("bad posts get a 4xx with a message, never a 5xx; another site's post is refused @desktop", async ({ request }) => {
  const post = (path: string, options: Parameters<typeof request.post>[1]) => request.post(path, { maxRedirects: 0, ...options });

  const empty = await post("/login", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "" });
  expect(empty.status()).toBe(422);
  expect(await empty.text()).toContain(TEXT.en.needIdentifier);

  // A headless browser's agent looks like a bot: a refused form still comes back with its messages.
  const headless = await post("/vi/login", {
    headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36" },
    form: { identifier: "", password: "" },
  });
  expect(headless.status()).toBe(422);
  expect(await headless.text()).toContain(TEXT.vi.needIdentifier);

  const json = await post("/vi/register", { data: { name: "Lan", email: "lan@example.com" } });
  expect(json.status()).toBe(422);
  expect(await json.text()).toContain(TEXT.vi.summary);

  const long = await post("/forgot-password", { form: { identifier: "x".repeat(20_000) } });
  expect(long.status()).toBe(422);
  expect(await long.text()).toContain("Must be at most 254 characters.");

  const huge = await post("/vi/customerLogin", { form: { step: "identify", identifier: "x".repeat(200_000) } });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("Nội dung yêu cầu quá lớn.");

  // The size limit holds for every page's form, not only the account pages'.
  const hugeCart = await post("/cart/cartList", { form: { intent: "add", product_id: "1", note: "x".repeat(200_000) } });
  expect(hugeCart.status()).toBe(413);
  expect(await hugeCart.text()).toBe("The request body is too large.");

  // Garbage instead of a form: the same pages' answers, and the other pages' forms too.
  for (const path of ["/login", "/register", "/customerLogin", "/forgot-password", "/reset-password", "/cart/cartList", "/vi/contact"]) {
    const res = await post(path, { headers: { "Content-Type": "text/plain" }, data: "\u0000garbage=%%%" });
    expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }

  // A page of another site posting the login form: refused before the action runs, in the page's language.
  const { email } = unique("nojs-evil", "346");
  const evil = await post("/login", { headers: { Origin: "https://evil.example" }, form: { identifier: email, password: PASSWORD } });
  expect(evil.status()).toBe(403);
  expect(await evil.text()).toBe("This request came from another website and was refused.");
  expect(evil.headers()["set-cookie"]).toBeUndefined();
});
