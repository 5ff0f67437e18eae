import { Link } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON } from "../admin-ui.ts";
import { FilterProblems, FilterSelect, ListFilterForm, ListResults, SearchFilter } from "../ListFilters.tsx";
import { ProductBadges } from "./ProductBadges.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { formatMoney } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import type { productsLoader } from "../../../routes/admin/products.server.ts";

// /admin/products (permission "catalog"): the search as a GET form that works without JavaScript, a card per product
// (one column on a phone) with its state, and a flag when a translation is missing.

const FIELD_LABEL: Record<string, MessageKey> = {
  q: "adminProducts.search",
  category: "adminProducts.category",
  status: "adminProducts.status",
  page: "adminProducts.search",
};

export interface ProductsScreenProps {
  loaderData: LoaderData<typeof productsLoader>;
}

export function ProductsScreen({ loaderData }: ProductsScreenProps) {
  const t = useT();
  const locale = useLocale();
  const { products, pagination, given, inUse, problems, categories, saved } = loaderData;
  const base = localizePath("/admin/products", locale);
  const invalid = new Set(problems.map((p) => p.field));
  return (
    <section aria-labelledby="products-title" data-testid="admin-products-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="text-3xl font-black">
          {t("adminProducts.title")}
        </h1>
        <Link to={localizePath("/admin/products/new", locale)} className={ADMIN_BUTTON} data-testid="new-product">
          {t("adminProducts.newProduct")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-crust">{t("adminProducts.intro")}</p>
      {saved === "deleted" && (
        <div className="mt-4">
          <FormAlert message={t("adminProducts.saved.deleted")} tone="success" />
        </div>
      )}
      <ListFilterForm
        action={base}
        role="search"
        className="md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] md:items-end"
        testId="admin-products-search"
        submitTestId="products-submit"
        filterLabel={t("adminProducts.filter")}
        clearLabel={t("adminProducts.clear")}
      >
        <SearchFilter
          label={t("adminProducts.search")}
          given={given.q}
          placeholder={t("adminProducts.searchHint")}
          invalid={invalid.has("q")}
          testId="products-q"
        />
        <FilterSelect
          label={t("adminProducts.category")}
          name="category"
          given={given.category}
          invalid={invalid.has("category")}
          anyLabel={t("adminProducts.anyCategory")}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
        />
        <FilterSelect
          label={t("adminProducts.status")}
          name="status"
          given={given.status}
          invalid={invalid.has("status")}
          anyLabel={t("adminProducts.anyStatus")}
          options={[
            { value: "published", label: t("adminProducts.state.published") },
            { value: "draft", label: t("adminProducts.state.draft") },
          ]}
        />
      </ListFilterForm>
      <FilterProblems
        problems={problems}
        title={t("adminProducts.filterProblems")}
        labels={FIELD_LABEL}
        fallback="adminProducts.search"
        testId="admin-products-problems"
      />
      <ListResults
        found={t("adminProducts.found", { count: pagination.total })}
        countTestId="admin-products-count"
        empty={products.length === 0 ? t("adminProducts.empty") : undefined}
        action={base}
        inUse={inUse}
        pagination={pagination}
      >
        <ul className="mt-4 grid gap-2 md:grid-cols-2" data-testid="admin-products-list">
          {products.map((product) => {
            const name =
              (locale === "vi" ? product.name_vi || product.name_en : product.name_en || product.name_vi) || t("adminProducts.untitled");
            const other = locale === "vi" ? product.name_en : product.name_vi;
            return (
              <li
                key={product.id}
                className="relative flex min-w-0 gap-3 rounded-2xl border border-black/10 bg-white p-4 shadow-sm hover:border-brand-dark/60"
                data-testid="admin-product-row"
                data-id={product.id}
                data-sku={product.sku}
              >
                {product.image && (
                  <img
                    src={product.image.path}
                    alt=""
                    width={64}
                    height={64}
                    className="h-16 w-16 shrink-0 rounded-xl bg-cream object-cover"
                    loading="lazy"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <a
                    href={localizePath(`/admin/products/${product.id}`, locale)}
                    className="text-lg font-black wrap-break-word text-brand-dark after:absolute after:inset-0 after:rounded-2xl hover:underline"
                    aria-label={t("adminProducts.open", { name })}
                  >
                    {name}
                  </a>
                  {other && other !== name && <p className="text-sm wrap-break-word text-crust">{other}</p>}
                  <p className="mt-1 text-sm wrap-anywhere">
                    <span className="font-mono">{product.sku}</span> · {formatMoney(product.price_cents)} · {product.category_name}
                  </p>
                  <ProductBadges status={product.status} featured={product.featured} missing={product.missing_translations} />
                </div>
              </li>
            );
          })}
        </ul>
      </ListResults>
    </section>
  );
}
