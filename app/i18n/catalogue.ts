import { stripLocale, type Locale } from "./config.ts";
import type { MessageKey, Messages } from "./messages/en.ts";

/**
 * The UI messages, loaded one language at a time and in parts: the core (messages/en.ts), which every page needs,
 * and an area's texts, which only the pages showing them load (cataloguePartsFor), so the home page or a product
 * downloads neither the checkout's nor the back office's. entry.client.tsx loads the first page's parts before
 * hydrating; the root's clientMiddleware loads the next page's on a navigation (a language switch too). The server
 * has everything from the start (catalogues.server.ts).
 */
export type CataloguePart =
  "core" | "account" | "checkout" | "contact" | "news" | "profile" | "customCakes" | "customCakeWords" | "backOffice";

type Texts = Partial<Messages>;

const texts: Record<Locale, Texts> = { en: {}, vi: {} };
const parts: Record<Locale, Set<CataloguePart>> = { en: new Set(), vi: new Set() };

/** One chunk per part and language (exported for messages/catalogues.test.ts). */
export const CATALOGUE_IMPORTS: Record<CataloguePart, Record<Locale, () => Promise<Texts>>> = {
  core: {
    en: async () => (await import("./messages/en.ts")).en,
    vi: async () => (await import("./messages/vi.ts")).vi,
  },
  account: {
    en: async () => (await import("./messages/account.en.ts")).accountEn,
    vi: async () => (await import("./messages/account.vi.ts")).accountVi,
  },
  checkout: {
    en: async () => (await import("./messages/checkout.en.ts")).checkoutEn,
    vi: async () => (await import("./messages/checkout.vi.ts")).checkoutVi,
  },
  contact: {
    en: async () => (await import("./messages/contact.en.ts")).contactEn,
    vi: async () => (await import("./messages/contact.vi.ts")).contactVi,
  },
  news: {
    en: async () => (await import("./messages/news.en.ts")).newsEn,
    vi: async () => (await import("./messages/news.vi.ts")).newsVi,
  },
  profile: {
    en: async () => (await import("./messages/profile.en.ts")).profileEn,
    vi: async () => (await import("./messages/profile.vi.ts")).profileVi,
  },
  customCakes: {
    en: async () => (await import("./messages/custom-cakes.en.ts")).customCakesEn,
    vi: async () => (await import("./messages/custom-cakes.vi.ts")).customCakesVi,
  },
  // The custom cakes' choices (occasions, sponges, fillings, sizes, statuses): the shop's pages and the back office.
  customCakeWords: {
    en: async () => (await import("./messages/custom-cake-words.en.ts")).customCakeWordsEn,
    vi: async () => (await import("./messages/custom-cake-words.vi.ts")).customCakeWordsVi,
  },
  backOffice: {
    en: async () => (await import("./messages/back-office.en.ts")).backOfficeEn,
    vi: async () => (await import("./messages/back-office.vi.ts")).backOfficeVi,
  },
};

export function provideCatalogue(locale: Locale, part: CataloguePart, messages: Texts): void {
  Object.assign(texts[locale], messages);
  parts[locale].add(part);
}

/** Loads a part of a language's messages once (its own chunk), so that a page in that language can render. */
export async function loadCatalogue(locale: Locale, part: CataloguePart = "core"): Promise<void> {
  if (parts[locale].has(part)) return;
  provideCatalogue(locale, part, await CATALOGUE_IMPORTS[part][locale]());
}

/**
 * The areas each page shows besides the core, by its path without the locale (app/routes.ts); the first match
 * wins. messages/catalogues.test.ts checks, for every route, that the texts its modules use are in these parts.
 */
const AREAS: [RegExp, CataloguePart[]][] = [
  [/^\/admin\/(login|logout)$/, ["backOffice"]],
  // The back office's lists page as the news does, and its orders and customers show the shop's order and level texts.
  [/^\/admin(\/|$)/, ["backOffice", "account", "checkout", "news"]],
  [/^\/(login|register|customerLogin|forgot-password|reset-password|logout)$/, ["account"]],
  // The profile's nav names the custom cakes' list, which shows their words.
  [/^\/profile(\/|$)/, ["account", "checkout", "profile", "news", "customCakes", "customCakeWords"]],
  [/^\/custom-cakes(\/[^/]+)?$/, ["customCakes", "customCakeWords"]],
  [/^\/cart\/cartList$/, ["account", "checkout"]],
  [/^\/cart\/order-success$/, ["checkout"]],
  [/^\/contact$/, ["contact"]],
  // The delivery area: the checkout's words for zones and fees.
  [/^\/delivery$/, ["checkout"]],
  [/^\/products$/, []],
  // The news, search (its empty state suggests posts), the home sections' own pages, and a slug: a product, a news
  // post or a plain page share one namespace.
  [/^\/(news|search|layouts\/[^/]+|[^/]+)$/, ["news"]],
];

/** The parts the page at `pathname` needs: the core, and its areas'. */
export function cataloguePartsFor(pathname: string): CataloguePart[] {
  const path = stripLocale(pathname).replace(/(.)\/+$/, "$1");
  return ["core", ...(AREAS.find(([pattern]) => pattern.test(path))?.[1] ?? [])];
}

/** Loads what the page at `pathname` needs, in its language. */
export async function loadCataloguesFor(locale: Locale, pathname: string): Promise<void> {
  await Promise.all(cataloguePartsFor(pathname).map((part) => loadCatalogue(locale, part)));
}

/**
 * A message in a language. Not loaded yet (a page reached without the switcher): another language's text, loading
 * this one's core for the next render, never a crash; a text no language has loaded shows its key.
 */
export function messageOf(locale: Locale, key: MessageKey): string {
  const own = texts[locale][key];
  if (own !== undefined) return own;
  if (parts.en.size + parts.vi.size === 0) throw new Error("No UI messages are loaded: call loadCatalogue before rendering.");
  if (!parts[locale].has("core")) void loadCatalogue(locale);
  return texts.en[key] ?? texts.vi[key] ?? key;
}
