import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, waitForHydration } from "./support.ts";

// A product's options, variants and add-on groups in the back office (/admin/products/:id/options). A manager gives
// a pork bun two sizes from the product's page (its single variant goes: asked first), sees the variants, prices the
// large one, and offers the bánh mì extras; the back office's API has the sizes and the prices at once. In Vietnamese on a
// phone: a cake's twelve variants as cards that fit the screen, a half-filled value refused beside it, a price
// edited. Without JavaScript: a flavour taken away asks first, naming the three variants that go, then removes them;
// an add-on group attached. Each test changes a product of its own, made through the API: the seed's products stay
// as the storefront's tests expect them.

test.use({ allowedConsoleErrors: /status of (409|422)/ });

type Product = { data: { id: number; has_options: boolean; price_cents: number; price_max_cents: number } };
const productOf = async (page: Page, slug: string) => ((await (await page.request.get(`/api/v1/products/${slug}`)).json()) as Product).data;

async function signedIn(page: Page, locale: "en" | "vi", then: string) {
  const email = staffEmail("options");
  await createStaffFromCli({ name: "Chị Hạnh", role: "manager", email });
  await staffSignIn(page, locale, email, undefined, then);
}

let made = 0;
type Made = { id: number; sku: string; slug: string };

/**
 * A draft copy of a seeded product (its names, category and price), with a slug and SKU of its own; signed in. A draft
 * is nowhere on the storefront (search, lists, the board's out-today panel), so the other specs never meet it.
 */
async function copyOf(page: Page, baseURL: string, slug: string): Promise<Made> {
  const seeded = await productOf(page, slug);
  const admin = (await (await page.request.get(`/api/v1/admin/products/${seeded.id}`)).json()).data.product;
  const stamp = `${Date.now().toString(36)}${made++}${test.info().project.name.slice(0, 1)}`;
  const mine = { slug: `${slug}-${stamp}`, sku: `${admin.sku}-${stamp}`.toUpperCase() };
  const created = await page.request.post("/api/v1/admin/products", {
    headers: { Origin: baseURL },
    data: {
      name_en: admin.name_en,
      name_vi: admin.name_vi,
      category_id: admin.category_id,
      price_cents: admin.price_cents,
      status: "draft",
      ...mine,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.product.id, ...mine };
}

/** A copy of the birthday cake with its 3 sizes × 4 flavours: 12 variants (SKUs `<its SKU>-1` on). */
async function cakeOf(page: Page, baseURL: string): Promise<Made> {
  const cake = await copyOf(page, baseURL, "birthday-layer-cake");
  const now = (await (await page.request.get(`/api/v1/admin/products/${cake.id}/options`)).json()).data.configuration;
  const values = (labels: [string, string][]) => labels.map(([label_en, label_vi]) => ({ label_en, label_vi }));
  const saved = await page.request.put(`/api/v1/admin/products/${cake.id}/options`, {
    headers: { Origin: baseURL },
    data: {
      expected_updated_at: now.updated_at,
      options: [
        {
          name_en: "Size",
          name_vi: "Cỡ bánh",
          values: values([
            ["6 inch", "6 inch"],
            ["8 inch", "8 inch"],
            ["10 inch", "10 inch"],
          ]),
        },
        {
          name_en: "Flavour",
          name_vi: "Vị",
          values: values([
            ["Pandan", "Lá dứa"],
            ["Coconut", "Dừa"],
            ["Taro", "Khoai môn"],
            ["Coffee", "Cà phê"],
          ]),
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return cake;
}

test("a manager gives a product sizes, prices a variant and offers an add-on group; the API has them", async ({ page, baseURL }) => {
  await signedIn(page, "en", "/admin/products");
  const bun = await copyOf(page, baseURL!, "banh-bao-xa-xiu");
  const optionsOf = async (id: number) =>
    (await (await page.request.get(`/api/v1/admin/products/${id}/options`)).json()).data.configuration;
  expect((await optionsOf(bun.id)).options).toEqual([]);
  await page.goto(`/admin/products/${bun.id}`);
  await page.getByTestId("product-options").click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${bun.id}/options$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Options of BBQ Pork Bun/);
  await expect(page.getByTestId("single-variant")).toContainText("single variant");

  const option = page.getByTestId("option-fieldset").first();
  await option.getByLabel("Name — English").fill("Size");
  await option.getByLabel("Name — Vietnamese").fill("Cỡ");
  await option.getByLabel("Value 1 — English").fill("Regular");
  await option.getByLabel("Value 1 — Vietnamese").fill("Vừa");
  await option.getByLabel("Value 2 — English").fill("Jumbo");
  await option.getByLabel("Value 2 — Vietnamese").fill("Lớn");
  await page.getByRole("button", { name: "Save options and make the variants" }).click();

  // Its single variant goes: asked first, on the page.
  const step = page.getByTestId("confirm-step");
  await expect(step.getByRole("heading")).toHaveText("Remove 1 variant?");
  await expect(step).toContainText("The product will then have 2 variants.");
  await expect(step.getByTestId("confirm-removed")).toHaveText(`The product as sold now, without options (SKU ${bun.sku})`);
  await step.getByRole("button", { name: "Save and remove 1 variant" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${bun.id}/options\\?saved=options$`));
  await expect(page.getByTestId("form-alert")).toHaveText("Options saved: the variants are up to date.");
  await expect(page.getByTestId("variant-label")).toHaveText(["Regular", "Jumbo"]);
  await expect(page.getByLabel("SKU — Regular")).toHaveValue(`${bun.sku}-1`);
  await expectAccessible(page);

  await page.getByLabel("Price ($) — Jumbo").fill("5.25");
  await page.getByRole("button", { name: "Save variants" }).click();
  await expect(page).toHaveURL(/\?saved=variants$/);
  await expect(page.getByLabel("Price ($) — Jumbo")).toHaveValue("5.25");
  await expect(page.getByLabel("Price ($) — Regular")).toHaveValue("3.50");

  const extras = page.getByTestId("group-row").filter({ has: page.getByText("Extras", { exact: true }) });
  await expect(extras).toContainText("choose up to 3");
  await extras.getByRole("checkbox").check();
  await extras.getByLabel("Order — Extras").fill("1");
  await page.getByRole("button", { name: "Save add-on groups" }).click();
  await expect(page).toHaveURL(/\?saved=groups$/);
  await expect(page.getByTestId("form-alert")).toHaveText("Add-on groups saved.");
  await expect(extras.getByRole("checkbox")).toBeChecked();
  await expect(page.getByTestId("edit-groups")).toHaveAttribute("href", "/admin/modifier-groups");

  // The product's price is its lowest variant's: the "from" price the storefront will show once it is published.
  const seen = await optionsOf(bun.id);
  expect(seen.price_cents).toBe(350);
  expect(seen.variants.map((v: { label_en: string; price_cents: number }) => [v.label_en, v.price_cents])).toEqual([
    ["Regular", 350],
    ["Jumbo", 525],
  ]);
});

test("in Vietnamese on a phone: the cake's variants as cards that fit, a half-filled value refused beside it @phone", async ({
  page,
  baseURL,
}) => {
  await signedIn(page, "vi", "/admin/products");
  const cake = await cakeOf(page, baseURL!);
  const path = `/admin/products/${cake.id}/options`;
  await page.goto(`/vi${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lựa chọn của Bánh kem sinh nhật");
  const variants = 12;
  await expect(page.getByTestId("variant-row")).toHaveCount(variants);
  await expect(page.getByTestId("variant-label").first()).toHaveText("6 inch · Lá dứa");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  const flavours = page.getByTestId("option-fieldset").nth(1);
  await flavours.getByLabel("Giá trị 5 — tiếng Anh").fill("Durian");
  await page.getByRole("button", { name: "Lưu lựa chọn và tạo các loại" }).click();
  const field = flavours.getByLabel("Giá trị 5 — tiếng Việt");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-options\\.1\\.values\\.4\\.label_vi-error")).toHaveText(
    "Mỗi giá trị cần có tên bằng tiếng Anh và tiếng Việt.",
  );
  await expect(flavours.getByLabel("Giá trị 5 — tiếng Anh")).toHaveValue("Durian");
  await expect(page.getByTestId("variant-row")).toHaveCount(variants);

  await page.getByLabel("Giá ($) — 6 inch · Lá dứa").fill("39");
  await page.getByRole("button", { name: "Lưu các loại" }).click();
  await expect(page).toHaveURL(new RegExp(`/vi${path}\\?saved=variants$`));
  await expect(page.getByTestId("form-alert")).toHaveText("Đã lưu các loại.");
  await expect(page.getByLabel("Giá ($) — 6 inch · Lá dứa")).toHaveValue("39.00");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test("a flavour taken away asks first, naming the variants that go; an add-on group attached", async ({ page, browser, baseURL }) => {
    await signedIn(page, "en", "/admin/products");
    const cake = await cakeOf(page, baseURL!);
    const path = `/admin/products/${cake.id}/options`;
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const noJs = await context.newPage();
    await noJs.goto(path);
    await expect(noJs.locator("html[data-hydrated]")).toHaveCount(0);

    const flavours = noJs.getByTestId("option-fieldset").nth(1);
    await expect(flavours.getByLabel("Value 4 — English")).toHaveValue("Coffee");
    await flavours.getByLabel("Value 4 — English").fill("");
    await flavours.getByLabel("Value 4 — Vietnamese").fill("");
    await noJs.getByRole("button", { name: "Save options and make the variants" }).click();
    const step = noJs.getByTestId("confirm-step");
    await expect(step.getByRole("heading")).toHaveText("Remove 3 variants?");
    // The coffee ones: the 4th, 8th and 12th made (size by size, flavour by flavour).
    await expect(step.getByRole("listitem")).toHaveText([
      `6 inch · Coffee (${cake.sku}-4)`,
      `8 inch · Coffee (${cake.sku}-8)`,
      `10 inch · Coffee (${cake.sku}-12)`,
    ]);
    await expect(noJs.getByTestId("variant-row")).toHaveCount(12);
    await step.getByRole("button", { name: "Save and remove 3 variants" }).click();
    await expect(noJs).toHaveURL(new RegExp(`${path}\\?saved=options$`));
    await expect(noJs.getByTestId("variant-row")).toHaveCount(9);
    await expect(noJs.getByTestId("variant-label").filter({ hasText: "Coffee" })).toHaveCount(0);

    const sweetness = noJs.getByTestId("group-row").filter({ hasText: "Sweetness" });
    await sweetness.getByRole("checkbox").check();
    await noJs.getByRole("button", { name: "Save add-on groups" }).click();
    await expect(noJs).toHaveURL(new RegExp(`${path}\\?saved=groups$`));
    await expect(noJs.getByTestId("group-row").filter({ hasText: "Sweetness" }).getByRole("checkbox")).toBeChecked();
    await expect(noJs.getByTestId("group-row").filter({ hasText: "Sweetness" }).getByLabel("Order — Sweetness")).toHaveValue("1");
    await context.close();
  });
});

test("the page is for staff: a visitor is sent to sign in", async ({ page }) => {
  const cake = await productOf(page, "birthday-layer-cake");
  await page.goto(`/admin/products/${cake.id}/options`);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await waitForHydration(page);
});
