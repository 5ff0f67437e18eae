import { Form, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, fieldsOf } from "../form-fields.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { categoryAction, categoryLoader } from "../../../routes/admin/structure.server.ts";

// /admin/categories/new and /admin/categories/:id: one plain form, English and Vietnamese side by side.

export interface CategoryScreenProps {
  loaderData: LoaderData<typeof categoryLoader>;
}

export function CategoryScreen({ loaderData }: CategoryScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof categoryAction>();
  const category = loaderData.category;
  const { field } = fieldsOf(answer);
  const languageName = (lang: "en" | "vi") => t(lang === "en" ? "adminStructure.english" : "adminStructure.vietnamese");
  return (
    <section aria-labelledby="category-title" data-testid="admin-category-page">
      <BackLink to="/admin/categories">{t("adminStructure.back")}</BackLink>
      <h1 id="category-title" className="mt-2 text-3xl font-black">
        {category
          ? t("adminStructure.editCategory", { name: category.name[locale] || category.name.en })
          : t("adminStructure.createCategory")}
      </h1>
      <Form
        method="post"
        className={`${ADMIN_CARD} mt-4 grid max-w-4xl gap-4`}
        data-testid="category-form"
        key={category?.updated_at ?? "new"}
      >
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {category && <input type="hidden" name="expected_updated_at" value={category.updated_at} />}
        <div className="grid gap-4 md:grid-cols-2">
          {(["en", "vi"] as const).map((lang) => {
            const missing = category?.missing.includes(lang);
            return (
              <fieldset key={lang} lang={lang} className="grid content-start gap-3 rounded-xl border border-black/10 p-3">
                <legend className="px-1 text-lg font-black">
                  {languageName(lang)}
                  {missing && (
                    <span
                      className="ml-2 rounded-lg bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
                      data-testid={`missing-${lang}`}
                    >
                      {t("adminStructure.missingIn", { language: languageName(lang) })}
                    </span>
                  )}
                </legend>
                <FormField
                  {...field(`name_${lang}`, category?.name[lang] ?? "")}
                  label={`${t("adminStructure.name")} (${languageName(lang)})`}
                  required
                />
                <FormField
                  {...field(`description_${lang}`, category?.description[lang] ?? "")}
                  multiline
                  rows={4}
                  label={`${t("adminStructure.description")} (${languageName(lang)})`}
                />
              </fieldset>
            );
          })}
        </div>
        <FormField
          {...field("slug", category?.slug ?? "")}
          label={t("adminStructure.slug")}
          required
          autoComplete="off"
          hint={t("adminStructure.slugHint")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...field("position", category ? String(category.position) : "")}
            label={t("adminStructure.position")}
            inputMode="numeric"
            hint={t("adminStructure.positionHint")}
          />
          <FormField
            {...field("image_path", category?.image_path ?? "")}
            label={t("adminStructure.image")}
            hint={t("adminStructure.imageHint")}
          />
        </div>
        {category?.image_path && (
          <img src={category.image_path} alt="" width={96} height={96} className="h-24 w-24 rounded-xl object-cover ring-1 ring-black/10" />
        )}
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {category ? t("adminStructure.save") : t("adminStructure.create")}
          </button>
        </div>
      </Form>
    </section>
  );
}
