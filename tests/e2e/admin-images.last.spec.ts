import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, open, waitForHydration } from "./support.ts";

// A product's photos in the back office (/admin/products/:id/images): a manager in Vietnamese on a phone
// uploads a photo to a seeded product (a text file named .jpg refused beside the field first), gives its alt texts and
// puts it first; a visitor sees it on the product's page at once, as a <picture> with AVIF and WebP copies, with the
// alt text in English and in Vietnamese. The manager then removes it.

test.use({ allowedConsoleErrors: /status of 422/ });

const SLUG = "banh-su-kem";
const ALT_EN = "Golden cream puffs on a wooden board";
const ALT_VI = "Bánh su kem vàng óng trên thớt gỗ";

/** A real photo, made here: 1600 × 1200 with a bright block, as a phone's camera would send a JPEG. */
async function photo(): Promise<Buffer> {
  const block = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 250, g: 215, b: 120 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .composite([{ input: block, top: 300, left: 400 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

test("a manager (vi, phone) uploads a photo with alt texts; a visitor sees it in both languages @phone", async ({ page, browser }) => {
  const product = (await (await page.request.get(`/api/v1/products/${SLUG}`)).json()) as { data: { id: number; name: string } };
  const path = `/admin/products/${product.data.id}/images`;
  const email = staffEmail("images");
  await createStaffFromCli({ name: "Chị Ngọc", role: "manager", email });
  await staffSignIn(page, "vi", email, undefined, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Ảnh của /);
  const form = page.getByTestId("image-upload-form");

  // Not an image, whatever its name says: refused beside the field, nothing added.
  const before = await page.getByTestId("product-image").count();
  await form
    .getByLabel("Ảnh", { exact: true })
    .setInputFiles({ name: "banh-su-kem.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Bột, đường, trứng, bơ\n") });
  await form.getByLabel("Mô tả ảnh — tiếng Anh").fill(ALT_EN);
  await form.getByRole("button", { name: "Tải ảnh lên" }).click();
  await expect(page.locator("#image-file-error")).toHaveText("Tệp này không phải là ảnh. Hãy tải lên ảnh JPEG, PNG hoặc WebP.");
  await expect(form.getByLabel("Ảnh", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Mô tả ảnh — tiếng Anh")).toHaveValue(ALT_EN);
  await expect(page.getByTestId("product-image")).toHaveCount(before);

  // A real photo with both alt texts.
  await form.getByLabel("Ảnh", { exact: true }).setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: await photo() });
  await form.getByLabel("Mô tả ảnh — tiếng Việt").fill(ALT_VI);
  // Processing a photo takes seconds: once pressed, the button says so and waits. Seen here with the page's own
  // submission stopped after the form's handler ran (a listener on window runs after React's), so the page stays.
  await waitForHydration(page);
  await page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault(), { once: true }));
  await form.getByRole("button", { name: "Tải ảnh lên" }).click();
  const busy = form.getByRole("button", { name: "Đang tải lên…" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(form.getByRole("status")).toHaveText("Đang tải ảnh lên và xử lý: ảnh lớn cần vài giây.");
  // Now the real upload, from the page afresh.
  await page.goto(`/vi${path}`);
  await form.getByLabel("Ảnh", { exact: true }).setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: await photo() });
  await form.getByLabel("Mô tả ảnh — tiếng Anh").fill(ALT_EN);
  await form.getByLabel("Mô tả ảnh — tiếng Việt").fill(ALT_VI);
  await form.getByRole("button", { name: "Tải ảnh lên" }).click();
  await expect(page).toHaveURL(new RegExp(`/vi${path}\\?done=attached$`));
  await expect(page.getByTestId("form-alert")).toHaveText("Đã thêm ảnh.");
  const cards = page.getByTestId("product-image");
  await expect(cards).toHaveCount(before + 1);
  const added = cards.last();
  await expect(added.getByLabel("Mô tả ảnh — tiếng Anh")).toHaveValue(ALT_EN);
  await expect(added.getByLabel("Mô tả ảnh — tiếng Việt")).toHaveValue(ALT_VI);
  await expect(added.getByTestId("missing-alt")).toHaveCount(0);
  // The seeded drawing has no alt texts yet: flagged.
  await expect(cards.first().getByTestId("missing-alt")).toHaveText("Thiếu bản dịch: tiếng Anh, tiếng Việt");

  // Put it first.
  for (let i = before; i > 0; i--) {
    await cards
      .nth(i)
      .getByRole("button", { name: /^Lên trên/ })
      .click();
    await expect(page.getByTestId("form-alert")).toHaveText("Đã lưu thứ tự.");
  }
  await expect(cards.first().getByLabel("Mô tả ảnh — tiếng Việt")).toHaveValue(ALT_VI);
  await expect(cards.first()).toContainText("Hiện đầu tiên");

  // Fits a 390 px phone and passes axe.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);

  // A visitor, at once, in English then Vietnamese: a <picture> with AVIF and WebP copies, the alt in the page's language.
  const visitor = await browser.newPage();
  for (const [prefix, alt] of [
    ["", ALT_EN],
    ["/vi", ALT_VI],
  ] as const) {
    await open(visitor, `${prefix}/${SLUG}`);
    const picture = visitor
      .locator("picture")
      .filter({ has: visitor.locator(`img[alt="${alt}"]`) })
      .first();
    await expect(picture).toBeVisible();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/[0-9a-f]{24}-320\.avif 320w, .*1600w$/);
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\/media\/[0-9a-f]{24}-320\.webp 320w/);
    await expect(picture.locator("source").first()).toHaveAttribute("sizes", /100vw/);
    const img = picture.locator("img");
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "1200");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(chosen).toMatch(/\/media\/[0-9a-f]{24}-\d+\.avif$/);
    const served = await visitor.request.get(chosen);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers()["content-type"]).toBe("image/avif");
  }
  await visitor.close();

  // Removed, the product is as it was.
  await cards
    .first()
    .getByRole("button", { name: /^Gỡ ảnh/ })
    .click();
  const ask = page.getByRole("dialog", { name: /^Gỡ ảnh 1 của .+\?$/ });
  await expect(ask).toContainText("Ảnh 1 sẽ không còn hiện trên trang của");
  await ask.getByRole("button", { name: "Gỡ ảnh 1" }).click();
  await expect(page.getByTestId("form-alert")).toHaveText("Đã gỡ ảnh.");
  await expect(cards).toHaveCount(before);
});

test("without JavaScript (en, desktop): upload a PNG with alt texts, fill in the missing Vietnamese one, remove it", async ({
  page,
  browser,
}) => {
  const product = (await (await page.request.get("/api/v1/products/banh-tieu")).json()) as { data: { id: number } };
  const path = `/admin/products/${product.data.id}/images`;
  const email = staffEmail("images-nojs");
  await createStaffFromCli({ name: "Anh Minh", role: "manager", email });
  await staffSignIn(page, "en", email, undefined, path);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(path);
  const before = await plain.getByTestId("product-image").count();

  const png = await sharp({ create: { width: 900, height: 600, channels: 4, background: { r: 230, g: 170, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
  const form = plain.getByTestId("image-upload-form");
  await form.getByLabel("Photo", { exact: true }).setInputFiles({ name: "banh-tieu.png", mimeType: "image/png", buffer: png });
  await form.getByLabel("Alt text — English").fill("Puffed sesame doughnuts");
  await form.getByRole("button", { name: "Upload photo" }).click();
  await expect(plain).toHaveURL(/\?done=attached$/);
  const added = plain.getByTestId("product-image").last();
  await expect(plain.getByTestId("product-image")).toHaveCount(before + 1);
  await expect(added.getByTestId("missing-alt")).toHaveText("Missing translation: Vietnamese");

  await added.getByLabel("Alt text — Vietnamese").fill("Bánh tiêu phồng rắc mè");
  await added.getByRole("button", { name: "Save alt texts" }).click();
  await expect(plain).toHaveURL(/\?done=saved$/);
  await expect(plain.getByTestId("product-image").last().getByLabel("Alt text — Vietnamese")).toHaveValue("Bánh tiêu phồng rắc mè");
  await expect(plain.getByTestId("product-image").last().getByTestId("missing-alt")).toHaveCount(0);

  await plain
    .getByTestId("product-image")
    .last()
    .getByRole("button", { name: /^Remove/ })
    .click();
  // Without JavaScript the first press asks on the page, naming the picture; the real button is there.
  await expect(plain).toHaveURL(/[?&]confirm=remove&confirm\.image_id=\d+#confirm-remove$/);
  await plain
    .getByTestId("confirm-step")
    .getByRole("button", { name: /^Remove picture \d+$/ })
    .click();
  await expect(plain).toHaveURL(/\?done=removed$/);
  await expect(plain.getByTestId("product-image")).toHaveCount(before);
  await context.close();
});
