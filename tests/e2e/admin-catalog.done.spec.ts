import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { emailTo, giveBackHit, INBOX_TEXT, replyToContact, sendContact } from "./inbox.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { open } from "./support.ts";

// Editing the shop, end to end: a manager, in Vietnamese and in English, adds a new product with a photo and both
// translations, puts it in the menu and on the home page, runs a coupon, answers a contact message and hides a
// comment — and a visitor sees each change at once.
//
// It adds a slide and a menu item that specs counting the seeded ones would see, and its two runs save the one menu:
// it runs in the "done" project, after every other spec and one test at a time (playwright.config.ts), and takes
// the slide and the item away again at the end.

test.use({ allowedConsoleErrors: /status of 422/ });

const TEXT = {
  en: {
    viewport: { width: 1280, height: 900 },
    name: "Name",
    summary: "Summary",
    description: "Description",
    slug: "Slug (web address)",
    sku: "SKU",
    category: "Category",
    price: "Price (USD)",
    publishNow: "Publish at once (needs both names)",
    createProduct: "Create product",
    published: "Published",
    photo: "Photo",
    altEn: "Alt text — English",
    altVi: "Alt text — Vietnamese",
    upload: "Upload photo",
    photoAdded: "Photo added.",
    titleIn: (lang: "en" | "vi") => `Title (${lang === "en" ? "English" : "Vietnamese"})`,
    menuLink: "Link",
    menuPlace: "Place",
    under: (title: string) => `Under ${title}`,
    products: "Products",
    addMenuItem: "Add an item",
    removeMenuItem: (title: string) => `Remove ${title}`,
    editSection: (name: string) => `Edit ${name}`,
    slideshow: "Slideshow",
    addItem: "Add an item",
    bodyIn: (lang: "en" | "vi") => `Text (${lang === "en" ? "English" : "Vietnamese"})`,
    ctaIn: (lang: "en" | "vi") => `Button text (${lang === "en" ? "English" : "Vietnamese"})`,
    slideLink: "Link of the button",
    slidePicture: "Upload a picture",
    createItem: "Add the item",
    removeSlide: "Remove",
    newCoupon: "New coupon",
    couponCode: "Code",
    couponName: "Name (English)",
    couponKind: "Discount",
    couponValue: "Percent or dollars off",
    createCoupon: "Create the coupon",
    couponOn: "Active",
    addToCart: "Add to cart",
    added: "Added",
    couponLabel: "Coupon code",
    apply: "Apply",
    postComment: "Post comment",
    submenu: (title: string) => `Show ${title} submenu`,
  },
  vi: {
    viewport: { width: 820, height: 1180 },
    name: "Tên",
    summary: "Tóm tắt",
    description: "Mô tả",
    slug: "Đường dẫn (slug)",
    sku: "Mã SKU",
    category: "Danh mục",
    price: "Giá (USD)",
    publishNow: "Đăng bán ngay (cần đủ tên hai thứ tiếng)",
    createProduct: "Tạo sản phẩm",
    published: "Đang bán",
    photo: "Ảnh",
    altEn: "Mô tả ảnh — tiếng Anh",
    altVi: "Mô tả ảnh — tiếng Việt",
    upload: "Tải ảnh lên",
    photoAdded: "Đã thêm ảnh.",
    titleIn: (lang: "en" | "vi") => `Tiêu đề (${lang === "en" ? "Tiếng Anh" : "Tiếng Việt"})`,
    menuLink: "Liên kết",
    menuPlace: "Vị trí trong menu",
    under: (title: string) => `Dưới ${title}`,
    products: "Sản phẩm",
    addMenuItem: "Thêm một mục",
    removeMenuItem: (title: string) => `Xóa ${title}`,
    editSection: (name: string) => `Sửa ${name}`,
    slideshow: "Trình chiếu ảnh",
    addItem: "Thêm nội dung",
    bodyIn: (lang: "en" | "vi") => `Nội dung (${lang === "en" ? "Tiếng Anh" : "Tiếng Việt"})`,
    ctaIn: (lang: "en" | "vi") => `Chữ trên nút (${lang === "en" ? "Tiếng Anh" : "Tiếng Việt"})`,
    slideLink: "Liên kết của nút",
    slidePicture: "Tải ảnh lên",
    createItem: "Thêm nội dung",
    removeSlide: "Gỡ",
    newCoupon: "Tạo mã giảm giá",
    couponCode: "Mã",
    couponName: "Tên (tiếng Anh)",
    couponKind: "Kiểu giảm giá",
    couponValue: "Số phần trăm hoặc số đô la được giảm",
    createCoupon: "Tạo mã giảm giá",
    couponOn: "Đang bật",
    addToCart: "Thêm vào giỏ hàng",
    added: "Đã thêm vào giỏ hàng",
    couponLabel: "Mã giảm giá",
    apply: "Áp dụng",
    postComment: "Gửi bình luận",
    submenu: (title: string) => `Mở menu con ${title}`,
  },
} as const;

const POST = "/how-we-bake-our-baguettes";

/** A photo as a phone's camera sends it: a JPEG, 1600 × 1200. */
async function photo(): Promise<Buffer> {
  const loaf = await sharp({ create: { width: 700, height: 300, channels: 3, background: { r: 214, g: 160, b: 84 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 245, g: 236, b: 220 } } })
    .composite([{ input: loaf, top: 450, left: 450 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

for (const locale of ["vi", "en"] as const) {
  const t = TEXT[locale];
  const prefix = locale === "vi" ? "/vi" : "";

  test(`a manager (${locale}) adds a product with a photo and both translations, puts it in the menu and on the home page, runs a coupon, answers a contact message and hides a comment; a visitor sees each at once`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(t.viewport);
    const tag = randomUUID().slice(0, 6);
    const product = {
      en: {
        name: `Durian Crêpe Cake ${tag}`,
        summary: "Twenty thin crêpes layered with fresh durian cream.",
        description: "Made to order.\nKeep it cold.",
      },
      vi: {
        name: `Bánh crếp sầu riêng ${tag}`,
        summary: "Hai mươi lớp bánh crếp mỏng xen kem sầu riêng tươi.",
        description: "Làm theo đơn.\nGiữ lạnh.",
      },
      slug: `durian-crepe-cake-${tag}`,
      alt: { en: `A durian crêpe cake on a plate ${tag}`, vi: `Bánh crếp sầu riêng trên đĩa ${tag}` },
    };
    const email = staffEmail(`done7-${locale}`);
    await createStaffFromCli({ name: locale === "vi" ? "Chị Hằng" : "Ms. Rosa", role: "manager", email });
    await staffSignIn(page, locale, email, undefined, "/admin/products/new");
    const visitor = await visitorPage(browser);

    // 1. The product, in both languages, published at once.
    const form = page.getByTestId("product-form");
    for (const lang of ["en", "vi"] as const) {
      const side = form.getByTestId(`product-lang-${lang}`);
      await side.getByLabel(t.name).fill(product[lang].name);
      await side.getByLabel(t.summary).fill(product[lang].summary);
      await side.getByLabel(t.description).fill(product[lang].description);
    }
    await form.getByLabel(t.slug).fill(product.slug);
    await form.getByLabel(t.sku).fill(`dc-${tag}`);
    await form.getByLabel(t.category, { exact: true }).selectOption({ index: 1 });
    await form.getByLabel(t.price).fill("42.00");
    await form.getByLabel(t.publishNow).check();
    await form.getByRole("button", { name: t.createProduct }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/admin/products/\\d+\\?saved=created$`));
    await expect(page.getByTestId("product-status")).toHaveText(t.published);

    // 2. Its photo, with alt texts in both languages.
    await page.getByTestId("product-photos").click();
    const upload = page.getByTestId("image-upload-form");
    await upload
      .getByLabel(t.photo, { exact: true })
      .setInputFiles({ name: "IMG_2207.JPG", mimeType: "image/jpeg", buffer: await photo() });
    await upload.getByLabel(t.altEn).fill(product.alt.en);
    await upload.getByLabel(t.altVi).fill(product.alt.vi);
    await upload.getByRole("button", { name: t.upload }).click();
    await expect(page.getByTestId("form-alert")).toHaveText(t.photoAdded);

    // The visitor, at once: the product's page in both languages, with the photo and its alt in the page's language.
    for (const lang of ["en", "vi"] as const) {
      await open(visitor, `${lang === "vi" ? "/vi" : ""}/${product.slug}`);
      await expect(visitor.getByRole("heading", { level: 1, name: product[lang].name })).toBeVisible();
      const picture = visitor.locator("picture").filter({ has: visitor.locator(`img[alt="${product.alt[lang]}"]`) });
      await expect(picture.first()).toBeVisible();
      await expect(picture.first().locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/[0-9a-f]+-\d+\.avif \d+w/);
    }

    // 3. In the menu, under Products.
    await open(page, `${prefix}/admin/menu`);
    const menuForm = page.getByTestId("menu-item-form");
    await menuForm.getByLabel(t.titleIn("en")).fill(product.en.name);
    await menuForm.getByLabel(t.titleIn("vi")).fill(product.vi.name);
    await menuForm.getByLabel(t.menuLink).fill(`/${product.slug}`);
    await menuForm.getByLabel(t.menuPlace).selectOption({ label: t.under(t.products) });
    await menuForm.getByRole("button", { name: t.addMenuItem }).click();
    await expect(page.getByTestId("menu-items")).toContainText(product[locale].name);
    for (const lang of ["en", "vi"] as const) {
      const p = lang === "vi" ? "/vi" : "";
      await open(visitor, p || "/");
      await visitor
        .getByRole("button", { name: TEXT[lang].submenu(TEXT[lang].products) })
        .or(visitor.getByLabel(TEXT[lang].submenu(TEXT[lang].products)))
        .first()
        .click();
      await expect(visitor.getByRole("link", { name: product[lang].name, exact: true })).toHaveAttribute("href", `${p}/${product.slug}`);
    }

    // 4. On the home page: a slide leading to it, with its photo; and among the new products by itself.
    await open(page, `${prefix}/admin/home`);
    await page
      .locator('[data-testid="home-section"][data-key="slideshow"]')
      .getByRole("link", { name: t.editSection(t.slideshow) })
      .click();
    await page.getByRole("link", { name: t.addItem }).click();
    const slide = page.getByTestId("home-item-form");
    for (const lang of ["en", "vi"] as const) {
      await slide.getByLabel(t.titleIn(lang), { exact: true }).fill(product[lang].name);
      await slide.getByLabel(t.bodyIn(lang), { exact: true }).fill(product[lang].summary);
      await slide.getByLabel(t.ctaIn(lang), { exact: true }).fill(lang === "vi" ? `Đặt bánh ${tag}` : `Order yours ${tag}`);
    }
    await slide.getByLabel(t.slideLink).fill(`/${product.slug}`);
    await slide.getByLabel(t.slidePicture).setInputFiles({ name: "slide.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await slide.getByRole("button", { name: t.createItem }).click();
    const ourSlide = page.getByTestId("home-item").filter({ hasText: product[locale].name });
    await expect(ourSlide).toHaveCount(1);
    for (const lang of ["en", "vi"] as const) {
      const p = lang === "vi" ? "/vi" : "";
      await open(visitor, p || "/");
      const show = visitor.getByTestId("slideshow");
      await expect(show).toContainText(product[lang].name);
      await expect(show.locator(`a[href="${p}/${product.slug}"]`)).toHaveCount(1);
      await expect(
        visitor.locator('section[aria-labelledby="home-new"]').getByRole("link", { name: product[lang].name }).first(),
      ).toBeAttached();
    }

    // 5. A coupon; the visitor buys the new cake with it.
    await open(page, `${prefix}/admin/promotions`);
    await page.getByRole("link", { name: t.newCoupon }).click();
    const code = `SAURIENG${tag.toUpperCase()}`;
    const coupon = page.getByTestId("coupon-form");
    await coupon.getByLabel(t.couponCode, { exact: true }).fill(code);
    await coupon.getByLabel(t.couponName).fill("Durian season");
    await coupon.getByLabel(t.couponKind).selectOption("percentage");
    await coupon.getByLabel(t.couponValue).fill("15");
    await coupon.getByRole("button", { name: t.createCoupon }).click();
    await expect(page.locator(`[data-testid="coupon"][data-code="${code}"]`)).toContainText(t.couponOn);
    await open(visitor, `${prefix}/${product.slug}`);
    await visitor.getByTestId("add-to-cart").getByRole("button", { name: t.addToCart }).click();
    await expect(visitor.getByTestId("add-outcome")).toContainText(t.added);
    await open(visitor, `${prefix}/cart/cartList`);
    await visitor.waitForFunction(() => localStorage.getItem("cart-token") !== null);
    await expect(visitor.getByTestId("cart-line").filter({ hasText: product[locale].name })).toHaveCount(1);
    await visitor.getByLabel(t.couponLabel).fill(code.toLowerCase());
    await visitor.getByRole("button", { name: t.apply }).click();
    await expect(visitor.getByTestId("discount")).toBeVisible();

    // 6. A contact message, answered from the inbox; the reply reaches the visitor in the visitor's language.
    const sender = {
      email: `khach-${tag}-${locale}@example.com`,
      message: `${locale === "vi" ? "Bánh crếp sầu riêng có giao tận nhà không ạ?" : "Do you deliver the durian crêpe cake?"} ${tag}`,
    };
    const answer = `${locale === "vi" ? "Dạ có, tiệm giao trong vòng 10 dặm." : "Yes, within 10 miles of the shop."} ${tag}`;
    await sendContact(visitor, locale, sender.email, sender.message);
    await replyToContact(page, locale, sender.email, answer);
    await expect.poll(() => emailTo(sender.email, answer), { timeout: 10_000 }).toBeDefined();

    // 7. A visitor's comment, hidden: gone from the post at once.
    const comment = `${locale === "vi" ? "Bánh ngon quá!" : "Lovely crust!"} ${tag}`;
    await open(visitor, `${prefix}${POST}`);
    await visitor.locator("#comment-name").fill(locale === "vi" ? "Cô Ba" : "Mr. Nguyen");
    await visitor.locator("#comment-content").fill(comment);
    await visitor.getByRole("button", { name: t.postComment }).click();
    await expect(visitor.getByTestId("comment-content").filter({ hasText: comment })).toBeVisible();
    giveBackHit("comment");
    await open(page, `${prefix}/admin/inbox?tab=comments`);
    await page
      .getByTestId("inbox-comment")
      .filter({ hasText: comment })
      .getByRole("button", { name: INBOX_TEXT[locale].hide, exact: true })
      .click();
    await expect(page.getByTestId("form-alert")).toHaveText(INBOX_TEXT[locale].hidden);
    await open(visitor, `${prefix}${POST}`);
    await expect(visitor.locator("#comment-content")).toBeVisible();
    await expect(visitor.getByText(comment)).toHaveCount(0);

    // Put the home page and the menu back as the seed has them.
    await open(page, `${prefix}/admin/home`);
    await page
      .locator('[data-testid="home-section"][data-key="slideshow"]')
      .getByRole("link", { name: t.editSection(t.slideshow) })
      .click();
    await page
      .getByTestId("home-item")
      .filter({ hasText: product[locale].name })
      .getByRole("button", { name: new RegExp(`^${t.removeSlide}`) })
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: new RegExp(`^${t.removeSlide} `) })
      .click();
    await expect(page.getByTestId("home-item").filter({ hasText: product[locale].name })).toHaveCount(0);
    await open(page, `${prefix}/admin/menu`);
    await page.getByRole("button", { name: t.removeMenuItem(product[locale].name) }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t.removeMenuItem(product[locale].name) })
      .click();
    await expect(page.getByTestId("menu-items")).not.toContainText(product[locale].name);
    await open(visitor, prefix || "/");
    await expect(visitor.getByTestId("slideshow")).not.toContainText(product[locale].name);
    await visitor.context().close();
  });
}
