import { describe, expect, it } from "vitest";
import { isProtectedPath, requireAuthCookie } from "./guards.server.ts";

function thrown(fn: () => void): Response | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error as Response;
  }
}

describe("auth guard", () => {
  it("protects /account, /orders, /profile, /checkout with or without /vi", () => {
    for (const path of ["/account", "/orders/A12", "/profile", "/profile/notice", "/checkout", "/vi/profile/accoutInfo", "/vi/orders"]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
    for (const path of ["/", "/vi", "/login", "/register", "/forgot-password", "/profiles-of-bakers", "/vi/login"]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });

  it("redirects to the locale's login, keeping the destination", () => {
    const res = thrown(() => requireAuthCookie(new Request("http://shop.example/vi/profile/orders?page=2"), "vi"));
    expect(res?.status).toBe(302);
    expect(res?.headers.get("location")).toBe("/vi/login?redirectTo=%2Fvi%2Fprofile%2Forders%3Fpage%3D2");
  });

  it("lets a request with the auth_token cookie through", () => {
    const request = new Request("http://shop.example/profile", { headers: { cookie: "a=1; auth_token=abc" } });
    expect(thrown(() => requireAuthCookie(request, "en"))).toBeUndefined();
  });
});
