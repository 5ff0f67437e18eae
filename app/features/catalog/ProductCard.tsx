import type { ProductSummary } from "../../../server/domain/catalog/catalog.service.ts";
import { LocaleLink, useT } from "../../i18n/i18n.tsx";
import { formatMoney } from "../../i18n/formatters.ts";
import { DietaryInfo } from "./DietaryInfo.tsx";
import { ResponsiveImage } from "../../components/ResponsiveImage.tsx";

/** A card's width: half a phone, a third of a tablet, a quarter of the 72rem page (the product grids). */
const CARD_SIZES = "(min-width: 1152px) 270px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw";

export function ProductCard({ product }: { product: ProductSummary }) {
  const t = useT();
  return (
    <LocaleLink
      to={`/${product.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:shadow-md"
    >
      {/* Decorative here: the card's heading names the product, and the product's page describes the picture. */}
      {product.image && <ResponsiveImage image={product.image} alt="" sizes={CARD_SIZES} className="aspect-[4/3] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold leading-snug group-hover:text-brand-dark">{product.name}</h3>
        <p className="mt-auto font-bold text-brand-dark">
          {product.price_max_cents > product.price_cents
            ? t("catalog.priceFrom", { price: formatMoney(product.price_cents) })
            : formatMoney(product.price_cents)}
        </p>
        {product.lead_time_hours > 0 && <p className="text-sm text-crust">{t("catalog.leadTime", { hours: product.lead_time_hours })}</p>}
        <DietaryInfo allergens={product.allergens} diets={product.diets} compact />
      </div>
    </LocaleLink>
  );
}
