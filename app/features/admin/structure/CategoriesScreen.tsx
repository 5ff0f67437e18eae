import { Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { categoriesAction, categoriesLoader } from "../../../routes/admin/structure.server.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

// /admin/categories: a card per category, both languages side by side, a missing translation flagged; delete refused
// beside its card while it holds products.

export interface CategoriesScreenProps {
  loaderData: LoaderData<typeof categoriesLoader>;
}

export function CategoriesScreen({ loaderData }: CategoriesScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof categoriesAction>();
  return (
    <section aria-labelledby="categories-title" data-testid="admin-categories-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="categories-title" className="text-3xl font-black">
          {t("adminStructure.categoriesTitle")}
        </h1>
        <Link to={localizePath("/admin/categories/new", locale)} className={ADMIN_BUTTON}>
          {t("adminStructure.newCategory")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-crust">{t("adminStructure.categoriesIntro")}</p>
      {answer && answer.id === undefined && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      {loaderData.categories.length === 0 && <p className="mt-4 text-crust">{t("adminStructure.noCategories")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="category-list">
        {loaderData.categories.map((category) => {
          const name = category.name[locale] || category.name.en;
          return (
            <li key={category.id} className={ADMIN_CARD} data-testid="category" data-slug={category.slug}>
              <div className="grid gap-2 sm:grid-cols-2">
                {(["en", "vi"] as const).map((lang) => (
                  <p key={lang} lang={lang}>
                    <span className="block text-xs font-semibold uppercase text-crust">
                      {t(lang === "en" ? "adminStructure.english" : "adminStructure.vietnamese")}
                    </span>
                    <span className="font-bold">{category.name[lang]}</span>
                  </p>
                ))}
              </div>
              {category.missing.length > 0 && (
                <p
                  className="mt-2 inline-block rounded-lg bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
                  data-testid="category-missing"
                >
                  {category.missing
                    .map((lang) =>
                      t("adminStructure.missingIn", {
                        language: t(lang === "en" ? "adminStructure.english" : "adminStructure.vietnamese"),
                      }),
                    )
                    .join(" · ")}
                </p>
              )}
              <p className="mt-2 wrap-anywhere text-sm text-crust">
                <span className="font-mono">/products?category={category.slug}</span> ·{" "}
                {t("adminStructure.products", { count: category.product_count })} · {t("adminStructure.position")} {category.position}
              </p>
              {answer?.id === category.id && (
                <p role="alert" className="mt-2 font-semibold text-red-800" data-testid="category-refused">
                  {answer.message}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={localizePath(`/admin/categories/${category.id}`, locale)}
                  className={ADMIN_BUTTON_QUIET}
                  aria-label={t("adminStructure.editCategory", { name })}
                >
                  {t("adminStructure.edit")}
                </Link>
                <ConfirmForm
                  intent="delete"
                  fields={{ id: category.id }}
                  className={ADMIN_BUTTON_QUIET}
                  aria-label={t("adminStructure.deleteCategory", { name })}
                  title={t("adminConfirm.categoryTitle", { name })}
                  body={
                    <p>
                      {t("adminConfirm.categoryBody", { name, slug: category.slug })} {t("adminConfirm.noUndo")}
                    </p>
                  }
                  confirmLabel={t("adminConfirm.categoryConfirm", { name })}
                >
                  {t("adminStructure.delete")}
                </ConfirmForm>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
