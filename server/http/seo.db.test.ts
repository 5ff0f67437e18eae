import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { PUBLIC_URL: "https://maivang.example" });
});
afterAll(() => testDb.destroy());

describe("sitemap.xml and robots.txt", () => {
  it("lists every product, post and page in both languages with alternates", async () => {
    const res = await app.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const products = await testDb.db.selectFrom("products").select("slug").where("status", "=", "published").execute();
    const posts = await testDb.db.selectFrom("posts").select("slug").execute();
    for (const { slug } of [...products, ...posts, { slug: "refund-policy" }]) {
      expect(xml).toContain(`<loc>https://maivang.example/${slug}</loc>`);
      expect(xml).toContain(`<loc>https://maivang.example/vi/${slug}</loc>`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="vi" href="https://maivang.example/vi"/>');
    expect(xml).toContain('hreflang="x-default"');
  });

  it("lists the published seasonal pre-orders with their hreflang alternates, not a draft", async () => {
    const at = new Date().toISOString();
    await testDb.db
      .insertInto("campaigns")
      .values({
        slug: "draft-harvest",
        name_en: "Draft",
        name_vi: "Nháp",
        opens_at: at,
        closes_at: at,
        is_published: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const xml = await (await app.request("/sitemap.xml")).text();
    for (const slug of ["tet", "trung-thu"]) {
      const en = `https://maivang.example/${slug}`;
      const vi = `https://maivang.example/vi/${slug}`;
      for (const loc of [en, vi]) {
        const entry = new RegExp(`<url><loc>${loc}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>(<xhtml:link [^>]+/>){3}</url>`).exec(
          xml,
        )?.[0];
        expect(entry, loc).toBeDefined();
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="vi" href="${vi}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`);
      }
    }
    expect(xml).not.toContain("draft-harvest");
  });

  it("robots.txt allows crawling and names the sitemap", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Sitemap: https://maivang.example/sitemap.xml");
  });
});
