import type { Page } from "@playwright/test";
import { PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { open } from "./support.ts";
import { misfitWords } from "./text-fit.ts";

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
const SIGNED_IN_PAGES = [
  "/profile",
  "/profile/notice",
  "/profile/orders",
  "/profile/promotions",
  "/profile/accoutInfo",
  "/profile/addresses",
  "/cart/cartList",
];

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
        if (text.left < Math.max(0, box.left) - 0.5 || text.right > Math.min(w, box.right) + 0.5)
          cut.push(`taskbar label "${node.textContent.trim()}"`);
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
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 60)} → ${Math.round(el.getBoundingClientRect().right)}px`,
      )
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

    test(`the cart with lines, a long name and a long note; the account pages signed in with a long e-mail (${l.lang}) @phone`, async ({
      page,
    }) => {
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

      // A long e-mail, unbroken, shown on the account pages: it wraps in its column on a 320 px phone.
      const email = `nguyen.thi.phuong.thao.hoang.${unique("overflow", "347").email}`;
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

// The back office, signed in as an owner (every section): on a phone, a tablet on the counter (820 × 1180) and a
// desktop, no page is wider than the screen and no word is broken over lines or runs out of its column (a table
// squeezed until a name wraps letter by letter, headers running into each other).

const BACK_OFFICE_SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
] as const;

const BACK_OFFICE_PAGES = [
  "/admin",
  "/admin/production",
  "/admin/orders",
  "/admin/custom-cakes",
  "/admin/custom-cakes?status=all",
  "/admin/reports",
  "/admin/reports?by=product",
  "/admin/reports?by=channel",
  "/admin/calendar",
  "/admin/products",
  "/admin/products/new",
  "/admin/modifier-groups",
  "/admin/modifier-groups/new",
  "/admin/campaigns",
  "/admin/campaigns/new",
  "/admin/categories",
  "/admin/promotions",
  "/admin/customers",
  "/admin/inbox",
  "/admin/home",
  "/admin/posts",
  "/admin/pages",
  "/admin/menu",
  "/admin/site",
  "/admin/redirects",
  "/admin/staff",
  "/admin/audit",
  "/admin/account",
];

/** The first link on `list` to one of its items (an order, a product…), in the seeded shop. */
async function firstItem(page: Page, list: string, pattern: RegExp): Promise<string> {
  await page.goto(list);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `an item linked from ${list}`).toBeTruthy();
  return href!.replace(/^\/vi(?=\/)/, "");
}

for (const l of LANGS) {
  test(`the back office fits a phone, a tablet and a desktop, no word broken (${l.lang}) @phone`, async ({ page, baseURL }) => {
    // A sign-in (slow password hashing), six lists and some 25 pages at three sizes: minutes on a busy machine.
    test.setTimeout(480_000);
    const email = staffEmail("fit-owner");
    await createStaffFromCli({ email, name: "Nguyễn Thị Phương Thảo", role: "owner" });
    await staffSignIn(page, l.lang, email);
    // A change whose audit line is long and has few spaces (an add-on group's choices): the audit page must wrap it.
    const group = await page.request.post("/api/v1/admin/modifier-groups", {
      headers: { Origin: baseURL! },
      data: {
        name_en: `Fit check ${l.lang} ${Date.now()}`,
        name_vi: `Kiểm tra ${l.lang} ${Date.now()}`,
        choices: ["Lotus", "Taro", "Durian"].map((label) => ({ label_en: label, label_vi: label, price_delta_cents: 125 })),
      },
    });
    expect(group.status(), await group.text()).toBe(201);
    const order = await firstItem(page, "/admin/orders", /\/admin\/orders\/MV-/);
    const details = [
      order,
      `${order}/ticket`,
      `${order}/labels`,
      await firstItem(page, "/admin/products", /\/admin\/products\/\d+$/),
      await firstItem(page, "/admin/modifier-groups", /\/admin\/modifier-groups\/\d+$/),
      await firstItem(page, "/admin/campaigns", /\/admin\/campaigns\/\d+$/),
      await firstItem(page, "/admin/campaigns", /\/admin\/campaigns\/\d+\/dashboard$/),
      await firstItem(page, "/admin/campaigns", /\/admin\/campaigns\/\d+\/production$/),
      await firstItem(page, "/admin/campaigns", /\/admin\/campaigns\/\d+\/pickups$/),
      await firstItem(page, "/admin/custom-cakes", /\/admin\/custom-cakes\/\d+$/),
      await firstItem(page, "/admin/customers", /\/admin\/customers\/\d+$/),
      await firstItem(page, "/admin/posts", /\/admin\/posts\/\d+$/),
      await firstItem(page, "/admin/categories", /\/admin\/categories\/\d+$/),
      await firstItem(page, "/admin/home", /\/admin\/home\/sections\/\d+$/),
    ];
    const paths = [...BACK_OFFICE_PAGES, ...details].map((p) => `${l.prefix}${p}`);
    const found: string[] = [];
    for (const path of paths) {
      await page.setViewportSize(BACK_OFFICE_SIZES[0]);
      await open(page, path);
      for (const size of BACK_OFFICE_SIZES) {
        await page.setViewportSize(size);
        const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
        if (reach > size.width) found.push(`${path} at ${size.width}px: the page is ${reach}px wide`);
        for (const word of await misfitWords(page)) found.push(`${path} at ${size.width}px: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });
}

// A phone's screen is for the page: the back office's header is one line and one row of sections (the rest in its
// Menu), the profile's pages one row of pills; each row scrolls sideways and fades at the edge where there is more.

test("the back office's header on a phone: one line and a row of sections, the rest in the Menu @phone", async ({ page }) => {
  test.slow(); // a staff sign-in and two pages
  const email = staffEmail("phone-owner");
  await createStaffFromCli({ email, name: "Nguyễn Thị Phương Thảo", role: "owner" });
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSignIn(page, "vi", email, undefined, "/admin/orders");
  // 450 px (the title, the account's links and two rows of tabs) before this; now a line and a row.
  const top = await page.locator("main").evaluate((main) => main.getBoundingClientRect().top);
  expect(top).toBeLessThanOrEqual(120);
  await page.screenshot({ path: test.info().outputPath("admin-header-390.png") });

  const row = page.getByTestId("admin-nav-sections");
  await expect(row.getByRole("link")).toHaveText([
    "Hôm nay",
    "Cần làm",
    "Đợt đặt trước",
    "Đơn hàng",
    "Bánh đặt",
    "Báo cáo",
    "Lịch nhận đơn",
  ]);
  // The row is scrolled to the page's own section (Orders, the fourth), and says there is more before it.
  await expect(row.getByRole("link", { name: "Đơn hàng" })).toBeInViewport({ ratio: 1 });
  await expect(row).toHaveAttribute("data-more-start", "");
  await row.evaluate((ul) => ul.scrollTo({ left: 0 }));
  await expect(row).toHaveAttribute("data-more-end", "");
  await expect(row).not.toHaveAttribute("data-more-start", "");

  // The groups' row and the account's links are not on the phone's bar; the Menu has them all.
  await expect(page.getByTestId("admin-nav-groups")).toBeHidden();
  await expect(page.getByTestId("admin-staff")).toBeHidden();
  const menu = page.getByTestId("admin-menu");
  await menu.getByText("Menu", { exact: true }).click();
  const all = page.getByRole("navigation", { name: "Tất cả các mục quản lý" });
  await expect(all.getByRole("link", { name: "Đơn hàng" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
  await expect(menu.getByRole("link", { name: /Nguyễn Thị Phương Thảo/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("admin-menu-390.png") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await all.getByRole("link", { name: "Nhân viên" }).click();
  await expect(page).toHaveURL(/\/vi\/admin\/staff$/);
  await expect(page.getByRole("navigation", { name: "Tất cả các mục quản lý" })).toBeHidden();
  await expect(row.getByRole("link")).toHaveText(["Nhân viên", "Nhật ký thay đổi"]);
});

test("the profile's pages on a phone: one row of pills before the page @phone", async ({ page }) => {
  test.slow(); // a registration
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = unique("pills", "348");
  const created = await page.request.post("/api/v1/register", {
    data: { name: "Nguyễn Thị Phương Thảo", email, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
  });
  expect(created.status()).toBe(201);
  await open(page, "/vi/profile/addresses");
  const nav = page.getByTestId("profile-nav");
  // Seven pills stacked were 350 px; one row is one pill high.
  const height = await nav.evaluate((ul) => ul.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(60);
  await expect(nav.getByRole("link", { name: "Sổ địa chỉ" })).toHaveAttribute("aria-current", "page");
  await expect(nav).toHaveAttribute("data-more-start", "");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("profile-390.png") });
});
