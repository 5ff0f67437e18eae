import { describe, expect, it } from "vitest";
import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { productFiltersFromUrl, ProductQuerySchema } from "./catalog.schema.ts";

describe("ProductQuerySchema (the API's strict query)", () => {
  it("reads comma lists and repeated parameters, case- and space-insensitively", () => {
    const parsed = ProductQuerySchema.parse({ contains: "Milk, egg,,milk", free_from: ["soy", "tree_nuts"], diet: "vegan" });
    expect(parsed).toMatchObject({ contains: ["milk", "egg"], free_from: ["soy", "tree_nuts"], diet: ["vegan"], page: 1, per_page: 24 });
  });

  it("names the unknown value in the field's error", () => {
    const result = ProductQuerySchema.safeParse({ free_from: "milk,gluten", sort: "cheap" });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join("."));
    expect(fields.sort()).toEqual(["free_from", "sort"]);
    const freeFrom = result.error!.issues.find((issue) => issue.path[0] === "free_from")!;
    // The issue names a message key and its values; the API says it in the request's language.
    const { messageKey, messageParams } = (
      freeFrom as unknown as { params: { messageKey: ApiMessageKey; messageParams: Record<string, string> } }
    ).params;
    expect(apiMessage("en", messageKey, messageParams)).toContain("gluten");
    expect(apiMessage("vi", messageKey, messageParams)).toContain("gluten");
  });
});

describe("productFiltersFromUrl (the page's forgiving query)", () => {
  it("drops unknown values and bad numbers instead of failing", () => {
    expect(productFiltersFromUrl(new URLSearchParams("contains=milk,gluten&sort=name&page=-2&per_page=1000"))).toEqual({
      category: undefined,
      contains: ["milk"],
      freeFrom: [],
      diets: [],
      q: undefined,
      sort: "name",
      page: 1,
      perPage: 100,
    });
  });
});
