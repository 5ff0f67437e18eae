import { customCakeWordsEn, type CustomCakeWord } from "../../app/i18n/messages/custom-cake-words.en.ts";
import { customCakeWordsVi } from "../../app/i18n/messages/custom-cake-words.vi.ts";
import type { Locale } from "./locales.shared.ts";

// A custom cake's choices in words (occasion, flavour, filling, size, status): the back office's pages and the
// e-mails read the same catalogue. Safe in the browser.

const WORDS: Record<Locale, Record<CustomCakeWord, string>> = { en: customCakeWordsEn, vi: customCakeWordsVi };

/** "occasion" + "full_month" → "Full-month celebration" / "Đầy tháng"; an unknown value is shown as it is. */
export function cakeWord(locale: Locale, kind: "occasion" | "flavour" | "filling" | "size" | "status", value: string): string {
  return WORDS[locale][`${kind}.${value}` as CustomCakeWord] ?? value;
}
