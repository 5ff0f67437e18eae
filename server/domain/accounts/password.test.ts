import { describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";

// scrypt is slow on purpose (about a quarter of a second a hash here), and slower while other suites run.
describe("password hashing (scrypt)", { timeout: 30_000 }, () => {
  it("stores the parameters, a 32-byte salt and a 32-byte hash, and verifies only the right password", async () => {
    const hash = await hashPassword("bánh bò nướng");
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "16384", "8", "5"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(32);
    expect(Buffer.from(key!, "base64")).toHaveLength(32);
    expect(await verifyPassword("bánh bò nướng", hash)).toBe(true);
    expect(await verifyPassword("bánh bò nướng ", hash)).toBe(false);
    expect(await verifyPassword("banh bo nuong", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("matches a Vietnamese password typed in decomposed form (NFD) as on a Mac", async () => {
    const hash = await hashPassword("mật khẩu".normalize("NFC"));
    expect(await verifyPassword("mật khẩu".normalize("NFD"), hash)).toBe(true);
  });

  it("says no, without throwing, to a damaged or foreign hash", async () => {
    for (const stored of ["", "plain", "$2b$10$abcdefghijklmnopqrstuv", "scrypt$16384$8$5$c2FsdA==$", "scrypt$3$8$5$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA=="]) {
      expect(await verifyPassword("anything", stored), stored).toBe(false);
    }
  });

  it("has a dummy hash that no password matches, made once", async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword("", dummy)).toBe(false);
    expect(await verifyPassword("password", dummy)).toBe(false);
  });
});
