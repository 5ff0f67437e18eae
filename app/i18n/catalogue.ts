import { stripLocale, type Locale } from "./config.ts";
import type { BackOfficeMessages } from "./messages/back-office.en.ts";
import type { MessageKey, Messages, StorefrontMessages } from "./messages/en.ts";

/**
 * The UI messages, loaded one language at a time and in two parts: the storefront's, which every page needs, and
 * the back office's, which only its pages load (entry.client.tsx for the first page, the back office's routes'
 * clientMiddleware after a navigation), so a shop page never downloads them. The browser asks for the other
 * language when the visitor switches. The server has everything from the start (catalogues.server.ts).
 */
export type CataloguePart = "storefront" | "backOffice";

const texts: Record<Locale, Partial<Messages>> = { en: {}, vi: {} };
const parts: Record<Locale, Set<CataloguePart>> = { en: new Set(), vi: new Set() };

const IMPORTS: Record<CataloguePart, Record<Locale, () => Promise<StorefrontMessages | BackOfficeMessages>>> = {
  storefront: {
    en: async () => (await import("./messages/en.ts")).en,
    vi: async () => (await import("./messages/vi.ts")).vi,
  },
  backOffice: {
    en: async () => (await import("./messages/back-office.en.ts")).backOfficeEn,
    vi: async () => (await import("./messages/back-office.vi.ts")).backOfficeVi,
  },
};

export function provideCatalogue(locale: Locale, part: CataloguePart, messages: StorefrontMessages | BackOfficeMessages): void {
  Object.assign(texts[locale], messages);
  parts[locale].add(part);
}

/** Loads a part of a language's messages once (its own chunk), so that a page in that language can render. */
export async function loadCatalogue(locale: Locale, part: CataloguePart = "storefront"): Promise<void> {
  if (parts[locale].has(part)) return;
  provideCatalogue(locale, part, await IMPORTS[part][locale]());
}

/** The parts a page needs: the back office's pages (/admin, /vi/admin and below) also need theirs. */
export function cataloguePartsFor(pathname: string): CataloguePart[] {
  return /^\/admin(\/|$)/.test(stripLocale(pathname)) ? ["storefront", "backOffice"] : ["storefront"];
}

/** Loads what the page at `pathname` needs, in its language (a back-office route's clientMiddleware awaits this). */
export async function loadCataloguesFor(locale: Locale, pathname: string): Promise<void> {
  await Promise.all(cataloguePartsFor(pathname).map((part) => loadCatalogue(locale, part)));
}

/**
 * A message in a language. Not loaded yet (a page reached without the switcher): another language's text, loading
 * this one for the next render, never a crash; a text no language has loaded shows its key.
 */
export function messageOf(locale: Locale, key: MessageKey): string {
  const own = texts[locale][key];
  if (own !== undefined) return own;
  if (parts.en.size + parts.vi.size === 0) throw new Error("No UI messages are loaded: call loadCatalogue before rendering.");
  if (!parts[locale].has("storefront")) void loadCatalogue(locale);
  return texts.en[key] ?? texts.vi[key] ?? key;
}
