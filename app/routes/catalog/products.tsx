import { Form, useNavigation } from "react-router";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ProductCard } from "../../features/catalog/ProductCard.tsx";
import { localizePath } from "../../i18n/config.ts";
import { pluralOf } from "../../i18n/formatters.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { breadcrumbJsonLd, jsonLd, pageMeta, rootData } from "../../lib/seo.ts";
import type { Route } from "./+types/products";
import { productsLoader } from "./products.server.ts";
import { sharedPageHeaders } from "../../lib/page-cache.ts";

export const loader = productsLoader;

/** The same for every anonymous visitor: shared, and kept rendered by the server. */
export const headers = sharedPageHeaders;

export function meta({ data, matches }: Route.MetaArgs) {
  const locale = data?.locale ?? "en";
  const { origin } = rootData(matches);
  const category = data?.listing.category;
  const filtered = data ? data.search.replace(/^\?/, "") !== "" && !/^category=[\w-]+$/.test(data.search.slice(1)) : false;
  return [
    ...pageMeta({
      locale,
      title: category ? category.name : translate(locale, "catalog.productsTitle"),
      description: category?.description || translate(locale, "catalog.productsIntro"),
      path: category ? `/products?category=${category.slug}` : "/products",
      origin,
      // Filtered and sorted variants are the same products again: keep them out of search engines.
      noindex: filtered,
    }),
    jsonLd(
      breadcrumbJsonLd(
        [
          { name: translate(locale, "catalog.home"), path: "/" },
          { name: translate(locale, "catalog.products"), path: "/products" },
        ],
        origin,
        locale,
      ),
    ),
  ];
}

function pageHref(search: string, page: number, locale: "en" | "vi") {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return localizePath(`/products${query ? `?${query}` : ""}`, locale);
}

function CheckGroup({
  legend,
  name,
  options,
  chosen,
  labelOf,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  chosen: string[];
  labelOf: (v: string) => string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-bold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input type="checkbox" name={name} value={option} defaultChecked={chosen.includes(option)} className="peer sr-only" />
            <span className="inline-block rounded-full bg-white px-3 py-1 text-sm ring-1 ring-black/15 peer-checked:bg-brand-dark peer-checked:text-white peer-checked:ring-brand-dark peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-dark">
              {labelOf(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The products listing: category, "contains / free from" allergens, diets, search, sort, pages. No JavaScript needed. */
export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { listing, search } = loaderData;
  const { filters, facets } = listing;
  const allergen = (a: string) => t(`catalog.allergen.${a}` as MessageKey);
  const diet = (d: string) => t(`catalog.diet.${d}` as MessageKey);
  const filterCount = filters.contains.length + filters.free_from.length + filters.diet.length + (filters.q ? 1 : 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <Breadcrumbs
        crumbs={[
          { name: t("catalog.home"), path: "/" },
          { name: t("catalog.products"), path: "/products" },
          ...(listing.category ? [{ name: listing.category.name, path: `/products?category=${listing.category.slug}` }] : []),
        ]}
      />
      <header className="mt-3 mb-6">
        <h1 className="text-3xl font-black text-ink md:text-4xl">{listing.category?.name ?? t("catalog.productsTitle")}</h1>
        <p className="mt-2 max-w-2xl text-crust">{listing.category?.description || t("catalog.productsIntro")}</p>
        {listing.category?.slug === "cakes" && (
          <aside className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-3xl bg-cream p-4" data-testid="custom-cake-box">
            <p className="font-semibold text-ink">{t("catalog.customCakeBox")}</p>
            <LocaleLink to="/custom-cakes" className="rounded-full bg-brand-dark px-5 py-2.5 font-bold text-white hover:bg-crust">
              {t("catalog.customCakeLink")}
            </LocaleLink>
          </aside>
        )}
      </header>

      <nav aria-label={t("catalog.category")} className="no-scrollbar -mx-4 mb-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          <li>
            <LocaleLink
              to="/products"
              aria-current={!filters.category ? "page" : undefined}
              className={`inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 ${!filters.category ? "bg-ink text-white ring-ink" : "bg-white ring-black/15 hover:text-brand-dark"}`}
            >
              {t("catalog.allCategories")}
            </LocaleLink>
          </li>
          {facets.categories.map((c) => (
            <li key={c.slug}>
              <LocaleLink
                to={`/products?category=${c.slug}`}
                aria-current={filters.category === c.slug ? "page" : undefined}
                className={`inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 ${filters.category === c.slug ? "bg-ink text-white ring-ink" : "bg-white ring-black/15 hover:text-brand-dark"}`}
              >
                {c.name} <span className="opacity-70">({c.count})</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>

      <details className="group mb-6 rounded-2xl bg-white/80 ring-1 ring-black/10" open={filterCount > 0 || undefined}>
        <summary className="cursor-pointer list-none px-4 py-3 font-bold text-ink">
          {t("catalog.filters")}
          {filterCount > 0 && <span className="ml-2 rounded-full bg-brand-dark px-2 py-0.5 text-xs text-white">{filterCount}</span>}
        </summary>
        <Form method="get" action={localizePath("/products", locale)} className="grid gap-5 border-t border-black/10 p-4 md:grid-cols-2">
          {filters.category && <input type="hidden" name="category" value={filters.category} />}
          <div className="space-y-4">
            <label className="block">
              <span className="mb-1.5 block text-sm font-bold text-ink">{t("catalog.search")}</span>
              <input
                type="search"
                name="q"
                defaultValue={filters.q}
                maxLength={100}
                className="w-full rounded-xl border-0 bg-white p-2.5 ring-1 ring-black/15 focus:ring-2 focus:ring-brand-dark"
              />
            </label>
            <label className="block">
              <span className="mb-1.5 block text-sm font-bold text-ink">{t("catalog.sort")}</span>
              <select
                name="sort"
                defaultValue={filters.sort ?? ""}
                className="w-full rounded-xl border-0 bg-white p-2.5 ring-1 ring-black/15 focus:ring-2 focus:ring-brand-dark"
              >
                <option value="">{t("catalog.sort.default")}</option>
                {facets.sorts.map((s) => (
                  <option key={s} value={s}>
                    {t(`catalog.sort.${s}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
            <CheckGroup legend={t("catalog.filterDiet")} name="diet" options={facets.diets} chosen={filters.diet} labelOf={diet} />
          </div>
          <div className="space-y-4">
            <CheckGroup
              legend={t("catalog.filterFreeFrom")}
              name="free_from"
              options={facets.allergens}
              chosen={filters.free_from}
              labelOf={allergen}
            />
            <CheckGroup
              legend={t("catalog.filterContains")}
              name="contains"
              options={facets.allergens}
              chosen={filters.contains}
              labelOf={allergen}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <button type="submit" className="rounded-full bg-brand-dark px-6 py-2.5 font-bold text-white hover:bg-crust">
              {t("catalog.apply")}
            </button>
            {filterCount > 0 && (
              <LocaleLink
                to={filters.category ? `/products?category=${filters.category}` : "/products"}
                className="font-semibold text-brand-dark underline-offset-2 hover:underline"
              >
                {t("catalog.clear")}
              </LocaleLink>
            )}
          </div>
        </Form>
      </details>

      <p className="mb-3 text-sm text-crust" role="status">
        {t(`catalog.results.${pluralOf(listing.total, locale)}`, { count: listing.total })}
      </p>
      {listing.items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-crust ring-1 ring-black/10">{t("catalog.noResults")}</p>
      ) : (
        <ul
          className={`grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 ${navigation.state === "loading" ? "opacity-60" : ""}`}
          data-testid="product-grid"
        >
          {listing.items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}

      {listing.pages > 1 && (
        <nav aria-label={t("catalog.pagination")} className="mt-8 flex items-center justify-center gap-2">
          {listing.page > 1 && (
            <a
              href={pageHref(search, listing.page - 1, locale)}
              rel="prev"
              className="rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-black/15 hover:text-brand-dark"
            >
              {t("catalog.previous")}
            </a>
          )}
          <ol className="flex gap-1">
            {Array.from({ length: listing.pages }, (_, i) => i + 1).map((page) => (
              <li key={page}>
                <a
                  href={pageHref(search, page, locale)}
                  aria-current={page === listing.page ? "page" : undefined}
                  aria-label={t("catalog.goToPage", { page })}
                  className={`flex h-10 w-10 items-center justify-center rounded-full font-semibold ring-1 ${page === listing.page ? "bg-ink text-white ring-ink" : "bg-white ring-black/15 hover:text-brand-dark"}`}
                >
                  {page}
                </a>
              </li>
            ))}
          </ol>
          {listing.page < listing.pages && (
            <a
              href={pageHref(search, listing.page + 1, locale)}
              rel="next"
              className="rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-black/15 hover:text-brand-dark"
            >
              {t("catalog.next")}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
