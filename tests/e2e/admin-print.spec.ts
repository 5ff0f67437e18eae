import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { placePickupOrder } from "./orders.ts";
import { createStaffFromCli, STAFF_PASSWORD, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, waitForHydration } from "./support.ts";

// The kitchen prints an order's ticket and its box labels from the board: Chromium's PDF of each page is read back
// (its page sizes from the MediaBoxes, its page count): the ticket one 80 mm page, the labels a 4 × 3 in page a
// unit. The pages on screen and as printed are kept as pictures for a person to look at.

const SHOTS = process.env.PRINT_SHOTS ?? `test-results-${process.env.E2E_PORT ?? "3107"}/print`;
mkdirSync(SHOTS, { recursive: true });

// A meatball bánh mì holds fish and wheat, in both languages on every label whatever the page's language.
const CONTAINS = { en: "Contains: Fish, Wheat", vi: "Chứa: Cá, Lúa mì" };

/** Each page's width and height in points, read from the PDF's page MediaBoxes. */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString("latin1");
  return [...text.matchAll(/\/Type\s*\/Page\b(?!s)[\s\S]*?\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[3]) - Number(m[1]),
    height: Number(m[4]) - Number(m[2]),
  }));
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page reaches no further than its width. */
async function expectNoOverflow(page: Page) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("the kitchen prints an order's ticket (80 mm) and its box labels (4 × 3 in, a label a unit) @both", async ({
  page,
  request,
  baseURL,
}, info) => {
  const locale = info.project.name === "phone" ? "vi" : "en";
  const prefix = locale === "vi" ? "/vi" : "";
  const note = locale === "vi" ? "Không hành, thêm ớt" : "No onions, extra chili";
  const order = await placePickupOrder(page.request, baseURL!, { locale, areaCode: "713", product: "banh-mi-xiu-mai", quantity: 3, note });

  const email = staffEmail("kitchen");
  await createStaffFromCli({ email, name: locale === "vi" ? "Anh Tư" : "Tom Tran", role: "kitchen" });
  await staffSignIn(page, locale, email, STAFF_PASSWORD, "/admin");
  await page.goto(`${prefix}/admin?date=${order.slot.date}`);
  const card = page.locator(`[data-testid="board-order"][data-code="${order.code}"]`);
  await expect(card).toBeVisible();

  // The ticket, opened from the order's card on the board.
  await card.getByTestId("print-ticket-link").click();
  await expect(page).toHaveURL(`${prefix}/admin/orders/${order.code}/ticket`);
  await waitForHydration(page);
  const ticket = page.getByTestId("ticket");
  await expect(ticket.getByTestId("ticket-code")).toHaveText(order.code);
  await expect(ticket.getByTestId("ticket-line")).toHaveCount(1);
  await expect(ticket.getByTestId("ticket-line")).toContainText("3 ×");
  await expect(ticket.getByTestId("ticket-note")).toContainText(note);
  await expect(page.getByTestId("print-button")).toBeVisible();
  await expectNoOverflow(page);
  await expectAccessible(page);
  await shoot(page, `ticket-screen-${info.project.name}`);

  const ticketPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${SHOTS}/ticket-${info.project.name}.pdf`, ticketPdf);
  const ticketPages = pdfPages(ticketPdf);
  // One ticket, one page: nothing cut onto a second, 80 mm = 226.8 pt wide.
  expect(ticketPages).toHaveLength(1);
  expect(ticketPages[0]!.width).toBeCloseTo(226.8, 0);
  expect(ticketPages[0]!.height).toBeGreaterThan(200);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("print-toolbar")).toBeHidden();
  await expect(page.getByTestId("admin-header")).toBeHidden();
  await page.setViewportSize({ width: 302, height: 800 });
  await shoot(page, `ticket-print-${info.project.name}`);
  await page.emulateMedia({ media: null });

  // A cake's inscription on its ticket: boxed, exactly as the customer typed it (inner spaces and line break kept).
  const wish = locale === "vi" ? "Mừng sinh nhật  Bà Nội\n80 tuổi!" : "Happy 80th  Grandma\nLove, Mai";
  const cake = await placePickupOrder(request, baseURL!, {
    locale,
    areaCode: "832",
    product: "coffee-tiramisu",
    quantity: 1,
    note: wish,
    day: "later",
  });
  await page.goto(`${prefix}/admin/orders/${cake.code}/ticket`);
  await expect(page.getByTestId("ticket-inscription")).toHaveText(wish, { useInnerText: false });
  expect(await page.getByTestId("ticket-inscription").evaluate((e) => e.textContent)).toBe(wish);
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 302, height: 800 });
  await shoot(page, `ticket-cake-print-${info.project.name}`);
  await page.emulateMedia({ media: null });
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toHaveLength(1);

  // The labels: a label a unit (3), each its own 4 × 3 in page.
  await page.goto(`${prefix}/admin/orders/${order.code}/labels`);
  await waitForHydration(page);
  const labels = page.getByTestId("label");
  await expect(labels).toHaveCount(3);
  await expect(labels.first().getByTestId("label-name-vi")).toContainText("Bánh mì xíu mại");
  await expect(labels.first().getByTestId("label-contains-en")).toHaveText(CONTAINS.en);
  await expect(labels.first().getByTestId("label-contains-vi")).toHaveText(CONTAINS.vi);
  await expect(labels.first().getByTestId("label-ingredients-en")).toContainText("wheat flour");
  await expect(labels.first().getByTestId("label-ingredients-vi")).toContainText("bột mì");
  await expect(labels.first().getByTestId("label-made-on")).toContainText("Baked on");
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoOverflow(page);
    await shoot(page, `labels-screen-${width}-${info.project.name}`);
  }
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 384, height: 288 });
  await shoot(page, `labels-print-${info.project.name}`);
  await page.emulateMedia({ media: null });
  const labelsPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  writeFileSync(`${SHOTS}/labels-${info.project.name}.pdf`, labelsPdf);
  const labelPages = pdfPages(labelsPdf);
  expect(labelPages).toHaveLength(3);
  for (const size of labelPages) {
    expect(size.width).toBeCloseTo(288, 0);
    expect(size.height).toBeCloseTo(216, 0);
  }

  // Fewer labels without JavaScript's help: the plain GET form.
  await page.setViewportSize({ width: 820, height: 900 });
  await page.getByTestId("label-count-input").first().fill("1");
  await page.getByRole("button", { name: locale === "vi" ? "Xem các nhãn này" : "Show these labels" }).click();
  await expect(page.getByTestId("label")).toHaveCount(1);
  expect(pdfPages(await page.pdf({ preferCSSPageSize: true }))).toHaveLength(1);
});
