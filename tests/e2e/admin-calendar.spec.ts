import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open, waitForHydration } from "./support.ts";
import { misfitWords } from "./text-fit.ts";

// The capacity calendar (/admin/calendar): a manager closes a date with its reason and the checkout
// then shows it closed with that reason; sets a date's orders per slot; limits a product below what is booked and
// reads the warning; the same forms without JavaScript; the page on a tablet and at 390 px. Each test changes a date
// near the end of the days the checkout offers and puts it back, so that the other specs' orders are not refused.

const MANAGER = { name: "Chị Thu", role: "manager" as const };

async function newManager(): Promise<string> {
  const email = staffEmail("calendar");
  await createStaffFromCli({ ...MANAGER, email });
  return email;
}

/** The days the checkout offers a plain cart now (the shop's dates), through the API. */
async function offeredDays(request: APIRequestContext): Promise<{ date: string; slots: { start: string; full: boolean }[] }[]> {
  const product = (await (await request.get("/api/v1/products/banh-mi-que")).json()).data;
  const cart = await request.post("/api/v1/carts", { data: { product_id: product.id, quantity: 1 } });
  const token = (await cart.json()).data.token as string;
  const options = await request.get("/api/v1/checkout/options", { headers: { "cart-token": token } });
  return (await options.json()).data.days;
}

/** An order placed through the API for `quantity` of a product on a date's first open slot. */
async function placeOrder(request: APIRequestContext, slug: string, quantity: number, slot: { date: string; start: string }) {
  const product = (await (await request.get(`/api/v1/products/${slug}`)).json()).data;
  const cart = await request.post("/api/v1/carts", { data: { product_id: product.id, quantity } });
  const token = (await cart.json()).data.token as string;
  const res = await request.post("/api/v1/checkout", {
    headers: { "cart-token": token, "Idempotency-Key": randomUUID() },
    data: {
      email: `calendar-${randomUUID().slice(0, 8)}@example.com`,
      phone: "(713) 555-0142",
      full_name: "Trần Minh",
      address: "11230 Bellaire Blvd",
      city: "Houston",
      state: "TX",
      country: "United States",
      zip: "77072",
      shipping_option: "pickup",
      payment_option: "pay_at_pickup",
      notes: "",
      slot,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const calendarUrl = (prefix: string, date: string) => `${prefix}/admin/calendar?from=${date}&date=${date}`;
const editor = (page: Page) => page.getByTestId("calendar-day-editor");

test("a manager closes a date with its reason in Vietnamese, and the checkout then shows it closed with that reason", async ({
  page,
  browser,
  request,
}) => {
  const days = await offeredDays(request);
  const date = days.at(-1)!.date;
  const email = await newManager();
  await staffSignIn(page, "vi", email, undefined, "/admin/calendar");
  await expect(page.getByRole("heading", { name: "Lịch nhận đơn" })).toBeVisible();

  await open(page, calendarUrl("/vi", date));
  const form = page.getByTestId("calendar-day-form");
  await form.getByLabel("Nghỉ ngày này").check();
  await form.getByLabel("Lý do bằng tiếng Việt").fill("Sửa lò nướng");
  await form.getByLabel("Lý do bằng tiếng Anh").fill("Oven repair");
  await form.getByRole("button", { name: "Lưu ngày này" }).click();
  await expect(editor(page).getByRole("status").first()).toHaveText(`Đã lưu ngày ${date}.`);
  const cell = page.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
  await expect(cell).toHaveAttribute("data-closed", "true");
  await expect(cell).toContainText("Nghỉ: Sửa lò nướng");
  await expectAccessible(page);

  try {
    // A customer, in Vietnamese: the day is not offered, and is said to be closed, with the reason.
    const customer = await browser.newPage();
    await open(customer, "/vi/banh-mi-que");
    await customer.getByTestId("add-to-cart").getByRole("button", { name: "Thêm vào giỏ hàng" }).click();
    await expect(customer.getByTestId("add-outcome")).toContainText("Đã thêm vào giỏ hàng");
    await open(customer, "/vi/cart/cartList");
    const [, m, d] = date.split("-").map(Number);
    const closed = customer.locator(`[data-testid="closed-day"][data-date="${date}"]`);
    await expect(closed).toContainText(new RegExp(`^Nghỉ (thứ \\S+|Chủ nhật), ${d}/${m} — Sửa lò nướng$`));
    await expect(customer.locator(`#day-${date}`)).toHaveCount(0);
    await customer.screenshot({ path: test.info().outputPath("checkout-closed-day-vi.png"), fullPage: true });
    await customer.close();
  } finally {
    // Open again for everyone else's orders.
    await editor(page).getByRole("button", { name: "Trở lại cài đặt chung" }).click();
    // It asks first, naming the day.
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Đặt lại / })
      .click();
    await expect(cell).not.toHaveAttribute("data-closed", "true");
  }
});

test("a manager sets a date's orders per slot, then limits a product below what is booked and reads the warning", async ({
  page,
  request,
}) => {
  const days = await offeredDays(request);
  const day = days.at(-2)!;
  const slot = day.slots.find((s) => !s.full)!;
  await placeOrder(request, "banh-mi-que", 3, { date: day.date, start: slot.start });
  const email = await newManager();
  await staffSignIn(page, "en", email, undefined, "/admin/calendar");
  await open(page, calendarUrl("", day.date));

  const form = page.getByTestId("calendar-day-form");
  await form.getByLabel("Orders per slot").fill("12");
  await form.getByRole("button", { name: "Save the day" }).click();
  await expect(editor(page).getByRole("status").first()).toHaveText(`${day.date} is saved.`);
  await expect(page.locator(`[data-testid="calendar-day"][data-date="${day.date}"]`).getByTestId("calendar-day-own")).toHaveText(
    "Own slots: 60 min, 12 a slot",
  );
  await expect(page.locator(`[data-testid="calendar-slot"][data-start="${slot.start}"]`)).toContainText(/of 12/);

  try {
    const add = page.getByTestId("calendar-add-product");
    await add.getByLabel("Product").selectOption({ label: "Pâté Stick Bread (Bánh Mì Que), pack of 5" });
    await add.getByLabel("Capacity").fill("1");
    await add.getByRole("button", { name: "Limit it" }).click();
    await expect(page.getByTestId("calendar-warning")).toHaveText(
      `3 of Pâté Stick Bread (Bánh Mì Que), pack of 5 are already booked on ${day.date}: 2 over the new capacity of 1.`,
    );
    const row = page.locator('[data-testid="calendar-product"]', { hasText: "Pâté Stick Bread (Bánh Mì Que), pack of 5" });
    await expect(row).toContainText("3 booked");
    await expect(page.locator(`[data-testid="calendar-day"][data-date="${day.date}"]`)).toContainText("Overbooked");

    // A tablet on the counter and a phone: the page fits, nothing runs off the side.
    for (const [name, width, height] of [
      ["tablet", 820, 1180],
      ["phone-390", 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`calendar-${name}.png`), fullPage: true });
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
    const row = page.locator('[data-testid="calendar-product"]', { hasText: "Pâté Stick Bread (Bánh Mì Que), pack of 5" });
    if (await row.count()) {
      await row.getByRole("textbox").fill("");
      await row.getByRole("button", { name: "Save" }).click();
      await expect(page.locator('[data-testid="calendar-product"]', { hasText: "Pâté Stick Bread (Bánh Mì Que), pack of 5" })).toHaveCount(
        0,
      );
    }
    await editor(page).getByRole("button", { name: "Back to the standing settings" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /^Reset / })
      .click();
    await expect(page.locator(`[data-testid="calendar-day"][data-date="${day.date}"]`).getByTestId("calendar-day-own")).toHaveCount(0);
  }
});

test("the calendar's forms work without JavaScript, and a refused value is said beside its field", async ({ page, browser, request }) => {
  const days = await offeredDays(request);
  const date = days.at(-3)!.date;
  const email = await newManager();
  await staffSignIn(page, "vi", email, undefined, "/admin/calendar");
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noJs.newPage();
  try {
    await plain.goto(calendarUrl("/vi", date));
    const form = plain.getByTestId("calendar-day-form");
    await form.getByLabel("Độ dài khung giờ (phút)").fill("7");
    await form.getByRole("button", { name: "Lưu ngày này" }).click();
    await expect(plain.getByText("Mỗi khung giờ dài từ 15 đến 240 phút, theo bước 5 phút.")).toBeVisible();
    await expect(plain.getByTestId("calendar-day-form").getByLabel("Độ dài khung giờ (phút)")).toHaveValue("7");

    await plain.getByTestId("calendar-day-form").getByLabel("Độ dài khung giờ (phút)").fill("");
    await plain.getByTestId("calendar-day-form").getByLabel("Số đơn mỗi khung giờ").fill("10");
    await plain.getByTestId("calendar-day-form").getByRole("button", { name: "Lưu ngày này" }).click();
    await expect(plain.getByText(`Đã lưu ngày ${date}.`)).toBeVisible();
    await expect(plain.locator(`[data-testid="calendar-day"][data-date="${date}"]`).getByTestId("calendar-day-own")).toHaveText(
      "Khung riêng: 60 phút, 10 đơn/khung",
    );
  } finally {
    if (await plain.getByTestId("calendar-reset").count()) {
      await plain.getByTestId("calendar-reset").click();
      // Without JavaScript the reset asks on the page first.
      await plain
        .getByTestId("confirm-step")
        .getByRole("button", { name: /^Đặt lại / })
        .click();
    }
    await expect(plain.locator(`[data-testid="calendar-day"][data-date="${date}"]`).getByTestId("calendar-day-own")).toHaveCount(0);
    await noJs.close();
  }
  await waitForHydration(page);
});

for (const lang of ["en", "vi"] as const) {
  test(`the calendar reads well (${lang}): past days with enough contrast, a closed day's reason and Today inside their cells`, async ({
    page,
  }) => {
    const prefix = lang === "vi" ? "/vi" : "";
    await staffSignIn(page, lang, await newManager(), undefined, "/admin/calendar");
    // The weeks before this one: every date past (axe measured faded past dates at 2.81:1).
    await page.getByTestId("calendar-previous").click();
    await waitForHydration(page);
    await expect(page.locator('[data-testid="calendar-day"]').first()).toBeVisible();
    await expectAccessible(page);
    await open(page, `${prefix}/admin/calendar`);
    await expectAccessible(page);
    const today = page.locator('[data-testid="calendar-day"]', {
      has: page.getByText(lang === "vi" ? "Hôm nay" : "Today", { exact: true }),
    });
    await expect(today).toHaveCount(1);

    // The seeded Thanksgiving (26 November 2026) in a week's narrow column, on a tablet and beside the day's form.
    await open(page, `${prefix}/admin/calendar?from=2026-11-23&date=2026-11-26`);
    await expect(page.locator('[data-testid="calendar-day"][data-date="2026-11-26"]').getByTestId("calendar-day-closed")).toHaveText(
      lang === "vi" ? /Lễ Tạ Ơn/ : "Closed: Thanksgiving",
    );
    for (const size of [
      { width: 820, height: 1180 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      expect(await misfitWords(page), `at ${size.width}px`).toEqual([]);
    }
  });
}
