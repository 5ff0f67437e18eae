import { describe, expect, it } from "vitest";
import { menuLink, normalizeMenu, splitMenu, type MenuItem } from "./menu.ts";

const item = (over: Partial<MenuItem>): MenuItem => ({
  id: 1,
  title: "Item",
  url: "/x",
  icon: null,
  icon_image_path: null,
  css_class: null,
  target: null,
  order: 0,
  children: [],
  ...over,
});

describe("menu rules", () => {
  it("sorts by order at every level and strips control characters from titles", () => {
    const menu = normalizeMenu([
      item({ id: 2, order: 20, title: "B\u0007read" }),
      item({ id: 1, order: 10, title: "\tHome\n", children: [item({ id: 4, order: 2 }), item({ id: 3, order: 1 })] }),
    ]);
    expect(menu.map((m) => m.id)).toEqual([1, 2]);
    expect(menu.map((m) => m.title)).toEqual(["Home", "Bread"]);
    expect(menu[0]!.children.map((m) => m.id)).toEqual([3, 4]);
  });

  it("gives a URL without scheme or leading slash a leading slash", () => {
    const [a, b, c, d] = normalizeMenu([
      item({ url: "products", order: 1 }),
      item({ url: "/news", order: 2 }),
      item({ url: "https://maps.example", order: 3 }),
      item({ url: "  ", order: 4 }),
    ]);
    expect([a!.url, b!.url, c!.url, d!.url]).toEqual(["/products", "/news", "https://maps.example", null]);
  });

  it("opens external links (http, mailto, tel) in a new tab and internal ones in the same tab by default", () => {
    expect(menuLink({ url: "https://x.example", target: null })).toEqual({ kind: "external", href: "https://x.example", target: "_blank" });
    expect(menuLink({ url: "tel:+17135550142", target: null })).toMatchObject({ kind: "external", target: "_blank" });
    expect(menuLink({ url: "mailto:a@b.example", target: "_self" })).toMatchObject({ kind: "external", target: "_self" });
    expect(menuLink({ url: "/news", target: null })).toEqual({ kind: "internal", to: "/news", target: "_self" });
    expect(menuLink({ url: null, target: null })).toEqual({ kind: "disabled" });
    expect(menuLink({ url: "javascript:alert(1)", target: null })).toEqual({ kind: "disabled" });
  });

  it("splits around the logo: half rounded up (max 3) left, up to 3 more right", () => {
    const n = (count: number) => Array.from({ length: count }, (_, i) => i);
    expect(splitMenu(n(1))).toEqual({ left: [0], right: [] });
    expect(splitMenu(n(5))).toEqual({ left: [0, 1, 2], right: [3, 4] });
    expect(splitMenu(n(6))).toEqual({ left: [0, 1, 2], right: [3, 4, 5] });
    expect(splitMenu(n(9))).toEqual({ left: [0, 1, 2], right: [3, 4, 5] });
  });
});
