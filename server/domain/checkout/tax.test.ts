import { describe, expect, it } from "vitest";
import { taxCents } from "./tax.ts";

describe("sales tax", () => {
  it("rounds half up to the cent", () => {
    expect(taxCents(1500, 825)).toBe(124); // 123.75
    expect(taxCents(1000, 825)).toBe(83); // 82.5
    expect(taxCents(999, 825)).toBe(82); // 82.4175
  });

  it("is 0 on nothing and never negative", () => {
    expect(taxCents(0, 825)).toBe(0);
    expect(taxCents(-500, 825)).toBe(0);
  });
});
