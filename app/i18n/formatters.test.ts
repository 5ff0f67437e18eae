import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closedDay, dayParts, longDay, shortDay } from "../../server/domain/checkout/shop-clock.shared.ts";
import { formatAverage, formatDay, formatDayTime } from "../features/content/news/format.ts";
import { dayName, formatTime } from "../lib/opening-hours.ts";
import { LOCALE_TAGS } from "./config.ts";
import {
  countryName,
  decimalDollars,
  dollars,
  formatDate,
  formatDayIn,
  formatDeadlineIn,
  formatList,
  formatMoney,
  formatMomentIn,
  formatNumber,
  pluralOf,
  storedCountry,
  timeZoneName,
  wallOf,
  weekdayName,
} from "./formatters.ts";
import { translate } from "./i18n.tsx";

describe("counts in words", () => {
  it("say 1 item and 2 items in English, and the same word in Vietnamese, which has no plural", () => {
    const say = (locale: "en" | "vi", count: number) => translate(locale, `cart.itemCount.${pluralOf(count, locale)}`, { count });
    expect([say("en", 0), say("en", 1), say("en", 2)]).toEqual(["0 items", "1 item", "2 items"]);
    expect([say("vi", 1), say("vi", 2)]).toEqual(["1 món", "2 món"]);
    expect(translate("en", `catalog.results.${pluralOf(1, "en")}`, { count: 1 })).toBe("1 product");
    expect(translate("en", `header.cartLabel.${pluralOf(1, "en")}`, { count: 1 })).toBe("Cart, 1 item");
  });
});

describe("money", () => {
  it("is written one way in both languages, as Houston reads dollars: $7.50", () => {
    expect(formatMoney(750)).toBe("$7.50");
    expect(formatMoney(5)).toBe("$0.05");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(-800)).toBe("-$8.00");
    // Pages of both languages write it with formatMoney, which takes no locale.
    expect(formatMoney(2500)).toBe("$25.00");
  });

  it("turns cents into the dollars the API sends, and into a form field's plain decimal", () => {
    expect(dollars(750)).toBe(7.5);
    expect(dollars(1999)).toBe(19.99);
    expect(decimalDollars(250)).toBe("2.50");
    expect(decimalDollars(123456)).toBe("1234.56");
    expect(decimalDollars(5)).toBe("0.05");
  });
});

describe("countries and time zones", () => {
  it("store one name for the country however it was typed, and name it in each language", () => {
    for (const typed of ["United States", "Hoa Kỳ", "hoa ky", " USA ", "U.S.", "Mỹ", "United States of America"]) {
      expect(storedCountry(typed), typed).toBe("United States");
    }
    expect(storedCountry(" Canada ")).toBe("Canada");
    expect(countryName("United States", "vi")).toBe("Hoa Kỳ");
    expect(countryName("United States", "en")).toBe("United States");
    expect(countryName("Canada", "vi")).toBe("Canada");
  });

  it("name the shop's zone in Vietnamese, not by its id", () => {
    expect(timeZoneName("America/Chicago", "vi")).toBe("giờ Houston (giờ miền Trung Hoa Kỳ)");
    expect(timeZoneName("America/Chicago", "en")).toBe("America/Chicago");
    expect(timeZoneName("Europe/Paris", "vi")).toBe("Europe/Paris");
  });
});

// What the pages write for dates, times and amounts must not depend on the engine's locale data: the server render
// (Node) and the hydration (Safari's WebKit, Chrome's V8…) write the same text, or React throws the page away (#418).
// The shop uses its own names; these tests pin the exact strings, and run them again with Intl's Vietnamese and
// English data replaced by what another engine might write.

/** Every page-facing text, in both languages, for one look. */
function everything() {
  return [
    shortDay("2026-11-27", "vi"),
    dayParts("2026-11-27", "vi"),
    longDay("2026-11-27", "vi"),
    closedDay("2026-11-29", "vi"),
    shortDay("2026-11-27", "en"),
    longDay("2026-11-27", "en"),
    formatTime("09:30", "vi"),
    formatTime("09:30", "en"),
    dayName(0, "vi"),
    dayName(5, "en"),
    formatDay("2026-11-27T15:30:00Z", "vi", "America/Chicago"),
    formatDay("2026-11-27T15:30:00Z", "en", "America/Chicago"),
    formatDayTime("2026-11-27T15:30:00Z", "vi", "America/Chicago"),
    formatDayTime("2026-11-27T15:30:00Z", "en", "America/Chicago"),
    formatAverage(4.25, "vi"),
    formatMoney(123456),
    formatMoney(750),
  ];
}

describe("the shop's own dates, times and amounts", () => {
  it("writes Vietnamese weekdays, dates and times the shop's way", () => {
    expect([1, 2, 3, 4, 5, 6, 0].map((d) => weekdayName(d, "vi"))).toEqual([
      "Thứ Hai",
      "Thứ Ba",
      "Thứ Tư",
      "Thứ Năm",
      "Thứ Sáu",
      "Thứ Bảy",
      "Chủ Nhật",
    ]);
    expect([1, 2, 3, 4, 5, 6, 0].map((d) => weekdayName(d, "vi", "short"))).toEqual(["T2", "T3", "T4", "T5", "T6", "T7", "CN"]);
    expect(formatDate(wallOf("2026-11-27"), "vi", { weekday: "long" })).toBe("Thứ Sáu, 27/11/2026");
    expect(formatDate(wallOf("2026-11-27"), "en", { weekday: "long", month: "long" })).toBe("Friday, November 27, 2026");
    expect(formatDate(wallOf("2026-11-27"), "en")).toBe("Nov 27, 2026");
    // 15:30 UTC is 9:30 in Houston (CST, UTC−6) on Nov 27; and 23:30 on Mar 14 (CDT) is the next day in UTC.
    expect(formatMomentIn("2026-11-27T15:30:00Z", "America/Chicago", "vi")).toBe("9:30, 27/11/2026");
    expect(formatMomentIn("2026-11-27T15:30:00Z", "America/Chicago", "en")).toBe("Nov 27, 2026, 9:30 AM");
    expect(formatDayIn("2027-03-15T04:30:00Z", "America/Chicago", "en")).toBe("Mar 14, 2027");
    expect(formatMomentIn("2026-11-28T05:59:00Z", "America/Chicago", "en")).toBe("Nov 27, 2026, 11:59 PM");
    expect(formatMomentIn("2026-11-28T06:05:00Z", "America/Chicago", "vi")).toBe("0:05, 28/11/2026");
  });

  it("writes numbers and prices the same in every engine: prices as Houston reads them in both languages", () => {
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "vi")).toBe("1.234.567");
    expect(formatNumber(8.25, "vi", 3)).toBe("8,25");
    expect(formatNumber(4.5, "en", 1)).toBe("4.5");
    expect(formatNumber(4, "en", 1)).toBe("4");
    expect(formatNumber(4.96, "vi", 1)).toBe("5");
    expect(formatMoney(750)).toBe("$7.50");
    expect(formatMoney(123456)).toBe("$1,234.56");
    expect(formatMoney(-200)).toBe("-$2.00");
    expect(formatList(["gluten", "milk", "eggs"], "en")).toBe("gluten, milk, and eggs");
    expect(formatList(["gluten", "sữa"], "vi")).toBe("gluten và sữa");
    expect(formatList(["“Ready”", "“Canceled”"], "en", "or")).toBe("“Ready” or “Canceled”");
    expect(formatList(["a", "b", "c"], "en", "or")).toBe("a, b, or c");
    expect(formatList(["a", "b", "c"], "vi", "or")).toBe("a, b hoặc c");
  });

  it("writes a list as the engine's Intl.ListFormat does, for both joiners and any length", () => {
    for (const locale of ["en", "vi"] as const) {
      for (const joiner of ["and", "or"] as const) {
        const intl = new Intl.ListFormat(LOCALE_TAGS[locale], { type: joiner === "and" ? "conjunction" : "disjunction" });
        for (let n = 0; n <= 5; n++) {
          const items = ["bánh mì", "“Ready”", "c", "d", "e"].slice(0, n);
          expect(formatList(items, locale, joiner)).toBe(intl.format(items));
        }
      }
    }
  });

  it("writes a server message's deadline with the engine's medium date and short time on the shop's clock", () => {
    const at = new Date("2026-11-27T15:30:00Z");
    expect(formatDeadlineIn(at, "America/Chicago", "en")).toMatch(/^Nov 27, 2026, 9:30\sAM$/);
    expect(formatDeadlineIn(at, "America/Chicago", "vi")).toBe(
      new Intl.DateTimeFormat("vi-VN", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short" }).format(at),
    );
  });

  describe("when the engine's locale data differs", () => {
    let before: unknown[];
    beforeEach(() => {
      before = everything();
      // Another engine's data: its own words for every locale but the numeric en-US reading of a clock.
      const Real = Intl.DateTimeFormat;
      const Fake = function (this: unknown, tag?: string | string[], options?: Intl.DateTimeFormatOptions) {
        const real = new Real(tag, options);
        const numericClock =
          tag === "en-US" && options?.hourCycle === "h23" && !options.weekday && options.month !== "short" && options.month !== "long";
        if (numericClock) return real;
        return {
          format: () => "Th 6, 27 thg 11",
          formatToParts: () => [{ type: "literal", value: "Th 6" }],
          resolvedOptions: () => real.resolvedOptions(),
        };
      } as unknown as typeof Intl.DateTimeFormat;
      vi.spyOn(Intl, "DateTimeFormat").mockImplementation(Fake as never);
      vi.spyOn(Intl, "NumberFormat").mockImplementation((() => ({ format: () => "7,50 US$" })) as never);
    });
    afterEach(() => vi.restoreAllMocks());

    it("writes exactly what it wrote before", () => {
      expect(everything()).toEqual(before);
      expect(everything()).toEqual([
        "T6, 27/11",
        { weekday: "T6", day: "27/11" },
        "Thứ Sáu, 27/11/2026",
        "Chủ nhật, 29/11",
        "Fri, Nov 27",
        "Friday, November 27, 2026",
        "9:30",
        "9:30 AM",
        "Chủ Nhật",
        "Friday",
        "27/11/2026",
        "November 27, 2026",
        "9:30, 27/11/2026",
        "Nov 27, 2026, 9:30 AM",
        "4,3",
        "$1,234.56",
        "$7.50",
      ]);
    });
  });
});
