import { expect, test } from "./fixtures.ts";
import { e2eDb, ensureTetOpen } from "./campaigns.ts";
import { expectAccessible, open } from "./support.ts";

// The seeded Tết pre-order as a visitor meets it: its page in both languages (window in words, pickup days with what
// is left, the deposit rule, its products), a full day's waitlist joined without JavaScript, its line on the home
// page and on a product's page, on a phone as on a desktop. The seed's dates follow the day it is seeded: the
// campaign is open for most of the year and upcoming in the rest, so the window is read either way.
//
// The last pickup day is filled in the e2e database for this file and stays full (no other spec picks it);
// each visit of the filled page asks an address of its own (`?e2e=…`), so no page kept before the change answers.

let lastDay = { id: 0, date: "", reserved: 0 };

test.beforeAll(() => {
  ensureTetOpen();
  const db = e2eDb();
  try {
    const row = db
      .prepare(
        `SELECT d.id, d.date, d.reserved_units AS reserved FROM campaign_pickup_days d JOIN campaigns c ON c.id = d.campaign_id
         WHERE c.slug = 'tet' ORDER BY d.date DESC LIMIT 1`,
      )
      .get() as typeof lastDay;
    lastDay = row;
    // Full for the rest of the run (no other spec picks the last day): the tests of this file run in several workers
    // at once, and one giving it back while another reads it would see it open.
    db.prepare("UPDATE campaign_pickup_days SET reserved_units = capacity_units WHERE id = ?").run(row.id);
  } finally {
    db.close();
  }
});

const TEXT = {
  en: {
    prefix: "",
    name: /^Tết \d{4} pre-orders$/,
    window: /^Orders (close|open) .+\d{4}|^Orders open today|^Today is the last day to order/,
    full: "Full",
    left: /^\d+ left$/,
    deposit: "A 30 % deposit holds your order; cancel until 7 days before your pickup day for a full refund of it, after that it is kept.",
    email: "Your email",
    join: "Join the waitlist",
    joined: /^You are on the waitlist for \w+day, \w+ \d+, \d{4}\. We will e-mail you if a place frees up\.$/,
    already: /^You are already on the waitlist for /,
    see: /^See the pre-order/,
    partOf: "Sold only as a seasonal pre-order:",
  },
  vi: {
    prefix: "/vi",
    name: /^Đặt bánh Tết \d{4}$/,
    window: /^(Còn .+ nữa là hết nhận đặt trước|Tiệm nhận đặt trước từ|Ngày mai là hạn chót|Hôm nay là ngày cuối)/,
    full: "Đã đủ đơn",
    left: /^Còn nhận \d+ phần$/,
    deposit:
      "Tiệm giữ đơn cho bạn với tiền cọc 30 %; bạn hủy đơn trước ngày nhận bánh ít nhất 7 ngày thì được hoàn lại toàn bộ tiền cọc, sau thời hạn đó tiệm giữ lại tiền cọc.",
    email: "Email của bạn",
    join: "Vào danh sách chờ",
    joined: /^Bạn đã có tên trong danh sách chờ ngày Thứ .+\/\d{4}\. Tiệm sẽ gửi email cho bạn khi ngày này nhận thêm đơn\.$/,
    already: /^Bạn đã có tên trong danh sách chờ ngày .+ rồi\./,
    see: /^Xem và đặt trước/,
    partOf: "Món này chỉ bán theo đợt đặt trước:",
  },
} as const;

for (const lang of ["en", "vi"] as const) {
  const t = TEXT[lang];

  test(`${lang}: the campaign's page says its window, its pickup days, its deposit rule and its products`, async ({ page }) => {
    await open(page, `${t.prefix}/tet?e2e=page-${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.name);
    await expect(page.getByTestId("campaign-window")).toHaveText(t.window);
    const days = page.getByTestId("pickup-days").locator("li");
    await expect(days).toHaveCount(9);
    await expect(days.last()).toContainText(t.full);
    await expect(days.first().getByText(t.left)).toBeVisible();
    await expect(page.getByTestId("campaign-deposit")).toHaveText(t.deposit);
    for (const slug of ["banh-chung", "banh-tet", "mut-tet-tray"]) {
      await expect(page.locator(`main a[href="${t.prefix}/${slug}"]`)).toBeVisible();
    }
    await expectAccessible(page);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 422/ });

  for (const lang of ["en", "vi"] as const) {
    const t = TEXT[lang];
    test(`${lang}: a full day's waitlist takes an address once, and says so the second time`, async ({ page }) => {
      const email = `e2e-campaign-${lang}@example.com`;
      await page.goto(`${t.prefix}/tet?e2e=waitlist-${lang}`);
      const day = page.locator(`#day-${lastDay.date}`);
      await day.getByLabel(t.email).fill(email);
      await day.getByRole("button", { name: t.join }).click();
      await expect(page.locator(`#day-${lastDay.date}`).getByRole("status")).toHaveText(t.joined);

      await page.goto(`${t.prefix}/tet?e2e=waitlist-again-${lang}`);
      await page.locator(`#day-${lastDay.date}`).getByLabel(t.email).fill(email.toUpperCase());
      await page.locator(`#day-${lastDay.date}`).getByRole("button", { name: t.join }).click();
      await expect(page.locator(`#day-${lastDay.date}`).getByRole("status")).toHaveText(t.already);
    });
  }
});

test("the home page shows the pre-order above its sections, and a product names it", async ({ page }) => {
  for (const lang of ["en", "vi"] as const) {
    const t = TEXT[lang];
    await open(page, t.prefix || "/");
    const line = page.getByTestId("home-campaigns");
    await expect(line.getByText(t.name)).toBeVisible();
    await line.getByRole("link", { name: t.see }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/tet$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.name);

    await open(page, `${t.prefix}/banh-chung`);
    const note = page.getByTestId("product-campaign");
    await expect(note).toContainText(t.partOf);
    await expect(note.getByRole("link")).toHaveAttribute("href", `${t.prefix}/tet`);
  }
});

test("on a phone the page fits the screen, the waitlist form too", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, "/tet?e2e=phone");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const button = await page.locator(`#day-${lastDay.date}`).getByRole("button", { name: TEXT.en.join }).boundingBox();
  expect(button).not.toBeNull();
  expect(button!.x).toBeGreaterThanOrEqual(0);
  expect(button!.x + button!.width).toBeLessThanOrEqual(360);
});
