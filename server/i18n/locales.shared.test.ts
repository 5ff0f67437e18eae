import { describe, expect, it } from "vitest";
import { localizePath, requestLocale } from "./locales.shared.ts";

describe("requestLocale", () => {
  it("is the language of the page's address", () => {
    expect(requestLocale(new URL("http://shop.example/"))).toBe("en");
    expect(requestLocale(new URL("http://shop.example/vi"))).toBe("vi");
    expect(requestLocale(new URL("http://shop.example/vi/cart/cartList?step=2"))).toBe("vi");
    expect(requestLocale(new URL("http://shop.example/video-tour"))).toBe("en");
  });

  it("reads a data request as the page it loads data for", () => {
    expect(requestLocale(new URL("http://shop.example/vi.data"))).toBe("vi");
    expect(requestLocale(new URL("http://shop.example/vi/profile/orders.data?_routes=root"))).toBe("vi");
    expect(requestLocale(new URL("http://shop.example/_root.data"))).toBe("en");
    expect(requestLocale(new URL("http://shop.example/products.data"))).toBe("en");
  });

  it("agrees with the addresses localizePath writes", () => {
    for (const path of ["/", "/cart/cartList", "/admin/orders?status=new"]) {
      expect(requestLocale(new URL(`http://shop.example${localizePath(path, "vi")}`))).toBe("vi");
      expect(requestLocale(new URL(`http://shop.example${localizePath(path, "en")}`))).toBe("en");
    }
  });
});
