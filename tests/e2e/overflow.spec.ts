import type { Page } from "@playwright/test";
import { PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { open } from "./support.ts";

// Nothing may be wider than a phone's screen: every page, in both languages, at the narrow widths phones have.
// One page load per page; the widths are tried by resizing it. Tagged @phone: the phone project's touch screen,
// and the test runs once.

const WIDTHS = [320, 360, 390, 414] as const;
const LANGS = [
  { lang: "en", prefix: "", add: "Add to cart", added: "Added to cart" },
  { lang: "vi", prefix: "/vi", add: "Thêm vào giỏ hàng", added: "Đã thêm vào giỏ hàng" },
] as const;

/** The visitor's pages (the cart empty). */
const PAGES = [
  "/",
  "/products",
  "/products?category=cakes",
  "/banh-bong-lan-trung-muoi",
  "/custom-birthday-cake",
  "/news",
  "/how-we-bake-our-baguettes",
  "/about-us",
  "/contact",
  "/search?q=banh",
  "/cart/cartList",
  "/login",
  "/register",
  "/forgot-password",
  "/customerLogin",
  "/no-such-page",
];
const SIGNED_IN_PAGES = ["/profile", "/profile/notice", "/profile/orders", "/profile/promotions", "/profile/accoutInfo", "/profile/addresses", "/cart/cartList"];

/** How far the page reaches past `width`, and the widest offenders (to say what to fix). */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate((w) => {
    // The phone taskbar: every label inside its own quarter and on the screen (a wide page pushes it off).
    const cut: string[] = [];
    for (const nav of document.querySelectorAll("nav")) {
      if (getComputedStyle(nav).position !== "fixed" || nav.getBoundingClientRect().height === 0) continue;
      const walker = document.createTreeWalker(nav, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const tab = node.parentElement?.closest("li");
        // Text only a screen reader reads (the cart link's "Cart, 3 items") is not on the screen to be cut.
        if (!tab || !node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        if (text.left < Math.max(0, box.left) - 0.5 || text.right > Math.min(w, box.right) + 0.5) cut.push(`taskbar label "${node.textContent.trim()}"`);
      }
    }
    const reach = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (reach <= w) return cut.length ? { reach, offenders: cut } : null;
    const scrolls = (el: Element) => /(auto|scroll|hidden|clip)/.test(getComputedStyle(el).overflowX);
    const offenders = [...document.body.querySelectorAll("*")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= w + 0.5) return false;
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return false;
        return true;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}px`)
      .slice(0, 5);
    return { reach, offenders: [...cut, ...offenders] };
  }, width);
}

async function expectNoOverflow(page: Page, paths: readonly string[]) {
  // A page load each (a slow machine is slow on every one); the widths cost nearly nothing.
  test.setTimeout(test.info().timeout + paths.length * 10_000);
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await open(page, path);
    for (const width of WIDTHS) {
      const over = await overflowAt(page, width);
      if (over) found.push(`${path} at ${width}px (the page ${over.reach}px wide): ${over.offenders.join("; ")}`);
    }
  }
  expect(found).toEqual([]);
}

for (const l of LANGS) {
  test.describe(`no horizontal overflow (${l.lang}) @phone`, () => {
    test(`the visitor's pages, the cart empty (${l.lang}) @phone`, async ({ page }) => {
      await expectNoOverflow(
        page,
        PAGES.map((p) => (p === "/" ? l.prefix || "/" : `${l.prefix}${p}`)),
      );
    });

    test(`the cart with lines, a long name and a long note; the account pages signed in (${l.lang}) @phone`, async ({ page }) => {
      test.slow(); // two adds and a registration before the pages
      for (const [slug, note] of [
        ["/banh-bong-lan-trung-muoi", "Chúc mừng sinh nhật bà nội yêu quý, chúc bà luôn mạnh khỏe và sống lâu trăm tuổi cùng con cháu"],
        ["/banh-mi-dac-biet", "Khôngcóhànhkhôngcórauthơmkhôngcóớtvàkhôngcóđồchuanhé"],
      ] as const) {
        await open(page, `${l.prefix}${slug}`);
        const form = page.getByTestId("add-to-cart");
        await form.locator("#quantity").fill("12");
        await form.locator("#note").fill(note);
        await form.getByRole("button", { name: l.add }).click();
        await expect(page.getByTestId("add-outcome")).toContainText(l.added);
      }
      await open(page, `${l.prefix}/cart/cartList`);
      await expect(page.getByTestId("cart-line")).toHaveCount(2);
      await expect(page.getByTestId("gift-line")).not.toHaveCount(0);
      await expectNoOverflow(page, [`${l.prefix}/cart/cartList`]);

      const { email } = unique("overflow", "347");
      const created = await page.request.post("/api/v1/register", {
        data: { name: "Nguyễn Thị Phương Thảo Hoàng", email, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
      });
      expect(created.status()).toBe(201);
      await expectNoOverflow(
        page,
        SIGNED_IN_PAGES.map((p) => `${l.prefix}${p}`),
      );
    });
  });
}
