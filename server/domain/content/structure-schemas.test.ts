import { describe, expect, it } from "vitest";
import { menuItemInput } from "./menu-admin.schema.ts";
import { redirectInput } from "./redirects-admin.schema.ts";
import { siteInput } from "./site-admin.schema.ts";
import { isSafeLink } from "./structure-error.ts";

// The site-structure forms' rules on their own: which links staff may give, how a redirect's path is read, what a
// phone number and opening hours may be.

describe("isSafeLink", () => {
  it("takes a path of the shop or an http(s) address, nothing else", () => {
    for (const ok of ["/", "/news", "/products?category=cakes", "/about-us#team", "https://www.facebook.com/x", "http://example.com"])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil",
      "https://",
      "ftp://x.example",
      "mailto:a@b.c",
      "news",
      "/a b",
      "/a\u0000",
    ]) {
      expect(isSafeLink(bad), bad).toBe(false);
    }
  });
});

describe("menu item rules", () => {
  const base = { title_en: "Cakes", title_vi: "Bánh kem", expected_version: "v" };
  it("reads an empty link, target and icon as none, and strips control characters from titles", () => {
    const parsed = menuItemInput.parse({ ...base, title_en: " Ca\u0007kes ", url: " ", target: "", icon: "" });
    expect(parsed).toMatchObject({ title_en: "Cakes", url: null, target: null, icon: null, parent_id: null });
  });
  it("refuses a target other than the two, and javascript: links", () => {
    expect(menuItemInput.safeParse({ ...base, target: "_top" }).success).toBe(false);
    expect(menuItemInput.safeParse({ ...base, url: "javascript:alert(1)" }).success).toBe(false);
  });
});

describe("redirect rules", () => {
  it("drops a trailing slash and refuses a language prefix, a query or a path not beginning with /", () => {
    expect(redirectInput.parse({ from: "/old-menu/", to: "/products" })).toMatchObject({ from: "/old-menu", status: 301 });
    for (const from of ["/vi/old", "/en", "old", "/old?x=1", "/old#top", "//old"])
      expect(redirectInput.safeParse({ from, to: "/" }).success, from).toBe(false);
    expect(redirectInput.safeParse({ from: "/old", to: "/", status: 307 }).success).toBe(false);
  });
});

describe("shop details rules", () => {
  const base = {
    name_en: "Mai Vàng Bakery",
    name_vi: "Tiệm Bánh Mai Vàng",
    phone: "(713) 555-0142",
    email: "hello@maivangbakery.example",
    street: "11230 Bellaire Blvd",
    city: "Houston",
    state: "TX",
    zip: "77072",
    country: "United States",
    hours: [{ day: 0, opens: "07:00", closes: "17:00" }],
    expected_version: "v",
  };
  it("takes the usual ways of writing a phone number, and refuses words or too few digits", () => {
    for (const phone of ["(713) 555-0142", "+1 713 555 0142", "713.555.0142"])
      expect(siteInput.safeParse({ ...base, phone }).success, phone).toBe(true);
    for (const phone of ["call us", "555-01", "+1 (713) 555-0142 ext. 2"])
      expect(siteInput.safeParse({ ...base, phone }).success, phone).toBe(false);
  });
  it("wants both times of an open day, the closing after the opening; both empty is closed", () => {
    expect(siteInput.safeParse({ ...base, hours: [{ day: 1, opens: "", closes: "" }] }).success).toBe(true);
    expect(siteInput.safeParse({ ...base, hours: [{ day: 1, opens: "08:00", closes: "" }] }).success).toBe(false);
    expect(siteInput.safeParse({ ...base, hours: [{ day: 1, opens: "18:00", closes: "08:00" }] }).success).toBe(false);
    expect(siteInput.safeParse({ ...base, hours: [{ day: 1, opens: "25:00", closes: "26:00" }] }).success).toBe(false);
  });
  it("wants an https address for a social link", () => {
    expect(siteInput.safeParse({ ...base, socials: [{ network: "Zalo", url: "https://zalo.me/123" }] }).data?.socials).toEqual([
      { network: "zalo", url: "https://zalo.me/123" },
    ]);
    expect(siteInput.safeParse({ ...base, socials: [{ network: "zalo", url: "http://zalo.me/123" }] }).success).toBe(false);
  });
});
