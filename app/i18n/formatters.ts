import { LOCALE_TAGS, type Locale } from "./config.ts";

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
  return numberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
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
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
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
