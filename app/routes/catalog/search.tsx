import { Form } from "react-router";
import { pluralOf } from "../../i18n/formatters.ts";
import { Pagination } from "../../ui/Pagination.tsx";
import { SEARCH_MAX_LENGTH } from "../../features/search/HeaderSearch.tsx";
import { SearchIcon } from "../../features/search/SearchIcon.tsx";
import { SearchResults } from "../../features/search/SearchResults.tsx";
import { localizePath } from "../../i18n/config.ts";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import { pageMeta, rootData } from "../../lib/seo.ts";
import type { Route } from "./+types/search";
import { searchLoader } from "./search.server.ts";

export const loader = searchLoader;

/** Search results change with the shop's menu and any query: never worth indexing. */
export function headers() {
  return { "X-Robots-Tag": "noindex" };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const locale = data?.locale ?? "en";
  return pageMeta({
    locale,
    title: data?.q ? translate(locale, "search.metaTitleQuery", { q: data.q }) : translate(locale, "search.metaTitle"),
    description: translate(locale, "search.metaDescription"),
    path: "/search",
    origin: rootData(matches).origin,
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, q, results } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
      <h1 id="search-heading" className="text-3xl font-black leading-tight text-ink md:text-4xl">
        {q ? t("search.resultsFor", { q }) : t("search.title")}
      </h1>
      <Form method="get" action={localizePath("/search", locale)} role="search" aria-labelledby="search-heading" className="mt-5 max-w-xl">
        <label htmlFor="search-page-q" className="font-semibold">
          {t("search.label")}
        </label>
        <div className="mt-1 flex items-center gap-2 rounded-full border border-black/20 bg-white pl-4 pr-1 shadow-inner focus-within:ring-2 focus-within:ring-brand">
          <input
            key={q}
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t("search.placeholder")}
            enterKeyHint="search"
            aria-describedby="search-page-hint"
            className="h-12 min-w-0 flex-1 bg-transparent text-base placeholder:text-ink/60 focus:outline-none"
          />
          <button
            type="submit"
            className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-dark px-4 font-semibold text-white hover:bg-crust"
          >
            <SearchIcon className="h-5 w-5" />
            {t("search.submit")}
          </button>
        </div>
        <p id="search-page-hint" className="mt-1 text-sm text-crust">
          {t("search.hint")}
        </p>
      </Form>

      <div className="mt-8">
        {results === null ? (
          <p className="text-lg">{t("search.prompt")}</p>
        ) : results.total === 0 ? (
          <div data-testid="search-empty">
            <p className="text-lg">{t("search.noResults", { q })}</p>
            <LocaleLink
              to="/products"
              className="mt-4 inline-block rounded-full bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-crust"
            >
              {t("search.allProducts")}
            </LocaleLink>
          </div>
        ) : (
          <section aria-labelledby="search-products-heading">
            <h2 id="search-products-heading" className="text-xl font-bold">
              {t("search.products")}{" "}
              <span className="font-normal text-crust">
                · {t(`search.count.${pluralOf(results.total, locale)}`, { count: results.total })}
              </span>
            </h2>
            <div className="mt-4">
              <SearchResults products={results.items} />
            </div>
            <Pagination
              page={results.page}
              pages={results.pages}
              label={t("search.pagination")}
              href={(page) => localizePath(`/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ""}`, locale)}
            />
          </section>
        )}
      </div>
    </div>
  );
}
