import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { emailChangeLinkFor, emailTo, PASSWORD, prefix, TEXT as ACCOUNT, unique, type Locale } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";

// The profile's own actions, as a customer of its own (the seeded demo customer is shared by parallel specs):
// cancel and order again on an order's page. The refused cancel of a shipped order is covered by the API's tests
// (server/api/orders.db.test.ts): a browser cannot ship an order.

const TEXT = {
  en: {
    cancel: "Cancel this order",
    cancelTitle: (code: string) => `Cancel order ${code}?`,
    cancelBody: (code: string) =>
      new RegExp(`Order ${code} \\(\\$\\d+\\.\\d\\d\\) will be canceled and the bakery will stop preparing it\\. This cannot be undone`),
    cancelConfirm: (code: string) => `Cancel order ${code}`,
    back: "No, go back",
    reordering: "Adding to your cart…",
    until: /^You can cancel until .+ \(shop time\)\.$/,
    canceled: "Canceled",
    canceledMessage: /Order MV-[0-9A-Z]{12} is canceled\./,
    reorder: "Order again",
    reorderDone: /The products of order MV-[0-9A-Z]{12} are in your cart\./,
  },
  vi: {
    cancel: "Hủy đơn hàng này",
    cancelTitle: (code: string) => `Hủy đơn hàng ${code}?`,
    cancelBody: (code: string) =>
      new RegExp(`Đơn hàng ${code} \\(\\$\\d+\\.\\d\\d\\) sẽ bị hủy và tiệm sẽ ngừng chuẩn bị\\. Không thể hoàn tác`),
    cancelConfirm: (code: string) => `Hủy đơn hàng ${code}`,
    back: "Không, quay lại",
    reordering: "Đang thêm vào giỏ hàng…",
    until: /^Bạn có thể hủy đến .+ \(giờ của tiệm\)\.$/,
    canceled: "Đã hủy",
    canceledMessage: /MV-[0-9A-Z]{12}/,
    reorder: "Đặt lại",
    reorderDone: /Các món của đơn MV-[0-9A-Z]{12} đã được thêm vào giỏ hàng\./,
  },
} as const;

/** A new customer, signed in in this browser (the API's cookies are the page's). */
async function newCustomer(page: Page, locale: Locale, area: string) {
  const who = unique(`profile-account-${locale}`, area);
  const created = await page.request.post("/api/v1/register", {
    headers: { "Http-Accept-Language": locale === "vi" ? "vi_VN" : "en_US" },
    data: { name: "Mai Phạm", email: who.email, phone: who.phoneDigits, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
  });
  expect(created.status()).toBe(201);
  return who;
}

/** An order of the signed-in customer, placed through the API: a pickup on the second day offered, paid at pickup. */
async function placeOrder(page: Page, email: string): Promise<string> {
  const product = await page.request.get("/api/v1/products/banh-mi-dac-biet");
  expect(product.status()).toBe(200);
  const added = await page.request.post("/api/v1/carts", { data: { product_id: (await product.json()).data.id, quantity: 2 } });
  expect(added.status()).toBe(200);
  const options = await (await page.request.get("/api/v1/checkout/options")).json();
  const day = options.data.days[1] ?? options.data.days[0];
  const slot = day.slots.find((s: { full: boolean }) => !s.full);
  const placed = await page.request.post("/api/v1/checkout", {
    headers: { "Idempotency-Key": randomUUID() },
    data: {
      email,
      phone: "(713) 555-0199",
      full_name: "Mai Phạm",
      address: "11230 Bellaire Blvd",
      city: "Houston",
      state: "TX",
      country: "United States",
      zip: "77072",
      shipping_option: "pickup",
      payment_option: "pay_at_pickup",
      notes: "",
      slot: { date: slot.date, start: slot.start },
    },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  return (await placed.json()).data.order.code as string;
}

for (const locale of ["en", "vi"] as const) {
  test(`cancel one's own order, then order it again (${locale})${locale === "vi" ? " @phone" : ""}`, async ({ page }) => {
    test.slow(); // the question asked three ways, then the wait of "Order again" held on purpose
    const t = TEXT[locale];
    const who = await newCustomer(page, locale, locale === "vi" ? "471" : "470");
    const code = await placeOrder(page, who.email);

    await open(page, `${prefix(locale)}/profile/orders/${code}`);
    const actions = page.getByTestId("order-actions");
    const cancel = actions.getByRole("button", { name: t.cancel });
    await expect(cancel).toBeVisible();
    await expect(cancel).toHaveAccessibleDescription(t.until);
    await expectAccessible(page);

    // The first click only asks, naming the order and what will happen; "No, go back" has the focus.
    await cancel.click();
    const dialog = page.getByRole("dialog", { name: t.cancelTitle(code) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(t.cancelBody(code));
    await expect(dialog.getByRole("button", { name: t.back })).toBeFocused();
    await expectAccessible(page);
    // Escape keeps the order, and focus goes back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    // "No, go back" keeps it too; nothing was posted.
    await cancel.click();
    await dialog.getByRole("button", { name: t.back }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("order-status")).not.toHaveText(t.canceled);
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/orders/${code}$`));

    // Focus stays in the dialog: Tab goes from "No, go back" to the confirm button, the page behind is inert.
    await cancel.click();
    await page.keyboard.press("Tab");
    const confirm = dialog.getByRole("button", { name: t.cancelConfirm(code) });
    await expect(confirm).toBeFocused();
    await expect(cancel).not.toBeFocused();
    await confirm.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/orders/${code}\\?done=canceled$`));
    await expect(page.getByTestId("order-status")).toHaveText(t.canceled);
    await expect(page.getByRole("status").filter({ hasText: code })).toHaveText(t.canceledMessage);
    await expect(actions.getByRole("button", { name: t.cancel })).toHaveCount(0);

    // "Order again" takes a moment (the cart is filled, then loaded): the button says so and waits, disabled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/cart\/cartList\.data/, async (route) => {
      await held;
      await route.continue();
    });
    const reorder = actions.getByRole("button", { name: t.reorder });
    await reorder.click();
    const busy = actions.getByRole("button", { name: t.reordering });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute("aria-busy", "true");
    await expect(actions.getByRole("status")).toHaveText(t.reordering);
    release();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cart/cartList\\?reordered=${code}$`));
    await expect(page.getByTestId("reorder-notice")).toContainText(t.reorderDone);
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
  });
}

const INFO = {
  en: {
    title: "Account info",
    name: "Your name",
    phone: "Phone number",
    birthday: "Date of birth",
    saveDetails: "Save details",
    saved: "Your profile has been saved.",
    futureBirthday: "The date of birth cannot be in the future",
    current: "Current password",
    newPassword: "New password",
    hint: "At least 8 characters.",
    repeat: "Repeat the new password",
    savePassword: "Change password",
    wrongPassword: "The current password is incorrect",
    passwordChanged: "Your password has been changed. You have been signed out on your other devices.",
    newEmail: "New e-mail",
    saveEmail: "Change e-mail",
    emailPending: (email: string) =>
      `We sent a link to ${email}. Open it within 24 hours to confirm your new email; until then your email stays as it is.`,
    waiting: (email: string) =>
      new RegExp(`^Waiting for confirmation of ${email.replace(/[.+]/g, "\\$&")}: open the link we sent to that address before .+\\.`),
    cancelChange: "Cancel this change",
    cancelChangeTitle: (email: string) => `Cancel the change to ${email}?`,
    cancelChangeConfirm: (email: string) => `Cancel the change to ${email}`,
    changeCanceled: "The change of your email has been canceled.",
    confirmTitle: "Confirm your new e-mail",
    confirmButton: "Confirm the new e-mail",
    emailConfirmed: (email: string) => `Your email is now ${email}. You have been signed out on your other devices.`,
    linkUsed: "This link has already been used.",
  },
  vi: {
    title: "Thông tin tài khoản",
    name: "Họ tên",
    phone: "Số điện thoại",
    birthday: "Ngày sinh",
    saveDetails: "Lưu thông tin",
    saved: "Đã lưu thông tin tài khoản.",
    futureBirthday: "Ngày sinh không được ở tương lai",
    current: "Mật khẩu hiện tại",
    newPassword: "Mật khẩu mới",
    hint: "Ít nhất 8 ký tự.",
    repeat: "Nhập lại mật khẩu mới",
    savePassword: "Đổi mật khẩu",
    wrongPassword: "Mật khẩu hiện tại không đúng",
    passwordChanged: "Đã đổi mật khẩu. Bạn đã được đăng xuất trên các thiết bị khác.",
    newEmail: "Email mới",
    saveEmail: "Đổi email",
    emailPending: (email: string) =>
      `Tiệm đã gửi đường dẫn đến ${email}. Bạn vui lòng mở đường dẫn trong vòng 24 giờ để xác nhận email mới; đến lúc đó email của bạn vẫn giữ nguyên.`,
    waiting: (email: string) =>
      new RegExp(`^Đang chờ xác nhận ${email.replace(/[.+]/g, "\\$&")}: bạn vui lòng mở đường dẫn tiệm đã gửi đến địa chỉ đó trước .+\\.`),
    cancelChange: "Hủy yêu cầu đổi email",
    cancelChangeTitle: (email: string) => `Hủy yêu cầu đổi sang ${email}?`,
    cancelChangeConfirm: (email: string) => `Hủy yêu cầu đổi sang ${email}`,
    changeCanceled: "Đã hủy yêu cầu đổi email.",
    confirmTitle: "Xác nhận email mới",
    confirmButton: "Xác nhận email mới",
    emailConfirmed: (email: string) => `Email của bạn nay là ${email}. Bạn đã được đăng xuất trên các thiết bị khác.`,
    linkUsed: "Đường dẫn này đã được dùng.",
  },
} as const;

test.describe("account info", () => {
  // A refused form answers 422 to React Router's data request; the browser logs that status.
  // A spent confirmation link's page is answered 410.
  test.use({ allowedConsoleErrors: /status of (422|410)/ });

  for (const locale of ["en", "vi"] as const) {
    test(`edit one's details, change the e-mail by its link, then the password, and log in with it (${locale})${locale === "vi" ? " @phone" : ""}`, async ({
      page,
      request,
    }) => {
      // Details, a change of e-mail asked, canceled, asked again and confirmed by its link, then the password.
      test.slow();
      const t = INFO[locale];
      const who = await newCustomer(page, locale, locale === "vi" ? "474" : "473");

      await open(page, `${prefix(locale)}/profile/accoutInfo`);
      await expect(page.getByRole("heading", { level: 2, name: t.title })).toBeVisible();
      const details = page.getByTestId("account-details");
      await expect(details.getByLabel(t.name)).toHaveValue("Mai Phạm");
      await expectAccessible(page);

      // A date of birth in the future: refused on its field, in the page's language.
      await details.getByLabel(t.birthday).fill("2999-01-01");
      await details.getByRole("button", { name: t.saveDetails }).click();
      await expect(details.getByLabel(t.birthday)).toHaveAttribute("aria-invalid", "true");
      await expect(details.getByLabel(t.birthday)).toHaveAccessibleDescription(t.futureBirthday);

      await details.getByLabel(t.name).fill("Mai Phạm Thị");
      await details.getByLabel(t.birthday).fill("1990-04-30");
      await details.getByRole("button", { name: t.saveDetails }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/accoutInfo\\?saved=details#details$`));
      await expect(details.getByRole("status")).toBeVisible();
      await expect(details.getByRole("status")).toHaveText(t.saved);
      await expect(details.getByLabel(t.name)).toHaveValue("Mai Phạm Thị");
      await expect(details.getByLabel(t.birthday)).toHaveValue("1990-04-30");

      // The e-mail: the password is asked for, and nothing changes until the new address's link is opened.
      const emailForm = page.getByTestId("account-email");
      const changeTo = async (address: string) => {
        await emailForm.getByLabel(t.newEmail).fill(address);
        await emailForm.getByLabel(t.current).fill(PASSWORD);
        await emailForm.getByRole("button", { name: t.saveEmail }).click();
        await expect(page).toHaveURL(/\?saved=email#email$/);
        await expect(emailForm.getByRole("status")).toHaveText(t.emailPending(address));
        await expect(page.getByTestId("current-email")).toContainText(who.email);
        await expect(page.getByTestId("pending-email")).toContainText(t.waiting(address));
      };
      // A change asked for and canceled: its link no longer works.
      await changeTo(`first-${who.email}`);
      // Canceling asks first, naming the address whose link stops working.
      await page.getByTestId("pending-email").getByRole("button", { name: t.cancelChange }).click();
      const askCancel = page.getByRole("dialog", { name: t.cancelChangeTitle(`first-${who.email}`) });
      await askCancel.getByRole("button", { name: t.cancelChangeConfirm(`first-${who.email}`) }).click();
      await expect(page).toHaveURL(/\?saved=email_canceled#email$/);
      await expect(emailForm.getByRole("status")).toHaveText(t.changeCanceled);
      await expect(page.getByTestId("pending-email")).toHaveCount(0);

      const newEmail = `new-${who.email}`;
      await changeTo(newEmail);
      // The old address is told, the new one half-hidden; the new address has the link.
      await expect.poll(() => emailTo(who.email, "n***@example.com") !== undefined).toBe(true);
      await expect.poll(() => emailChangeLinkFor(newEmail)).toMatch(new RegExp(`^${prefix(locale)}/profile/confirm-email\\?token=`));
      const link = emailChangeLinkFor(newEmail)!;
      // Another device's session, which the change of e-mail ends.
      const other = await request.post("/api/v1/login", { data: { identifier: who.email, password: PASSWORD } });
      const otherToken = (await other.json()).data.token as string;

      await open(page, link);
      await expect(page.getByRole("heading", { level: 2, name: t.confirmTitle })).toBeVisible();
      await expect(page.getByTestId("confirm-email")).toContainText(newEmail);
      await page.getByRole("button", { name: t.confirmButton }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/accoutInfo\\?saved=email_confirmed#email$`));
      await expect(page.getByTestId("current-email")).toContainText(newEmail);
      await expect(emailForm.getByRole("status")).toHaveText(t.emailConfirmed(newEmail));
      expect((await request.get("/api/v1/me", { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

      // The link again: spent, said so plainly.
      const again = await open(page, link);
      expect(again?.status()).toBe(410);
      await expect(page.getByTestId("confirm-email").getByRole("alert")).toHaveText(t.linkUsed);
      await open(page, `${prefix(locale)}/profile/accoutInfo`);
      // Another device's session, which the password change ends.
      const third = await request.post("/api/v1/login", { data: { identifier: newEmail, password: PASSWORD } });
      expect(third.status()).toBe(200);
      const thirdToken = (await third.json()).data.token as string;

      // The password: a wrong current one is refused on its field; the hint says the rule.
      const form = page.getByTestId("account-password");
      await expect(form.getByLabel(t.newPassword, { exact: true })).toHaveAccessibleDescription(t.hint);
      // Nothing of the e-mail or the name in it (the rules refuse that).
      const fresh = "Xoi-Gac-Lotus-2026!";
      await form.getByLabel(t.current).fill("not-the-password");
      await form.getByLabel(t.newPassword, { exact: true }).fill(fresh);
      await form.getByLabel(t.repeat).fill(fresh);
      await form.getByRole("button", { name: t.savePassword }).click();
      await expect(form.getByLabel(t.current)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(t.current)).toHaveAccessibleDescription(t.wrongPassword);

      await form.getByLabel(t.current).fill(PASSWORD);
      await form.getByLabel(t.newPassword, { exact: true }).fill(fresh);
      await form.getByLabel(t.repeat).fill(fresh);
      await form.getByRole("button", { name: t.savePassword }).click();
      await expect(page).toHaveURL(/\?saved=password#password$/);
      await expect(form.getByRole("status")).toHaveText(t.passwordChanged);
      // This session stays; the other device's ended.
      expect((await page.request.get("/api/v1/me")).status()).toBe(200);
      expect((await request.get("/api/v1/me", { headers: { Authorization: `Bearer ${thirdToken}` } })).status()).toBe(401);

      // Logged out, the new password signs in.
      await page.context().clearCookies();
      const a = ACCOUNT[locale];
      await open(page, `${prefix(locale)}/login`);
      await page.getByLabel(a.identifier).fill(newEmail);
      await page.getByLabel(a.password, { exact: true }).fill(fresh);
      await page.getByRole("button", { name: a.login, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));
    });
  }
});

const BOOK = {
  en: {
    nav: "Addresses",
    title: "Address book",
    fullName: "Full name",
    phone: "Phone number",
    address: "Street address",
    city: "City",
    state: "State or province",
    zip: "ZIP or postal code",
    add: "Add the address",
    added: "Address added.",
    needName: "Please enter the full name",
    default: "Default",
    makeDefault: (name: string) => `Make the address of ${name} the default`,
    edit: (name: string) => `Edit the address of ${name}`,
    del: (name: string) => `Delete the address of ${name}`,
    save: "Save the address",
    noDefault: "You have no default address now. Choose one with “Make default”.",
    deletedDefault: "Address deleted. You have no default address now; choose one.",
  },
  vi: {
    nav: "Sổ địa chỉ",
    title: "Sổ địa chỉ",
    fullName: "Họ tên người nhận",
    phone: "Số điện thoại",
    address: "Địa chỉ (số nhà, tên đường)",
    city: "Thành phố",
    state: "Tiểu bang hoặc tỉnh",
    zip: "Mã bưu chính (ZIP)",
    add: "Thêm địa chỉ",
    added: "Đã thêm địa chỉ.",
    needName: "Vui lòng nhập họ tên",
    default: "Mặc định",
    makeDefault: (name: string) => `Đặt địa chỉ của ${name} làm mặc định`,
    edit: (name: string) => `Sửa địa chỉ của ${name}`,
    del: (name: string) => `Xóa địa chỉ của ${name}`,
    save: "Lưu địa chỉ",
    noDefault: "Hiện bạn không có địa chỉ mặc định. Hãy chọn một địa chỉ bằng nút “Đặt làm mặc định”.",
    deletedDefault: "Đã xóa địa chỉ. Bạn chưa có địa chỉ mặc định; vui lòng chọn một địa chỉ.",
  },
} as const;

test.describe("address book", () => {
  test.use({ allowedConsoleErrors: /status of 422/ });

  for (const locale of ["en", "vi"] as const) {
    test(`add two addresses, make the second the default, edit one, delete the default (${locale})${locale === "vi" ? " @phone" : ""}`, async ({
      page,
    }) => {
      const t = BOOK[locale];
      await newCustomer(page, locale, locale === "vi" ? "477" : "476");
      await open(page, `${prefix(locale)}/profile`);
      await page.getByRole("navigation").getByRole("link", { name: t.nav }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/addresses$`));
      await expect(page.getByRole("heading", { level: 2, name: t.title })).toBeVisible();

      const form = page.getByTestId("add-address");
      // Nothing filled in: refused by field.
      await form.getByRole("button", { name: t.add }).click();
      await expect(form.getByLabel(t.fullName)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(t.fullName)).toHaveAccessibleDescription(t.needName);

      const fill = async (name: string, street: string) => {
        await form.getByLabel(t.fullName).fill(name);
        await form.getByLabel(t.phone).fill("7135550142");
        await form.getByLabel(t.address).fill(street);
        await form.getByLabel(t.city).fill("Houston");
        await form.getByLabel(t.state).fill("TX");
        await form.getByLabel(t.zip).fill("77072");
        await form.getByRole("button", { name: t.add }).click();
        await expect(page).toHaveURL(/\?done=added$/);
      };
      await fill("Lan Nguyễn", "11230 Bellaire Blvd");
      await expect(page.getByTestId("form-alert")).toHaveText(t.added);
      await fill("Minh Trần", "9600 Bellaire Blvd");
      const list = page.getByTestId("address");
      await expect(list).toHaveCount(2);
      // The first address is the default, listed first.
      await expect(list.first()).toContainText("Lan Nguyễn");
      await expect(list.first().getByTestId("address-default")).toHaveText(t.default);
      await expectAccessible(page);

      await page.getByRole("button", { name: t.makeDefault("Minh Trần") }).click();
      await expect(page).toHaveURL(/\?done=default$/);
      await expect(list.first()).toContainText("Minh Trần");
      await expect(list.first().getByTestId("address-default")).toBeVisible();
      await expect(page.getByTestId("address-default")).toHaveCount(1);

      await page.getByRole("link", { name: t.edit("Lan Nguyễn") }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/addresses/\\d+$`));
      // The URL changes a moment before the edit page replaces the list (whose add form has the same labels).
      const edit = page.getByTestId("edit-address-page");
      await expect(edit).toBeVisible();
      await edit.getByLabel(t.address).fill("11234 Bellaire Blvd");
      await expect(edit.getByLabel(t.address)).toHaveValue("11234 Bellaire Blvd");
      await edit.getByRole("button", { name: t.save }).click();
      await expect(page).toHaveURL(/\/profile\/addresses\?done=saved$/);
      await expect(list.filter({ hasText: "Lan Nguyễn" })).toContainText("11234 Bellaire Blvd");

      // The checkout starts with the default address filled in.
      const product = await (await page.request.get("/api/v1/products/banh-mi-dac-biet")).json();
      expect((await page.request.post("/api/v1/carts", { data: { product_id: product.data.id, quantity: 1 } })).status()).toBe(200);
      await open(page, `${prefix(locale)}/cart/cartList`);
      const checkoutAddress = page.getByTestId("checkout-address");
      await expect(checkoutAddress.getByLabel(t.address)).toHaveValue("9600 Bellaire Blvd");
      await expect(checkoutAddress.getByLabel(t.city)).toHaveValue("Houston");
      await open(page, `${prefix(locale)}/profile/addresses`);

      await page.getByRole("button", { name: t.del("Minh Trần") }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: t.del("Minh Trần") })
        .click();
      await expect(page).toHaveURL(/\?done=deletedDefault$/);
      await expect(page.getByTestId("form-alert")).toHaveText(t.deletedDefault);
      await expect(page.getByTestId("no-default")).toHaveText(t.noDefault);
      await expect(list).toHaveCount(1);
      await expect(page.getByTestId("address-default")).toHaveCount(0);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of (409|422)/ });

  test("the details form is a plain form post: 422 with the message on its field, then 303 and saved (vi)", async ({ page }) => {
    const t = INFO.vi;
    await newCustomer(page, "vi", "475");
    await page.goto("/vi/profile/accoutInfo");
    const details = page.getByTestId("account-details");
    await details.getByLabel(t.name).fill("");
    const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
    await details.getByRole("button", { name: t.saveDetails }).click();
    expect((await refused).status()).toBe(422);
    await expect(details.getByLabel(t.name)).toHaveAttribute("aria-invalid", "true");
    await expect(details.getByLabel(t.name)).toHaveAccessibleDescription(/\S/);

    await details.getByLabel(t.name).fill("Phạm Mai");
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
    await details.getByRole("button", { name: t.saveDetails }).click();
    expect((await saved).status()).toBe(303);
    await expect(page).toHaveURL(/\/vi\/profile\/accoutInfo\?saved=details#details$/);
    await expect(page.getByTestId("account-details").getByLabel(t.name)).toHaveValue("Phạm Mai");
  });

  test("cancel is a plain form post: 303 back to the order, now canceled; a second cancel is refused with 409 (en)", async ({ page }) => {
    const who = await newCustomer(page, "en", "472");
    const code = await placeOrder(page, who.email);
    await page.goto(`/profile/orders/${code}`);
    // The page as it was before the cancel, kept to post the form a second time.
    // The first post only asks: the same page, with the question in place of the button.
    const asked = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
    await page.getByRole("button", { name: TEXT.en.cancel }).click();
    expect((await asked).status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${code}\\?confirm=cancel#confirm-cancel$`));
    const step = page.getByRole("region", { name: TEXT.en.cancelTitle(code) });
    await expect(step).toContainText(TEXT.en.cancelBody(code));
    await expect(page.getByTestId("order-status")).not.toHaveText(TEXT.en.canceled);
    // "No, go back" is a link to the order as it was.
    await step.getByRole("link", { name: TEXT.en.back }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${code}$`));
    await expect(page.getByTestId("order-status")).not.toHaveText(TEXT.en.canceled);

    await page.getByRole("button", { name: TEXT.en.cancel }).click();
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
    await page
      .getByRole("region", { name: TEXT.en.cancelTitle(code) })
      .getByRole("button", { name: TEXT.en.cancelConfirm(code) })
      .click();
    expect((await posted).status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${code}\\?done=canceled$`));
    await expect(page.getByTestId("order-status")).toHaveText(TEXT.en.canceled);

    const again = await page.request.post(`/profile/orders/${code}`, {
      form: { intent: "cancel", confirmed: "1" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain(`Order ${code} is already canceled.`);
  });
});
