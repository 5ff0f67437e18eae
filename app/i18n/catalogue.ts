import type { Locale } from "./config.ts";
import type { Messages } from "./messages/en.ts";

/**
 * The UI messages of each language, loaded one language at a time: a page downloads only its own (the browser
 * asks for the other when the visitor switches). The server has both from the start (catalogues.server.ts).
 */
const loaded: Partial<Record<Locale, Messages>> = {};

export function provideCatalogue(locale: Locale, messages: Messages): void {
  loaded[locale] = messages;
}

/** Loads a language's messages once (its own chunk), so that a page in that language can render. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  loaded[locale] = locale === "vi" ? (await import("./messages/vi.ts")).vi : (await import("./messages/en.ts")).en;
}

/** The messages of a language. Not loaded yet (a page reached without the switcher): another language's, never a crash. */
export function catalogueOf(locale: Locale): Messages {
  const messages = loaded[locale] ?? loaded.en ?? loaded.vi;
  if (!messages) throw new Error("No UI messages are loaded: call loadCatalogue before rendering.");
  if (!loaded[locale]) void loadCatalogue(locale);
  return messages;
}
