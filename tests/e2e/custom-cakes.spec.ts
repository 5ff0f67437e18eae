import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { unique } from "./accounts.ts";
import { e2eDb } from "./campaigns.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open } from "./support.ts";

// A custom cake from the request to the order: a customer asks for a cake (its inscription previewed as it will be
// piped, the size suggested for the servings, a reference photo), reads the confirmation; the bakery quotes it
// through the staff API; the customer opens the request's link, reads the quote and accepts it, paying the deposit
// by card (the AcceptUI.js stand-in), and sees the order. In English and Vietnamese, on a phone and a desktop. And
// without JavaScript, a date inside the lead time is refused beside its field, what was typed kept.

test.use({ allowedConsoleErrors: /status of (404|422)/ });

const TEXT = {
  en: {
    prefix: "",
    title: "Custom cakes made to order",
    occasion: "Birthday",
    date: "Date wanted",
    servings: "Servings",
    sizeFor30: "Suggested size: 2 tiers (up to 45 people)",
    flavour: "Sponge",
    pandan: "Pandan",
    filling: "Filling",
    durian: "Durian",
    colour: /^Frosting colour/,
    inscription: /^Inscription/,
    photos: /^Reference photos/,
    fullName: "Full name",
    email: "Email",
    phone: "Phone",
    send: "Send my request",
    waiting: "Waiting for our quote",
    photoCount: "Photos sent: 1",
    quoted: "Quoted",
    deposit: "$30.00",
    accept: "Accept and pay the $30.00 deposit",
    policy: /^Cancel until .+ and the deposit is refunded/,
    acceptBy: /^Please accept by /,
    summary: "Please check the fields marked below.",
    photosAgain: /choose them again/,
  },
  vi: {
    prefix: "/vi",
    title: "Bánh kem theo yêu cầu",
    occasion: "Sinh nhật",
    date: "Ngày nhận bánh",
    servings: "Số người ăn",
    sizeFor30: "Cỡ bánh gợi ý: 2 tầng (đến 45 người)",
    flavour: "Cốt bánh",
    pandan: "Lá dứa",
    filling: "Nhân",
    durian: "Sầu riêng",
    colour: /^Màu kem/,
    inscription: /^Chữ viết trên bánh/,
    photos: /^Ảnh mẫu/,
    fullName: "Họ và tên",
    email: "Email",
    phone: "Số điện thoại",
    send: "Gửi yêu cầu",
    waiting: "Đang chờ tiệm báo giá",
    photoCount: "Số ảnh đã gửi: 1",
    quoted: "Đã báo giá",
    deposit: "$30.00",
    accept: "Đồng ý và trả tiền cọc $30.00",
    policy: /^Hủy trước .+ thì được hoàn tiền cọc/,
    acceptBy: /^Bạn vui lòng đồng ý trước /,
    summary: "Bạn vui lòng kiểm tra các ô được đánh dấu bên dưới.",
    photosAgain: /chọn lại ảnh/,
  },
} as const;

type Lang = keyof typeof TEXT;

/** A small JPEG of a cake's colours, made for the test. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 250, g: 214, b: 222 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A day at least `offset` days after the form's first day, on a day the shop opens (it closes on Mondays). */
async function openDayFrom(page: Page, lang: Lang, offset: number): Promise<string> {
  const min = await page.getByLabel(TEXT[lang].date).getAttribute("min");
  const day = new Date(`${min}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  while (day.getUTCDay() === 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The bakery quotes the request through the staff API, as a manager signed in on the back office. */
async function quote(browser: Browser, baseURL: string, code: string) {
  const row = e2eDb().prepare("SELECT id FROM cake_requests WHERE code = ?").get(code) as { id: number } | undefined;
  expect(row, `request ${code} in the e2e database`).toBeTruthy();
  const email = staffEmail("cake-quote");
  await createStaffFromCli({ email, name: "Thảo Lê", role: "manager" });
  const staff = await browser.newContext({ baseURL });
  try {
    const staffPage = await staff.newPage();
    await staffSignIn(staffPage, "en", email);
    const quoted = await staffPage.request.post(`/api/v1/admin/custom-cakes/${row!.id}/quote`, {
      headers: { Origin: baseURL },
      data: { price_cents: 8500, deposit_cents: 3000, notes: "Pandan sponge, durian cream, pink rosettes." },
    });
    expect(quoted.status(), await quoted.text()).toBe(200);
  } finally {
    await staff.close();
  }
}

for (const lang of ["en", "vi"] as const satisfies Lang[]) {
  test(`a customer requests a custom cake with a photo, the bakery quotes it, the customer accepts and pays the deposit (${lang}) @both`, async ({
    page,
    browser,
    baseURL,
  }, info) => {
    const t = TEXT[lang];
    // Each run its own day, so the day's custom cakes do not run out between the runs.
    const offset = 8 + (lang === "vi" ? 3 : 0) + (info.project.name === "desktop" ? 6 : 0);
    await open(page, `${t.prefix}/custom-cakes`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    const form = page.getByTestId("cake-request-form");

    await form.getByRole("radio", { name: t.occasion }).check();
    await form.getByLabel(t.date).fill(await openDayFrom(page, lang, offset));
    await form.getByLabel(t.servings).fill("30");
    await expect(form.getByTestId("suggested-size")).toHaveText(t.sizeFor30);
    await form.getByLabel(t.flavour).selectOption({ label: t.pandan });
    await form.getByLabel(t.filling).selectOption({ label: t.durian });
    await form.getByLabel(t.colour).fill("pale pink");
    const inscription = "Chúc mừng sinh nhật Bà Tư 80 tuổi!";
    await form.getByLabel(t.inscription).fill(inscription);
    await expect(form.getByTestId("inscription-preview-text")).toHaveText(inscription);
    await form.getByLabel(t.photos).setInputFiles({ name: "cake.jpg", mimeType: "image/jpeg", buffer: await photo() });
    const who = unique(`cake-${lang}`, "832");
    await form.getByLabel(t.fullName).fill("Lan Phạm");
    await form.getByLabel(t.email).fill(who.email);
    await form.getByLabel(t.phone).fill(who.phoneDigits);
    await expectAccessible(page);
    await form.getByRole("button", { name: t.send }).click();

    // The confirmation: the request's own page, by its link's key.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/custom-cakes/[^/?]+\\?key=[^&]+&sent=1$`));
    const url = new URL(page.url());
    const code = decodeURIComponent(url.pathname.split("/").at(-1)!);
    const key = url.searchParams.get("key")!;
    await expect(page.getByTestId("cake-status")).toHaveText(t.waiting);
    await expect(page.getByTestId("form-alert")).toContainText(who.email);
    const asked = page.getByTestId("cake-asked");
    await expect(asked.getByTestId("inscription-preview-text")).toHaveText(inscription);
    await expect(asked).toContainText(t.photoCount);
    await expectAccessible(page);

    await quote(browser, baseURL!, code);

    // The quote's link: the request's key opens it too.
    await open(page, `${t.prefix}/custom-cakes/${code}?key=${encodeURIComponent(key)}`);
    await expect(page.getByTestId("cake-status")).toHaveText(t.quoted);
    const quoted = page.getByTestId("cake-quote");
    await expect(quoted.getByTestId("quote-price")).toContainText("$85.00");
    await expect(quoted.getByTestId("quote-deposit")).toContainText(t.deposit);
    await expect(quoted.getByTestId("quote-expires")).toHaveText(t.acceptBy);
    await expect(quoted.getByTestId("quote-policy")).toHaveText(t.policy);
    await expect(quoted.locator("button.AcceptUI")).toHaveAttribute("data-acceptUIFormBtnTxt", /\$30\.00/);
    await expectAccessible(page);
    await quoted.getByRole("button", { name: t.accept }).click();

    // The order, opened in this browser by the guest's access cookie.
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart/order-success\\?code=MV-`));
    await expect(page.getByTestId("order-success")).toBeVisible();

    // The request's page now links to the order.
    await open(page, `${t.prefix}/custom-cakes/${code}?key=${encodeURIComponent(key)}`);
    await expect(page.getByTestId("cake-order").getByRole("link")).toHaveAttribute("href", /\/cart\/order-success\?code=MV-/);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "vi"] as const satisfies Lang[]) {
    test(`refuses a date inside the lead time beside its field, keeping what was typed (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      await page.goto(`${t.prefix}/custom-cakes`);
      const form = page.getByTestId("cake-request-form");
      const min = (await form.getByLabel(t.date).getAttribute("min"))!;
      const tooSoon = new Date(`${min}T12:00:00Z`);
      tooSoon.setUTCDate(tooSoon.getUTCDate() - 2);
      const soon = tooSoon.toISOString().slice(0, 10);
      await form.getByLabel(t.date).fill(soon);
      await form.getByLabel(t.inscription).fill("Mừng tốt nghiệp");
      await form.getByLabel(t.photos).setInputFiles({ name: "cake.jpg", mimeType: "image/jpeg", buffer: await photo() });
      const who = unique(`cake-nojs-${lang}`, "832");
      await form.getByLabel(t.fullName).fill("Minh Võ");
      await form.getByLabel(t.email).fill(who.email);
      await form.getByLabel(t.phone).fill(who.phoneDigits);
      await form.getByRole("button", { name: t.send }).click();

      await expect(page).toHaveURL(new RegExp(`${t.prefix}/custom-cakes$`));
      await expect(page.getByTestId("cake-error-summary")).toContainText(t.summary);
      await expect(page.getByTestId("cake-error-summary")).toContainText(t.photosAgain);
      const date = page.getByTestId("cake-request-form").getByLabel(t.date);
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await expect(date).toHaveAttribute("aria-describedby", /field-date-error/);
      await expect(page.locator("#field-date-error")).not.toBeEmpty();
      await expect(date).toHaveValue(soon);
      await expect(page.getByTestId("cake-request-form").getByLabel(t.inscription)).toHaveValue("Mừng tốt nghiệp");
      await expect(page.getByTestId("cake-request-form").getByTestId("inscription-preview-text")).toHaveText("Mừng tốt nghiệp");
      await expect(page.getByTestId("cake-request-form").getByLabel(t.fullName)).toHaveValue("Minh Võ");
      // No axe here: it runs as a script in the page, which this browser does not run.
    });
  }
});

test("the footer and the cakes' category link to the request's page", async ({ page }) => {
  await open(page, "/products?category=cakes");
  await page.getByTestId("custom-cake-box").getByRole("link").click();
  await expect(page).toHaveURL(/\/custom-cakes$/);
  await open(page, "/vi/products?category=cakes");
  await expect(page.getByTestId("footer-custom-cakes")).toHaveAttribute("href", "/vi/custom-cakes");
  await expect(page.getByTestId("custom-cake-box").getByRole("link")).toHaveText("Đặt bánh kem theo yêu cầu");
});
