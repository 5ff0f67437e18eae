import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible } from "./support.ts";

// Campaigns in the back office (/admin/campaigns): a manager creates a draft campaign for a product of its own (made
// through the API, so the seed's products stay as the storefront's tests expect) — a window that closes before it
// opens refused beside its field first — then opens its dashboard, production plan and pickup list; in Vietnamese on a
// phone, the seeded Tết campaign's pages fit and the kitchen reads them but cannot open the form; and without
// JavaScript a campaign is created, refused, edited and deleted after the question on the page.

test.use({ allowedConsoleErrors: /status of (403|409|422)/ });

async function fitsWidth(page: Page, width: number) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(width);
}

/** A draft product of the test's own, to put in its campaign. */
async function productOf(page: Page, baseURL: string): Promise<{ id: number; name: string }> {
  const stamp = randomUUID().slice(0, 8);
  const category = (await (await page.request.get("/api/v1/admin/categories")).json()).data.categories[0].id as number;
  const name = `Snow skin mooncake ${stamp}`;
  const created = await page.request.post("/api/v1/admin/products", {
    headers: { Origin: baseURL },
    data: {
      name_en: name,
      name_vi: `Bánh dẻo ${stamp}`,
      slug: `banh-deo-${stamp}`,
      sku: `BD-${stamp}`,
      category_id: category,
      price_cents: 1200,
      status: "draft",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.product.id as number, name };
}

test("a manager creates a draft campaign with a product and a pickup day, then opens its dashboard, plan and pickup list", async ({
  page,
  baseURL,
}) => {
  const email = staffEmail("campaigns");
  await createStaffFromCli({ name: "Chị Hạnh", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/campaigns");
  await expect(page.getByRole("heading", { name: "Campaigns", level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="campaign"][data-slug="tet"]')).toBeVisible();
  const product = await productOf(page, baseURL!);

  const stamp = randomUUID().slice(0, 6);
  await page.getByRole("link", { name: "New campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  const form = page.getByTestId("campaign-form");
  await form.getByLabel("Name (English)").fill(`Moon festival ${stamp}`);
  await form.getByLabel("Name (Vietnamese)").fill(`Tết Trung Thu ${stamp}`);
  await form.getByLabel("Slug").fill(`moon-${stamp}`);
  await form.getByLabel("Orders open on").fill("2030-08-01");
  await form.getByLabel("Orders close on").fill("2030-07-01");
  await form.getByRole("combobox", { name: "Deposit", exact: true }).selectOption("percent");
  await form.getByRole("textbox", { name: "Percentage" }).fill("30");
  await form.getByTestId("campaign-product").nth(0).getByRole("combobox").selectOption(String(product.id));
  await form.getByTestId("campaign-product").nth(0).getByLabel("Limit per customer").fill("4");
  const day = form.getByTestId("campaign-day").nth(0);
  await day.getByLabel("Date").fill("2030-09-10");
  await day.getByLabel("Capacity (units)").fill("40");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(form.locator("#field-closes_date-error")).toHaveText("Orders must close after they open.");
  await expect(form.getByLabel("Name (English)")).toHaveValue(`Moon festival ${stamp}`);

  await form.getByLabel("Orders close on").fill("2030-09-05");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\?saved=created$/);
  await expect(page.getByTestId("form-alert")).toHaveText("Campaign created.");
  await expect(page.getByRole("heading", { name: `Campaign Moon festival ${stamp}`, level: 1 })).toBeVisible();
  await expect(form.getByTestId("campaign-day").nth(0)).toContainText("0 units ordered so far");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: `Dashboard: Moon festival ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("dashboard-day")).toHaveCount(1);
  await expect(page.getByTestId("dashboard-day")).toContainText("0 of 40 units");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Production plan" }).click();
  await expect(page.getByTestId("plan-day")).toContainText("No orders for this day yet.");
  await page.getByRole("link", { name: "Pickup list" }).click();
  await expect(page.getByTestId("pickups-date")).toHaveAttribute("data-date", "2030-09-10");
  await expect(page.getByText("No orders to pick up on this day.")).toBeVisible();
  const csv = await page.request.get(`${new URL(page.url()).pathname}.csv?date=2030-09-10`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
});

test("in Vietnamese on a phone: the kitchen reads the Tết campaign's pages, which fit, but cannot open its form @phone", async ({
  page,
}) => {
  const email = staffEmail("campaigns-kitchen");
  await createStaffFromCli({ name: "Anh Bảo", role: "kitchen", email });
  await staffSignIn(page, "vi", email, undefined, "/admin/campaigns");
  await expect(page.getByRole("heading", { name: "Đợt đặt trước", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tạo đợt đặt trước" })).toHaveCount(0);
  const tet = page.locator('[data-testid="campaign"][data-slug="tet"]');
  await expect(tet.getByTestId("campaign-state")).toHaveText("Đang nhận đặt");
  await fitsWidth(page, page.viewportSize()!.width);
  for (const [link, testId] of [
    ["Tổng quan", "admin-campaign-dashboard-page"],
    ["Kế hoạch sản xuất", "admin-campaign-production-page"],
    ["Danh sách nhận bánh", "admin-campaign-pickups-page"],
  ] as const) {
    await page.goto("/vi/admin/campaigns");
    await tet.getByRole("link", { name: link }).click();
    await expect(page.getByTestId(testId)).toBeVisible();
    await fitsWidth(page, page.viewportSize()!.width);
  }
  const id = /campaigns\/(\d+)\//.exec(page.url())![1];
  const form = await page.goto(`/vi/admin/campaigns/${id}`);
  expect(form?.status()).toBe(403);
});

test("without JavaScript: created, refused beside its field, edited, and deleted after the question on the page", async ({
  page,
  browser,
}) => {
  const email = staffEmail("campaigns-nojs");
  await createStaffFromCli({ name: "Anh Tùng", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, "/admin/campaigns");
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto("/admin/campaigns/new");
  const stamp = randomUUID().slice(0, 6);
  const form = plain.getByTestId("campaign-form");
  await form.getByLabel("Name (English)").fill(`Lantern night ${stamp}`);
  await form.getByLabel("Name (Vietnamese)").fill(`Đêm hội trăng rằm ${stamp}`);
  await form.getByLabel("Slug").fill(`lantern-${stamp}`);
  await form.getByLabel("Orders open on").fill("2031-08-01");
  await form.getByLabel("Orders close on").fill("2031-09-01");
  await form.getByRole("combobox", { name: "Deposit", exact: true }).selectOption("fixed");
  await form.getByRole("textbox", { name: "Amount per item ($)" }).fill("0");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(form.locator("#field-deposit_fixed-error")).toHaveText(
    "A fixed deposit is an amount above $0.00 per item (at most $10,000.00).",
  );

  await form.getByRole("textbox", { name: "Amount per item ($)" }).fill("5");
  await form.getByTestId("campaign-day").nth(0).getByLabel("Date").fill("2031-09-20");
  await form.getByTestId("campaign-day").nth(0).getByLabel("Capacity (units)").fill("10");
  await form.getByRole("button", { name: "Create campaign" }).click();
  await expect(plain).toHaveURL(/\/admin\/campaigns\/\d+\?saved=created$/);
  await expect(form.getByRole("textbox", { name: "Amount per item ($)" })).toHaveValue("5.00");

  await form.getByTestId("campaign-day").nth(0).getByLabel("Capacity (units)").fill("12");
  await form.getByRole("button", { name: "Save campaign" }).click();
  await expect(plain).toHaveURL(/\?saved=updated$/);
  await expect(form.getByTestId("campaign-day").nth(0).getByLabel("Capacity (units)")).toHaveValue("12");

  await plain.getByRole("button", { name: "Delete campaign" }).click();
  const step = plain.getByTestId("confirm-step");
  await expect(step.getByRole("heading")).toHaveText(`Delete the campaign Lantern night ${stamp}?`);
  await expect(step).toContainText(`its page /lantern-${stamp} stops answering`);
  await step.getByRole("button", { name: `Delete Lantern night ${stamp}` }).click();
  await expect(plain).toHaveURL(/\/admin\/campaigns\?saved=deleted$/);
  await expect(plain.locator(`[data-slug="lantern-${stamp}"]`)).toHaveCount(0);
  await context.close();
});
