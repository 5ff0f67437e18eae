import type { MetaDescriptor } from "react-router";
import type { ShopInfo } from "../../server/domain/content/theme.service.ts";
import { DEFAULT_LOCALE, LOCALE_TAGS, localizePath, type Locale } from "../i18n/config.ts";
import { translate } from "../i18n/i18n.tsx";

interface RootData {
  /** The page's language, as the request's context set it (server/load-context.ts). */
  locale: Locale;
  origin: string;
  shop: ShopInfo | null;
}

/** The root loader's data as a page's `meta` sees it (its language, origin for absolute URLs, the shop for JSON-LD). */
export function rootData(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData {
  const root = matches.find((m) => m?.id === "root")?.data as Partial<RootData> | undefined;
  return { locale: root?.locale ?? DEFAULT_LOCALE, origin: root?.origin ?? "", shop: root?.shop ?? null };
}

/** The page's language for its `meta`: the one its request was served in (meta has no context of its own). */
export function metaLocale(matches: Parameters<typeof rootData>[0]): Locale {
  return rootData(matches).locale;
}

export interface PageMetaInput {
  locale: Locale;
  title: string;
  description: string;
  /** Locale-free path of the page. */
  path: string;
  origin: string;
  image?: string | null;
  type?: "website" | "article" | "product";
  noindex?: boolean;
}

/** Title, description, Open Graph and Twitter tags for a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const siteName = translate(input.locale, "meta.siteName");
  const title = input.title.includes(siteName) ? input.title : `${input.title} · ${siteName}`;
  const url = `${input.origin}${localizePath(input.path, input.locale)}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: LOCALE_TAGS[input.locale].replace("-", "_") },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) meta.push({ property: "og:image", content: `${input.origin}${input.image}` });
  if (input.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org Bakery (a LocalBusiness) with address, phone and opening hours. */
export function bakeryJsonLd(shop: ShopInfo, origin: string, locale: Locale): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Bakery",
    name: shop.name,
    description: shop.tagline,
    url: `${origin}${localizePath("/", locale)}`,
    logo: `${origin}/images/logo.svg`,
    image: `${origin}/images/logo.svg`,
    telephone: `+1 ${shop.phone}`,
    email: shop.email,
    priceRange: "$",
    servesCuisine: "Vietnamese",
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address.street,
      addressLocality: shop.address.city,
      addressRegion: shop.address.state,
      postalCode: shop.address.zip,
      addressCountry: "US",
    },
    openingHoursSpecification: shop.opening_hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: DAY_NAMES[h.day],
      opens: h.opens,
      closes: h.closes,
    })),
  };
}

/** schema.org BreadcrumbList from [name, locale-free path] pairs. */
export function breadcrumbJsonLd(crumbs: { name: string; path: string }[], origin: string, locale: Locale): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${localizePath(crumb.path, locale)}`,
    })),
  };
}
