import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security.ts";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the content security policy", () => {
  it("allows only the shop's own origin and the nonce when card payments are off", () => {
    const policy = contentSecurityPolicy("abc", false);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "frame-src")).toBeUndefined();
  });

  it("allows exactly Authorize.Net's script origin for AcceptUI.js, its calls and its card frame", () => {
    const policy = contentSecurityPolicy("abc", false, "https://jstest.authorize.net");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc' https://jstest.authorize.net");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://jstest.authorize.net");
    expect(directive(policy, "frame-src")).toBe("frame-src https://jstest.authorize.net");
  });
});
