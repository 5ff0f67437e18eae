import { describe, expect, it } from "vitest";
import { redirectAfterLogin } from "./redirect-to.ts";
import { customerIdOf, isExpired } from "./session-storage.ts";

describe("redirectAfterLogin", () => {
  it("keeps a local path, in the page's locale", () => {
    expect(redirectAfterLogin("/profile/orders?x=1", "en")).toBe("/profile/orders?x=1");
    expect(redirectAfterLogin("/profile/orders", "vi")).toBe("/vi/profile/orders");
    expect(redirectAfterLogin("/vi/cart/cartList", "vi")).toBe("/vi/cart/cartList");
  });
  it("refuses other sites and the account forms", () => {
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/login", null, ""]) {
      expect(redirectAfterLogin(bad, "en")).toBe("/profile");
    }
  });
});

describe("customerIdOf", () => {
  it("takes user.customer_id, else customer_id, else user.id", () => {
    expect(customerIdOf({ user: { id: 1, customer_id: 7 }, customer_id: 9 })).toBe("7");
    expect(customerIdOf({ user: { id: 1 }, customer_id: 9 })).toBe("9");
    expect(customerIdOf({ user: { id: 1 } })).toBe("1");
  });
});

describe("isExpired", () => {
  it("is true at or after the expiry and for an unreadable date", () => {
    expect(isExpired({ expiresAt: "2026-01-01T00:00:00Z" }, Date.parse("2026-01-01T00:00:00Z"))).toBe(true);
    expect(isExpired({ expiresAt: "2026-01-01T00:00:00Z" }, Date.parse("2025-12-31T23:59:00Z"))).toBe(false);
    expect(isExpired({ expiresAt: "soon" })).toBe(true);
  });
});
