import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, type AppLoadContext, type UNSAFE_DataWithResponseInit as DataWithInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import type { CampaignView } from "../../../server/domain/campaigns/campaigns.service.ts";
import type { Product } from "../../../server/domain/catalog/catalog.service.ts";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { settle } from "../../../tests/support/admin-pages.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import type { CampaignBrief, WaitlistAnswer } from "../../features/campaigns/campaign-types.ts";
import { CampaignPage } from "../../features/campaigns/CampaignPage.tsx";
import { HomeCampaigns } from "../../features/campaigns/HomeCampaigns.tsx";
import { ProductDetail } from "../../features/catalog/ProductDetail.tsx";
import { productMeta } from "../../features/catalog/product-seo.ts";
import type { Locale } from "../../i18n/config.ts";
import { LocaleProvider } from "../../i18n/i18n.tsx";
import { homeLoader } from "./home.server.ts";
import { slugAction, slugLoader } from "./slug.server.ts";

// The seasonal pre-orders on the storefront's pages, as a visitor meets them: the Tết campaign's page in both
// languages (a full pickup day offers its waitlist), its form posted without JavaScript, its line on the home page,
// and its products' pages, which offer the cart only while orders are open.

let testDb: TestDb;
let context: AppLoadContext;
let days: { id: number; date: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  context = {
    config,
    db: testDb.db,
    dialect: testDb.dialect,
    logger: createLogger(config),
    mailer: createMailer(config),
    nonce: "n",
    locale: "en",
    requestId: "r",
    clientIp: "203.0.113.40",
  };
  const tet = await testDb.db.selectFrom("campaigns").select("id").where("slug", "=", "tet").executeTakeFirstOrThrow();
  days = await testDb.db
    .selectFrom("campaign_pickup_days")
    .select(["id", "date"])
    .where("campaign_id", "=", tet.id)
    .orderBy("date")
    .execute();
  await testDb.db.updateTable("campaign_pickup_days").set({ reserved_units: 60 }).where("id", "=", days[0]!.id).execute();
  await testDb.db.updateTable("campaign_pickup_days").set({ reserved_units: 48 }).where("id", "=", days[1]!.id).execute();
});
afterAll(() => testDb.destroy());

const contextFor = (path: string, ip = "203.0.113.40") => ({
  ...context,
  locale: requestLocale(new URL(`http://localhost${path}`)),
  clientIp: ip,
});

type Loaded = { resolved: { kind: string; data: unknown }; campaign: CampaignBrief | null; now: string };

async function visit(path: string): Promise<Loaded | Response> {
  const slug = path.split("/").at(-1)!;
  return settle(
    slugLoader({ request: new Request(`http://localhost${path}`), context: contextFor(path), params: { slug } } as never),
  ) as Promise<Loaded | Response>;
}

async function loaded(path: string): Promise<Loaded> {
  const page = await visit(path);
  if (page instanceof Response || !("resolved" in page)) throw new Error(`${path} did not load`);
  return page;
}

/** A component as the server renders it on `path`, in that path's language (a router around it for its links and forms). */
function render(path: string, element: () => React.ReactElement): string {
  const locale: Locale = path.startsWith("/vi") ? "vi" : "en";
  const Stub = createRoutesStub([{ path, Component: element }]);
  return renderToString(createElement(LocaleProvider, { locale, children: createElement(Stub, { initialEntries: [path] }) }));
}

async function postForm(path: string, fields: Record<string, string>, ip?: string) {
  const slug = path.split("/").at(-1)!;
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const answer = (await slugAction({ request, context: contextFor(path, ip), params: { slug } } as never)) as DataWithInit<WaitlistAnswer>;
  return { status: (answer.init as ResponseInit | null)?.status ?? 200, result: answer.data };
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("a campaign's page at /:slug", () => {
  it("shows the window in words, the pickup days with what is left, the deposit rule and the products, in English", async () => {
    const page = await loaded("/tet");
    expect(page.resolved.kind).toBe("campaign");
    const campaign = page.resolved.data as CampaignView;
    const html = render("/tet", () => createElement(CampaignPage, { campaign, now: page.now }));
    const shown = text(html);
    expect(shown).toContain(campaign.name);
    expect(shown).toContain("The week before Tết is the busiest of our year.");
    expect(shown).toMatch(/Orders close (in \d+ (days|weeks|months)|tomorrow) — Sunday, January 31, \d{4}/);
    expect(shown).toContain("8:00 AM – 6:00 PM Full");
    expect(shown).toContain("12 left");
    expect(shown).toContain(
      "A 30 % deposit holds your order; cancel until 7 days before your pickup day for a full refund of it, after that it is kept.",
    );
    for (const slug of ["banh-chung", "banh-tet", "mut-tet-tray"]) expect(html).toContain(`href="/${slug}"`);
    expect(shown).toContain("Up to 10 per customer");
    // The full day alone offers the waitlist, posted to the page itself.
    expect(html.match(/name="intent" value="waitlist"/g)).toHaveLength(1);
    expect(html).toContain(`name="date" value="${days[0]!.date}"`);
    expect(html).toMatch(/<form[^>]+action="\/tet#day-[^"]+" method="post"/);
  });

  it("speaks Vietnamese at /vi/:slug", async () => {
    const page = await loaded("/vi/tet");
    const campaign = page.resolved.data as CampaignView;
    const shown = text(render("/vi/tet", () => createElement(CampaignPage, { campaign, now: page.now })));
    expect(campaign.name).toMatch(/^Đặt bánh Tết \d{4}$/);
    expect(shown).toMatch(
      /(Còn \d+ (ngày|tuần|tháng) nữa là hết nhận đặt trước|Ngày mai là hạn chót nhận đặt trước) — .*Chủ Nhật, 31\/1\/\d{4}/,
    );
    expect(shown).toContain("8:00 – 18:00 Đã đủ đơn");
    expect(shown).toContain("Còn nhận 12 phần");
    expect(shown).toContain("Tiệm giữ đơn cho bạn với tiền cọc 30 %");
    expect(shown).toContain("Vào danh sách chờ");
  });

  it("is the 404 page for a draft", async () => {
    const at = new Date().toISOString();
    const { id } = await testDb.db
      .insertInto("campaigns")
      .values({
        slug: "hidden-harvest",
        name_en: "Hidden",
        name_vi: "Ẩn",
        opens_at: at,
        closes_at: at,
        is_published: 0,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await testDb.db.insertInto("slugs").values({ slug: "hidden-harvest", kind: "campaign", entity_id: id }).execute();
    const answer = await visit("/hidden-harvest");
    expect(answer instanceof Response ? answer.status : (answer as unknown as { init: ResponseInit }).init.status).toBe(404);
  });
});

describe("the waitlist form, posted without JavaScript", () => {
  it("puts the address on a full day's list, then says it is there already", async () => {
    const first = await postForm("/tet", { intent: "waitlist", date: days[0]!.date, email: "Mai@Example.com" });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ kind: "waitlist", ok: true, date: days[0]!.date });
    expect(first.result.message).toMatch(/^You are on the waitlist for Thursday, January 28, \d{4}\. We will e-mail you/);
    const again = await postForm("/vi/tet", { intent: "waitlist", date: days[0]!.date, email: "mai@example.com" });
    expect(again.result.ok).toBe(true);
    expect(again.result.message).toMatch(/^Bạn đã có tên trong danh sách chờ ngày Thứ Năm, 28\/1\/\d{4} rồi\./);
    const rows = await testDb.db
      .selectFrom("campaign_waitlist")
      .select(["email", "locale"])
      .where("email", "=", "mai@example.com")
      .execute();
    expect(rows).toEqual([{ email: "mai@example.com", locale: "en" }]);
  });

  it("refuses a day with room and a bad address, the message beside the form, what was typed kept", async () => {
    const open = await postForm("/vi/tet", { intent: "waitlist", date: days[1]!.date, email: "som@example.com" });
    expect(open.status).toBe(422);
    expect(open.result.message).toMatch(/vẫn còn nhận đơn: bạn có thể đặt trước ngay/);
    const bad = await postForm("/tet", { intent: "waitlist", date: days[0]!.date, email: "not an address" });
    expect(bad.status).toBe(422);
    expect(bad.result.errors.email).toHaveLength(1);
    expect(bad.result.email).toBe("not an address");
    const page = await loaded("/tet");
    const html = render("/tet", () => createElement(CampaignPage, { campaign: page.resolved.data as CampaignView, now: page.now }));
    // The form itself shows no answer before one is posted.
    expect(html).not.toContain('role="alert"');
  });
});

describe("the home page", () => {
  it("shows an open campaign above its sections, and an upcoming one only within 30 days of opening", async () => {
    const home = (await homeLoader({ request: new Request("http://localhost/"), context: contextFor("/"), params: {} } as never)) as {
      campaigns: CampaignBrief[];
      sections: unknown[];
      now: string;
    };
    expect(home.sections.length).toBeGreaterThan(0);
    expect(home.campaigns.map((c) => c.slug)).toEqual(["tet"]);
    const html = render("/", () => createElement(HomeCampaigns, { campaigns: home.campaigns, now: home.now }));
    expect(text(html)).toMatch(/Bánh chưng, bánh tét and mứt for Tết: pre-order now.*Orders close .* — Sunday, January 31, \d{4}/);
    expect(html).toContain('href="/tet"');

    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await testDb.db.updateTable("campaigns").set({ opens_at: soon }).where("slug", "=", "trung-thu").execute();
    const later = (await homeLoader({ request: new Request("http://localhost/vi"), context: contextFor("/vi"), params: {} } as never)) as {
      campaigns: CampaignBrief[];
      now: string;
    };
    expect(later.campaigns.map((c) => c.slug)).toEqual(["tet", "trung-thu"]);
    const vi = text(render("/vi", () => createElement(HomeCampaigns, { campaigns: later.campaigns, now: later.now })));
    expect(vi).toMatch(/Tiệm nhận đặt trước từ .* — còn (10|9) ngày nữa/);
  });
});

describe("a campaign product's page", () => {
  it("names the campaign and, while it is open, says when the pre-order is picked up above the cart form", async () => {
    const page = await loaded("/banh-chung");
    expect(page.campaign).toMatchObject({ slug: "tet", state: "open" });
    const html = render("/banh-chung", () =>
      createElement(ProductDetail, { product: page.resolved.data as Product, campaign: page.campaign, now: page.now }),
    );
    const shown = text(html);
    expect(shown).toContain("Sold only as a seasonal pre-order:");
    expect(html).toContain('href="/tet"');
    expect(shown).toMatch(/Pre-order for pickup between January 28 and February 5/);
    expect(shown.indexOf("Pre-order for pickup between")).toBeLessThan(shown.indexOf("Add to cart"));
    // Search engines read it as a pre-order while the window is open, and as not orderable outside it.
    const offerOf = (state: "open" | "upcoming") =>
      JSON.stringify(productMeta(page.resolved.data as Product, "en", "https://shop.example", state)).match(
        /schema\.org\/(PreOrder|InStock|OutOfStock)/,
      )?.[1];
    expect(offerOf("open")).toBe("PreOrder");
    expect(offerOf("upcoming")).toBe("OutOfStock");
  });

  it("offers no cart form before orders open or after they close, and says which", async () => {
    const page = await loaded("/vi/hop-4-banh-trung-thu");
    expect(page.campaign).toMatchObject({ slug: "trung-thu" });
    const upcoming = { ...page.campaign!, state: "upcoming" as const };
    const before = text(
      render("/vi/hop-4-banh-trung-thu", () =>
        createElement(ProductDetail, { product: page.resolved.data as Product, campaign: upcoming, now: page.now }),
      ),
    );
    expect(before).toContain("Bạn có thể thêm món này vào giỏ hàng khi tiệm bắt đầu nhận đặt trước.");
    expect(before).not.toContain("Thêm vào giỏ hàng");
    const closed = { ...upcoming, state: "closed" as const, closes_at: new Date(Date.now() - 1000).toISOString() };
    const afterHtml = render("/vi/hop-4-banh-trung-thu", () =>
      createElement(ProductDetail, { product: page.resolved.data as Product, campaign: closed, now: page.now }),
    );
    expect(text(afterHtml)).toContain("Tiệm đã ngừng nhận đặt trước");
    expect(afterHtml).not.toContain('name="intent" value="add"');
  });

  it("leaves an everyday product's page as it was", async () => {
    const page = await loaded("/banh-mi-dac-biet");
    expect(page.campaign).toBeNull();
  });
});
