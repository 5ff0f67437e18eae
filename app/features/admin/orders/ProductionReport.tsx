import type {
  ProductionCategory,
  ProductionCounts,
  ProductionProduct,
  ProductionReport as Report,
} from "../../../../server/domain/orders/production.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../i18n/formatters.ts";

// The production report as the kitchen reads it, on a tablet or on paper: each category with its products, the
// quantities large; under a product its variants ("8 inch · Pandan × 2"), the add-ons to make with their counts
// ("No cilantro 5 · Fried egg 3"), each cake's inscriptions and the notes for the kitchen. On paper a product is never
// split across two pages.

/** The add-ons, the inscriptions and the notes of a product without variants, or of one variant. */
function Details({ counts }: { counts: ProductionCounts }) {
  const t = useT();
  const locale = useLocale();
  const count = (n: number) => formatNumber(n, locale);
  return (
    <>
      {counts.choices.length > 0 && (
        <ul
          className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-lg"
          aria-label={t("adminProduction.choices")}
          data-testid="production-choices"
        >
          {counts.choices.map((choice) => (
            <li key={choice.choice_id} data-testid="production-choice" data-choice-id={choice.choice_id}>
              <span className="wrap-anywhere">{choice.label}</span>{" "}
              <strong className="text-xl font-black tabular-nums" data-testid="production-choice-quantity">
                {count(choice.quantity)}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {counts.inscriptions.length > 0 && (
        <ul
          className="mt-2 space-y-1 border-l-4 border-brand/60 pl-3 print:border-black"
          aria-label={t("adminProduction.inscriptions")}
          data-testid="production-inscriptions"
        >
          {counts.inscriptions.map((inscription) => (
            <li key={inscription.text} className="flex items-baseline justify-between gap-4 text-lg" data-testid="production-inscription">
              <span className="min-w-0 whitespace-pre-line wrap-anywhere">“{inscription.text}”</span>
              <span className="shrink-0 text-2xl font-black tabular-nums" data-testid="production-inscription-quantity">
                × {count(inscription.quantity)}
              </span>
            </li>
          ))}
          {counts.without_inscription > 0 && (
            <li className="flex items-baseline justify-between gap-4 text-lg italic" data-testid="production-plain">
              <span>{t("adminProduction.plain")}</span>
              <span className="shrink-0 text-2xl font-black not-italic tabular-nums">× {count(counts.without_inscription)}</span>
            </li>
          )}
        </ul>
      )}
      {counts.notes.length > 0 && (
        <ul
          className="mt-2 space-y-1 border-l-4 border-amber-400 pl-3 print:border-dashed print:border-black"
          aria-label={t("adminProduction.notes")}
          data-testid="production-notes"
        >
          {counts.notes.map((note) => (
            <li key={note.text} className="flex items-baseline justify-between gap-4" data-testid="production-note">
              <span className="min-w-0 whitespace-pre-line wrap-anywhere">{t("adminProduction.note", { note: note.text })}</span>
              <span className="shrink-0 text-xl font-black tabular-nums" data-testid="production-note-quantity">
                × {count(note.quantity)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Product({ product }: { product: ProductionProduct }) {
  const t = useT();
  const locale = useLocale();
  const count = (n: number) => formatNumber(n, locale);
  // A product without options has one variant without a label: its details go straight under it.
  const byVariant = product.variants.some((variant) => variant.label !== null);
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
      {byVariant ? (
        <ul className="mt-1 space-y-2 pl-3" aria-label={t("adminProduction.variants")} data-testid="production-variants">
          {product.variants.map((variant) => (
            <li
              key={variant.variant_id ?? `label:${variant.label ?? ""}`}
              className="break-inside-avoid border-t border-black/10 pt-1 first:border-t-0 first:pt-0 print:border-black/40"
              data-testid="production-variant"
              data-sku={variant.sku}
            >
              <div className="flex items-baseline justify-between gap-4">
                <p className="min-w-0 text-lg font-bold wrap-break-word">
                  <span aria-hidden="true">→ </span>
                  {variant.label ?? t("adminProduction.noVariant")}
                  <span className="ml-2 font-mono text-sm font-normal text-crust print:text-black">{variant.sku}</span>
                </p>
                <p className="shrink-0 text-2xl font-black tabular-nums" data-testid="production-variant-quantity">
                  × {count(variant.quantity)}
                </p>
              </div>
              <Details counts={variant} />
            </li>
          ))}
        </ul>
      ) : (
        <Details counts={product} />
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
