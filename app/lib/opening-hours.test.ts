import { describe, expect, it } from "vitest";
import { dayName, formatTime, weekdayIn } from "./opening-hours.ts";

describe("opening hours", () => {
  it("takes today from the shop's time zone, not the server's", () => {
    // Monday 2026-11-23 03:00 UTC is still Sunday evening in Houston.
    const instant = new Date("2026-11-23T03:00:00Z");
    expect(weekdayIn("America/Chicago", instant)).toBe(0);
    expect(weekdayIn("Asia/Ho_Chi_Minh", instant)).toBe(1);
    expect(weekdayIn("Not/AZone", instant)).toBe(1);
  });

  it("writes times and days the way each language does", () => {
    expect(formatTime("06:30", "en")).toBe("6:30 AM");
    expect(formatTime("18:00", "vi")).toBe("18:00");
    expect(dayName(1, "en")).toBe("Monday");
    expect(dayName(0, "vi")).toBe("Chủ Nhật");
  });
});
