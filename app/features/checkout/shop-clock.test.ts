import { describe, expect, it } from "vitest";
import { clockTime, closedDay, longDay, shortDay } from "./shop-clock.ts";

// A slot's date and times are the shop's wall clock; they are written as they are, whatever the visitor's zone
// (the process's own zone, here, plays no part either).
describe("the shop's clock, written out", () => {
  it("writes the day and the time as sent, in the page's language", () => {
    expect(shortDay("2026-12-01", "en")).toBe("Tue, Dec 1");
    expect(longDay("2026-12-01", "en")).toBe("Tuesday, December 1, 2026");
    expect(longDay("2026-12-01", "vi")).toBe("Thứ Ba, 1 tháng 12, 2026");
    expect(clockTime("09:00", "en")).toMatch(/^9:00\sAM$/);
    expect(clockTime("15:30", "vi")).toBe("15:30");
  });

  it("names a closed day short, as the day picker lists it", () => {
    expect(closedDay("2026-11-26", "en")).toBe("Thu, Nov 26");
    expect(closedDay("2026-11-26", "vi")).toBe("thứ Năm, 26/11");
    expect(closedDay("2027-02-07", "vi")).toBe("Chủ nhật, 7/2");
  });

  it("keeps a date across a daylight-saving change and at the year's end", () => {
    expect(shortDay("2027-03-14", "en")).toBe("Sun, Mar 14");
    expect(shortDay("2026-12-31", "en")).toBe("Thu, Dec 31");
    expect(clockTime("23:30", "en")).toMatch(/^11:30\sPM$/);
  });
});
