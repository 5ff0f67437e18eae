import type { ProductSummary } from "../../../server/domain/catalog/catalog.service.ts";
import { formatPrice, LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { DietaryInfo } from "./DietaryInfo.tsx";

export function ProductCard({ product }: { product: ProductSummary }) {
  const locale = useLocale();
  const t = useT();
  return (
    <LocaleLink
      to={`/${product.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:shadow-md"
    >
      {product.image && (
        <img
          src={product.image.path}
          alt=""
          width={product.image.width}
          height={product.image.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-semibold leading-snug group-hover:text-brand-dark">{product.name}</h3>
        <p className="mt-auto font-bold text-brand-dark">{formatPrice(product.price_cents, locale)}</p>
        {product.lead_time_hours > 0 && (
          <p className="text-sm text-crust">{t("catalog.leadTime", { hours: product.lead_time_hours })}</p>
        )}
        <DietaryInfo allergens={product.allergens} diets={product.diets} compact />
      </div>
    </LocaleLink>
  );
}
