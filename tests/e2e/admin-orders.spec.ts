import { mkdirSync, readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { placePickupOrder } from "./orders.ts";
import { createStaffFromCli, STAFF_PASSWORD, staffEmail, staffSignIn } from "./staff.ts";
import { expectAccessible, waitForHydration } from "./support.ts";

// The back office's orders and production report: a manager finds an order with the filters, opens it
// and adds an internal note; the kitchen's production report for a date shows what the orders add up to, with each
// cake's inscriptions, prints without its buttons, and downloads as a CSV — in English and in Vietnamese, without
// horizontal overflow at 390 px; the filters and a note without JavaScript too.

const SHOTS = `test-results-${process.env.E2E_PORT ?? "3107"}/orders-screens`;
mkdirSync(SHOTS, { recursive: true });

const TEXT = {
  en: {
    search: "Search",
    status: "Status",
    unfinished: "Unfinished",
    fulfilment: "Pickup or delivery",
    pickup: "Pickup",
    filter: "Filter",
    found: (n: number) => `Orders found: ${n}`,
    open: (code: string) => `Open order ${code}`,
    title: (code: string) => `Order ${code}`,
    customer: "by Customer",
    by: (name: string) => `by ${name}`,
    noteLabel: "New note",
    noteSubmit: "Add the note",
    noteEmpty: "Write the note first.",
    noteAdded: "Note added.",
    date: "Fulfilment date",
    show: "Show",
    cakes: "Cakes",
    plain: "Without inscription",
    csv: "Download CSV",
    csvHeading: "Date,Category,Product,SKU,Options,Add-ons,Inscription,Note for the kitchen,Quantity,Of which gifts",
    problems: "Some filters could not be used:",
  },
  vi: {
    search: "Tìm kiếm",
    status: "Trạng thái",
    unfinished: "Chưa hoàn thành",
    fulfilment: "Nhận tại tiệm hay giao hàng",
    pickup: "Nhận tại tiệm",
    filter: "Lọc",
    found: (n: number) => `Số đơn tìm thấy: ${n}`,
    open: (code: string) => `Mở đơn ${code}`,
    title: (code: string) => `Đơn hàng ${code}`,
    customer: "bởi Khách hàng",
    by: (name: string) => `bởi ${name}`,
    noteLabel: "Ghi chú mới",
    noteSubmit: "Thêm ghi chú",
    noteEmpty: "Vui lòng viết nội dung ghi chú.",
    noteAdded: "Đã thêm ghi chú.",
    date: "Ngày giao hoặc nhận",
    show: "Xem",
    cakes: "Bánh kem & bông lan",
    plain: "Không viết chữ",
    csv: "Tải tệp CSV",
    csvHeading: "Ngày,Danh mục,Sản phẩm,Mã SKU,Loại,Tùy chọn,Chữ viết trên bánh,Ghi chú cho bếp,Số lượng,Trong đó quà tặng",
    problems: "Một số bộ lọc không dùng được:",
  },
} as const;

type Locale = keyof typeof TEXT;
const prefixOf = (locale: Locale) => (locale === "vi" ? "/vi" : "");

/** The page reaches no further than its width (a scrolling box may, inside itself). */
async function expectNoOverflow(page: Page) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** RFC 4180: quoted fields with "" for a quote, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      rows.push([...row, field]);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

/**
 * A cake (its note is an inscription) for pickup on `date` when given, else on a day of the next two weeks but those
 * in `skip`. The cake has a daily capacity that other tests use too, and checkout options do not list a product's
 * own sold-out days: a day it is sold out on answers 409 `sold_out`, given back as `{ soldOut: date }`.
 */
async function placeCakeOrder(
  request: APIRequestContext,
  baseURL: string,
  locale: Locale,
  options: { quantity: number; note: string; date?: string; skip?: string[] },
): Promise<{ code: string; slot: { date: string; start: string } } | { soldOut: string }> {
  const who = unique("cake", "281");
  const lang = { "Http-Accept-Language": locale === "vi" ? "vi_VN" : "en_US", Origin: baseURL };
  expect(
    (
      await request.post("/api/v1/register", {
        headers: lang,
        data: { name: "Bà Tư", email: who.email, phone: who.phoneDigits, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
      })
    ).status(),
  ).toBe(201);
  const product = (await (await request.get("/api/v1/products/pandan-chiffon-cake")).json()).data as { id: number };
  expect(
    (
      await request.post("/api/v1/carts", {
        headers: lang,
        data: { product_id: product.id, quantity: options.quantity, note: options.note },
      })
    ).status(),
  ).toBe(200);
  const listed = (await (await request.get("/api/v1/checkout/options?fulfilment=pickup", { headers: lang })).json()).data as {
    days: { date: string; slots: { start: string; remaining: number }[] }[];
  };
  const days = options.date
    ? listed.days.filter((d) => d.date === options.date)
    : listed.days.slice(2).filter((d) => !options.skip?.includes(d.date));
  const free = days.flatMap((day) => day.slots.filter((slot) => slot.remaining > 0).map((slot) => ({ date: day.date, start: slot.start })));
  expect(free.length).toBeGreaterThan(0);
  const slot = free[Math.floor(Math.random() * Math.min(free.length, 10))]!;
  const placed = await request.post("/api/v1/checkout", {
    headers: { ...lang, "Idempotency-Key": `e2e-cake-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      email: who.email,
      phone: who.phoneDigits,
      full_name: "Bà Tư",
      address: "9600 Bellaire Blvd",
      city: "Houston",
      state: "TX",
      country: "US",
      zip: "77036",
      shipping_option: "pickup",
      slot,
      payment_option: "pay_at_pickup",
    },
  });
  if (placed.status() === 409 && ((await placed.json()) as { data?: { reason?: string } }).data?.reason === "sold_out")
    return { soldOut: slot.date };
  expect(placed.status(), await placed.text()).toBe(201);
  return { code: ((await placed.json()).data as { order: { code: string } }).order.code, slot };
}

/** Two cake orders for one date with the same inscription, 2 + 1: on the first date that still has three cakes. */
async function placeTwoCakeOrders(request: APIRequestContext, baseURL: string, locale: Locale, note: string): Promise<string> {
  const skip: string[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const first = await placeCakeOrder(request, baseURL, locale, { quantity: 2, note, skip });
    if ("soldOut" in first) {
      skip.push(first.soldOut);
      continue;
    }
    const second = await placeCakeOrder(request, baseURL, locale, { quantity: 1, note, date: first.slot.date });
    if ("code" in second) return first.slot.date;
    // Sold out after the first: that date would hold only part of the inscription; both go on another date.
    skip.push(first.slot.date);
  }
  throw new Error("no date in the next two weeks has three pandan chiffon cakes left");
}

for (const locale of ["en", "vi"] as const) {
  const text = TEXT[locale];
  const prefix = prefixOf(locale);

  test.describe(`orders (${locale})`, () => {
    // A refused note is a 422 answer, which the browser logs.
    test.use({ allowedConsoleErrors: /status of 422/ });

    test(`a manager filters the orders, opens one and adds an internal note (${locale})`, async ({ page, request, baseURL }) => {
      const order = await placePickupOrder(request, baseURL!, { locale, areaCode: "713", quantity: 3 });
      const email = staffEmail("manager");
      const name = locale === "vi" ? "Anh Quân" : "Quinn Tran";
      await createStaffFromCli({ email, name, role: "manager" });
      await staffSignIn(page, locale, email, STAFF_PASSWORD, "/admin/orders");

      const filters = page.getByTestId("admin-orders-filters");
      await filters.getByLabel(text.search).fill(order.email.toUpperCase());
      await filters.getByLabel(text.status).selectOption({ label: text.unfinished });
      await filters.getByLabel(text.fulfilment).selectOption({ label: text.pickup });
      await filters.getByRole("button", { name: text.filter }).click();
      await expect(page).toHaveURL(/status=unfinished/);
      await expect(page).toHaveURL(/fulfilment=pickup/);
      await expect(page.getByTestId("admin-orders-count")).toHaveText(text.found(1));
      await expect(page.getByTestId("admin-order-row")).toHaveCount(1);
      await expect(page.getByTestId("admin-order-row")).toHaveAttribute("data-code", order.code);
      // A pickup order is paid at pickup, and is being prepared (the status filter keeps the status's label).
      await expect(page.getByTestId("admin-order-row")).toContainText(
        locale === "vi" ? "Trả tiền khi nhận tại tiệm (chưa trả)" : "Pay at pickup (to pay)",
      );
      await expect(page.getByTestId("admin-order-row")).not.toContainText(locale === "vi" ? "khi nhận hàng" : "or on delivery");
      await expect(page.getByTestId("admin-order-row")).toContainText(locale === "vi" ? "Đang chuẩn bị" : "Preparing");
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/orders-${locale}-desktop.png`, fullPage: true });

      // The same order by a piece of its code, and by its phone's last digits with other punctuation.
      await filters.getByLabel(text.search).fill(order.code.slice(3, 10).toLowerCase());
      await filters.getByRole("button", { name: text.filter }).click();
      await expect(page.locator(`[data-testid="admin-order-row"][data-code="${order.code}"]`)).toBeVisible();

      // An impossible date is said in the page's language; the other filters still apply.
      await page.goto(`${prefix}/admin/orders?q=${encodeURIComponent(order.email)}&from=2031-02-30`);
      await expect(page.getByTestId("admin-orders-problems")).toContainText(text.problems);
      await expect(page.getByTestId("admin-order-row")).toHaveCount(1);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoOverflow(page);
      await page.screenshot({ path: `${SHOTS}/orders-${locale}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // A move made elsewhere (the board, here its API) is in the order's history with who made it.
      const moved = await page.request.post(`/api/v1/admin/orders/${order.code}/status`, {
        headers: { Origin: baseURL! },
        data: { status: "shipped", expected_status: "unfinished" },
      });
      expect(moved.status(), await moved.text()).toBe(200);

      await waitForHydration(page);
      await page.getByRole("link", { name: text.open(order.code) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/admin/orders/${order.code}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title(order.code));
      await expect(page.getByTestId("admin-order-customer")).toContainText(order.email);
      await expect(page.getByTestId("admin-order-change")).toHaveCount(2);
      await expect(page.getByTestId("admin-order-change").first()).toContainText(text.customer);
      await expect(page.getByTestId("admin-order-change").last()).toContainText(text.by(name));
      await expect(page.getByTestId("admin-order-status")).toHaveAttribute("data-status", "shipped");
      await expect(page.getByTestId("admin-order-status")).toHaveText(
        locale === "vi" ? "Đơn đã xong, chờ khách đến lấy" : "Ready for pickup",
      );
      await expect(page.getByTestId("admin-order-change").last()).toContainText(
        locale === "vi" ? "Đơn đã xong, chờ khách đến lấy" : "Ready for pickup",
      );
      await expect(page.getByTestId("order-line")).toHaveCount(1);

      const notes = page.getByTestId("admin-order-notes");
      await notes.getByRole("button", { name: text.noteSubmit }).click();
      await expect(notes.getByTestId("form-alert")).toHaveText(text.noteEmpty);
      const body =
        locale === "vi" ? "Khách gọi trước khi tới lấy.\nĐể bánh ở quầy." : "Customer calls before coming.\nKeep it at the counter.";
      await notes.getByLabel(text.noteLabel).fill(body);
      await notes.getByRole("button", { name: text.noteSubmit }).click();
      await expect(page).toHaveURL(/noted=1/);
      await expect(notes.getByTestId("form-alert")).toHaveText(text.noteAdded);
      await expect(notes.getByTestId("admin-order-note")).toHaveCount(1);
      await expect(notes.getByTestId("admin-order-note-by")).toHaveText(name);
      await expect(notes.getByTestId("admin-order-note-body")).toHaveText(body);
      await expectAccessible(page);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoOverflow(page);
      await page.screenshot({ path: `${SHOTS}/order-${locale}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 820, height: 1180 });
      await expectNoOverflow(page);
      await page.screenshot({ path: `${SHOTS}/order-${locale}-tablet.png`, fullPage: true });
    });
  });

  test.describe(`production report (${locale})`, () => {
    test(`the kitchen's report adds up the day's orders, prints and downloads as CSV (${locale})`, async ({ page, request, baseURL }) => {
      const token = Math.random().toString(36).slice(2, 8);
      const wish = locale === "vi" ? `Mừng thọ Bà ${token}` : `Happy 80th Grandma ${token}`;
      const date = await placeTwoCakeOrders(request, baseURL!, locale, wish);

      const email = staffEmail("kitchen");
      await createStaffFromCli({ email, name: locale === "vi" ? "Chị Hoa" : "Hannah Lee", role: "kitchen" });
      await staffSignIn(page, locale, email, STAFF_PASSWORD, "/admin/production");
      await page.getByLabel(text.date).fill(date);
      await page.getByRole("button", { name: text.show, exact: true }).click();
      await expect(page.getByTestId("production-date")).toHaveAttribute("data-date", date);
      await waitForHydration(page);

      // What the page shows is what the orders of the date add up to. The day is live: tests running beside this
      // one may order for the same date. So the page is compared with the report read just before and just after
      // it loaded, and tried again until no order came in between.
      type Report = {
        quantity: number;
        categories: {
          slug: string;
          name: string;
          products: { sku: string; quantity: number; inscriptions: { text: string; quantity: number }[] }[];
        }[];
      };
      const readReport = async () =>
        (
          (await (
            await page.request.get(`/api/v1/admin/production?date=${date}`, {
              headers: { "Http-Accept-Language": locale === "vi" ? "vi_VN" : "en_US" },
            })
          ).json()) as { data: Report }
        ).data;
      let report!: Report;
      await expect(async () => {
        const before = await readReport();
        await page.reload();
        const shown = await page.getByTestId("production-total").getAttribute("data-total");
        const after = await readReport();
        expect(after).toEqual(before);
        expect(shown).toBe(String(before.quantity));
        report = before;
      }).toPass({ timeout: 30_000 });
      await waitForHydration(page);
      const cakes = page.locator('[data-testid="production-category"][data-category="cakes"]');
      await expect(cakes.getByRole("heading", { level: 2 })).toContainText(text.cakes);
      const cake = cakes.locator('[data-testid="production-product"][data-sku="CK-002"]');
      const expected = report.categories.find((c) => c.slug === "cakes")!.products.find((p) => p.sku === "CK-002")!;
      await expect(cake.getByTestId("production-quantity")).toHaveText(String(expected.quantity));
      const ours = cake.getByTestId("production-inscription").filter({ hasText: token });
      await expect(ours).toHaveCount(1);
      await expect(ours).toContainText(`“${wish}”`);
      await expect(ours.getByTestId("production-inscription-quantity")).toHaveText("× 3");
      expect(expected.inscriptions.find((i) => i.text === wish)?.quantity).toBe(3);
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/production-${locale}.png`, fullPage: true });

      // On paper: no navigation, form or buttons, black on white, the report itself all there.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("navigation", { name: locale === "vi" ? "Các mục quản lý" : "Back office sections" })).toBeHidden();
      await expect(page.getByTestId("production-print")).toBeHidden();
      await expect(page.getByTestId("production-csv")).toBeHidden();
      await expect(page.getByTestId("production-date-input")).toBeHidden();
      await expect(ours).toBeVisible();
      const colours = await page
        .getByRole("heading", { level: 1 })
        .evaluate((h) => ({ color: getComputedStyle(h).color, background: getComputedStyle(document.body).backgroundColor }));
      expect(colours.color).toBe("rgb(0, 0, 0)");
      const breaks = await cake.evaluate((el) => getComputedStyle(el).breakInside);
      expect(breaks).toBe("avoid");
      await page.screenshot({ path: `${SHOTS}/production-${locale}-print.png`, fullPage: true });
      await page.emulateMedia({ media: "screen" });

      // The CSV: the file of the date, with a BOM, headed in the page's language, our inscription's row summed, and
      // its quantities adding up to the report read just before and after it (again, until no order came between).
      let bytes!: Buffer;
      await expect(async () => {
        const before = await readReport();
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: text.csv }).click()]);
        expect(download.suggestedFilename()).toBe(`production-${date}.csv`);
        const file = readFileSync((await download.path())!);
        const after = await readReport();
        expect(after).toEqual(before);
        const rows = parseCsv(file.toString("utf8").slice(1)).slice(1);
        expect(rows.reduce((total, row) => total + Number(row[8]), 0)).toBe(before.quantity);
        bytes = file;
      }).toPass({ timeout: 30_000 });
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const content = bytes.toString("utf8").slice(1);
      expect(content.split("\r\n")[0]).toBe(text.csvHeading);
      const rows = parseCsv(content).slice(1);
      expect(rows.filter((row) => row[6] === wish)).toEqual([
        [date, text.cakes, locale === "vi" ? "Bánh chiffon lá dứa" : "Pandan Chiffon Cake", "CK-002", "", "", wish, "", "3", "0"],
      ]);

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoOverflow(page);
      await page.screenshot({ path: `${SHOTS}/production-${locale}-390.png`, fullPage: true });
    });
  });
}

test.describe("an order's moves (en)", () => {
  test("a manager cancels an order with a reason on its page", async ({ page, request, baseURL }) => {
    const order = await placePickupOrder(request, baseURL!, { locale: "en", areaCode: "281" });
    const email = staffEmail("manager");
    await createStaffFromCli({ email, name: "Mai Le", role: "manager" });
    await staffSignIn(page, "en", email, STAFF_PASSWORD, `/admin/orders/${order.code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.code}`);
    const moves = page.getByTestId("admin-order-moves");
    await expect(moves.getByRole("button", { name: "Mark ready for pickup" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-moves-en-desktop.png`, fullPage: true });

    await waitForHydration(page);
    await moves.getByText("Cancel order…").click();
    await moves.getByLabel("Reason (sent to the customer)").fill("The oven broke down today.");
    await moves.getByRole("button", { name: "Cancel this order" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.code}\\?moved=1`));
    await expect(moves.getByTestId("form-alert")).toContainText(order.code);
    await expect(page.getByTestId("admin-order-status")).toHaveAttribute("data-status", "canceled");
    await expect(page.getByTestId("admin-order-change").last()).toHaveAttribute("data-status", "canceled");
    await expect(page.getByTestId("admin-order-change").last()).toContainText("Reason: The oven broke down today.");
    await expect(page.getByTestId("admin-order-change").last()).toContainText("by Mai Le");
    await expect(moves).toContainText("Nothing more to do with this order.");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 422/ });

  test("the filters are a plain GET form and a note a plain form post", async ({ page, request, baseURL }) => {
    const order = await placePickupOrder(request, baseURL!, { locale: "en", areaCode: "832" });
    const email = staffEmail("manager");
    await createStaffFromCli({ email, name: "Nora Pham", role: "manager" });
    await page.goto("/admin/orders");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);

    await page.getByLabel("Search").fill(order.code);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${order.code}`));
    await expect(page.getByTestId("admin-order-row")).toHaveCount(1);
    await page.getByRole("link", { name: `Open order ${order.code}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.code}`);

    await page.getByLabel("New note").fill("   ");
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByTestId("form-alert")).toHaveText("Write the note first.");
    await page.getByLabel("New note").fill("Paid in cash at the counter.");
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page).toHaveURL(/noted=1/);
    await expect(page.getByTestId("admin-order-note-body")).toHaveText("Paid in cash at the counter.");
  });
});
