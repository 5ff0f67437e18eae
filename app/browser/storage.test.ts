import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteCookie, writeCookie } from "./storage.ts";

/** A page at `href` whose `document.cookie` writes are recorded. */
function pageAt(href: string): string[] {
  const written: string[] = [];
  vi.stubGlobal("window", { location: new URL(href) });
  vi.stubGlobal("document", {
    set cookie(line: string) {
      written.push(line);
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

describe("cookies the page writes", () => {
  it("leave Secure off on a plain-http page, which Safari would otherwise drop (the demo on http://localhost)", () => {
    const written = pageAt("http://localhost:3000/vi/cart/cartList");
    writeCookie("cart_token", "ct_abc", { maxAge: 60 });
    deleteCookie("site_lang");
    expect(written).toEqual(["cart_token=ct_abc; Path=/; SameSite=Lax; Max-Age=60", "site_lang=; Path=/; SameSite=Lax; Max-Age=0"]);
  });

  it("carry Secure on an https page", () => {
    const written = pageAt("https://shop.example/cart/cartList");
    writeCookie("cart_token", "ct_abc", { maxAge: 60 });
    expect(written).toEqual(["cart_token=ct_abc; Path=/; SameSite=Lax; Secure; Max-Age=60"]);
  });
});
