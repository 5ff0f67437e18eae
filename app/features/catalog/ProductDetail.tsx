import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Product } from "../../../server/domain/catalog/catalog.service.ts";
import { LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { formatMoney } from "../../i18n/formatters.ts";
import { AddToCartForm } from "../cart/AddToCartForm.tsx";
import { Breadcrumbs } from "./Breadcrumbs.tsx";
import { DietaryInfo } from "./DietaryInfo.tsx";
import { ProductCard } from "./ProductCard.tsx";
import { initialChoices, type Choices } from "./product-choices.ts";
import { RichText } from "../content/news/RichText.tsx";
import { ResponsiveImage } from "../../components/ResponsiveImage.tsx";
import type { CampaignBrief } from "../campaigns/campaign-types.ts";
import { pickupRangeWords, windowWords } from "../campaigns/campaign-words.ts";

export function productCrumbs(product: Product, t: ReturnType<typeof useT>) {
  return [
    { name: t("catalog.home"), path: "/" },
    { name: t("catalog.products"), path: "/products" },
    { name: product.category.name, path: `/products?category=${product.category.slug}` },
    { name: product.name, path: `/${product.slug}` },
  ];
}

function Gallery({ product }: { product: Product }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const image = product.images[current] ?? product.images[0];
  if (!image) return null;
  return (
    <section aria-label={t("catalog.gallery", { name: product.name })}>
      <ResponsiveImage
        image={image}
        alt={image.alt || product.name}
        sizes="(min-width: 1152px) 560px, (min-width: 768px) 48vw, 100vw"
        loading="eager"
        className="aspect-[4/3] w-full rounded-3xl bg-white object-cover shadow-sm ring-1 ring-black/5"
      />
      {product.images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {product.images.map((img, i) => (
            <li key={img.path}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t("catalog.showImage", { index: i + 1, count: product.images.length })}
                aria-current={i === current ? "true" : undefined}
                className={`overflow-hidden rounded-xl ring-2 ${i === current ? "ring-brand-dark" : "ring-transparent"}`}
              >
                <ResponsiveImage image={img} alt="" sizes="96px" className="h-18 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a refused add without JavaScript sent back to the page (slug.server.ts). */
export interface AddRefused {
  message: string;
  errors: Record<string, readonly string[]>;
  choices: Choices;
  quantity: number;
  note: string;
}

/**
 * A seasonal product's campaign: which one sells it, with a link to its page, and where its window stands as of the
 * render (`now`); while it is open, when the pre-order is picked up.
 */
function CampaignNote({ campaign, now }: { campaign: CampaignBrief; now: string }) {
  const t = useT();
  const locale = useLocale();
  const range = campaign.state === "open" ? pickupRangeWords(campaign.pickup_dates, locale) : null;
  return (
    <div className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-brand-dark/30" data-testid="product-campaign">
      <p>
        {t("campaigns.product.partOf")}{" "}
        <LocaleLink to={`/${campaign.slug}`} className="font-bold text-brand-dark underline hover:text-crust">
          {campaign.name}
        </LocaleLink>
      </p>
      <p className="font-semibold">{windowWords(campaign, new Date(now), campaign.time_zone, locale)}</p>
      {range && <p className="text-lg font-bold text-ink">{range}</p>}
      {campaign.state === "upcoming" && <p className="text-crust">{t("campaigns.product.notOpen")}</p>}
      {campaign.state === "closed" && <p className="text-crust">{t("campaigns.product.closed")}</p>}
    </div>
  );
}

/**
 * A product's page: gallery, price, allergens and diets, lead time, options and add-ons, quantity and note, related
 * products. A seasonal product names its campaign, and is offered to the cart only while the campaign's window is open.
 */
export function ProductDetail({
  product,
  refused,
  campaign = null,
  now = "",
}: {
  product: Product;
  refused?: AddRefused | undefined;
  campaign?: CampaignBrief | null;
  /** The render's instant (the loader's), for the campaign's window. */
  now?: string;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const configurable = product.options.length > 0 || product.modifier_groups.length > 0;
  // A shared address (?variant=12) opens with that variant chosen.
  const variantParam = Number(params.get("variant"));
  const choices = refused?.choices ?? initialChoices(product, Number.isInteger(variantParam) ? variantParam : null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <Breadcrumbs crumbs={productCrumbs(product, t)} />
      <article className="mt-4 grid gap-8 md:grid-cols-2">
        <Gallery product={product} />
        <div className="space-y-5">
          <header>
            <p className="text-sm font-bold uppercase tracking-wider text-brand-dark">{product.category.name}</p>
            <h1 className="mt-1 text-3xl font-black leading-tight text-ink md:text-4xl">{product.name}</h1>
            <p className="mt-3 text-2xl font-black text-brand-dark" data-testid="price">
              {product.price_max_cents > product.price_cents
                ? t("catalog.priceFrom", { price: formatMoney(product.price_cents) })
                : formatMoney(product.price_cents)}
            </p>
          </header>
          <p className="text-lg text-crust">{product.summary}</p>
          {/* A seasonal product is collected on its campaign's pickup days: its notice and daily count are not the point. */}
          {!campaign && (
            <p
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold ring-1 ring-black/10"
              data-testid="lead-time"
            >
              {product.lead_time_hours > 0 ? t("catalog.leadTime", { hours: product.lead_time_hours }) : t("catalog.leadTimeNone")}
              {product.daily_capacity !== null && (
                <span className="text-crust">· {t("catalog.dailyCapacity", { count: product.daily_capacity })}</span>
              )}
            </p>
          )}
          {campaign && <CampaignNote campaign={campaign} now={now} />}
          {(!campaign || campaign.state === "open") && (
            <AddToCartForm
              productId={product.id}
              noteKind={product.note_kind}
              dailyCapacity={product.daily_capacity}
              configurable={configurable ? { product, choices } : undefined}
              initial={refused}
            />
          )}
          <DietaryInfo allergens={product.allergens} diets={product.diets} ingredients={product.ingredients} />
          {/* Sanitised rich text (catalog.service.ts); a plain description keeps its line breaks. */}
          <div data-testid="product-description">
            <RichText html={product.description} className="whitespace-pre-line" />
          </div>
        </div>
      </article>
      {product.related.length > 0 && (
        <section aria-labelledby="related" className="js-scrollin mt-14">
          <h2 id="related" className="mb-4 text-2xl font-black">
            {t("catalog.related")}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {product.related.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
