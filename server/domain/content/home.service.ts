import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { listNewestProducts, type ProductSummary } from "../catalog/catalog.service.ts";
import { imageUrls, MEDIA_URL_PREFIX } from "../media/media-urls.ts";
import {
  findActiveHomeSections,
  findHomeItemTextsIn,
  findHomeSectionItems,
  findHomeSectionTextsIn,
  findMediaImagesByHashPrefix,
} from "./home.repository.ts";

export const HOME_SECTION_KEYS = ["slideshow", "customers", "new_section", "why_choose_us", "about_section", "features_slider"] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** A slide, a testimonial, a reason to choose us, a feature … */
export interface HomeSectionItem {
  id: number;
  title: string;
  body: string;
  /** Button text; "" when the item has no button. */
  cta_label: string;
  image_path: string | null;
  /** The picture to draw (ResponsiveImage): an upload with its AVIF/WebP copies, or a drawing of the shop's own. */
  image: HomeImage | null;
  /** Internal path without locale prefix ("/products?category=cakes"), an http(s) address, or null. */
  link_url: string | null;
}

export interface HomeImage {
  src: string;
  width: number;
  height: number;
  srcset: { avif: string; webp: string } | null;
}

/** The size the seeded drawings are drawn at (they scale freely: SVG). */
const DRAWING = { width: 800, height: 600 };

/**
 * The pictures of `paths`: an upload (/media/<hash>-<width>.webp, as the upload pipeline names its copies) gets its
 * copies' srcset and its own size from media_images; anything else is a drawing of the shop's own.
 */
async function imagesOf(db: Db, paths: (string | null)[]): Promise<Map<string, HomeImage>> {
  const images = new Map<string, HomeImage>();
  const prefixes = new Map<string, string>();
  for (const path of paths) {
    if (!path) continue;
    const upload = path.startsWith(MEDIA_URL_PREFIX) ? /^([0-9a-f]{24})-\d+\.webp$/.exec(path.slice(MEDIA_URL_PREFIX.length)) : null;
    if (upload) prefixes.set(path, upload[1]!);
    else images.set(path, { src: path, ...DRAWING, srcset: null });
  }
  if (prefixes.size === 0) return images;
  const rows = await findMediaImagesByHashPrefix(db, [...new Set(prefixes.values())]);
  for (const [path, prefix] of prefixes) {
    const row = rows.find((r) => r.hash.startsWith(prefix));
    if (!row) {
      images.set(path, { src: path, ...DRAWING, srcset: null });
      continue;
    }
    const { srcset } = imageUrls(row.hash, (JSON.parse(row.widths_json) as number[]).map(Number));
    images.set(path, { src: path, width: Number(row.width), height: Number(row.height), srcset });
  }
  return images;
}

export interface HomeSection {
  key: string;
  title: string;
  subtitle: string;
  body: string;
  items: HomeSectionItem[];
  /** The newest products for "new_section"; empty for the other sections. */
  products: ProductSummary[];
}

/** How many new products the "new" section shows. */
const NEW_PRODUCTS = 8;

/** A text in `lang`, or the English one while its translation is missing (the back office flags it). */
function inLanguage<T extends { locale: string }, K extends keyof T>(rows: T[], lang: Lang, field: K): string {
  const own = rows.find((r) => r.locale === lang)?.[field];
  if (typeof own === "string" && own !== "") return own;
  const english = rows.find((r) => r.locale === "en")?.[field];
  return typeof english === "string" ? english : "";
}

async function loadSections(db: Db, lang: Lang, key?: string): Promise<HomeSection[]> {
  const locales = lang === "en" ? ["en"] : [lang, "en"];
  const sections = await findActiveHomeSections(db, key);
  if (sections.length === 0) return [];
  const ids = sections.map((s) => s.id);
  const [texts, items, newest] = await Promise.all([
    findHomeSectionTextsIn(db, ids, locales),
    findHomeSectionItems(db, ids),
    sections.some((s) => s.key === "new_section") ? listNewestProducts(db, lang, NEW_PRODUCTS) : [],
  ]);
  const itemTexts =
    items.length === 0
      ? []
      : await findHomeItemTextsIn(
          db,
          items.map((i) => i.id),
          locales,
        );
  const images = await imagesOf(
    db,
    items.map((i) => i.image_path),
  );
  return sections.map((section) => {
    const own = texts.filter((t) => t.section_id === section.id);
    return {
      key: section.key,
      title: inLanguage(own, lang, "title"),
      subtitle: inLanguage(own, lang, "subtitle"),
      body: inLanguage(own, lang, "body"),
      items: items
        .filter((item) => item.section_id === section.id)
        .map((item) => {
          const words = itemTexts.filter((t) => t.item_id === item.id);
          return {
            id: item.id,
            title: inLanguage(words, lang, "title"),
            body: inLanguage(words, lang, "body"),
            cta_label: inLanguage(words, lang, "cta_label"),
            image_path: item.image_path,
            image: item.image_path ? (images.get(item.image_path) ?? null) : null,
            link_url: item.link_url,
          };
        }),
      products: section.key === "new_section" ? newest : [],
    };
  });
}

/** The home page's active sections in order (slideshow, customers, new_section, …), texts in `lang`. */
export function getHomeSections(db: Db, lang: Lang): Promise<HomeSection[]> {
  return loadSections(db, lang);
}

/** One active home section by key, or undefined. */
export async function getHomeSection(db: Db, lang: Lang, key: HomeSectionKey | string): Promise<HomeSection | undefined> {
  if (!/^[\w-]{1,64}$/.test(key)) return undefined;
  return (await loadSections(db, lang, key))[0];
}
