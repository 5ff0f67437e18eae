import { describe, expect, it } from "vitest";
import {
  AddLineInputSchema,
  CouponInputSchema,
  isCartToken,
  newCartToken,
  normaliseCouponCode,
  parseLineRef,
  UpdateLineInputSchema,
} from "./cart.schema.ts";

describe("cart tokens", () => {
  it("are ct_ and 24 letters or digits, different every time", () => {
    const tokens = Array.from({ length: 500 }, () => newCartToken());
    for (const token of tokens) expect(token).toMatch(/^ct_[A-Za-z0-9]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    const characters = tokens.map((t) => t.slice(3)).join("");
    expect(characters).toMatch(/[A-Z]/);
    expect(characters).toMatch(/[a-z]/);
    expect(characters).toMatch(/[0-9]/);
  });

  it("accepts only the exact shape", () => {
    expect(isCartToken("ct_abcdefghijklmnopqrstuvwx")).toBe(true);
    expect(isCartToken("ct_ABCDEFGHIJKLMNOPQRSTUVW1")).toBe(true);
    for (const bad of [
      "ct_abc",
      "ct_abcdefghijklmnopqrstuvwxy",
      "CT_abcdefghijklmnopqrstuvwx",
      "ct_abcdefghijklmnopqrstuv-x",
      "ct_abcdefghijklmnopqrstuvw ",
      "",
      null,
      12,
      undefined,
    ]) {
      expect(isCartToken(bad), String(bad)).toBe(false);
    }
  });
});

describe("adding a product", () => {
  it("defaults to one piece and no note, and drops any price the client sends", () => {
    const input = AddLineInputSchema.parse({ product_id: 3, price: 0, price_cents: 1 });
    expect(input).toEqual({ product_id: 3, quantity: 1, note: "", modifiers: [] });
  });

  it("reads digits in strings as numbers, as forms send them", () => {
    expect(AddLineInputSchema.parse({ product_id: "7", quantity: " 2 " })).toMatchObject({ product_id: 7, quantity: 2 });
  });

  it("takes 1 to 99 pieces, whole numbers only", () => {
    for (const quantity of [1, 99]) expect(AddLineInputSchema.safeParse({ product_id: 1, quantity }).success).toBe(true);
    for (const quantity of [0, -5, 100, 1e9, 2.5, "abc", "", null, true]) {
      expect(AddLineInputSchema.safeParse({ product_id: 1, quantity }).success, String(quantity)).toBe(false);
    }
  });

  it("needs a product id that can name a row", () => {
    for (const product_id of [undefined, 0, -1, "abc", 1.5, 2_147_483_648, 1e20]) {
      expect(AddLineInputSchema.safeParse({ product_id }).success, String(product_id)).toBe(false);
    }
  });

  it("trims the note, keeps line breaks, writes it in one Unicode form, and stops at 120 characters", () => {
    expect(AddLineInputSchema.parse({ product_id: 1, note: "  Chúc mừng sinh nhật\r\nMai  " }).note).toBe("Chúc mừng sinh nhật\nMai");
    const decomposed = "Mừng".normalize("NFD");
    expect(AddLineInputSchema.parse({ product_id: 1, note: decomposed }).note).toBe("Mừng".normalize("NFC"));
    expect(AddLineInputSchema.parse({ product_id: 1, note: null }).note).toBe("");
    expect(AddLineInputSchema.safeParse({ product_id: 1, note: "x".repeat(120) }).success).toBe(true);
    expect(AddLineInputSchema.safeParse({ product_id: 1, note: "x".repeat(121) }).success).toBe(false);
    expect(AddLineInputSchema.safeParse({ product_id: 1, note: "x".repeat(10_000) }).success).toBe(false);
    expect(AddLineInputSchema.safeParse({ product_id: 1, note: "bad\u0000byte" }).success).toBe(false);
    expect(AddLineInputSchema.safeParse({ product_id: 1, note: 42 }).success).toBe(false);
  });
});

describe("setting a quantity", () => {
  it("takes 0 (remove) and clamps anything above 99 to 99", () => {
    expect(UpdateLineInputSchema.parse({ quantity: 0 }).quantity).toBe(0);
    expect(UpdateLineInputSchema.parse({ quantity: 150 }).quantity).toBe(99);
    expect(UpdateLineInputSchema.parse({ quantity: 1e9 }).quantity).toBe(99);
    expect(UpdateLineInputSchema.parse({ quantity: "4" }).quantity).toBe(4);
  });

  it("refuses negative, fractional, non-numeric and missing quantities", () => {
    for (const quantity of [-5, -1, 1.5, "abc", "", null, undefined, {}]) {
      expect(UpdateLineInputSchema.safeParse({ quantity }).success, String(quantity)).toBe(false);
    }
  });
});

describe("line ids in paths", () => {
  it("tells lines, gifts and nonsense apart", () => {
    expect(parseLineRef("12")).toEqual({ kind: "line", id: 12 });
    expect(parseLineRef("gift-1")).toEqual({ kind: "gift" });
    for (const bad of ["0", "-3", "abc", "1.5", "99999999999", "2147483648", "12abc", ""])
      expect(parseLineRef(bad), bad).toEqual({ kind: "none" });
  });
});

describe("coupon codes", () => {
  it("are compared in upper case, and a code is needed", () => {
    expect(normaliseCouponCode("  banhMi10 ")).toBe("BANHMI10");
    expect(CouponInputSchema.safeParse({ code: "   " }).success).toBe(false);
    expect(CouponInputSchema.safeParse({}).success).toBe(false);
  });
});
