import type { MetaDescriptor } from "react-router";
import type { Product } from "../../../server/domain/catalog/catalog.service.ts";
import type { Locale } from "../../i18n/config.ts";
import { localizePath } from "../../i18n/config.ts";
import { decimalDollars } from "../../i18n/formatters.ts";
import { translate } from "../../i18n/i18n.tsx";
import { breadcrumbJsonLd, jsonLd, pageMeta } from "../../lib/seo.ts";
import type { CampaignState } from "../../../server/domain/campaigns/campaign-rules.shared.ts";

/** A seasonal product is a pre-order while its campaign's window is open, and cannot be ordered before or after. */
const offer = (url: string, priceCents: number, available: boolean, campaign: CampaignState | null) => ({
  "@type": "Offer",
  url,
  price: decimalDollars(priceCents),
  priceCurrency: "USD",
  availability:
    available && campaign === "open"
      ? "https://schema.org/PreOrder"
      : available && campaign === null
        ? "https://schema.org/InStock"
        : "https://schema.org/OutOfStock",
  itemCondition: "https://schema.org/NewCondition",
});

/**
 * A Product with its Offer; a product with options is a ProductGroup whose variants are Products of their own, each
 * with its SKU, the values that make it and its offer at its own address (`?variant=`, which opens it chosen).
 */
export function productJsonLd(product: Product, locale: Locale, origin: string, url: string, campaign: CampaignState | null = null) {
  const common = {
    "@context": "https://schema.org",
    name: product.name,
    description: product.summary,
    category: product.category.name,
    image: product.images.map((i) => `${origin}${i.path}`),
    brand: { "@type": "Brand", name: translate(locale, "meta.siteName") },
  };
  if (product.options.length === 0) {
    return { ...common, "@type": "Product", sku: product.sku, offers: offer(url, product.price_cents, true, campaign) };
  }
  return {
    ...common,
    "@type": "ProductGroup",
    productGroupID: product.sku,
    variesBy: product.options.map((o) => o.name),
    hasVariant: product.variants.map((v) => {
      const labels = product.options.map((o, i) => o.values.find((value) => value.id === v.option_values[i])?.label ?? "");
      return {
        "@type": "Product",
        sku: v.sku,
        name: `${product.name} (${labels.join(" · ")})`,
        additionalProperty: product.options.map((o, i) => ({ "@type": "PropertyValue", name: o.name, value: labels[i] })),
        offers: offer(`${url}?variant=${v.id}`, v.price_cents, v.available, campaign),
      };
    }),
  };
}

/**
 * Title, description, Open Graph, and JSON-LD Product (or ProductGroup, with options) and BreadcrumbList for a product
 * page; `campaign`: where the window of the seasonal campaign that sells it stands.
 */
export function productMeta(product: Product, locale: Locale, origin: string, campaign: CampaignState | null = null): MetaDescriptor[] {
  const url = `${origin}${localizePath(`/${product.slug}`, locale)}`;
  const image = product.images[0]?.path ?? product.image?.path ?? null;
  return [
    ...pageMeta({ locale, title: product.name, description: product.summary, path: `/${product.slug}`, origin, image, type: "product" }),
    jsonLd(productJsonLd(product, locale, origin, url, campaign)),
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
