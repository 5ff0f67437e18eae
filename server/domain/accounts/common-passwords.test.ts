import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword } from "./common-passwords.ts";

describe("the common-password list", () => {
  it("holds at least the top 1,000, in lower case, without comments or blanks", () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(1000);
    for (const password of list) {
      expect(password).toBe(password.toLowerCase());
      expect(password).not.toMatch(/^#|^\s|\s$/);
      expect(password).not.toBe("");
    }
  });

  it("refuses the usual suspects whatever their case, and lets an unusual password through", () => {
    for (const password of ["password", "Password1", "12345678", "QWERTY123", "iloveyou", "anhyeuem123", "matkhau123", "sunshine"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("bánh bò nướng ở Bellaire")).toBe(false);
  });
});
