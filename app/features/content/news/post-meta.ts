import type { MetaDescriptor } from "react-router";
import type { StaticPage } from "../../../../server/domain/content/pages.service.ts";
import type { Post } from "../../../../server/domain/content/posts.service.ts";
import { LOCALE_TAGS, localizePath, type Locale } from "../../../i18n/config.ts";
import { translate } from "../../../i18n/i18n.tsx";
import { breadcrumbJsonLd, jsonLd, pageMeta as basicMeta } from "../../../lib/seo.ts";

/** The SEO title and description staff gave a post or page ("" for none: the title and excerpt or summary serve). */
export interface ContentSeo {
  title: string;
  description: string;
}

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** schema.org Article for a news post, published by the bakery. */
export function articleJsonLd(post: Post, locale: Locale, origin: string): Record<string, unknown> {
  const url = `${origin}${localizePath(`/${post.slug}`, locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: clip(post.excerpt),
    datePublished: post.published_at,
    dateModified: post.updated_at,
    inLanguage: LOCALE_TAGS[locale],
    author: { "@type": "Person", name: post.author },
    ...(post.image_path ? { image: [absolute(origin, post.image_path)] } : {}),
    publisher: {
      "@type": "Bakery",
      name: translate(locale, "meta.siteName"),
      url: `${origin}${localizePath("/", locale)}`,
      logo: { "@type": "ImageObject", url: `${origin}/images/logo.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}

/**
 * A post page's meta: title, description, Open Graph (article), and the Article and BreadcrumbList JSON-LD.
 * React Router renders JSON-LD as <script type="application/ld+json">, a data block the CSP does not run.
 * `origin` is the root loader's `origin` (the public URL).
 */
export function postMeta(post: Post, locale: Locale, origin: string, seo?: ContentSeo | null): MetaDescriptor[] {
  return [
    ...basicMeta({
      locale,
      title: seo?.title || post.title,
      description: clip(seo?.description || post.excerpt),
      path: `/${post.slug}`,
      origin,
      image: post.image_path,
      type: "article",
    }),
    { property: "article:published_time", content: post.published_at },
    { property: "article:modified_time", content: post.updated_at },
    { property: "article:author", content: post.author },
    jsonLd(articleJsonLd(post, locale, origin)),
    jsonLd(
      breadcrumbJsonLd(
        [
          { name: translate(locale, "news.home"), path: "/" },
          { name: translate(locale, "news.news"), path: "/news" },
          { name: post.title, path: `/${post.slug}` },
        ],
        origin,
        locale,
      ),
    ),
  ];
}

/** A plain page's meta (about us, refund policy …): title, description, Open Graph and its BreadcrumbList. */
export function pageMeta(page: StaticPage, locale: Locale, origin: string, seo?: ContentSeo | null): MetaDescriptor[] {
  return [
    ...basicMeta({
      locale,
      title: seo?.title || page.title,
      description: clip(seo?.description || page.summary || page.title),
      path: `/${page.slug}`,
      origin,
    }),
    jsonLd(
      breadcrumbJsonLd(
        [
          { name: translate(locale, "news.home"), path: "/" },
          { name: page.title, path: `/${page.slug}` },
        ],
        origin,
        locale,
      ),
    ),
  ];
}
