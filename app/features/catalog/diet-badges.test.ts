import { describe, expect, it } from "vitest";
import { translate } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { products } from "../../../server/db/seed/data/catalog.ts";
import { dietBadges } from "./diet-badges.ts";

const say = (locale: "en" | "vi", diets: string[]) => diets.map((d) => translate(locale, `catalog.diet.${d}` as MessageKey));

describe("a product's diet badges", () => {
  it("say only vegan on a vegan product (Thuần chay), vegetarian on a vegetarian one (Chay)", () => {
    expect(say("vi", dietBadges(["vegetarian", "vegan"], ["wheat", "soy"]))).toEqual(["Thuần chay"]);
    expect(say("en", dietBadges(["vegetarian", "vegan", "gluten_free"], []))).toEqual(["Vegan", "Gluten-free"]);
    expect(say("vi", dietBadges(["vegetarian"], ["wheat", "egg", "milk"]))).toEqual(["Chay"]);
  });

  it("never name a diet the allergens contradict", () => {
    expect(dietBadges(["vegetarian", "vegan"], ["milk"])).toEqual(["vegetarian"]);
    expect(dietBadges(["vegan"], ["egg"])).toEqual([]);
    expect(dietBadges(["vegetarian", "gluten_free"], ["fish"])).toEqual(["gluten_free"]);
  });

  it("have no badge text that speaks of egg or milk, and none of the shop's products contradicts itself", () => {
    for (const diet of ["vegetarian", "vegan", "gluten_free"]) {
      expect(translate("vi", `catalog.diet.${diet}` as MessageKey)).not.toMatch(/trứng|sữa/);
    }
    for (const product of products) {
      expect(dietBadges(product.diets, product.allergens), product.slug).toEqual(
        product.diets.filter((d) => d !== "vegetarian" || !product.diets.includes("vegan")),
      );
    }
  });
});
