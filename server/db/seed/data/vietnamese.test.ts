import { describe, expect, it } from "vitest";
import { RULED_OUT } from "../../../../app/i18n/glossary.ts";
import { closedDays } from "./calendar.ts";
import { categories, products } from "./catalog.ts";
import { ingredients } from "./ingredients.ts";
import { homeSections, mainMenu, pages, posts } from "./content.ts";
import { modifierGroups, productOptions } from "./options.ts";
import { footer, shop } from "./shop.ts";

/** Every Vietnamese text in a seed value: the `vi` of each { en, vi } pair, wherever it sits. */
function vietnamese(value: unknown, path: string, found: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((item, index) => vietnamese(item, `${path}[${index}]`, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "vi" && typeof inner === "string") found.push([`${path}.vi`, inner]);
      else vietnamese(inner, `${path}.${key}`, found);
    }
  }
  return found;
}

describe("the seed's Vietnamese", () => {
  const texts = vietnamese(
    { closedDays, categories, products, ingredients, productOptions, modifierGroups, posts, pages, mainMenu, homeSections, footer, shop },
    "seed",
  );

  it("is read whole (the walk finds the products', their options' and add-ons', posts' and pages' texts)", () => {
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.some(([path]) => path.startsWith("seed.posts[0]"))).toBe(true);
    expect(texts.some(([path]) => path.startsWith("seed.productOptions[0].options[0].values[0]"))).toBe(true);
    expect(texts.some(([path]) => path.startsWith("seed.modifierGroups[0].choices[0]"))).toBe(true);
  });

  it("speaks the glossary's Vietnamese: none of the words it rules out", () => {
    const found = texts.flatMap(([path, text]) =>
      RULED_OUT.filter(({ word }) => word.test(text)).map(({ word, why }) => `${path}: ${word.source} (${why})`),
    );
    expect(found).toEqual([]);
  });

  it("says pickup where the English says pickup, sugar where it means sugar, and names the ladyfinger", () => {
    const all = texts.map(([, text]) => text).join("\n");
    expect(all).not.toMatch(/Bánh được giao từ ngày 20 tháng Chạp/);
    expect(all).toContain("Bạn đến tiệm lấy bánh trong chín ngày trước Tết");
    expect(all).not.toMatch(/ladyfinger/i);
    expect(all).toContain("Bánh sâm panh");
  });
});
