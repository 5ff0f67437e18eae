import { describe, expect, it } from "vitest";
import { isOrderCode, newOrderCode, normaliseOrderCode } from "./order-code.ts";

describe("order codes", () => {
  it("are MV- and 12 base32 characters, never repeated in 10,000 draws", () => {
    const codes = Array.from({ length: 10_000 }, newOrderCode);
    for (const code of codes.slice(0, 50)) expect(isOrderCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("use every character of the alphabet, so each carries its five bits", () => {
    const seen = new Set(Array.from({ length: 2_000 }, newOrderCode).flatMap((code) => [...code.slice(3)]));
    expect(seen.size).toBe(32);
    for (const letter of ["I", "L", "O", "U"]) expect(seen.has(letter)).toBe(false);
  });

  it("are read back as a customer types them", () => {
    expect(normaliseOrderCode("  mv-7k2pq0ilo9zx ")).toBe("MV-7K2PQ01109ZX");
    expect(isOrderCode(normaliseOrderCode("mv-7k2pq0ilo9zx"))).toBe(true);
    expect(isOrderCode("MV-7K2PQ01U09ZX")).toBe(false);
    expect(isOrderCode("MV-7K2PQ0")).toBe(false);
  });
});
