import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { placePickupOrder, type PlacedOrder } from "./orders.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { E2E_DIR, expectAccessible, waitForHydration } from "./support.ts";

// The board of the day: a kitchen account, in Vietnamese on a tablet, and a manager in English on a desktop,
// see the day's orders by slot, move one to Completed (the customer's notice and e-mail follow), see an order placed
// meanwhile appear marked new without a reload, cancel one with a reason; the board prints without its buttons.

const SHOTS = `test-results-${process.env.E2E_PORT ?? "3107"}/board-screens`;
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  vi: {
    slot: (start: string) => new RegExp(`^${start}–`),
    shipped: "Đánh dấu đơn đã xong, chờ khách đến lấy",
    delivered: "Đánh dấu khách đã lấy đơn",
    completed: "Đánh dấu đơn hoàn tất",
    statusCompleted: "Trạng thái: Hoàn tất",
    statusCanceled: "Trạng thái: Đã hủy",
    done: (code: string) => `Đơn ${code} đã chuyển sang “Hoàn tất”.`,
    new: "Mới",
    cancel: "Hủy đơn…",
    reason: "Lý do (sẽ gửi cho khách)",
    confirm: "Xác nhận hủy đơn",
    date: "Ngày nhận hàng",
    show: "Xem",
  },
  en: {
    slot: (start: string) => new RegExp(`^${start}–`),
    shipped: "Mark ready for pickup",
    delivered: "Mark picked up",
    completed: "Mark completed",
    statusCompleted: "Status: Completed",
    statusCanceled: "Status: Canceled",
    done: (code: string) => `Order ${code} is now “Completed”.`,
    new: "New",
    cancel: "Cancel order…",
    reason: "Reason (sent to the customer)",
    confirm: "Cancel this order",
    date: "Fulfilment date",
    show: "Show",
  },
} as const;

type Locale = keyof typeof TEXT;

/** The e-mails to `to` in the e2e server's outbox, quoted-printable decoded as UTF-8. */
function mailsTo(to: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(`${E2E_DIR}/outbox`).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(`${E2E_DIR}/outbox/${f}`, "latin1"))
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      Buffer.from(
        raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8"),
    );
}

const card = (page: Page, code: string) => page.locator(`[data-testid="board-order"][data-code="${code}"]`);

/** Opens the board of the order's date: the default one when it is today, else through the date form. */
async function openDateOf(page: Page, locale: Locale, order: PlacedOrder) {
  const board = page.getByTestId("admin-board");
  if ((await board.getAttribute("data-date")) !== order.slot.date) {
    await page.getByLabel(TEXT[locale].date).fill(order.slot.date);
    await page.getByRole("button", { name: TEXT[locale].show, exact: true }).click();
    await expect(board).toHaveAttribute("data-date", order.slot.date);
  }
  await waitForHydration(page);
}

async function moveToCompleted(page: Page, locale: Locale, code: string) {
  const t = TEXT[locale];
  for (const step of [t.shipped, t.delivered, t.completed]) {
    await card(page, code).getByRole("button", { name: step }).click();
    await expect(card(page, code).getByRole("button", { name: step })).toHaveCount(0);
  }
  await expect(card(page, code).getByTestId("board-order-status")).toHaveText(t.statusCompleted);
  await expect(page.getByTestId("form-alert").filter({ hasText: t.done(code) })).toBeVisible();
}

async function cancelWithReason(page: Page, locale: Locale, code: string, reason: string) {
  const t = TEXT[locale];
  await card(page, code).getByText(t.cancel).click();
  await card(page, code).getByLabel(t.reason).fill(reason);
  await card(page, code).getByRole("button", { name: t.confirm }).click();
  await expect(card(page, code).getByTestId("board-order-status")).toHaveText(t.statusCanceled);
}

async function noticesOf(request: APIRequestContext, locale: Locale) {
  const res = await request.get("/api/v1/notices", { headers: { "Http-Accept-Language": locale === "vi" ? "vi_VN" : "en_US" } });
  return ((await res.json()).data as { notices: { title: string }[] }).notices.map((n) => n.title);
}

for (const run of [
  {
    locale: "vi" as const,
    role: "kitchen" as const,
    viewport: { width: 820, height: 1180 },
    areaCode: "281",
    name: "the kitchen, in Vietnamese on a tablet",
  },
  {
    locale: "en" as const,
    role: "manager" as const,
    viewport: { width: 1280, height: 800 },
    areaCode: "832",
    name: "a manager, in English on a desktop",
  },
]) {
  test(`the board: ${run.name} moves an order to Completed, sees a new order appear, cancels one with a reason`, async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const t = TEXT[run.locale];
    await page.setViewportSize(run.viewport);
    const email = staffEmail(run.role);
    await createStaffFromCli({ email, name: run.locale === "vi" ? "Chị Hoa" : "Sam Lee", role: run.role });
    // The customers order through the API, each with its own cookies (never the staff member's).
    const first = await placePickupOrder(request, baseURL!, {
      locale: run.locale,
      areaCode: run.areaCode,
      quantity: 3,
      note: "Không hành, thêm ớt",
      day: "first",
    });

    await staffSignIn(page, run.locale, email);
    await expect(page).toHaveURL(new RegExp(`${run.locale === "vi" ? "/vi" : ""}/admin$`));
    await openDateOf(page, run.locale, first);

    // The order in its slot, with its note for the kitchen and its allergens; the slot is a heading.
    const slot = page.locator(`[data-testid="board-slot"][data-start="${first.slot.start}"]`);
    await expect(slot.getByRole("heading", { level: 2, name: t.slot(first.slot.start) })).toBeVisible();
    await expect(slot.locator(`[data-code="${first.code}"]`)).toBeVisible();
    await expect(card(page, first.code)).toContainText(run.locale === "vi" ? "Ghi chú: Không hành, thêm ớt" : "Note: Không hành, thêm ớt");
    await expect(card(page, first.code)).toContainText(run.locale === "vi" ? "Có chứa:" : "Contains:");
    await expect(card(page, first.code)).toContainText(run.locale === "vi" ? "Trả tiền khi nhận tại tiệm" : "To pay at pickup");
    // The kitchen sees the name and phone it calls, not the customer's e-mail; a manager sees it.
    await expect(card(page, first.code)).toContainText("Mai Nguyễn");
    if (run.role === "kitchen") await expect(card(page, first.code)).not.toContainText(first.email);
    else await expect(card(page, first.code)).toContainText(first.email);

    await moveToCompleted(page, run.locale, first.code);
    // The customer's notice and e-mail, in its language.
    const statusWord = run.locale === "vi" ? "Hoàn tất" : "Completed";
    expect(await noticesOf(request, run.locale)).toContain(
      run.locale === "vi" ? `Đơn hàng ${first.code}: ${statusWord}` : `Order ${first.code} is now ${statusWord}`,
    );
    const statusLine =
      run.locale === "vi"
        ? `Trạng thái đơn hàng ${first.code} của bạn nay là “${statusWord}”.`
        : `The status of your order ${first.code} is now “${statusWord}”.`;
    await expect.poll(() => mailsTo(first.email).some((mail) => mail.includes(statusLine)), { timeout: 10_000 }).toBe(true);

    // An order placed meanwhile, by another customer: it appears on the next poll, marked new in words.
    const other = await playwright.request.newContext({ baseURL: baseURL! });
    const second = await placePickupOrder(other, baseURL!, { locale: run.locale, areaCode: run.areaCode, date: first.slot.date });
    await other.dispose();
    await expect(card(page, second.code)).toBeVisible({ timeout: 35_000 });
    await expect(card(page, second.code).getByTestId("board-order-new")).toHaveText(t.new);
    await expect(card(page, first.code).getByTestId("board-order-new")).toHaveCount(0);
    await card(page, second.code).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/board-${run.locale}-${run.viewport.width}.png`, fullPage: true });

    await cancelWithReason(
      page,
      run.locale,
      second.code,
      run.locale === "vi" ? "Hết bột, đã gọi báo khách" : "Out of flour, called the customer",
    );
    await expectAccessible(page);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation", { name: run.locale === "vi" ? "Các mục quản lý" : "Back office sections" })).toBeHidden();
    await expect(card(page, first.code).getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.show, exact: true })).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/board-${run.locale}-print.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // A phone in the kitchen: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/board-${run.locale}-390.png`, fullPage: false });
  });
}

test.describe("two staff at once", () => {
  // The refused move is a 409 answer, which the browser logs.
  test.use({ allowedConsoleErrors: /status of 409/ });

  test("two staff move the same order at once: the second is told, in the page's language, and sees the order as it is now", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = staffEmail("kitchen");
    await createStaffFromCli({ email, name: "Anh Tư", role: "kitchen" });
    const order = await placePickupOrder(request, baseURL!, { locale: "vi", areaCode: "409", day: "first" });
    await staffSignIn(page, "vi", email);
    await page.goto(`/vi/admin?date=${order.slot.date}`);
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto(`/vi/admin?date=${order.slot.date}`);
    await waitForHydration(other);

    await card(page, order.code).getByRole("button", { name: TEXT.vi.shipped }).click();
    await expect(card(page, order.code).getByTestId("board-order-status")).toHaveText("Trạng thái: Đơn đã xong, chờ khách đến lấy");
    // The other tablet still shows it unfinished; its press is refused and the card catches up.
    await card(other, order.code).getByRole("button", { name: TEXT.vi.shipped }).click();
    await expect(card(other, order.code).getByTestId("board-order-refusal")).toHaveText(
      `Có người vừa chuyển đơn ${order.code} sang trạng thái “Đơn đã xong, chờ khách đến lấy”. Hãy xem lại rồi thử lần nữa.`,
    );
    await expect(card(other, order.code).getByTestId("board-order-status")).toHaveText("Trạng thái: Đơn đã xong, chờ khách đến lấy");
    await expect(card(other, order.code).getByRole("button", { name: TEXT.vi.delivered })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a move is a plain form post: 303 back to the board, a refusal is said on the board (409)", async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const email = staffEmail("kitchen");
    await createStaffFromCli({ email, name: "Chú Ba", role: "kitchen" });
    const order = await placePickupOrder(request, baseURL!, { locale: "en", areaCode: "713", day: "first" });
    await page.goto("/admin/login?redirectTo=%2Fadmin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Lò-Bánh-Mì-Nóng-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.goto(`/admin?date=${order.slot.date}`);
    await card(page, order.code).getByRole("button", { name: "Mark ready for pickup" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin\\?.*moved=${order.code}`));
    await expect(card(page, order.code).getByTestId("board-order-status")).toHaveText("Status: Ready for pickup");

    // The same button from an old copy of the board: the order has moved since, so the server refuses it.
    const response = await page.request.post(`/admin?index&date=${order.slot.date}`, {
      form: { intent: "move", code: order.code, status: "shipped", expected_status: "unfinished", date: order.slot.date },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(409);
    expect(await response.text()).toContain(`Someone else moved order ${order.code} meanwhile: it is now “Ready for pickup”.`);
  });
});
