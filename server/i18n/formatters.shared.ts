import { LOCALE_TAGS, type Locale } from "./locales.shared.ts";

// Intl formatters are slow to build and cheap to reuse: a page of prices or opening hours would otherwise
// build dozens per request. One per locale tag and options, kept for the life of the process.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "one" or "other", for picking between `….one` and `….other` message keys ("1 item", "2 items"). */
export function pluralOf(count: number, locale: Locale): "one" | "other" {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === "one" ? "one" : "other";
}

/**
 * Money, the one way the shop writes it: US dollars as its customers in Houston read them, "$7.50", in both
 * languages, on every page, in every e-mail and in the back office (integer cents in, never a float).
 */
export function formatMoney(cents: number): string {
  // Written by the shop itself, not Intl: the server's page and the browser's must agree (see below).
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${whole}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Integer cents as the number of dollars the API sends beside them (`price: 7.5` with `price_cents: 750`), and a
 * page's scripts read: the one place cents become dollars.
 */
export function dollars(cents: number): number {
  return cents / 100;
}

/** Integer cents as a plain decimal, for a form field or a machine (structured data): 250 → "2.50", no "$", no grouping. */
export function decimalDollars(cents: number): string {
  return dollars(cents).toFixed(2);
}

// The countries the shop names, by the name an address stores (English), and the other ways people write them.
const COUNTRIES: { stored: string; names: Record<Locale, string>; aliases: string[] }[] = [
  {
    stored: "United States",
    names: { en: "United States", vi: "Hoa Kỳ" },
    aliases: ["us", "u.s.", "usa", "u.s.a.", "united states of america", "hoa ky", "my", "nuoc my"],
  },
];
const fold = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").replace(/\s+/g, " ").trim().toLowerCase();
const countryOf = (text: string) => {
  const key = fold(text);
  return COUNTRIES.find((c) => [c.stored, ...Object.values(c.names)].some((name) => fold(name) === key) || c.aliases.includes(key));
};

/** The country an address stores, whichever language it was typed in: "Hoa Kỳ", "USA" → "United States". */
export function storedCountry(text: string): string {
  return countryOf(text)?.stored ?? text.trim();
}

/** A stored country as a language names it: "United States" → "Hoa Kỳ" in Vietnamese; one it does not know as is. */
export function countryName(country: string, locale: Locale): string {
  return countryOf(country)?.names[locale] ?? country;
}

// The US time zones a shop in the US may keep its clock in, as Vietnamese names them; the shop's own is Houston's.
const ZONE_NAMES_VI: Record<string, string> = {
  "America/Chicago": "giờ Houston (giờ miền Trung Hoa Kỳ)",
  "America/New_York": "giờ miền Đông Hoa Kỳ",
  "America/Denver": "giờ miền núi Hoa Kỳ",
  "America/Phoenix": "giờ Arizona (Hoa Kỳ)",
  "America/Los_Angeles": "giờ Thái Bình Dương (Hoa Kỳ)",
};

/** The shop's time zone as a page names it: the IANA id in English, a Vietnamese name in Vietnamese where one is known. */
export function timeZoneName(timeZone: string, locale: Locale): string {
  return locale === "vi" ? (ZONE_NAMES_VI[timeZone] ?? timeZone) : timeZone;
}

// The shop writes dates, times and amounts itself, with its own names for weekdays and months: text that a page's
// server render and its hydration both write must not depend on the engine's locale data. Node writes "Thứ 6,
// 27/11" where Safari's WebKit writes "Th 6, 27/11", and React throws the server's page away (error #418). Intl
// is left only the engine-neutral part: an instant's numeric wall clock in a time zone (wallClockIn).

const WEEKDAYS: Record<Locale, Record<"long" | "short", readonly string[]>> = {
  en: {
    long: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    short: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  vi: {
    long: ["Chủ Nhật", "Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy"],
    short: ["CN", "T2", "T3", "T4", "T5", "T6", "T7"],
  },
};
const MONTHS_EN: Record<"long" | "short", readonly string[]> = {
  long: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** A day on a wall calendar: month 1–12, weekday 0 = Sunday. */
export interface WallDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}
/** A reading of a wall clock: a day and its hour (0–23) and minute. */
export interface WallTime extends WallDate {
  hour: number;
  minute: number;
}

/** "2026-11-27" (a shop date, as sent) as a wall date; "09:30" as its time. */
export function wallOf(date: string, time = "12:00"): WallTime {
  const [year = 1970, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour, minute };
}

/** The wall clock of a time zone at an instant (numbers only, which every engine writes alike). */
export function wallClockIn(instant: Date | string, timeZone: string): WallTime {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  const format = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const date = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  return {
    ...date,
    weekday: new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** "Friday" / "Thứ Sáu"; short: "Fri" / "T6". */
export function weekdayName(weekday: number, locale: Locale, width: "long" | "short" = "long"): string {
  return WEEKDAYS[locale][width][weekday] ?? "";
}

/** "9:30 AM" / "9:30" (Vietnamese: 24 hours, the hour unpadded). */
export function formatClock(time: Pick<WallTime, "hour" | "minute">, locale: Locale): string {
  const mm = String(time.minute).padStart(2, "0");
  if (locale === "vi") return `${time.hour}:${mm}`;
  return `${time.hour % 12 || 12}:${mm} ${time.hour < 12 ? "AM" : "PM"}`;
}

export interface DateStyle {
  /** The weekday in front: "Friday, …" / "Thứ Sáu, …"; short: "Fri, …" / "T6, …". */
  weekday?: "long" | "short";
  /** Without the year: "Nov 27" / "27/11". */
  year?: boolean;
  /** English month names: long "November", short "Nov" (Vietnamese writes the month as a number). */
  month?: "long" | "short";
}

/**
 * A date as the shop writes it. English: "Friday, November 27, 2026", "Nov 27, 2026", "Fri, Nov 27". Vietnamese:
 * "Thứ Sáu, 27/11/2026", "27/11/2026", "T6, 27/11".
 */
export function formatDate(date: WallDate, locale: Locale, style: DateStyle = {}): string {
  const withYear = style.year ?? true;
  const weekday = style.weekday ? `${weekdayName(date.weekday, locale, style.weekday)}, ` : "";
  if (locale === "vi") return `${weekday}${date.day}/${date.month}${withYear ? `/${date.year}` : ""}`;
  const month = MONTHS_EN[style.month ?? "short"][date.month - 1];
  return `${weekday}${month} ${date.day}${withYear ? `, ${date.year}` : ""}`;
}

/** A month of a year: "November 2026" / "Tháng 11/2026". */
export function formatMonth(year: number, month: number, locale: Locale): string {
  return locale === "vi" ? `Tháng ${month}/${year}` : `${MONTHS_EN.long[month - 1]} ${year}`;
}

/** A date and its time: "Nov 27, 2026, 9:30 AM" / "9:30, 27/11/2026". */
export function formatDateTime(time: WallTime, locale: Locale, style: DateStyle = {}): string {
  return locale === "vi"
    ? `${formatClock(time, locale)}, ${formatDate(time, locale, style)}`
    : `${formatDate(time, locale, style)}, ${formatClock(time, locale)}`;
}

/** A whole or decimal number as each language writes it: "1,234.5" / "1.234,5" (at most `fractionDigits` decimals). */
export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  const [whole = "0", fraction = ""] = Math.abs(value).toFixed(fractionDigits).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === "vi" ? "." : ",");
  const sign = value < 0 && Number(`${whole}.${decimals || 0}`) !== 0 ? "-" : "";
  return `${sign}${grouped}${decimals ? (locale === "vi" ? "," : ".") + decimals : ""}`;
}

/** An instant's day on a time zone's calendar: "Nov 27, 2026" / "27/11/2026" (the style as formatDate's). */
export function formatDayIn(instant: Date | string, timeZone: string, locale: Locale, style: DateStyle = {}): string {
  return formatDate(wallClockIn(instant, timeZone), locale, style);
}

/** An instant on a time zone's clock: "Nov 27, 2026, 9:30 AM" / "9:30, 27/11/2026". */
export function formatMomentIn(instant: Date | string, timeZone: string, locale: Locale, style: DateStyle = {}): string {
  return formatDateTime(wallClockIn(instant, timeZone), locale, style);
}

const LIST_WORDS: Record<"and" | "or", Record<Locale, string>> = { and: { en: "and", vi: "và" }, or: { en: "or", vi: "hoặc" } };

/** "A, B, and C" / "A, B và C"; with "or": "A, B, or C" / "A, B hoặc C". */
export function formatList(items: readonly string[], locale: Locale, joiner: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  const word = LIST_WORDS[joiner][locale];
  const last = locale === "en" && items.length > 2 ? `, ${word} ` : ` ${word} `;
  return `${items.slice(0, -1).join(", ")}${last}${items[items.length - 1]}`;
}

/**
 * A deadline or an earliest moment on a time zone's clock, as the server's messages write it: the engine's medium
 * date and short time, "Nov 27, 2026, 9:30 AM" / "09:30 27 thg 11, 2026". Its words are the engine's (Intl), so
 * only text the server alone writes uses it (an API answer, an e-mail); a page writes formatMomentIn.
 */
export function formatDeadlineIn(instant: Date, timeZone: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { timeZone, dateStyle: "medium", timeStyle: "short" }).format(instant);
}
