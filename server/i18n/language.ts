import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales.shared.ts";

// The languages are the pages' locales (locales.shared.ts): one list for the pages, the API and the e-mails.
export const LANGUAGES = LOCALES;
export type Lang = Locale;
export const DEFAULT_LANG: Lang = DEFAULT_LOCALE;
export const isLang = isLocale;

/** "vi_VN", "vi-VN", "vi" → "vi"; anything we do not speak → undefined. */
export function langFromTag(tag: string | null | undefined): Lang | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : undefined;
}

/** The first language we speak in an Accept-Language header, by quality. */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const lang = langFromTag(entry.tag);
    if (lang) return lang;
  }
  return undefined;
}

/** The language a request names: `Http-Accept-Language` (en_US / vi_VN) first, then `Accept-Language`. */
export function requestLang(headers: Headers): Lang | undefined {
  return langFromTag(headers.get("http-accept-language")) ?? langFromAcceptLanguage(headers.get("accept-language"));
}
