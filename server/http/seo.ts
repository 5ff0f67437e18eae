import { Hono } from "hono";
import { publicUrl } from "../config.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { sitemapEntries, sitemapXml } from "../domain/content/sitemap.service.ts";

/** /sitemap.xml (every page in both languages, with alternates) and /robots.txt. */
export function seoFiles(deps: Pick<AppDeps, "db" | "config">) {
  const seo = new Hono<AppEnv>();
  seo.get("/sitemap.xml", async (c) => {
    const xml = sitemapXml(publicUrl(deps.config), await sitemapEntries(deps.db));
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
  seo.get("/robots.txt", (c) =>
    c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /profile",
        "Disallow: /vi/profile",
        "Disallow: /cart/",
        "Disallow: /vi/cart/",
        `Sitemap: ${publicUrl(deps.config)}/sitemap.xml`,
        "",
      ].join("\n"),
      200,
      { "Cache-Control": "public, max-age=3600" },
    ),
  );
  return seo;
}
