import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, open } from "./support.ts";

const LABEL = { en: "Search products", vi: "Tìm món" } as const;
const OPEN = { en: "Search", vi: "Tìm kiếm" } as const;

/** Types a query into the header's search box (on a phone, behind the magnifier) and sends it with Enter. */
async function searchFromHeader(page: Page, info: TestInfo, lang: "en" | "vi", query: string) {
  const header = page.locator("header");
  if (info.project.name === "phone") {
    await header.locator("summary", { hasText: OPEN[lang] }).click();
  }
  const box = header.getByRole("searchbox", { name: LABEL[lang] }).filter({ visible: true });
  await expect(box).toHaveCount(1);
  await box.fill(query);
  await box.press("Enter");
}

const names = (page: Page) => page.getByTestId("search-results").getByRole("heading", { level: 3 });

test.describe("search", () => {
  test("“banh mi” from the header finds the bánh mì (English) @both", async ({ page }, info) => {
    await open(page, "/news");
    await searchFromHeader(page, info, "en", "banh mi");
    await expect(page).toHaveURL(/\/search\?q=banh\+mi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “banh mi”");
    await expect(names(page).first()).toContainText("Bánh Mì");
    await expect(names(page).filter({ hasText: "Special Combo Bánh Mì (Bánh Mì Đặc Biệt)" })).toHaveCount(1);
    await expect(names(page).filter({ hasText: "Grilled Pork Bánh Mì (Bánh Mì Thịt Nướng)" })).toHaveCount(1);
    await expect(page).toHaveTitle("Search: banh mi · Mai Vàng Bakery");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("searchbox", { name: LABEL.en }).filter({ visible: true }).first()).toHaveValue("banh mi");
  });

  test("“banh bao” from the header finds the bánh bao (Vietnamese) @both", async ({ page }, info) => {
    await open(page, "/vi");
    await searchFromHeader(page, info, "vi", "banh bao");
    await expect(page).toHaveURL(/\/vi\/search\?q=banh\+bao$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kết quả cho “banh bao”");
    await expect(names(page).first()).toContainText(/^Bánh bao/);
    for (const name of ["Bánh bao xá xíu", "Bánh bao nhân thịt trứng cút", "Bánh bao chay"]) {
      await expect(names(page).filter({ hasText: name })).toHaveCount(1);
    }
    const hrefs = await page
      .getByTestId("search-results")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) expect(href).toMatch(/^\/vi\//);
  });

  for (const [url, coffees] of [
    [
      "/search?q=cafe",
      ["Vietnamese Iced Coffee (Cà Phê Sữa Đá)", "Black Iced Coffee (Cà Phê Đen Đá)", "Salted Cream Coffee (Cà Phê Muối)"],
    ],
    ["/vi/search?q=cafe", ["Cà phê sữa đá", "Cà phê đen đá", "Cà phê muối"]],
  ] as const) {
    test(`“cafe” finds the cà phê (${url})`, async ({ page }) => {
      await open(page, url);
      for (const coffee of coffees) await expect(names(page).filter({ hasText: coffee })).toHaveCount(1);
    });
  }

  test("an empty query gets a friendly prompt; no match gets a message and a link to all products", async ({ page }) => {
    await open(page, "/search?q=");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.getByText("What are you craving?")).toBeVisible();
    await expect(page.getByTestId("search-results")).toHaveCount(0);

    await open(page, "/vi/search?q=%21%21%21");
    await expect(page.getByTestId("search-empty")).toContainText("Không tìm thấy món nào cho “!!!”");
    await open(page, "/vi/search?q=zzqxw");
    await expect(page.getByTestId("search-empty").getByRole("link", { name: "Xem tất cả các món" })).toHaveAttribute(
      "href",
      "/vi/products",
    );
  });

  test("results are not indexed", async ({ request }) => {
    const response = await request.get("/vi/search?q=banh");
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });

  test("search pages pass axe @both", async ({ page }, info) => {
    await open(page, "/search?q=banh+mi");
    await expectAccessible(page);
    await open(page, "/vi/search");
    if (info.project.name === "phone") await page.locator("header summary").filter({ hasText: "Tìm kiếm" }).click();
    await expectAccessible(page);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's box is a plain GET form @both", async ({ page }, info) => {
    await page.goto("/vi/news");
    await searchFromHeader(page, info, "vi", "ca phe");
    await expect(page).toHaveURL(/\/vi\/search\?q=ca\+phe$/);
    await expect(names(page).filter({ hasText: "Cà phê sữa đá" })).toHaveCount(1);
  });
});
