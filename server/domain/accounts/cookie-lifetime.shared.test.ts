import { describe, expect, it } from "vitest";
import { rememberCookieMaxAge } from "./cookie-lifetime.shared.ts";

describe("remember-me cookie lifetime", () => {
  const now = Date.parse("2026-11-21T10:00:00.000Z");

  it("is the seconds until expires_at", () => {
    expect(rememberCookieMaxAge("2026-12-21T10:00:00.000Z", now)).toBe(30 * 86_400);
    expect(rememberCookieMaxAge("2026-11-21T22:00:00Z", now)).toBe(12 * 3600);
    expect(rememberCookieMaxAge("2026-11-21T10:00:00.400Z", now)).toBe(1);
  });

  it("is 7 days when the date cannot be read", () => {
    for (const bad of ["", "soon", "2026-13-45", null, undefined]) expect(rememberCookieMaxAge(bad, now)).toBe(7 * 86_400);
  });

  it("is 1 day when the date is already past", () => {
    expect(rememberCookieMaxAge("2026-11-21T10:00:00.000Z", now)).toBe(86_400);
    expect(rememberCookieMaxAge("2020-01-01T00:00:00Z", now)).toBe(86_400);
  });

  it("never goes past the 400 days browsers keep a cookie", () => {
    expect(rememberCookieMaxAge("2099-01-01T00:00:00Z", now)).toBe(400 * 86_400);
  });
});
