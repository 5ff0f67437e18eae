import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context.ts";
import { localeRedirect } from "./locale-redirect.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function pages(publicUrl?: string) {
  const app = new Hono<AppEnv>();
  app.use("*", localeRedirect({ TRUST_PROXY: false, PUBLIC_URL: publicUrl }));
  app.all("*", (c) => c.text(`page ${c.req.method} ${c.req.path}`, 200, { Vary: "Accept-Encoding" }));
  return app;
}

describe("page views in the visitor's language", () => {
  it("redirects with a private 302 that varies by cookie", async () => {
    const res = await pages().request("/products?category=banh-bao", { headers: { Cookie: "site_lang=vi", "User-Agent": CHROME } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/vi/products?category=banh-bao");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("vary")).toBe("Cookie");
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("remembers a switcher link's choice in the locale cookie for 365 days", async () => {
    const res = await pages().request("/vi/news?lang=en", { headers: { Cookie: "site_lang=vi", "User-Agent": CHROME } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/news");
    expect(res.headers.get("set-cookie")).toBe("site_lang=en; Max-Age=31536000; Path=/; SameSite=Lax");
    // Secure only where the browser keeps it: on https (Safari drops a Secure cookie sent over plain http).
    const https = await pages("https://shop.example").request("/vi/news?lang=en", {
      headers: { Cookie: "site_lang=vi", "User-Agent": CHROME },
    });
    expect(https.headers.get("set-cookie")).toBe("site_lang=en; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
  });

  it("serves the page otherwise, adding Cookie (and on / Accept-Language) to its Vary", async () => {
    const page = await pages().request("/vi/products", { headers: { Cookie: "site_lang=vi", "User-Agent": CHROME } });
    expect(await page.text()).toBe("page GET /vi/products");
    expect(page.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const home = await pages().request("/", { headers: { "Accept-Language": "en-US,en;q=0.9", "User-Agent": CHROME } });
    expect(home.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
  });

  it("leaves form posts, crawlers and data requests alone", async () => {
    const post = await pages().request("/login", { method: "POST", headers: { Cookie: "site_lang=vi", "User-Agent": CHROME } });
    expect(await post.text()).toBe("page POST /login");
    const bot = await pages().request("/products", { headers: { Cookie: "site_lang=vi", "User-Agent": "Googlebot/2.1" } });
    expect(bot.status).toBe(200);
    const data = await pages().request("/products.data", { headers: { Cookie: "site_lang=vi", "User-Agent": CHROME } });
    expect(data.status).toBe(200);
    expect(data.headers.get("vary")).toBe("Accept-Encoding");
  });
});
