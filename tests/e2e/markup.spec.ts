import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { PASSWORD, unique } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";

// The server-rendered HTML of the main pages of both sides, in both languages, checked by html-validate with the
// repository's .htmlvalidate.json (what it allows and why: docs/decisions/022-markup-validation.md). Any error fails:
// a fieldset without a legend, an input without a type, two landmarks of one name, a class written twice.

const validator = new HtmlValidate(JSON.parse(readFileSync(".htmlvalidate.json", "utf8")) as object);

const LANGS = [
  { lang: "en", prefix: "" },
  { lang: "vi", prefix: "/vi" },
] as const;

/** Each page's errors, as "path line:column rule: message". */
async function errorsOf(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const report = await validator.validateString(await response.text(), path);
    for (const message of report.results.flatMap((r) => r.messages)) {
      found.push(`${path} ${message.line}:${message.column} ${message.ruleId}: ${message.message} (${message.selector ?? ""})`);
    }
  }
  return found;
}

for (const l of LANGS) {
  test(`the storefront's main pages are valid HTML (${l.lang})`, async ({ page, request }) => {
    const at = (path: string) => (path === "/" ? l.prefix || "/" : `${l.prefix}${path}`);
    // A visitor's pages first (the sign-in page is a visitor's), then a customer's.
    const found = await errorsOf(
      request,
      [
        "/",
        "/products?category=cakes",
        "/banh-bong-lan-trung-muoi",
        // Options (radio groups), add-ons (checkboxes) and a box's counters.
        "/birthday-layer-cake",
        "/banh-mi-dac-biet",
        "/hop-6-banh-bao",
        "/how-we-bake-our-baguettes",
        "/login",
      ].map(at),
    );
    const { email } = unique("markup", "349");
    const created = await page.request.post("/api/v1/register", {
      data: { name: "Nguyễn Thị Phương Thảo", email, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
    });
    expect(created.status()).toBe(201);
    const product = (await (await page.request.get("/api/v1/products/banh-bong-lan-trung-muoi")).json()).data as { id: number };
    expect((await page.request.post("/api/v1/carts", { data: { product_id: product.id, quantity: 1 } })).status()).toBe(200);
    found.push(...(await errorsOf(page.request, ["/profile", "/profile/notice"].map(at))));
    expect(found).toEqual([]);
  });

  test(`the cart with its checkout is valid HTML (${l.lang})`, async ({ page }) => {
    const { email } = unique("markup-cart", "349");
    await page.request.post("/api/v1/register", {
      data: { name: "Nguyễn Thị Phương Thảo", email, password: PASSWORD, password_confirmation: PASSWORD, remember: 0 },
    });
    const product = (await (await page.request.get("/api/v1/products/banh-bong-lan-trung-muoi")).json()).data as { id: number };
    expect((await page.request.post("/api/v1/carts", { data: { product_id: product.id, quantity: 1 } })).status()).toBe(200);
    expect(await errorsOf(page.request, [`${l.prefix}/cart/cartList`])).toEqual([]);
  });

  test(`the back office's main pages are valid HTML (${l.lang})`, async ({ page }) => {
    const email = staffEmail("markup-owner");
    await createStaffFromCli({ email, name: "Mai Trần", role: "owner" });
    await staffSignIn(page, l.lang, email);
    const linked = async (list: string, pattern: RegExp) => {
      const html = await (await page.request.get(list)).text();
      const href = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => pattern.test(h));
      expect(href, `an item linked from ${list}`).toBeTruthy();
      return href!;
    };
    const paths = [
      "/admin",
      "/admin/orders",
      "/admin/calendar",
      "/admin/products",
      "/admin/products/new",
      "/admin/staff",
      "/admin/menu",
      "/admin/campaigns",
      "/admin/campaigns/new",
      "/admin/reports?by=channel",
    ].map((p) => `${l.prefix}${p}`);
    const order = await linked(`${l.prefix}/admin/orders`, /\/admin\/orders\/MV-/);
    paths.push(
      order,
      `${order}/ticket`,
      `${order}/labels`,
      await linked(`${l.prefix}/admin/products`, /\/admin\/products\/\d+$/),
      await linked(`${l.prefix}/admin/campaigns`, /\/admin\/campaigns\/\d+\/dashboard$/),
      await linked(`${l.prefix}/admin/campaigns`, /\/admin\/campaigns\/\d+\/production$/),
      await linked(`${l.prefix}/admin/campaigns`, /\/admin\/campaigns\/\d+\/pickups$/),
    );
    expect(await errorsOf(page.request, paths)).toEqual([]);
  });
}
