import { describe, expect, it } from "vitest";
import { clientIp, visitorIdFromRequest } from "./requester.ts";

const headers = (init: Record<string, string>) => new Headers(init);

describe("clientIp", () => {
  it("behind a trusted proxy, takes the address the proxy saw (the last X-Forwarded-For hop)", () => {
    const forged = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    expect(clientIp(forged, () => "10.0.0.1", true)).toBe("203.0.113.7");
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For and uses the socket", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6" }), () => "192.0.2.4", false)).toBe("192.0.2.4");
  });

  it('falls back to "unknown" when there is no socket, without throwing', () => {
    const noSocket = () => {
      throw new TypeError("Cannot read properties of undefined (reading 'incoming')");
    };
    expect(clientIp(headers({}), noSocket, false)).toBe("unknown");
    expect(clientIp(headers({ "x-forwarded-for": " , " }), noSocket, true)).toBe("unknown");
  });
});

describe("visitorIdFromRequest", () => {
  it("accepts only ids we could have issued", () => {
    expect(visitorIdFromRequest(headers({ cookie: "a=1; visitor_id=AbCdEfGhIjKlMnOpQrSt_-12" }))).toBe("AbCdEfGhIjKlMnOpQrSt_-12");
    expect(visitorIdFromRequest(headers({ cookie: "visitor_id=short" }))).toBeNull();
    expect(visitorIdFromRequest(headers({ cookie: "visitor_id=%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00" }))).toBeNull();
    expect(visitorIdFromRequest(headers({}))).toBeNull();
  });
});
