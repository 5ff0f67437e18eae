import { Form, Link } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { ProductBadges } from "./ProductBadges.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { formatMoney } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
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
  const pageHref = (page: number) => `${base}?${new URLSearchParams({ ...inUse, page: String(page) })}`;
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
      <Form
        method="get"
        action={base}
        role="search"
        className={`${ADMIN_CARD} mt-4 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] md:items-end`}
        data-testid="admin-products-search"
      >
        <label className={ADMIN_LABEL}>
          {t("adminProducts.search")}
          <input
            type="search"
            name="q"
            defaultValue={given.q ?? ""}
            maxLength={100}
            placeholder={t("adminProducts.searchHint")}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("q") || undefined}
            data-testid="products-q"
          />
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminProducts.category")}
          <select
            name="category"
            defaultValue={given.category ?? ""}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("category") || undefined}
          >
            <option value="">{t("adminProducts.anyCategory")}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminProducts.status")}
          <select name="status" defaultValue={given.status ?? ""} className={ADMIN_INPUT} aria-invalid={invalid.has("status") || undefined}>
            <option value="">{t("adminProducts.anyStatus")}</option>
            <option value="published">{t("adminProducts.state.published")}</option>
            <option value="draft">{t("adminProducts.state.draft")}</option>
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={ADMIN_BUTTON} data-testid="products-submit">
            {t("adminProducts.filter")}
          </button>
          <a href={base} className="inline-flex min-h-12 items-center font-bold underline underline-offset-4">
            {t("adminProducts.clear")}
          </a>
        </div>
      </Form>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-300" data-testid="admin-products-problems">
          <p className="font-bold">{t("adminProducts.filterProblems")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.field}>
                {t(FIELD_LABEL[p.field] ?? "adminProducts.search")}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-6 text-lg font-semibold" data-testid="admin-products-count" aria-live="polite">
        {t("adminProducts.found", { count: pagination.total })}
      </p>
      {products.length === 0 ? (
        <p className={`${ADMIN_CARD} mt-4`}>{t("adminProducts.empty")}</p>
      ) : (
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
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("admin.pageOf", { page: pagination.page, last: pagination.last_page })}
        href={pageHref}
      />
    </section>
  );
}
