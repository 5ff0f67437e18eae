import type { Db } from "../../db/index.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import * as repo from "./catalog.repository.ts";
import { ALLERGENS, DIETS, PRODUCT_SORTS, type Allergen, type Diet, type ProductFilters, type ProductSort } from "./catalog.schema.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { configurationView, type ConfigurationView } from "./configuration-view.ts";
import { productConfigurations, shopDateAt } from "./configurations.ts";
import { ContentCache, currentContentVersion } from "./content-cache.ts";
import { noteKindOf, type NoteKind } from "./note-kind.ts";
import { srcsetOf } from "./product-images.service.ts";
import { searchWords } from "./search-text.ts";

export interface ProductImage {
  /** The picture for a browser without srcset: a drawing of the shop's, or an upload's WebP copy. */
  path: string;
  width: number;
  height: number;
  /** What it shows, in the request's language; empty when staff gave none (say the product's name instead). */
  alt: string;
  /** An uploaded photo's copies as srcset values (server/domain/media); null for a drawing. */
  srcset: { avif: string; webp: string } | null;
}

export interface ProductSummary {
  id: number;
  slug: string;
  sku: string;
  name: string;
  summary: string;
  /** The category's slug. */
  category: string;
  /** The category's name in the request's language. */
  category_name: string;
  /** Integer cents (USD). */
  price_cents: number;
  /** The same price in dollars, for clients that want a number to format. */
  price: number;
  /** The highest price of its variants on sale: "from $X" when it differs from `price_cents`. */
  price_max_cents: number;
  price_max: number;
  /** Chosen by size, flavour…: the shopper picks a variant on its page. */
  has_options: boolean;
  currency: "USD";
  lead_time_hours: number;
  daily_capacity: number | null;
  featured: boolean;
  allergens: string[];
  diets: string[];
  image: ProductImage | null;
}

/** One product's page: everything on its card, plus its story, all its pictures and a few products like it. */
export interface Product extends Omit<ProductSummary, "category" | "category_name"> {
  category: { slug: string; name: string };
  /** What a note added to it is: a cake's inscription, or a note for the kitchen. */
  note_kind: NoteKind;
  description: string;
  /** What it is made of, in the language asked for; '' when the shop has not given them. */
  ingredients: string;
  images: ProductImage[];
  /** Up to 4 other published products of the same category. */
  related: ProductSummary[];
  /** Its options (Size, Flavour) and their values; [] for a product without options. */
  options: ConfigurationView["options"];
  /** Every combination of option values, or the one default variant of a product without options. */
  variants: ConfigurationView["variants"];
  /** The add-ons offered (Extras, Sweetness, Choose 6). */
  modifier_groups: ConfigurationView["modifier_groups"];
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  image_path: string | null;
  /** Published products in it. */
  product_count: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
}

export interface ProductListQuery extends ProductFilters {
  lang: Lang;
  page: number;
  perPage: number;
}

/** The product list page: a page of products, the filters in force and what the filter panel offers. */
export interface ProductListing extends Page<ProductSummary> {
  /** The category the list is narrowed to; null when none was asked for or the slug names none. */
  category: Category | null;
  filters: {
    category: string | null;
    contains: Allergen[];
    free_from: Allergen[];
    diet: Diet[];
    q: string;
    sort: ProductSort | null;
  };
  facets: {
    /** Every category, with how many products match the other filters in it. */
    categories: { slug: string; name: string; count: number }[];
    allergens: readonly Allergen[];
    diets: readonly Diet[];
    sorts: readonly ProductSort[];
  };
}

type ProductDetails = Awaited<ReturnType<typeof repo.findProductDetails>>;

function pictureOf(image: ProductDetails["images"][number]): ProductImage {
  return { path: image.path, width: Number(image.width), height: Number(image.height), alt: image.alt ?? "", srcset: srcsetOf(image) };
}

function summarize(row: repo.ProductRow, details: ProductDetails): ProductSummary {
  const image = details.images.find((i) => i.product_id === row.id);
  const prices = details.prices.find((p) => p.product_id === row.id);
  const priceMax = Math.max(row.price_cents, Number(prices?.max_cents ?? row.price_cents));
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    summary: row.summary,
    category: row.category_slug,
    category_name: row.category_name,
    price_cents: row.price_cents,
    price: dollars(row.price_cents),
    price_max_cents: priceMax,
    price_max: dollars(priceMax),
    has_options: prices !== undefined && Number(prices.is_default) === 0,
    currency: "USD",
    lead_time_hours: row.lead_time_hours,
    daily_capacity: row.daily_capacity,
    featured: row.is_featured === 1,
    allergens: details.allergens
      .filter((a) => a.product_id === row.id)
      .map((a) => a.allergen)
      .sort(),
    diets: details.diets
      .filter((d) => d.product_id === row.id)
      .map((d) => d.diet)
      .sort(),
    image: image ? pictureOf(image) : null,
  };
}

async function toSummaries(db: Db, rows: repo.ProductRow[], lang: Lang): Promise<ProductSummary[]> {
  const details = await repo.findProductDetails(
    db,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((row) => summarize(row, details));
}

type ListedRow = Awaited<ReturnType<typeof repo.findFilteredProducts>>[number];

/**
 * Sorting happens here rather than in SQL so that "name" follows the request language's alphabet
 * (Vietnamese: a ă â b c d đ …) identically on SQLite and PostgreSQL, whose collations differ.
 */
function productOrder(sort: ProductSort | undefined, lang: Lang, searching: boolean) {
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  const shopOrder = (a: ListedRow, b: ListedRow) => a.position - b.position || a.id - b.id;
  switch (sort) {
    case "price_asc":
      return (a: ListedRow, b: ListedRow) => a.price_cents - b.price_cents || shopOrder(a, b);
    case "price_desc":
      return (a: ListedRow, b: ListedRow) => b.price_cents - a.price_cents || shopOrder(a, b);
    case "newest":
      return (a: ListedRow, b: ListedRow) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id);
    case "name":
      return (a: ListedRow, b: ListedRow) => collator.compare(a.name, b.name) || a.id - b.id;
    default:
      return searching ? (a: ListedRow, b: ListedRow) => Number(a.search_rank) - Number(b.search_rank) || shopOrder(a, b) : shopOrder;
  }
}

// The catalog's answers depend on nothing but what staff change: each is made once per content version (read-only
// for callers). Searches and filters can be typed endlessly; the least recently used of them go.
const listings = new ContentCache<ProductListing>(200);
const products = new ContentCache<Product | undefined>(500);
const categoryLists = new ContentCache<Category[]>(10);
const newest = new ContentCache<ProductSummary[]>(10);

/**
 * A page of published products in `lang`, narrowed by category (slug), allergens it contains, allergens it is
 * free from, diets (all must apply) and a search (accent-insensitive, in either language), sorted by `sort`.
 */
export function listProducts(db: Db, query: ProductListQuery): Promise<ProductListing> {
  const key = JSON.stringify([
    query.lang,
    query.category,
    query.contains,
    query.freeFrom,
    query.diets,
    query.q,
    query.sort,
    query.page,
    query.perPage,
  ]);
  return listings.get(db, key, () => makeListing(db, query));
}

async function makeListing(db: Db, query: ProductListQuery): Promise<ProductListing> {
  const words = searchWords(query.q ?? "");
  const [rows, categories] = await Promise.all([
    repo.findFilteredProducts(db, {
      lang: query.lang,
      contains: query.contains,
      freeFrom: query.freeFrom,
      diets: query.diets,
      words,
    }),
    listCategories(db, query.lang),
  ]);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.category_slug, (counts.get(row.category_slug) ?? 0) + 1);

  const category = query.category ? (categories.find((c) => c.slug === query.category) ?? null) : null;
  const matching = query.category ? rows.filter((row) => row.category_slug === query.category) : rows;
  matching.sort(productOrder(query.sort, query.lang, words.length > 0));
  const start = (query.page - 1) * query.perPage;

  return {
    items: await toSummaries(db, matching.slice(start, start + query.perPage), query.lang),
    total: matching.length,
    page: query.page,
    per_page: query.perPage,
    pages: Math.max(1, Math.ceil(matching.length / query.perPage)),
    category,
    filters: {
      category: query.category || null,
      contains: [...(query.contains ?? [])],
      free_from: [...(query.freeFrom ?? [])],
      diet: [...(query.diets ?? [])],
      q: query.q ?? "",
      sort: query.sort ?? null,
    },
    facets: {
      categories: categories.map((c) => ({ slug: c.slug, name: c.name, count: counts.get(c.slug) ?? 0 })),
      allergens: ALLERGENS,
      diets: DIETS,
      sorts: PRODUCT_SORTS,
    },
  };
}

/** Published product cards by id, in the order of `ids` (a campaign's products). */
export async function productSummariesByIds(db: Db, lang: Lang, ids: readonly number[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const summaries = await toSummaries(db, await repo.findProductsByIds(db, lang, ids), lang);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest published products, for the home page's "new" section. */
export function listNewestProducts(db: Db, lang: Lang, limit = 8): Promise<ProductSummary[]> {
  return newest.get(db, `${lang}:${limit}`, async () => toSummaries(db, await repo.findNewestProducts(db, lang, limit), lang));
}

/** What a slug can look like; anything else (control characters, slashes) cannot name a product, post or page. */
export function isSlug(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,200}$/.test(value);
}

/** A published product by slug, with its images, category and related products; undefined when there is none. */
export async function getProduct(db: Db, lang: Lang, slug: string, now = new Date()): Promise<Product | undefined> {
  if (!isSlug(slug)) return undefined;
  // Kept per shop date too: what is out today can be chosen again tomorrow.
  const version = await currentContentVersion(db);
  const today = await shopDateAt(db, now, version);
  return products.get(db, `${lang}:${slug}:${today}`, () => makeProduct(db, lang, slug, today), version);
}

async function makeProduct(db: Db, lang: Lang, slug: string, today: string): Promise<Product | undefined> {
  const row = await repo.findProductBySlug(db, lang, slug);
  if (!row) return undefined;
  const [details, related, configs] = await Promise.all([
    repo.findProductDetails(db, [row.id], lang),
    getRelatedProducts(db, lang, { id: row.id, category_id: row.category_id }),
    productConfigurations(db, today),
  ]);
  const config = configs.get(row.id);
  const { options, variants, modifier_groups } = config
    ? configurationView(config, lang, row.price_cents)
    : { options: [], variants: [], modifier_groups: [] };
  const { category: _slug, category_name: _name, ...card } = summarize(row, details);
  return {
    ...card,
    category: { slug: row.category_slug, name: row.category_name },
    note_kind: noteKindOf(row.category_slug),
    // Rich text from the back office, sanitised again on the way out like news posts (seeded descriptions are plain text).
    description: sanitizeRichText(row.description),
    ingredients: row.ingredients,
    images: details.images.map(pictureOf),
    related,
    options,
    variants,
    modifier_groups,
  };
}

/** Up to `limit` other published products of the product's category, in the shop's order. */
export async function getRelatedProducts(
  db: Db,
  lang: Lang,
  product: { id: number; category_id: number },
  limit = 4,
): Promise<ProductSummary[]> {
  return toSummaries(db, await repo.findProductsOfCategory(db, lang, product.category_id, product.id, limit), lang);
}

export function listCategories(db: Db, lang: Lang): Promise<Category[]> {
  return categoryLists.get(db, lang, () => makeCategories(db, lang));
}

async function makeCategories(db: Db, lang: Lang): Promise<Category[]> {
  const rows = await repo.findCategories(db, lang);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image_path: row.image_path,
    product_count: Number(row.product_count ?? 0),
  }));
}
