import type {
  ProductionCategory,
  ProductionProduct,
  ProductionReport as Report,
} from "../../../../server/domain/orders/production.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../i18n/formatters.ts";

// The production report as the kitchen reads it, on a tablet or on paper: each category with its products, the
// quantities large, each cake's inscriptions listed under it. On paper a product is never split across two pages.

function Product({ product }: { product: ProductionProduct }) {
  const t = useT();
  const locale = useLocale();
  const count = (n: number) => formatNumber(n, locale);
  return (
    <li className="break-inside-avoid py-3 print:py-2" data-testid="production-product" data-sku={product.sku}>
      <div className="flex items-baseline justify-between gap-4">
        <p className="min-w-0 text-xl font-bold wrap-break-word">
          {product.name}
          <span className="ml-2 font-mono text-sm font-normal text-crust print:text-black">{product.sku}</span>
          {product.gift_quantity > 0 && (
            <span className="ml-2 text-sm font-semibold text-emerald-800 print:text-black" data-testid="production-gifts">
              ({t("adminProduction.gifts", { count: product.gift_quantity })})
            </span>
          )}
        </p>
        <p
          className="shrink-0 text-4xl font-black tabular-nums"
          data-testid="production-quantity"
          aria-label={t("adminProduction.pieces", { count: product.quantity })}
        >
          {count(product.quantity)}
        </p>
      </div>
      {product.inscriptions.length > 0 && (
        <ul
          className="mt-2 space-y-1 border-l-4 border-brand/60 pl-3 print:border-black"
          aria-label={t("adminProduction.inscriptions")}
          data-testid="production-inscriptions"
        >
          {product.inscriptions.map((inscription) => (
            <li key={inscription.text} className="flex items-baseline justify-between gap-4 text-lg" data-testid="production-inscription">
              <span className="min-w-0 whitespace-pre-line wrap-anywhere">“{inscription.text}”</span>
              <span className="shrink-0 text-2xl font-black tabular-nums" data-testid="production-inscription-quantity">
                × {count(inscription.quantity)}
              </span>
            </li>
          ))}
          {product.without_inscription > 0 && (
            <li className="flex items-baseline justify-between gap-4 text-lg italic" data-testid="production-plain">
              <span>{t("adminProduction.plain")}</span>
              <span className="shrink-0 text-2xl font-black not-italic tabular-nums">× {count(product.without_inscription)}</span>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function Category({ category }: { category: ProductionCategory }) {
  const t = useT();
  const id = `category-${category.slug ?? "other"}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-black/10 bg-white p-4 shadow-sm print:rounded-none print:border-0 print:border-t-2 print:border-black print:p-0 print:pt-2 print:shadow-none"
      data-testid="production-category"
      data-category={category.slug ?? ""}
    >
      <h2 id={id} className="flex flex-wrap items-baseline justify-between gap-x-4 text-2xl font-black break-after-avoid">
        <span>{category.name}</span>
        <span className="text-base font-semibold text-crust print:text-black">
          {t("adminProduction.categoryTotal", { count: category.quantity })}
        </span>
      </h2>
      <ul className="divide-y divide-black/10 print:divide-black/40">
        {category.products.map((product) => (
          <Product key={`${product.product_id ?? product.sku}`} product={product} />
        ))}
      </ul>
    </section>
  );
}

export function ProductionReport({ report }: { report: Report }) {
  const t = useT();
  if (report.categories.length === 0) {
    return (
      <p className="mt-6 rounded-2xl border border-black/10 bg-white p-4 text-lg print:border-black" data-testid="production-empty">
        {t("adminProduction.empty")}
      </p>
    );
  }
  return (
    <div className="mt-6 space-y-4 print:space-y-3" data-testid="production-report">
      {report.categories.map((category) => (
        <Category key={category.slug ?? "other"} category={category} />
      ))}
    </div>
  );
}
