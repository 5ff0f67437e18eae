import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES, staysOnSite } from "../../tests/support/open-redirects.ts";
import { localeAnswer, twinPath, withLanguageChoice, type PageVisit } from "./locale-redirect.shared.ts";

const visit = (path: string, over: Partial<Omit<PageVisit, "url">> = {}): PageVisit => ({
  method: "GET",
  url: new URL(`http://shop.test${path}`),
  cookie: undefined,
  browserLocale: undefined,
  crawler: false,
  ...over,
});

const target = (answer: ReturnType<typeof localeAnswer>) => (answer.kind === "redirect" ? answer.location : answer.kind);

describe("the same page in the other language", () => {
  it("maps every English path to its /vi twin and back", () => {
    expect(twinPath("/", "vi")).toBe("/vi");
    expect(twinPath("/products", "vi")).toBe("/vi/products");
    expect(twinPath("/cart/cartList", "vi")).toBe("/vi/cart/cartList");
    expect(twinPath("/vi", "en")).toBe("/");
    expect(twinPath("/vi/", "en")).toBe("/");
    expect(twinPath("/vi/profile/accoutInfo", "en")).toBe("/profile/accoutInfo");
    expect(twinPath("/vi/products", "vi")).toBe("/vi/products");
    // Only the /vi segment is a prefix: an English slug that starts with "vi" stays English.
    expect(twinPath("/video-lam-banh", "en")).toBe("/video-lam-banh");
    expect(twinPath("/video-lam-banh", "vi")).toBe("/vi/video-lam-banh");
  });

  it("gives the switcher's links the choice as a parameter, keeping the query and fragment", () => {
    expect(withLanguageChoice("/products?category=banh-bao#list", "en")).toBe("/products?category=banh-bao&lang=en#list");
    expect(withLanguageChoice("/vi", "vi")).toBe("/vi?lang=vi");
    expect(withLanguageChoice("/vi/news?lang=en", "vi")).toBe("/vi/news?lang=vi");
  });
});

describe("the language of a page view", () => {
  it("with the locale cookie, every page goes to the visitor's language, query kept", () => {
    expect(target(localeAnswer(visit("/products?category=banh-bao", { cookie: "vi" })))).toBe("/vi/products?category=banh-bao");
    expect(target(localeAnswer(visit("/", { cookie: "vi" })))).toBe("/vi");
    expect(target(localeAnswer(visit("/no-such-page", { cookie: "vi" })))).toBe("/vi/no-such-page");
    expect(target(localeAnswer(visit("/vi/news", { cookie: "en" })))).toBe("/news");
    expect(target(localeAnswer(visit("/vi", { cookie: "en" })))).toBe("/");
    // The cookie beats the browser's language.
    expect(target(localeAnswer(visit("/", { cookie: "en", browserLocale: "vi" })))).toBe("page");
    expect(target(localeAnswer(visit("/vi/products", { cookie: "vi" })))).toBe("page");
    // A cookie we do not know is no choice.
    expect(target(localeAnswer(visit("/products", { cookie: "fr" })))).toBe("page");
  });

  it("without the cookie, the browser's language moves the home page only", () => {
    expect(target(localeAnswer(visit("/?utm_source=zalo", { browserLocale: "vi" })))).toBe("/vi?utm_source=zalo");
    expect(target(localeAnswer(visit("/products", { browserLocale: "vi" })))).toBe("page");
    expect(target(localeAnswer(visit("/vi", { browserLocale: "en" })))).toBe("page");
    expect(target(localeAnswer(visit("/")))).toBe("page");
  });

  it("a switcher link wins over the cookie, is remembered, and leaves the address clean", () => {
    const toEnglish = localeAnswer(visit("/products?category=banh-bao&lang=en", { cookie: "vi" }));
    expect(toEnglish).toEqual({ kind: "redirect", location: "/products?category=banh-bao", vary: "Cookie", remember: "en" });
    expect(localeAnswer(visit("/news?lang=vi", { cookie: "en" }))).toMatchObject({ location: "/vi/news", remember: "vi" });
    expect(localeAnswer(visit("/vi?lang=en", { cookie: "vi" }))).toMatchObject({ location: "/", remember: "en" });
    expect(localeAnswer(visit("/?lang=vi"))).toMatchObject({ location: "/vi", remember: "vi" });
    // An unknown value is no choice: the cookie decides.
    expect(target(localeAnswer(visit("/products?lang=fr", { cookie: "vi" })))).toBe("/vi/products?lang=fr");
  });

  it("never redirects crawlers: they index each address as it is", () => {
    for (const path of ["/", "/products", "/vi/news", "/products?lang=vi"]) {
      expect(localeAnswer(visit(path, { cookie: "vi", browserLocale: "vi", crawler: true })).kind, path).toBe("page");
    }
  });

  it("leaves alone what is not a page view: posts, the API, assets, the client router's data and manifest", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(localeAnswer(visit("/login", { method, cookie: "vi" })).kind, method).toBe("pass");
    }
    expect(localeAnswer(visit("/login", { method: "HEAD", cookie: "vi" })).kind).toBe("redirect");
    for (const path of [
      "/api/v1/products",
      "/assets/root-abc.js",
      "/favicon.ico",
      "/products.data",
      "/_root.data",
      "/__manifest?p=%2Fnews",
    ]) {
      expect(localeAnswer(visit(path, { cookie: "vi", browserLocale: "vi" })).kind, path).toBe("pass");
    }
  });

  it("varies by cookie, and on the home page by the browser's language too", () => {
    expect(localeAnswer(visit("/products"))).toEqual({ kind: "page", vary: "Cookie" });
    expect(localeAnswer(visit("/"))).toEqual({ kind: "page", vary: "Cookie, Accept-Language" });
    expect(localeAnswer(visit("/", { browserLocale: "vi" }))).toMatchObject({ vary: "Cookie, Accept-Language" });
  });

  it("never sends a visitor to another site", () => {
    for (const raw of OPEN_REDIRECT_BYPASSES) {
      // What reaches the server is what the URL parser made of the address.
      const url = new URL(`http://shop.test${raw.startsWith("/") ? raw : `/${raw}`}`);
      for (const cookie of ["en", "vi"]) {
        for (const path of [url.pathname + url.search, `${url.pathname}?lang=${cookie}`]) {
          const answer = localeAnswer({ ...visit("/"), url: new URL(`http://shop.test${path}`), cookie });
          if (answer.kind === "redirect") expect(staysOnSite(answer.location), `${raw} (${cookie})`).toBe(true);
        }
      }
    }
    // "//localhost" would be a host of its own.
    expect(target(localeAnswer(visit("/vi//localhost", { cookie: "en" })))).toBe("page");
    expect(target(localeAnswer(visit("/vi//localhost?lang=en")))).toBe("page");
    expect(target(localeAnswer(visit("/vi/%2F%2Flocalhost", { cookie: "en" })))).toBe("/%2F%2Flocalhost");
    expect(target(localeAnswer(visit("//localhost/x", { cookie: "vi" })))).toBe("/vi//localhost/x");
  });
});
