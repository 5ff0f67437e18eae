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
