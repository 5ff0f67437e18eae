import { describe, expect, it } from "vitest";
import { categories, products } from "../../db/seed/data/catalog.ts";
import { noteKindOf } from "./note-kind.ts";

describe("noteKindOf", () => {
  it("a cake takes an inscription; anything else a note for the kitchen", () => {
    expect(noteKindOf("cakes")).toBe("inscription");
    expect(noteKindOf("banh-mi")).toBe("kitchen");
    expect(noteKindOf("drinks")).toBe("kitchen");
    expect(noteKindOf("")).toBe("kitchen");
  });

  it("the shop's categories all exist, and only the cakes are inscribed", () => {
    const inscribed = categories.filter((c) => noteKindOf(c.slug) === "inscription").map((c) => c.slug);
    expect(inscribed).toEqual(["cakes"]);
    expect(products.filter((p) => p.category === "cakes").length).toBeGreaterThan(0);
  });
});
