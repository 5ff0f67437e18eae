import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES, staysOnSite } from "../../tests/support/open-redirects.ts";
import { localeSwitchHref } from "./LanguageSwitcher.tsx";

const at = (href: string) => {
  const url = new URL(href, "http://shop.test");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe("localeSwitchHref", () => {
  it("is the same page in the other language", () => {
    expect(localeSwitchHref(at("/vi/products?page=2#list"), "en")).toBe("/products?page=2#list");
    expect(localeSwitchHref(at("/products"), "vi")).toBe("/vi/products");
    expect(localeSwitchHref(at("/vi"), "en")).toBe("/");
  });

  it("never links to another host from a page whose path looks like one", () => {
    expect(localeSwitchHref(at("/vi//evil.example"), "en")).toBe("/");
    for (const raw of OPEN_REDIRECT_BYPASSES) {
      // The address bar can only hold what the URL parser made of it.
      const location = at(raw.startsWith("/") ? raw : `/${raw}`);
      for (const target of ["en", "vi"] as const) expect(staysOnSite(localeSwitchHref(location, target)), `${raw} → ${target}`).toBe(true);
    }
  });
});
