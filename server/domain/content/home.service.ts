import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { listNewestProducts, type ProductSummary } from "../catalog/catalog.service.ts";

export const HOME_SECTION_KEYS = [
  "slideshow",
  "customers",
  "new_section",
  "why_choose_us",
  "about_section",
  "features_slider",
] as const;
export type HomeSectionKey = (typeof HOME_SECTION_KEYS)[number];

/** A slide, a testimonial, a reason to choose us, a feature … */
export interface HomeSectionItem {
  id: number;
  title: string;
  body: string;
  /** Button text; "" when the item has no button. */
  cta_label: string;
  image_path: string | null;
  /** Internal path without locale prefix ("/products?category=cakes") or null. */
  link_url: string | null;
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

async function loadSections(db: Db, lang: Lang, key?: string): Promise<HomeSection[]> {
  let query = db
    .selectFrom("home_sections as s")
    .innerJoin("home_section_translations as t", (j) => j.onRef("t.section_id", "=", "s.id").on("t.locale", "=", lang))
    .select(["s.id", "s.key", "t.title", "t.subtitle", "t.body"])
    .where("s.is_active", "=", 1)
    .orderBy("s.position")
    .orderBy("s.id");
  if (key !== undefined) query = query.where("s.key", "=", key);
  const sections = await query.execute();
  if (sections.length === 0) return [];
  const [items, newest] = await Promise.all([
    db
      .selectFrom("section_items as i")
      .innerJoin("section_item_translations as t", (j) => j.onRef("t.item_id", "=", "i.id").on("t.locale", "=", lang))
      .select(["i.id", "i.section_id", "i.image_path", "i.link_url", "t.title", "t.body", "t.cta_label"])
      .where(
        "i.section_id",
        "in",
        sections.map((s) => s.id),
      )
      .orderBy("i.position")
      .orderBy("i.id")
      .execute(),
    sections.some((s) => s.key === "new_section") ? listNewestProducts(db, lang, NEW_PRODUCTS) : [],
  ]);
  return sections.map((section) => ({
    key: section.key,
    title: section.title,
    subtitle: section.subtitle,
    body: section.body,
    items: items
      .filter((item) => item.section_id === section.id)
      .map(({ section_id: _section, ...item }) => item),
    products: section.key === "new_section" ? newest : [],
  }));
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
