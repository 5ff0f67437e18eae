import { describe, expect, it } from "vitest";
import { crawlerGetsMinimalError } from "./crawler.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("error pages for crawlers", () => {
  it("are not rendered for bots, Lighthouse, Facebook's fetcher and Google", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      `${CHROME} Chrome-Lighthouse`,
      "facebookexternalhit/1.1",
      "Google-InspectionTool/1.0",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
    ]) {
      expect(crawlerGetsMinimalError(ua, 500, true), ua).toBe(true);
    }
  });

  it("are rendered for people, and 404 pages render for everyone", () => {
    expect(crawlerGetsMinimalError(CHROME, 500, true)).toBe(false);
    expect(crawlerGetsMinimalError("Googlebot", 404, true)).toBe(false);
    expect(crawlerGetsMinimalError("Googlebot", 200, false)).toBe(false);
  });

  it("are not the point when a form is answered with its messages: that page renders for every agent", () => {
    expect(crawlerGetsMinimalError(`${CHROME} HeadlessChrome/126.0`, 422, false)).toBe(false);
    expect(crawlerGetsMinimalError("Googlebot", 401, false)).toBe(false);
  });
});
