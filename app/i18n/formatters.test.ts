import { describe, expect, it } from "vitest";
import { formatPrice, translate } from "./i18n.tsx";
import { countryName, formatMoney, pluralOf, storedCountry, timeZoneName } from "./formatters.ts";

describe("counts in words", () => {
  it("say 1 item and 2 items in English, and the same word in Vietnamese, which has no plural", () => {
    const say = (locale: "en" | "vi", count: number) => translate(locale, `cart.itemCount.${pluralOf(count, locale)}`, { count });
    expect([say("en", 0), say("en", 1), say("en", 2)]).toEqual(["0 items", "1 item", "2 items"]);
    expect([say("vi", 1), say("vi", 2)]).toEqual(["1 món", "2 món"]);
    expect(translate("en", `catalog.results.${pluralOf(1, "en")}`, { count: 1 })).toBe("1 product");
    expect(translate("en", `header.cartLabel.${pluralOf(1, "en")}`, { count: 1 })).toBe("Cart, 1 item");
  });
});

describe("money", () => {
  it("is written one way in both languages, as Houston reads dollars: $7.50", () => {
    expect(formatMoney(750)).toBe("$7.50");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(-800)).toBe("-$8.00");
    expect(formatPrice(2500, "vi")).toBe("$25.00");
    expect(formatPrice(2500, "en")).toBe("$25.00");
  });
});

describe("countries and time zones", () => {
  it("store one name for the country however it was typed, and name it in each language", () => {
    for (const typed of ["United States", "Hoa Kỳ", "hoa ky", " USA ", "U.S.", "Mỹ", "United States of America"]) {
      expect(storedCountry(typed), typed).toBe("United States");
    }
    expect(storedCountry(" Canada ")).toBe("Canada");
    expect(countryName("United States", "vi")).toBe("Hoa Kỳ");
    expect(countryName("United States", "en")).toBe("United States");
    expect(countryName("Canada", "vi")).toBe("Canada");
  });

  it("name the shop's zone in Vietnamese, not by its id", () => {
    expect(timeZoneName("America/Chicago", "vi")).toBe("giờ Houston (giờ miền Trung Hoa Kỳ)");
    expect(timeZoneName("America/Chicago", "en")).toBe("America/Chicago");
    expect(timeZoneName("Europe/Paris", "vi")).toBe("Europe/Paris");
  });
});
