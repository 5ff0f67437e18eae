export const LANGUAGES = ["en", "vi"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "vi";
}

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
