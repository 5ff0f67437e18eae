import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules.shared.ts";

describe("a new password's rules beyond its length", () => {
  it("refuses a password of spaces or invisible characters only", () => {
    for (const password of [
      " ".repeat(8),
      "\t".repeat(10),
      "\u00a0".repeat(8),
      "\u3000".repeat(8),
      "\u200b".repeat(9),
      " \u200d \u00a0    ",
    ]) {
      expect(passwordProblem(password), JSON.stringify(password)).toBe("blank");
    }
    expect(passwordProblem("   a    ")).toBeUndefined();
  });

  it("refuses the e-mail, whole or its local part, in any case and with or without diacritics", () => {
    const owner = { name: "Trần Minh Anh", email: "minh.anh+shop@example.com" };
    for (const password of ["minh.anh+shop@example.com", "MINH.ANH+SHOP@EXAMPLE.COM", "xx minh.anh yy", "minhanh2020", "ilove-minh"]) {
      expect(passwordProblem(password, owner), password).toBe("containsEmail");
    }
    // A short local part counts only as the whole e-mail or a word of its own.
    expect(passwordProblem("bo@example.com", { email: "bo@example.com" })).toBe("containsEmail");
    expect(passwordProblem("bobcat in the bakery", { email: "bo@example.com" })).toBeUndefined();
    expect(passwordProblem("bob 1234 bakery", { email: "bob@example.com" })).toBe("containsEmail");
    expect(passwordProblem("bobcat in the bakery", { email: "bob@example.com" })).toBeUndefined();
  });

  it("refuses the name or a part of it of 3 letters or more, without diacritics too, and ignores shorter parts", () => {
    const owner = { name: "Nguyễn Thị Lan", email: "lan@example.com" };
    for (const password of ["nguyen1990!", "NGUYỄN THỊ", "nguyenthilan", "Lan 2024 cake", "thi-banh-mi"]) {
      expect(passwordProblem(password, { name: owner.name }), password).toBe("containsName");
    }
    expect(passwordProblem("Đào Vy", { name: "Đào Vy" })).toBe("containsName");
    // "Vy" (2 letters) and "Lê" are too short to count; "Văn" only as a word of its own.
    expect(passwordProblem("vy loves bread", { name: "Lê Vy" })).toBeUndefined();
    expect(passwordProblem("vanilla sponge cake", { name: "Lê Văn Tám" })).toBeUndefined();
    expect(passwordProblem("bánh tét nhân đậu", { name: "Lê Văn Tám", email: "le.van.tam@example.com" })).toBeUndefined();
  });

  it("lets an ordinary password through, with or without an owner", () => {
    expect(passwordProblem("bánh bò nướng ở Bellaire")).toBeUndefined();
    expect(passwordProblem("a long secret", { name: "", email: "" })).toBeUndefined();
  });
});
