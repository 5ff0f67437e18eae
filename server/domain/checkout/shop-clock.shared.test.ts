import { describe, expect, it } from "vitest";
import { clockTime, closedDay, dayParts, longDay, shortDay } from "./shop-clock.shared.ts";

// A slot's date and times are the shop's wall clock; they are written as they are, whatever the visitor's zone
// (the process's own zone, here, plays no part either), in the shop's own words (exact strings: whatever the
// engine's Intl data says, Node's server render and Safari's hydration write the same).
describe("the shop's clock, written out", () => {
  it("writes the day and the time as sent, in the page's language", () => {
    expect(shortDay("2026-12-01", "en")).toBe("Tue, Dec 1");
    expect(shortDay("2026-11-27", "vi")).toBe("T6, 27/11");
    expect(dayParts("2026-11-27", "vi")).toEqual({ weekday: "T6", day: "27/11" });
    expect(dayParts("2026-11-29", "vi")).toEqual({ weekday: "CN", day: "29/11" });
    expect(dayParts("2026-11-27", "en")).toEqual({ weekday: "Fri", day: "Nov 27" });
    expect(longDay("2026-12-01", "en")).toBe("Tuesday, December 1, 2026");
    expect(longDay("2026-11-27", "vi")).toBe("Thứ Sáu, 27/11/2026");
    expect(clockTime("09:00", "en")).toBe("9:00 AM");
    expect(clockTime("09:30", "vi")).toBe("9:30");
    expect(clockTime("15:30", "vi")).toBe("15:30");
    expect(clockTime("00:15", "en")).toBe("12:15 AM");
    expect(clockTime("12:00", "en")).toBe("12:00 PM");
  });

  it("names a closed day short, as the day picker lists it", () => {
    expect(closedDay("2026-11-26", "en")).toBe("Thu, Nov 26");
    expect(closedDay("2026-11-26", "vi")).toBe("thứ Năm, 26/11");
    expect(closedDay("2027-02-07", "vi")).toBe("Chủ nhật, 7/2");
  });

  it("keeps a date across a daylight-saving change and at the year's end", () => {
    expect(shortDay("2027-03-14", "en")).toBe("Sun, Mar 14");
    expect(shortDay("2026-12-31", "en")).toBe("Thu, Dec 31");
    expect(clockTime("23:30", "en")).toBe("11:30 PM");
  });
});
