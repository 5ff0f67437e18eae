import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible } from "./support.ts";

// Custom cakes in the back office: an owner finds the seeded requests by day, opens the quoted one (what was asked,
// the inscription, the photos loaded through the signed-in route, the quote); a new request made through the API is
// quoted in dollars and then declined after the question; the kitchen, in Vietnamese on a tablet, reads a request
// without the forms; a visitor asking for a photo gets a plain 404.

test.use({ allowedConsoleErrors: /status of (403|404|409|422)/ });

async function fitsWidth(page: Page, width: number) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(width);
}

/** A request of the test's own through the API (so the seeded ones stay as other tests expect), its id in the back office. */
async function newRequest(page: Page, baseURL: string, name: string): Promise<{ code: string; id: number }> {
  const date = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const made = await page.request.post("/api/v1/custom-cakes", {
    headers: { Origin: baseURL },
    multipart: {
      occasion: "birthday",
      date,
      shipping_option: "pickup",
      servings: "12",
      flavour: "coffee",
      filling: "coffee_mousse",
      frosting_colour: "Cream",
      inscription: "Chúc mừng sinh nhật Ba!",
      notes: "",
      full_name: name,
      email: "cake.e2e@example.com",
      phone: "7135550111",
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const code = (await made.json()).data.request.code as string;
  await page.goto("/admin/custom-cakes?status=all");
  const href = await page.getByTestId("admin-custom-cake-row").filter({ hasText: code }).getByRole("link").getAttribute("href");
  return { code, id: Number(/custom-cakes\/(\d+)/.exec(href ?? "")?.[1]) };
}

test("an owner reads the requests and a quoted one with its photos; quotes and declines a new request", async ({ page, baseURL }) => {
  test.slow(); // a staff sign-in, a request made, several pages
  const email = staffEmail("cakes-owner");
  await createStaffFromCli({ email, name: "Mai Trần", role: "owner" });
  await staffSignIn(page, "en", email, undefined, "/admin/custom-cakes");
  const rows = page.getByTestId("admin-custom-cake-row");
  await expect(rows.filter({ hasText: "Daniel Nguyen" })).toContainText("$68.00");
  await expect(rows.filter({ hasText: "Lê Thị Ngọc Anh" })).toContainText("Waiting for our quote");
  await expectAccessible(page);

  await rows.filter({ hasText: "Daniel Nguyen" }).getByRole("link").click();
  await expect(page.getByTestId("admin-custom-cake-page")).toHaveAttribute("data-status", "quoted");
  await expect(page.getByTestId("admin-custom-cake-inscription")).toContainText("Happy 40th, Minh!");
  const photo = page.getByTestId("admin-custom-cake-photo").first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("admin-custom-cake-quote")).toContainText("$68.00");
  await expect(page.getByTestId("admin-custom-cake-quote-form")).toContainText("A new quote replaces the previous one");
  await expectAccessible(page);

  const { code, id } = await newRequest(page, baseURL!, "Cake E2E Owner");
  await page.goto(`/admin/custom-cakes/${id}`);
  const quote = page.getByTestId("admin-custom-cake-quote-form");
  await quote.getByLabel("Price in dollars, before tax").fill("abc");
  await quote.getByLabel("Deposit in dollars").fill("20");
  await quote.getByRole("button", { name: "Send the quote" }).click();
  await expect(quote.getByLabel("Price in dollars, before tax")).toHaveAttribute("aria-invalid", "true");
  await quote.getByLabel("Price in dollars, before tax").fill("60");
  await quote.getByRole("button", { name: "Send the quote" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/custom-cakes/${id}\\?done=quoted$`));
  await expect(page.getByTestId("admin-custom-cake-quote")).toContainText("$60.00");

  const decline = page.getByTestId("admin-custom-cake-decline-form");
  await decline.getByLabel("Reason (the customer reads it)").fill("We are fully booked that week.");
  await decline.getByRole("button", { name: "Decline this request" }).click();
  const step = page.getByTestId("confirm-step");
  await expect(step).toContainText(`Decline request ${code}?`);
  await expect(step).toContainText("We are fully booked that week.");
  await step.getByRole("button", { name: `Decline request ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/custom-cakes/${id}\\?done=declined$`));
  await expect(page.getByTestId("admin-custom-cake-page")).toHaveAttribute("data-status", "declined");
  await expect(page.getByTestId("admin-custom-cake-declined")).toContainText("Declined by the shop");
});

test.describe("the kitchen on a tablet", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("reads a request in Vietnamese without the forms; a visitor gets a plain 404 for a photo", async ({ page, browser }) => {
    const email = staffEmail("cakes-kitchen");
    await createStaffFromCli({ email, name: "Anh Tú", role: "kitchen" });
    await staffSignIn(page, "vi", email, undefined, "/admin/custom-cakes");
    await fitsWidth(page, 820);
    const row = page.getByTestId("admin-custom-cake-row").filter({ hasText: "Lê Thị Ngọc Anh" });
    await expect(row).toContainText("Đầy tháng");
    await row.getByRole("link").click();
    await expect(page.getByTestId("admin-custom-cake-read-only")).toBeVisible();
    await expect(page.getByTestId("admin-custom-cake-quote-form")).toHaveCount(0);
    await expect(page.getByTestId("admin-custom-cake-inscription")).toContainText("Mừng đầy tháng bé Bông");
    await fitsWidth(page, 820);
    const src = await page.getByTestId("admin-custom-cake-photo").first().getAttribute("src");
    const visitor = await browser.newContext();
    const answer = await visitor.request.get(src!, { maxRedirects: 0 });
    expect(answer.status()).toBe(404);
    expect(answer.headers()["location"]).toBeUndefined();
    await visitor.close();
  });
});
