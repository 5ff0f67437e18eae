import type { Db } from "../../db/index.ts";
import {
  findPublishedCampaignSlugs,
  findPublishedPageSlugs,
  findPublishedProductSlugs,
  findVisiblePostSlugs,
} from "./sitemap.repository.ts";

export interface SitemapEntry {
  /** Locale-free path, e.g. "/banh-mi-dac-biet". */
  path: string;
  lastModified?: string;
}

const STATIC_PATHS = ["/", "/products", "/news", "/contact", "/delivery", "/custom-cakes"];

/** Every public page once (products and posts that are published, plain pages, seasonal pre-orders, and the listings). */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [products, posts, pages, campaigns] = await Promise.all([
    findPublishedProductSlugs(db),
    findVisiblePostSlugs(db, new Date().toISOString()),
    findPublishedPageSlugs(db),
    findPublishedCampaignSlugs(db),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...[...products, ...posts, ...pages, ...campaigns].map((row) => ({ path: `/${row.slug}`, lastModified: row.updated_at })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** A sitemap listing each page in English and Vietnamese, each with its hreflang alternates. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const en = `${origin}${path}`;
    const vi = `${origin}${path === "/" ? "/vi" : `/vi${path}`}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="vi" href="${escapeXml(vi)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
    ].join("");
    const modified = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : "";
    return [en, vi].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}
