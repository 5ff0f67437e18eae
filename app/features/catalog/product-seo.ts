import type { MetaDescriptor } from "react-router";
import type { Product } from "../../../server/domain/catalog/catalog.service.ts";
import type { Locale } from "../../i18n/config.ts";
import { localizePath } from "../../i18n/config.ts";
import { decimalDollars } from "../../i18n/formatters.ts";
import { translate } from "../../i18n/i18n.tsx";
import { breadcrumbJsonLd, jsonLd, pageMeta } from "../../lib/seo.ts";

/** Title, description, Open Graph, and JSON-LD Product (with its Offer) and BreadcrumbList for a product page. */
export function productMeta(product: Product, locale: Locale, origin: string): MetaDescriptor[] {
  const url = `${origin}${localizePath(`/${product.slug}`, locale)}`;
  const image = product.images[0]?.path ?? product.image?.path ?? null;
  return [
    ...pageMeta({ locale, title: product.name, description: product.summary, path: `/${product.slug}`, origin, image, type: "product" }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.summary,
      sku: product.sku,
      category: product.category.name,
      image: product.images.map((i) => `${origin}${i.path}`),
      brand: { "@type": "Brand", name: translate(locale, "meta.siteName") },
      offers: {
        "@type": "Offer",
        url,
        price: decimalDollars(product.price_cents),
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    }),
    jsonLd(
      breadcrumbJsonLd(
        [
          { name: translate(locale, "catalog.home"), path: "/" },
          { name: translate(locale, "catalog.products"), path: "/products" },
          { name: product.category.name, path: `/products?category=${product.category.slug}` },
          { name: product.name, path: `/${product.slug}` },
        ],
        origin,
        locale,
      ),
    ),
  ];
}
