import { describe, expect, it } from "vitest";
import { attributionOf, channelOfReferrer, classifyReferrer } from "./attribution.shared.ts";

describe("channelOfReferrer", () => {
  it("names the spec's channels by the referrer's host, subdomains included", () => {
    expect(channelOfReferrer("")).toBe("direct");
    expect(channelOfReferrer("https://l.facebook.com/l.php")).toBe("facebook");
    expect(channelOfReferrer("https://fb.me/x")).toBe("facebook");
    expect(channelOfReferrer("https://m.me/maivang")).toBe("messenger");
    expect(channelOfReferrer("https://www.messenger.com/")).toBe("messenger");
    expect(channelOfReferrer("https://vt.tiktok.com/x")).toBe("tiktok");
    expect(channelOfReferrer("https://www.google.co.uk/")).toBe("google");
    expect(channelOfReferrer("https://notfacebook.com/")).toBe("other");
    expect(channelOfReferrer("not a url")).toBe("other");
    expect(classifyReferrer("https://www.google.com/")).toBe("Google");
  });
});

describe("attributionOf", () => {
  it("is null when nothing was sent (not 'direct')", () => {
    expect(attributionOf({})).toBeNull();
    expect(attributionOf({ utm_source: "  " })).toBeNull();
  });

  it("drops each malformed value on its own: too long, control or invisible characters, an address that is not http(s)", () => {
    const kept = attributionOf({
      utm_source: "s".repeat(201),
      utm_medium: "cpc",
      utm_campaign: "tết\u202e2026",
      utm_term: "a\u200bb",
      utm_content: "line\nbreak",
      gclid: "g".repeat(300),
      referrer: "data:text/html,hi",
      landing_url: "https://maivang.example/vi/tet",
    });
    expect(kept).toEqual({
      channel: "other",
      utm_source: null,
      utm_medium: "cpc",
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      gclid: "g".repeat(300),
      fclid: null,
      referrer: null,
      landing_url: "https://maivang.example/vi/tet",
    });
  });

  it("trims, and keeps Vietnamese text", () => {
    expect(attributionOf({ utm_campaign: "  Tết Bính Ngọ  " })).toMatchObject({ channel: "direct", utm_campaign: "Tết Bính Ngọ" });
  });
});
