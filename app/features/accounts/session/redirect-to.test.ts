import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES, staysOnSite } from "../../../../tests/support/open-redirects.ts";
import { redirectAfterLogin } from "./redirect-to.ts";

describe("redirectAfterLogin", () => {
  it.each(OPEN_REDIRECT_BYPASSES)("never leaves the site for %j, in either locale", (raw) => {
    expect(staysOnSite(redirectAfterLogin(raw, "en"))).toBe(true);
    expect(staysOnSite(redirectAfterLogin(raw, "vi"))).toBe(true);
  });

  it("does not turn a Vietnamese path into a host when it moves it to English", () => {
    expect(redirectAfterLogin("/vi//evil.example", "en")).toBe("/profile");
    expect(redirectAfterLogin("/vi/..//evil.example", "vi")).toBe("/vi/profile");
  });

  it("keeps a path of the site in the page's locale", () => {
    expect(redirectAfterLogin("/vi/profile?x=1#y", "en")).toBe("/profile?x=1#y");
    expect(redirectAfterLogin("/products", "vi")).toBe("/vi/products");
  });
});
