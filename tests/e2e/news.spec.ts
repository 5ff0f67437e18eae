import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { documentWasKept, expectAccessible, markDocument, open } from "./support.ts";

/*
 * The demo bakery's 7 posts, newest first (6 a page). Tests that rate or comment each use a post of their own
 * (per screen), because the two projects run at the same time against one database.
 */
const NEWEST = {
  en: ["Tết pre-orders are open", "New on the menu: our vegan bánh mì chay", "How to order a custom cake"],
  vi: ["Tiệm nhận đặt bánh chưng, bánh tét và mứt Tết"],
};

const TEXT = {
  en: {
    stars: (n: number) => `${n} stars`,
    send: "Send rating",
    yours: (n: number) => `Your rating: ${n} of 5`,
    post: "Post comment",
    notPosted: "Your comment was not posted. Please correct the fields marked below.",
    required: "This field is required.",
    posted: "Thank you! Your comment has been posted.",
  },
  vi: {
    stars: (n: number) => `${n} sao`,
    send: "Gửi đánh giá",
    yours: (n: number) => `Bạn đã chấm: ${n}/5`,
    post: "Gửi bình luận",
    notPosted: "Bình luận chưa được đăng. Vui lòng sửa các ô được đánh dấu bên dưới.",
    required: "Vui lòng điền ô này.",
    posted: "Cảm ơn bạn! Bình luận của bạn đã được đăng.",
  },
} as const;

type Lang = keyof typeof TEXT;
const path = (lang: Lang, slug: string) => (lang === "vi" ? `/vi/${slug}` : `/${slug}`);
const isPhone = (info: TestInfo) => info.project.name === "phone";

async function ratingCount(page: Page): Promise<number> {
  const count = page.getByTestId("rating-count").first();
  if ((await count.count()) === 0) return 0;
  return Number((await count.textContent())!.match(/\d+/)![0]);
}

/** Picks stars by clicking the star itself, as a reader does, then sends the form. */
async function rate(page: Page, lang: Lang, stars: number) {
  const rating = page.locator("#rating");
  await rating.locator("label", { hasText: TEXT[lang].stars(stars) }).click();
  await expect(rating.getByRole("radio", { name: TEXT[lang].stars(stars) })).toBeChecked();
  await rating.getByRole("button", { name: TEXT[lang].send }).click();
}

async function rateFourThenTwo(page: Page, lang: Lang) {
  const before = await ratingCount(page);
  await rate(page, lang, 4);
  await expect(page.getByTestId("your-rating")).toHaveText(TEXT[lang].yours(4));
  await expect.poll(() => ratingCount(page)).toBe(before + 1);
  await rate(page, lang, 2);
  await expect(page.getByTestId("your-rating")).toHaveText(TEXT[lang].yours(2));
  await expect(page.locator("#rating").getByRole("radio", { name: TEXT[lang].stars(2) })).toBeChecked();
  // Rating again replaces the reader's stars: the count does not move.
  await expect.poll(() => ratingCount(page)).toBe(before + 1);
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("news listing", () => {
  test("lists posts newest first, with dates and pagination links in English", async ({ page }) => {
    await open(page, "/news");
    await expect(page).toHaveTitle("News · Mai Vàng Bakery");
    const list = page.getByTestId("news-list");
    const titles = list.getByRole("heading", { level: 2 });
    await expect(titles).toHaveCount(6);
    for (const [i, title] of NEWEST.en.entries()) await expect(titles.nth(i)).toContainText(title);
    const dates = await list.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(list.locator("time").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(list.locator("article").first()).toContainText("By Mai Nguyễn");
    await expect(list.locator("article").first()).toContainText(/Not rated yet|out of 5/);
    await expect(list.locator("article").first()).toContainText(/\d+ comments?/);

    const pages = page.getByRole("navigation", { name: "News pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/news?page=2");
    await pages.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByTestId("news-list").getByRole("heading", { level: 2 })).toHaveText([/Mid-Autumn|mooncake/i]);
    await expect(page.getByRole("navigation", { name: "News pages" }).getByRole("link", { name: /Previous/ })).toHaveAttribute(
      "href",
      "/news",
    );
  });

  test("Vietnamese listing: texts, dates and links stay in Vietnamese", async ({ page }) => {
    await open(page, "/vi/news");
    await expect(page).toHaveTitle("Tin tức · Tiệm Bánh Mai Vàng");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tin tức từ tiệm bánh");
    const list = page.getByTestId("news-list");
    await expect(list.getByRole("heading", { level: 2 }).first()).toHaveText(NEWEST.vi[0]!);
    await expect(list.locator("time").first()).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    for (const href of await list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
      expect(href).toMatch(/^\/vi\//);
    }
    const pages = page.getByRole("navigation", { name: "Các trang tin tức" });
    await expect(pages.getByRole("link", { name: "Trang 2" })).toHaveAttribute("href", "/vi/news?page=2");
    await expect(pages.getByRole("link", { name: /Trang sau/ })).toHaveAttribute("href", "/vi/news?page=2");
  });

  test("a page past the last one is a 404", async ({ page }) => {
    const response = await page.goto("/news?page=99");
    expect(response?.status()).toBe(404);
  });

  test("news pages pass axe @both", async ({ page }) => {
    await open(page, "/news");
    await expectAccessible(page);
    await open(page, "/vi/news?page=2");
    await expectAccessible(page);
  });
});

test.describe("a post", () => {
  test("shows breadcrumbs, title, date, author, picture, body, rating and comments (English)", async ({ page }) => {
    await open(page, "/how-we-bake-our-baguettes");
    await expect(page).toHaveTitle(/^4 a\.m\. at Mai Vàng: how our baguettes are baked every morning · Mai Vàng Bakery$/);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "News" })).toHaveAttribute("href", "/news");
    await expect(crumbs.locator('[aria-current="page"]')).toContainText("4 a.m. at Mai Vàng");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("4 a.m. at Mai Vàng: how our baguettes are baked every morning");
    await expect(page.locator("article header")).toContainText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await expect(page.locator("article header")).toContainText("By Hùng Trần");
    const hero = page.locator("article img").first();
    await expect(hero).toHaveAttribute("width", "800");
    await expect(hero).toHaveAttribute("height", "600");
    await expect(page.getByRole("heading", { level: 2, name: "Shaped by hand" })).toBeVisible();
    await expect(page.locator("#rating").getByTestId("rating-summary")).toContainText(/Not rated yet|Rated [\d.]+ out of 5 · \d+ ratings?/);
    await expect(page.getByRole("heading", { level: 2, name: /Comments/ })).toBeVisible();
  });

  test("Vietnamese post: texts, dates and in-article links are Vietnamese", async ({ page }) => {
    await open(page, "/vi/tet-pre-orders-banh-chung-mut");
    await expect(page).toHaveTitle("Tiệm nhận đặt bánh chưng, bánh tét và mứt Tết · Tiệm Bánh Mai Vàng");
    await expect(page.locator("article header")).toContainText(/Đăng ngày \d{1,2}\/\d{1,2}\/\d{4}/);
    await expect(page.locator("article header")).toContainText("Tác giả: Mai Nguyễn");
    // The article links to "/products?category=cakes"; on a Vietnamese page it leads to the Vietnamese list.
    await expect(page.locator("article").getByRole("link", { name: "bánh chiffon lá dứa" })).toHaveAttribute(
      "href",
      "/vi/products?category=cakes",
    );
    const crumbs = page.getByRole("navigation", { name: "Đường dẫn" });
    await expect(crumbs.getByRole("link", { name: "Tin tức" })).toHaveAttribute("href", "/vi/news");
  });

  for (const lang of ["en", "vi"] as const) {
    test(`has valid Article and BreadcrumbList JSON-LD (${lang})`, async ({ page }) => {
      await open(page, path(lang, "how-we-bake-our-baguettes"));
      const blocks = await jsonLd(page);
      const article = blocks.find((b) => b["@type"] === "Article")!;
      expect(article).toBeTruthy();
      expect(article.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
      expect(new Date(article.datePublished as string).toISOString()).toBe(article.datePublished);
      expect(new Date(article.dateModified as string).toISOString()).toBe(article.dateModified);
      expect(article.author).toEqual({ "@type": "Person", name: "Hùng Trần" });
      expect((article.image as string[])[0]).toMatch(/^https?:\/\/[^/]+\/images\/posts\/how-we-bake-our-baguettes\.svg$/);
      expect(article.publisher).toMatchObject({ "@type": "Bakery", name: lang === "vi" ? "Tiệm Bánh Mai Vàng" : "Mai Vàng Bakery" });
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")!;
      const items = crumbs.itemListElement as { position: number; item: string }[];
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
      expect(items[1]!.item).toMatch(lang === "vi" ? /\/vi\/news$/ : /\/news$/);
    });
  }

  test("rating 4 then 2 with JavaScript: no reload, the count stays, your rating is 2 @both", async ({ page }, info) => {
    const lang: Lang = isPhone(info) ? "vi" : "en";
    await open(page, path(lang, isPhone(info) ? "mooncake-season-trung-thu" : "how-we-bake-our-baguettes"));
    await markDocument(page);
    await rateFourThenTwo(page, lang);
    await expect(page.locator("#rating").getByTestId("rating-summary")).toContainText(
      lang === "vi" ? "Được chấm 2 trên 5 sao" : "Rated 2 out of 5",
    );
    expect(await documentWasKept(page)).toBe(true);
    // The browser keeps its rating: after a reload the page still knows it.
    await page.reload();
    await expect(page.getByTestId("your-rating")).toHaveText(TEXT[lang].yours(2));
  });

  test("comment with markup shows it as text and runs nothing @desktop", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await open(page, "/new-vegan-banh-mi-chay");
    await markDocument(page);
    const content = "<script>alert(1)</script> <img src=x onerror=alert(2)> Great bánh mì!";
    await page.getByLabel("Name").fill("Ana <b>Tran</b>");
    await page.locator("#comment-content").fill(content);
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByRole("status").filter({ hasText: TEXT.en.posted })).toBeVisible();
    await expect(page.getByTestId("comment-content").first()).toHaveText(content);
    await expect(page.getByTestId("comment-list").locator("li").first()).toContainText("Ana <b>Tran</b>");
    await expect(page.getByTestId("comment-list").locator("script, img")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: /Comments \(1\)/ })).toBeVisible();
    // The form is ready for the next comment.
    await expect(page.locator("#comment-content")).toHaveValue("");
    expect(await documentWasKept(page)).toBe(true);
    expect(dialogs).toBe(0);
  });

  test("the honeypot is hidden from people and out of the tab order", async ({ page }) => {
    await open(page, "/how-to-order-a-custom-cake");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    await page.locator("#comment-content").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Post comment" })).toBeFocused();
  });

  test("a post passes axe @both", async ({ page }) => {
    await open(page, "/how-we-bake-our-baguettes");
    await expectAccessible(page);
  });

  test.describe("when the server refuses the form", () => {
    // The browser logs the 422 answer; that is the point of these tests.
    test.use({ allowedConsoleErrors: /status of 422/ });

    test("comment: empty fields get per-field errors in the page's language @both", async ({ page }, info) => {
      const lang: Lang = isPhone(info) ? "vi" : "en";
      await open(page, path(lang, "tet-pre-orders-banh-chung-mut"));
      await page.getByRole("button", { name: TEXT[lang].post }).click();
      await expect(page.getByRole("alert")).toHaveText(TEXT[lang].notPosted);
      await expect(page.getByRole("alert")).toBeFocused();
      for (const field of ["name", "content"]) {
        await expect(page.locator(`#comment-${field}`)).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator(`#comment-${field}`)).toHaveAttribute("aria-describedby", new RegExp(`comment-${field}-error`));
        await expect(page.locator(`#comment-${field}-error`)).toHaveText(TEXT[lang].required);
      }
      await expect(page.locator("#comment-email")).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#comment-email-error")).toHaveCount(0);
    });

    test("a post with form errors passes axe @both", async ({ page }) => {
      await open(page, "/vi/tet-pre-orders-banh-chung-mut");
      await page.getByRole("button", { name: "Gửi bình luận" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectAccessible(page);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 422/ });

  test("rating 4 then 2 by plain form posts: the count stays, your rating is 2 @both", async ({ page }, info) => {
    const lang: Lang = isPhone(info) ? "en" : "vi";
    await page.goto(path(lang, isPhone(info) ? "allergen-information-big-9" : "from-saigon-to-houston"));
    await rateFourThenTwo(page, lang);
  });

  test("comment: empty fields get per-field errors; a comment is posted and shown as text @both", async ({ page }, info) => {
    const lang: Lang = isPhone(info) ? "vi" : "en";
    await page.goto(path(lang, "how-to-order-a-custom-cake"));
    await page.getByRole("button", { name: TEXT[lang].post }).click();
    await expect(page.getByRole("alert")).toHaveText(TEXT[lang].notPosted);
    await expect(page.locator("#comment-name-error")).toHaveText(TEXT[lang].required);
    await expect(page.locator("#comment-content-error")).toHaveText(TEXT[lang].required);
    if (!isPhone(info)) return;
    // One real comment (per run: comments are rate-limited per IP).
    await page.locator("#comment-name").fill("Bảo");
    await page.locator("#comment-email").fill("bao@example.com");
    await page.locator("#comment-content").fill("<script>alert(1)</script> Ngon quá!");
    await page.getByRole("button", { name: TEXT[lang].post }).click();
    await expect(page.getByRole("status").filter({ hasText: TEXT[lang].posted })).toBeVisible();
    await expect(page.getByTestId("comment-content").first()).toHaveText("<script>alert(1)</script> Ngon quá!");
  });

  test("news pagination works with plain links", async ({ page }) => {
    await page.goto("/vi/news");
    await page
      .getByRole("navigation", { name: "Các trang tin tức" })
      .getByRole("link", { name: /Trang sau/ })
      .click();
    await expect(page).toHaveURL(/\/vi\/news\?page=2$/);
    await expect(page.getByTestId("news-list").locator("article")).toHaveCount(1);
  });
});

test.describe("plain pages", () => {
  for (const [url, title, home] of [
    ["/refund-policy", "Refund Policy", "Home"],
    ["/vi/about-us", "Về tiệm", "Trang chủ"],
  ] as const) {
    test(`${url} shows its title, body and breadcrumbs, and passes axe @both`, async ({ page }) => {
      await open(page, url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(`^${title} · `));
      const crumbs = page.locator("main nav").first();
      await expect(crumbs.getByRole("link", { name: home })).toHaveAttribute("href", url.startsWith("/vi") ? "/vi" : "/");
      await expect(page.locator("main article p").nth(1)).not.toBeEmpty();
      const blocks = await jsonLd(page);
      expect(blocks.some((b) => b["@type"] === "BreadcrumbList")).toBe(true);
      await expectAccessible(page);
    });
  }
});
