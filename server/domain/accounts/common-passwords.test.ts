import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword } from "./common-passwords.ts";

describe("the breached-password list", () => {
  it("holds tens of thousands of passwords, NFC and lower case as the lookup expects, without comments or blanks", () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(45_000);
    const misfits = [...list].filter((p) => p !== p.normalize("NFC").toLowerCase() || p !== p.trim() || p.startsWith("#") || p === "");
    expect(misfits).toEqual([]);
  });

  it("refuses the usual suspects whatever their case, and lets an unusual password through", () => {
    for (const password of ["password", "Password1", "12345678", "QWERTY123", "iloveyou", "anhyeuem123", "matkhau123", "sunshine"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("bánh bò nướng ở Bellaire")).toBe(false);
  });

  it("knows breached passwords far down the public lists, not only the top thousand", () => {
    for (const password of ["Missouri", "alistair", "23041984", "shalimar", "123456789zz", "whoareyo"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });
});
