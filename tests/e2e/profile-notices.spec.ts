import type { APIRequestContext, Page } from "@playwright/test";
import { PASSWORD, prefix, unique, type Locale } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";
import { placePickupOrder } from "./orders.ts";

// The profile's notices (decision 013): a new customer places an order and cancels it through the API, which gives
// two notices; the header's badge counts the unread ones, /profile/notice lists them unread first, and "Mark as read"
// and "Mark all as read" are plain form posts answered with a redirect back, with JavaScript and without.

const TEXT = {
  en: {
    unread: (n: number) => `${n} unread notice${n === 1 ? "" : "s"}`,
    allRead: "All read",
    markRead: "Mark as read",
    markAll: "Mark all as read",
    canceledTitle: (code: string) => `Order ${code} is now Canceled`,
    placedTitle: (code: string) => `Order ${code} received`,
    seeOrder: (code: string) => `See order ${code}`,
    latestOrder: "Latest order",
    status: "Canceled",
    notGiven: "Not given",
    nextLevel: "500 more points to Silver",
  },
  vi: {
    unread: (n: number) => `${n} thông báo chưa đọc`,
    allRead: "Đã đọc hết",
    markRead: "Đánh dấu đã đọc",
    markAll: "Đánh dấu tất cả là đã đọc",
    canceledTitle: (code: string) => code,
    placedTitle: (code: string) => code,
    seeOrder: (code: string) => `Xem đơn ${code}`,
    latestOrder: "Đơn hàng gần nhất",
    status: "Đã hủy",
    notGiven: "Chưa cung cấp",
    nextLevel: "Còn 500 điểm nữa để lên hạng",
  },
} as const;

/**
 * Registers a new customer in the page's own request context (its cookies are the browser's), places a pickup order
 * paid at pickup and cancels it: two unread notices. Answers the order's code.
 */
async function customerWithTwoNotices(request: APIRequestContext, baseURL: string, locale: Locale): Promise<string> {
  const lang = { "Http-Accept-Language": locale === "vi" ? "vi_VN" : "en_US", Origin: baseURL };
  const { code } = await placePickupOrder(request, baseURL, { locale, areaCode: "281", quantity: 1 });
  expect((await request.post(`/api/v1/orders/${code}/cancel`, { headers: lang })).status()).toBe(200);
  return code;
}

const badge = (page: Page) => page.locator("header").getByTestId("notices-badge");
const notices = (page: Page) => page.getByTestId("notice");

for (const locale of ["en", "vi"] as const) {
  const t = TEXT[locale];
  test(`the unread badge, the notices unread first, mark one read, then all (${locale})${locale === "vi" ? " @phone" : ""}`, async ({
    page,
    baseURL,
  }) => {
    const code = await customerWithTwoNotices(page.request, baseURL!, locale);

    // The overview: the latest order at a glance, the unread notices, loyalty and the birthday not given.
    await open(page, `${prefix(locale)}/profile`);
    await expect(badge(page)).toHaveText("2");
    await expect(page.locator("header").getByRole("link", { name: new RegExp(t.unread(2)) })).toBeVisible();
    const latest = page.getByTestId("profile-latest-order");
    await expect(latest.getByRole("heading")).toHaveText(t.latestOrder);
    await expect(latest.getByRole("link", { name: new RegExp(code) })).toHaveAttribute("href", `${prefix(locale)}/profile/orders/${code}`);
    await expect(latest.getByTestId("profile-latest-order-status")).toHaveText(t.status);
    await expect(page.getByTestId("profile-birthday")).toContainText(t.notGiven);
    await expect(page.getByTestId("profile-next-level")).toContainText(t.nextLevel);
    await page.getByTestId("profile-unread-notices").click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile/notice$`));

    // Unread first, newest first: the cancel, then the order received; each links to the order.
    await expect(notices(page)).toHaveCount(2);
    await expect(page.getByTestId("notices-unread-count")).toHaveText(t.unread(2));
    await expect(notices(page).first()).toContainText(t.canceledTitle(code));
    await expect(
      notices(page)
        .first()
        .getByRole("link", { name: t.seeOrder(code) }),
    ).toHaveAttribute("href", `${prefix(locale)}/profile/orders/${code}`);
    await expect(page.locator('[data-testid="notice"][data-unread="true"]')).toHaveCount(2);
    await expectAccessible(page);

    // Mark the newest read: it moves below the other, the badge says 1.
    await notices(page).first().getByRole("button", { name: t.markRead }).click();
    await expect(page.getByTestId("notices-unread-count")).toHaveText(t.unread(1));
    await expect(badge(page)).toHaveText("1");
    await expect(notices(page).first()).toHaveAttribute("data-unread", "true");
    await expect(notices(page).first()).toContainText(t.placedTitle(code));
    await expect(notices(page).last()).toHaveAttribute("data-unread", "false");
    await expect(notices(page).last().getByRole("button")).toHaveCount(0);

    // Mark all read: no badge, no buttons.
    await page.getByRole("button", { name: t.markAll }).click();
    await expect(page.getByTestId("notices-unread-count")).toHaveText(t.allRead);
    await expect(badge(page)).toHaveCount(0);
    await expect(page.locator('[data-testid="notice"][data-unread="true"]')).toHaveCount(0);
    await expect(page.getByRole("button", { name: t.markAll })).toHaveCount(0);

    // Another customer's notice, or an unknown one, is a 404.
    const stranger = await page.request.post(`${prefix(locale)}/profile/notice`, {
      headers: { Origin: baseURL! },
      form: { intent: "read", id: "999999999" },
    });
    expect(stranger.status()).toBe(404);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("marks a notice read, then all, with plain form posts (en)", async ({ page, baseURL }) => {
    const code = await customerWithTwoNotices(page.request, baseURL!, "en");
    await page.goto("/profile/notice");
    await expect(badge(page)).toHaveText("2");
    await expect(notices(page)).toHaveCount(2);
    await expect(notices(page).first()).toContainText(TEXT.en.canceledTitle(code));

    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/profile/notice"),
      notices(page).first().getByRole("button", { name: TEXT.en.markRead }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL(/\/profile\/notice$/);
    await expect(page.getByTestId("notices-unread-count")).toHaveText(TEXT.en.unread(1));
    await expect(badge(page)).toHaveText("1");

    await page.getByRole("button", { name: TEXT.en.markAll }).click();
    await expect(page).toHaveURL(/\/profile\/notice$/);
    await expect(page.getByTestId("notices-unread-count")).toHaveText(TEXT.en.allRead);
    await expect(badge(page)).toHaveCount(0);
  });
});

test("a customer without notices sees the empty state and no badge (vi) @phone", async ({ page, baseURL }) => {
  const who = unique("notices-empty", "281");
  const created = await page.request.post("/api/v1/register", {
    headers: { "Http-Accept-Language": "vi_VN", Origin: baseURL! },
    data: { name: "Lan Trần", email: who.email, phone: who.phoneDigits, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
  });
  expect(created.status()).toBe(201);
  await open(page, "/vi/profile");
  await expect(page.getByTestId("profile-no-orders")).toHaveText("Chưa có đơn hàng nào");
  await expect(page.getByTestId("profile-unread-notices")).toHaveText("Không có thông báo chưa đọc");
  await open(page, "/vi/profile/notice");
  await expect(page.getByTestId("notices-empty")).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: TEXT.vi.markAll })).toHaveCount(0);
});
