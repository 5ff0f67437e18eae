import { describe, expect, it } from "vitest";
import { foldForSearch, looseSearchKey, searchWords } from "./search-text.ts";

describe("foldForSearch", () => {
  it("ignores case and Vietnamese diacritics, with đ as d", () => {
    expect(foldForSearch("Bánh Mì Đặc Biệt")).toBe("banh mi dac biet");
    expect(foldForSearch("Cà phê sữa đá")).toBe("ca phe sua da");
    expect(foldForSearch("  Bánh   bao ")).toBe("banh bao");
  });
});

describe("searchWords", () => {
  it("splits a folded query into words of letters and digits only", () => {
    expect(searchWords("Bánh-mì  ĐẶC biệt!")).toEqual(["banh", "mi", "dac", "biet"]);
    expect(searchWords("100% bơ_tỏi")).toEqual(["100", "bo", "toi"]);
    expect(searchWords(" %_ ")).toEqual([]);
  });

  it("keeps at most eight words", () => {
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("looseSearchKey", () => {
  it("lets the ways customers spell cà phê meet", () => {
    const stored = looseSearchKey(foldForSearch("Cà phê sữa đá"));
    for (const typed of ["cafe", "caphe", "ca phe", "Cà Phê"]) {
      expect(stored).toContain(looseSearchKey(foldForSearch(typed)));
    }
    expect(looseSearchKey("banh mi")).toBe("banhmi");
  });
});
