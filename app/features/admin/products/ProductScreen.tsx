import { Form, Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT } from "../admin-ui.ts";
import { BackLink, CheckboxField, fieldsOf } from "../form-fields.tsx";
import { ProductBadges } from "./ProductBadges.tsx";
import { decimalDollars } from "../../../i18n/formatters.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { productAction, productLoader } from "../../../routes/admin/products.server.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

// /admin/products/new and /admin/products/:id: one plain form, English and Vietnamese side by side on a tablet or a
// desktop (stacked on a phone), each field's message beside it; then publish/unpublish and delete, and the photos.

const LANGS = ["en", "vi"] as const;

export interface ProductScreenProps {
  loaderData: LoaderData<typeof productLoader>;
}

export function ProductScreen({ loaderData }: ProductScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof productAction>();
  const { product, categories, allergens, diets, saved } = loaderData;
  // What was typed comes back after a refused save; another action's refusal (publish, delete) has a message only.
  const { typed, value, errors, field } = fieldsOf({
    values: answer?.intent === "save" ? answer.values : undefined,
    errors: answer?.errors,
  });
  const list = (field: "allergens" | "diets", stored: readonly string[]) =>
    typed ? ((typed[field] as string[] | undefined) ?? []) : stored;
  const name = product
    ? (locale === "vi" ? product.name_vi || product.name_en : product.name_en || product.name_vi) || t("adminProducts.untitled")
    : "";
  const checked = (field: string, stored: boolean) => (typed ? typed[field] === "1" : stored);
  return (
    <section aria-labelledby="product-title" data-testid="admin-product-page">
      <BackLink to="/admin/products">{t("adminProducts.back")}</BackLink>
      <h1 id="product-title" className="mt-2 text-3xl font-black wrap-break-word">
        {product ? t("adminProducts.editTitle", { name }) : t("adminProducts.createTitle")}
      </h1>
      {product && <ProductBadges status={product.status} featured={product.featured} missing={product.missing_translations} />}
      {/* The last save's word, until this page's own form answers. */}
      {saved && !answer && (
        <div className="mt-4">
          <FormAlert message={t(`adminProducts.saved.${saved}`)} tone="success" />
        </div>
      )}
      {answer && answer.intent !== "save" && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      {product && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={localizePath(`/admin/products/${product.id}/images`, locale)}
            className={ADMIN_BUTTON_QUIET}
            data-testid="product-photos"
          >
            {t("adminProducts.photos")} · {product.images.count}
          </Link>
          <Link
            to={localizePath(`/admin/products/${product.id}/options`, locale)}
            className={ADMIN_BUTTON_QUIET}
            data-testid="product-options"
          >
            {t("adminProducts.optionsLink")}
          </Link>
          {product.status === "published" && (
            <a href={localizePath(`/${product.slug}`, locale)} className={ADMIN_BUTTON_QUIET}>
              {t("adminProducts.view")}
            </a>
          )}
        </div>
      )}

      {/* Keyed by the version: after a stale save the form shows the product as it is now. */}
      <Form method="post" className="mt-4 grid gap-4" data-testid="product-form" key={product?.updated_at ?? "new"} noValidate>
        {answer?.intent === "save" && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="intent" value="save" />
        {product && <input type="hidden" name="expected_updated_at" value={product.updated_at} />}
        <div className="grid gap-4 md:grid-cols-2">
          {LANGS.map((lang) => {
            const missing = product?.missing_translations.includes(lang) ?? false;
            return (
              <fieldset key={lang} lang={lang} className={`${ADMIN_CARD} grid min-w-0 gap-4`} data-testid={`product-lang-${lang}`}>
                <legend className="float-left w-full text-xl font-black">
                  {t(lang === "en" ? "adminProducts.english" : "adminProducts.vietnamese")}
                  {missing && (
                    <span
                      className="ml-2 inline-block rounded-full bg-red-50 px-3 py-0.5 align-middle text-sm font-bold text-red-900 ring-1 ring-red-300"
                      data-testid="product-missing"
                      data-lang={lang}
                    >
                      {t(`adminProducts.missing.${lang}`)}
                    </span>
                  )}
                </legend>
                <FormField
                  {...field(`name_${lang}`, product?.[`name_${lang}`] ?? "")}
                  label={t("adminProducts.name")}
                  maxLength={160}
                  hint={product && !product[`name_${lang}`] ? t("adminProducts.missingHere") : undefined}
                />
                <FormField
                  {...field(`summary_${lang}`, product?.[`summary_${lang}`] ?? "")}
                  label={t("adminProducts.summary")}
                  multiline
                  rows={3}
                  maxLength={500}
                />
                <FormField
                  {...field(`description_${lang}`, product?.[`description_${lang}`] ?? "")}
                  label={t("adminProducts.description")}
                  multiline
                  rows={8}
                  hint={t("adminProducts.descriptionHint")}
                />
                <FormField
                  {...field(`ingredients_${lang}`, product?.[`ingredients_${lang}`] ?? "")}
                  label={t("adminProducts.ingredients")}
                  multiline
                  rows={3}
                  maxLength={1000}
                  hint={t("adminProducts.ingredientsHint")}
                />
              </fieldset>
            );
          })}
        </div>

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 sm:grid-cols-2`}>
          <legend className="float-left w-full text-xl font-black sm:col-span-2">{t("adminProducts.details")}</legend>
          <FormField
            {...field("slug", product?.slug ?? "")}
            label={t("adminProducts.slug")}
            required
            autoComplete="off"
            spellCheck={false}
            hint={t("adminProducts.slugHint")}
          />
          <FormField {...field("sku", product?.sku ?? "")} label={t("adminProducts.sku")} required autoComplete="off" spellCheck={false} />
          <div>
            <label htmlFor="field-category_id" className="font-semibold">
              {t("adminProducts.category")}
            </label>
            <select
              id="field-category_id"
              name="category_id"
              defaultValue={value("category_id", product ? String(product.category_id) : "")}
              className={ADMIN_INPUT}
              aria-invalid={errors("category_id") ? true : undefined}
              aria-describedby={errors("category_id") ? "field-category_id-error" : undefined}
            >
              <option value="">—</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors("category_id") && (
              <p id="field-category_id-error" className="mt-1.5 text-sm font-semibold text-red-800">
                {errors("category_id")![0]}
              </p>
            )}
          </div>
          <FormField
            {...field("price", product ? decimalDollars(product.price_cents) : "")}
            label={t("adminProducts.price")}
            required
            inputMode="decimal"
            hint={t("adminProducts.priceHint")}
          />
          <FormField
            {...field("lead_time_hours", String(product?.lead_time_hours ?? 0))}
            label={t("adminProducts.leadTime")}
            inputMode="numeric"
            hint={t("adminProducts.leadTimeHint")}
          />
          <FormField
            {...field("daily_capacity", product?.daily_capacity?.toString() ?? "")}
            label={t("adminProducts.capacity")}
            inputMode="numeric"
            hint={t("adminProducts.capacityHint")}
          />
          <FormField
            {...field("position", String(product?.position ?? 0))}
            label={t("adminProducts.position")}
            inputMode="numeric"
            hint={t("adminProducts.positionHint")}
          />
          <CheckboxField
            name="featured"
            label={t("adminProducts.featured")}
            defaultChecked={checked("featured", product?.featured ?? false)}
            className="sm:self-end"
          />
        </fieldset>

        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ["allergens", allergens, "catalog.allergen", product?.allergens ?? []],
              ["diets", diets, "catalog.diet", product?.diets ?? []],
            ] as const
          ).map(([field, choices, prefix, stored]) => (
            <fieldset key={field} className={`${ADMIN_CARD} min-w-0`} aria-describedby={errors(field) ? `field-${field}-error` : undefined}>
              <legend className="float-left w-full text-xl font-black">
                {t(field === "allergens" ? "adminProducts.allergens" : "adminProducts.diets")}
              </legend>
              <div className="clear-both grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2 lg:grid-cols-3">
                {choices.map((choice) => (
                  <label key={choice} className="flex min-h-12 items-center gap-3">
                    <input
                      type="checkbox"
                      name={field}
                      value={choice}
                      defaultChecked={list(field, stored).includes(choice)}
                      className="h-6 w-6 shrink-0"
                    />
                    {t(`${prefix}.${choice}` as Parameters<typeof t>[0])}
                  </label>
                ))}
              </div>
              {errors(field) && (
                <p id={`field-${field}-error`} className="mt-1.5 text-sm font-semibold text-red-800">
                  {errors(field)![0]}
                </p>
              )}
            </fieldset>
          ))}
        </div>

        {!product && <CheckboxField name="publish" label={t("adminProducts.publishNow")} defaultChecked={checked("publish", false)} />}
        <div>
          <button type="submit" className={ADMIN_BUTTON} data-testid="product-save">
            {product ? t("adminProducts.save") : t("adminProducts.create")}
          </button>
        </div>
      </Form>

      {product && (
        <div className={`${ADMIN_CARD} mt-6 grid gap-3`}>
          <p className="font-semibold">{t("adminProducts.stateHere", { state: t(`adminProducts.state.${product.status}`) })}</p>
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={product.status === "published" ? "draft" : "published"} />
              <input type="hidden" name="expected_updated_at" value={product.updated_at} />
              <button type="submit" className={ADMIN_BUTTON} data-testid="product-status-toggle">
                {product.status === "published" ? t("adminProducts.unpublish") : t("adminProducts.publish")}
              </button>
            </Form>
            <ConfirmForm
              intent="delete"
              className={ADMIN_BUTTON_QUIET}
              testId="product-delete-form"
              title={t("adminConfirm.productTitle", { name })}
              body={
                <p>
                  {t("adminConfirm.productBody", { name })} {t("adminConfirm.noUndo")}
                </p>
              }
              confirmLabel={t("adminConfirm.productConfirm", { name })}
            >
              <span data-testid="product-delete">{t("adminProducts.delete")}</span>
            </ConfirmForm>
          </div>
          <p className="text-sm text-crust">{t("adminProducts.deleteHint")}</p>
        </div>
      )}
    </section>
  );
}
