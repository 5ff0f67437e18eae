import { describe, expect, it } from "vitest";
import { isIdempotencyKey, requestFingerprint } from "./idempotency.ts";

describe("idempotency", () => {
  it("takes keys of 8 to 255 visible characters", () => {
    expect(isIdempotencyKey("0b6f1a8e-6a1d-4d2b-9a47-3f0c2d1e5b7a")).toBe(true);
    expect(isIdempotencyKey("short")).toBe(false);
    expect(isIdempotencyKey("x".repeat(256))).toBe(false);
    expect(isIdempotencyKey("has space in it")).toBe(false);
    expect(isIdempotencyKey(12345678)).toBe(false);
  });

  it("gives two bodies that differ only in key order one fingerprint, and any other difference another", () => {
    const body = { email: "mai@example.com", slot: { date: "2026-11-26", start: "10:30" }, lines: [1, 2] };
    const same = { lines: [1, 2], slot: { start: "10:30", date: "2026-11-26" }, email: "mai@example.com", notes: undefined };
    expect(requestFingerprint(same)).toBe(requestFingerprint(body));
    expect(requestFingerprint({ ...body, slot: { date: "2026-11-26", start: "12:30" } })).not.toBe(requestFingerprint(body));
    expect(requestFingerprint({ ...body, lines: [2, 1] })).not.toBe(requestFingerprint(body));
    expect(requestFingerprint(body)).toMatch(/^[0-9a-f]{64}$/);
  });
});
