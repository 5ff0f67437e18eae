import { describe, expect, it } from "vitest";
import { hashToken, newToken, sessionSeconds } from "./sessions.ts";

describe("session tokens", () => {
  it("are 256 random bits, URL-safe, and different every time", () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their SHA-256", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("last 30 days with remember, 12 hours without, or the configured override", () => {
    expect(sessionSeconds(true)).toBe(30 * 86_400);
    expect(sessionSeconds(false)).toBe(12 * 3600);
    expect(sessionSeconds(true, 5)).toBe(5);
    expect(sessionSeconds(false, 5)).toBe(5);
  });
});
