import { expect, test } from "./fixtures.ts";

test.describe("first page", () => {
  test("English home page at /", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Mai Vàng Bakery/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fresh from our oven");
    await expect(page.getByRole("link", { name: /bánh mì/i }).first()).toBeVisible();
    await expect(page.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
  });

  test("Vietnamese home page at /vi", async ({ page }) => {
    const response = await page.goto("/vi");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page).toHaveTitle(/Tiệm Bánh Mai Vàng/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mới ra lò mỗi sáng");
    const hrefs = await page.locator("main a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/vi(\/|$)/);
  });

  test("hashed assets are cached for a year; a page rendered for its request is served with a CSP nonce", async ({ page }) => {
    const assetHeaders: Record<string, string>[] = [];
    page.on("response", (res) => {
      if (new URL(res.url()).pathname.startsWith("/assets/")) assetHeaders.push(res.headers());
    });
    // Search results are rendered for each request (the pages kept for everyone name their scripts by hash instead:
    // page-cache.spec.ts).
    const response = await page.goto("/search?q=banh");
    expect(response?.headers()["x-page-cache"]).toBe("bypass");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    await page.waitForLoadState("networkidle");
    expect(assetHeaders.length).toBeGreaterThan(0);
    for (const headers of assetHeaders) expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Every inline script carries this response's nonce (JSON-LD blocks are data, not scripts).
    const inline = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(inline.length).toBeGreaterThan(0);
    for (const value of inline) expect(value).toBe(nonce);
  });
});

test.describe("unknown pages", () => {
  test("answer 404 with the localised page", async ({ page }) => {
    const en = await page.goto("/no-such-page/at-all");
    expect(en?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    const vi = await page.goto("/vi/khong-co-trang-nay/nao");
    expect(vi?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "vi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Không tìm thấy trang");
    await expect(page.getByRole("link", { name: "Về trang chủ" })).toHaveAttribute("href", "/vi");
  });
});
