import { describe, expect, it } from "vitest";
import { expiresWhenStale, pageStaleAt } from "../../lib/kept-until.server.ts";
import { campaignWordsUntil } from "./campaign.server.ts";

// A campaign's words are worked out at render: its page says when they go stale, and the page cache keeps it no longer.

const ZONE = "America/Chicago";
const tet = { opens_at: "2026-11-15T06:00:00.000Z", closes_at: "2027-02-01T06:00:00.000Z", time_zone: ZONE };

describe("when a campaign's words go stale", () => {
  it("at the shop's next midnight, when the count in days turns", () => {
    // Saturday 7:38 AM in Houston: midnight starting Sunday is 06:00 UTC (winter time).
    expect(campaignWordsUntil([tet], new Date("2026-11-28T13:38:00Z"))?.toISOString()).toBe("2026-11-29T06:00:00.000Z");
  });

  it("at a window's opening or closing when that comes first", () => {
    const opensAtNine = { ...tet, opens_at: "2026-11-28T15:00:00.000Z" };
    expect(campaignWordsUntil([tet, opensAtNine], new Date("2026-11-28T13:38:00Z"))?.toISOString()).toBe("2026-11-28T15:00:00.000Z");
    const closesAtSix = { ...tet, closes_at: "2027-01-31T00:00:00.000Z" };
    expect(campaignWordsUntil([closesAtSix], new Date("2027-01-30T20:00:00Z"))?.toISOString()).toBe("2027-01-31T00:00:00.000Z");
  });

  it("never, without a campaign", () => {
    expect(campaignWordsUntil([], new Date())).toBeNull();
  });
});

describe("the page's answer", () => {
  const run = async (context: object) =>
    (await expiresWhenStale(
      { context, request: new Request("http://shop.test/tet"), params: {}, unstable_pattern: "" } as never,
      async () => new Response("page"),
    )) as Response;

  it("carries Expires at the earliest moment a loader said", async () => {
    const context = {};
    pageStaleAt(context, new Date("2026-11-29T06:00:00Z"));
    pageStaleAt(context, new Date("2026-11-28T15:00:00Z"));
    pageStaleAt(context, null);
    expect((await run(context)).headers.get("Expires")).toBe("Sat, 28 Nov 2026 15:00:00 GMT");
  });

  it("carries none when no loader said", async () => {
    expect((await run({})).headers.get("Expires")).toBeNull();
  });
});
