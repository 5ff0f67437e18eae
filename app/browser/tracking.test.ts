import { describe, expect, it } from "vitest";
import { buildTrackingInfo, classifyReferrer, trackingHeaders } from "./tracking.ts";

describe("traffic source", () => {
  it("classifies referrers", () => {
    expect(classifyReferrer("")).toBe("direct");
    expect(classifyReferrer("https://l.facebook.com/l.php?u=x")).toBe("Facebook");
    expect(classifyReferrer("https://www.messenger.com/t/1")).toBe("Messenger");
    expect(classifyReferrer("https://www.tiktok.com/@maivang")).toBe("TikTok");
    expect(classifyReferrer("https://www.google.com.vn/")).toBe("Google");
    expect(classifyReferrer("https://notgoogle.example/")).toBe("other");
    expect(classifyReferrer("not a url")).toBe("other");
  });

  it("captures UTM, gclid and fclid from the landing URL and turns them into headers", () => {
    const info = buildTrackingInfo(
      "https://shop.example/vi?utm_source=fb&utm_medium=cpc&utm_campaign=tet&gclid=G1&fbclid=F1",
      "https://m.facebook.com/",
      new Date("2026-11-21T00:00:00Z"),
    );
    expect(info).toMatchObject({ utm_source: "fb", utm_campaign: "tet", gclid: "G1", fclid: "F1", landingDomain: "shop.example" });
    expect(trackingHeaders(info)).toEqual({
      "x-utm-source": "fb",
      "x-utm-medium": "cpc",
      "x-utm-campaign": "tet",
      "x-gclid": "G1",
      "x-fclid": "F1",
      "x-referral": "Facebook",
      "x-referrer-url": "https://m.facebook.com/",
      "x-referrer-domain": "m.facebook.com",
      // Beyond the spec's list: the page landed on, which the order keeps for the shop's reports.
      "x-landing-url": "https://shop.example/vi?utm_source=fb&utm_medium=cpc&utm_campaign=tet&gclid=G1&fbclid=F1",
    });
  });
});
