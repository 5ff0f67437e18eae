import { describe, expect, it } from "vitest";
import { addDays, instantAt, isLocalDate, isLocalTime, isTimeZone, localDateAt, weekdayOf } from "./shop-time.ts";

describe("the shop's clock", () => {
  const tz = "America/Chicago";

  it("turns a local date and time into the instant, in winter and in summer", () => {
    expect(instantAt("2026-11-24", "09:00", tz).toISOString()).toBe("2026-11-24T15:00:00.000Z");
    expect(instantAt("2027-06-01", "09:00", tz).toISOString()).toBe("2027-06-01T14:00:00.000Z");
    expect(instantAt("2026-11-24", "00:00", "Asia/Ho_Chi_Minh").toISOString()).toBe("2026-11-23T17:00:00.000Z");
  });

  it("takes a time the spring change skips as the hour after, and a time the autumn change repeats as the first", () => {
    expect(instantAt("2027-03-14", "02:30", tz).toISOString()).toBe("2027-03-14T08:30:00.000Z"); // 03:30 CDT
    expect(instantAt("2026-11-01", "01:30", tz).toISOString()).toBe("2026-11-01T06:30:00.000Z"); // 01:30 CDT, not CST
  });

  it("knows the shop's date late in the evening, when UTC is already tomorrow", () => {
    expect(localDateAt(new Date("2026-11-25T05:30:00Z"), tz)).toBe("2026-11-24");
    expect(localDateAt(new Date("2026-11-25T06:30:00Z"), tz)).toBe("2026-11-25");
  });

  it("counts calendar days and weekdays across a change", () => {
    expect(addDays("2027-03-13", 2)).toBe("2027-03-15");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-11-24")).toBe(2);
  });

  it("tells a real date, time and zone from a malformed one", () => {
    expect([isLocalDate("2027-02-28"), isLocalDate("2027-02-29"), isLocalDate("2027-2-28"), isLocalDate(null)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([isLocalTime("23:59"), isLocalTime("24:00"), isLocalTime("9:00")]).toEqual([true, false, false]);
    expect([isTimeZone("America/Chicago"), isTimeZone("Mars/Olympus")]).toEqual([true, false]);
  });
});
