import { describe, expect, it } from "vitest";
import { OPEN_REDIRECT_BYPASSES, OWN_TARGETS, staysOnSite } from "../../tests/support/open-redirects.ts";
import { safeRedirectTarget } from "./redirect-target.shared.ts";

describe("safeRedirectTarget", () => {
  it.each(OPEN_REDIRECT_BYPASSES)("never leaves the site for %j", (raw) => {
    const target = safeRedirectTarget(raw, "/fallback");
    expect(staysOnSite(target), target).toBe(true);
  });

  it("falls back for what normalises to another host", () => {
    for (const raw of [
      "/.//evil.example",
      "/..//evil.example",
      "/./../..//evil.example",
      "/\t/evil.example",
      "//user@evil.example",
      "https://evil.example",
      "javascript:alert(1)",
    ]) {
      expect(safeRedirectTarget(raw, null), raw).toBeNull();
    }
  });

  it("keeps a path of the site, with its query and fragment; look-alikes stay encoded paths", () => {
    for (const raw of OWN_TARGETS) expect(safeRedirectTarget(raw, null)).toBe(raw);
    expect(safeRedirectTarget("/%2f%2fevil.example", null)).toBe("/%2f%2fevil.example");
    expect(safeRedirectTarget("/。/evil.example", null)).toBe("/%E3%80%82/evil.example");
    expect(safeRedirectTarget("/products/../news", null)).toBe("/news");
  });
});
