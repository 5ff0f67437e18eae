import { describe, expect, it } from "vitest";
import { depositWords, pickupRangeWords, spanWords, windowWords } from "./campaign-words.ts";

// A campaign's window in words on the shop's clock (Houston), as the seeded Tết campaign has it: orders close at
// midnight starting February 1, 2027, so the last day to order is Sunday, January 31.

const ZONE = "America/Chicago";
const tet = { opens_at: "2026-11-15T06:00:00.000Z", closes_at: "2027-02-01T06:00:00.000Z" };
const words = (window: typeof tet, now: string) => ({
  en: windowWords(window, new Date(now), ZONE, "en"),
  vi: windowWords(window, new Date(now), ZONE, "vi"),
});

describe("a campaign's order window in words", () => {
  it("counts weeks to the last day to order, and names that day", () => {
    // Saturday, November 28, 2026, 7:38 AM in Houston: 64 days before January 31.
    expect(words(tet, "2026-11-28T13:38:00Z")).toEqual({
      en: "Orders close in 9 weeks — Sunday, January 31, 2027",
      vi: "Còn 9 tuần nữa là hết nhận đặt trước — hạn chót Chủ Nhật, 31/1/2027",
    });
  });

  it("says tomorrow and today on the shop's calendar, whatever the hour in UTC", () => {
    // Saturday, January 30, noon in Houston.
    expect(words(tet, "2027-01-30T18:00:00Z")).toEqual({
      en: "Orders close tomorrow — Sunday, January 31, 2027",
      vi: "Ngày mai là hạn chót nhận đặt trước — Chủ Nhật, 31/1/2027",
    });
    // Sunday, January 31, 11:30 PM in Houston: already February 1 in UTC, still the last day in the shop.
    expect(words(tet, "2027-02-01T05:30:00Z")).toEqual({
      en: "Today is the last day to order — Sunday, January 31, 2027",
      vi: "Hôm nay là ngày cuối nhận đặt trước — Chủ Nhật, 31/1/2027",
    });
  });

  it("says it has closed from the closing instant on", () => {
    expect(words(tet, "2027-02-01T06:00:00Z")).toEqual({ en: "Orders have closed", vi: "Tiệm đã ngừng nhận đặt trước" });
  });

  it("names the time when the window does not end at midnight, in days when it is near", () => {
    // Closes Saturday, January 30 at 6:00 PM in Houston; now Thursday, January 28, noon.
    const evening = { opens_at: tet.opens_at, closes_at: "2027-01-31T00:00:00.000Z" };
    expect(words(evening, "2027-01-28T18:00:00Z")).toEqual({
      en: "Orders close in 2 days — Saturday, January 30, 2027, 6:00 PM",
      vi: "Còn 2 ngày nữa là hết nhận đặt trước — hạn chót 18:00, Thứ Bảy, 30/1/2027",
    });
  });

  it("says when orders open: in months, tomorrow, or at what time today", () => {
    // Mid-Autumn 2027: orders open Sunday, August 1 (midnight in Houston, summer time).
    const moon = { opens_at: "2027-08-01T05:00:00.000Z", closes_at: "2027-09-14T05:00:00.000Z" };
    expect(words(moon, "2026-11-28T13:38:00Z")).toEqual({
      en: "Orders open in 8 months — Sunday, August 1, 2027",
      vi: "Tiệm nhận đặt trước từ Chủ Nhật, 1/8/2027 — còn 8 tháng nữa",
    });
    expect(words(moon, "2027-07-31T12:00:00Z")).toEqual({
      en: "Orders open tomorrow — Sunday, August 1, 2027",
      vi: "Tiệm nhận đặt trước từ ngày mai — Chủ Nhật, 1/8/2027",
    });
    const nineAm = { opens_at: "2026-11-28T15:00:00.000Z", closes_at: tet.closes_at };
    expect(words(nineAm, "2026-11-28T13:38:00Z")).toEqual({
      en: "Orders open today at 9:00 AM",
      vi: "Tiệm nhận đặt trước từ 9:00 hôm nay",
    });
  });

  it("rounds a span down to days under two weeks, weeks under ten, months after", () => {
    expect([1, 13, 14, 69, 70, 95].map((days) => spanWords(days, "en"))).toEqual([
      "1 day",
      "13 days",
      "2 weeks",
      "9 weeks",
      "2 months",
      "3 months",
    ]);
    expect(spanWords(13, "vi")).toBe("13 ngày");
  });
});

describe("a campaign's deposit and pickup in words", () => {
  it("says the deposit and the cancellation rule in one sentence", () => {
    expect(depositWords({ kind: "percent", value: 30 }, 7, "en")).toBe(
      "A 30 % deposit holds your order; cancel until 7 days before your pickup day for a full refund of it, after that it is kept.",
    );
    expect(depositWords({ kind: "percent", value: 30 }, 7, "vi")).toBe(
      "Tiệm giữ đơn cho bạn với tiền cọc 30 %; bạn hủy đơn trước ngày nhận bánh ít nhất 7 ngày thì được hoàn lại toàn bộ tiền cọc, sau thời hạn đó tiệm giữ lại tiền cọc.",
    );
    expect(depositWords({ kind: "fixed", value: 500 }, 1, "en")).toBe(
      "A deposit of $5.00 per item holds your order; cancel until 1 day before your pickup day for a full refund of it, after that it is kept.",
    );
    expect(depositWords({ kind: "none", value: 0 }, 2, "en")).toMatch(/^No deposit: you pay everything when you pick up\./);
    expect(depositWords({ kind: "none", value: 0 }, 2, "vi")).toMatch(/^Không cần đặt cọc: bạn trả toàn bộ khi đến lấy bánh\./);
  });

  it("gives the pickup days' span for a product's page", () => {
    const days = ["2027-01-28", "2027-01-29", "2027-02-05"];
    expect(pickupRangeWords(days, "en")).toBe("Pre-order for pickup between January 28 and February 5");
    expect(pickupRangeWords(days, "vi")).toBe("Đặt trước, đến lấy từ 28/1 đến 5/2");
    expect(pickupRangeWords(["2027-01-28"], "en")).toBe("Pre-order for pickup on January 28");
    expect(pickupRangeWords([], "en")).toBeNull();
  });
});
