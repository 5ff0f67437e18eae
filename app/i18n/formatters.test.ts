import { describe, expect, it } from "vitest";
import { translate } from "./i18n.tsx";
import { pluralOf } from "./formatters.ts";

describe("counts in words", () => {
  it("say 1 item and 2 items in English, and the same word in Vietnamese, which has no plural", () => {
    const say = (locale: "en" | "vi", count: number) => translate(locale, `cart.itemCount.${pluralOf(count, locale)}`, { count });
    expect([say("en", 0), say("en", 1), say("en", 2)]).toEqual(["0 items", "1 item", "2 items"]);
    expect([say("vi", 1), say("vi", 2)]).toEqual(["1 sản phẩm", "2 sản phẩm"]);
    expect(translate("en", `catalog.results.${pluralOf(1, "en")}`, { count: 1 })).toBe("1 product");
    expect(translate("en", `header.cartLabel.${pluralOf(1, "en")}`, { count: 1 })).toBe("Cart, 1 item");
  });
});
