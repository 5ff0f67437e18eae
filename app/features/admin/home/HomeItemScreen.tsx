import { Form, Link, useActionData, useNavigation } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { CTA_MAX, ITEM_BODY_MAX, ITEM_TITLE_MAX, LINK_MAX } from "../../../../server/domain/content/home-limits.shared.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { BilingualField, MissingTranslations, sectionName } from "./home-text.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { itemAction, itemLoader } from "../../../routes/admin/home.server.ts";

// /admin/home/sections/:sectionId/items/new and …/items/:id: one item of a home section (a slide, a testimonial …):
// title, text and button text in both languages side by side, the button's link, the picture.

export interface HomeItemScreenProps {
  loaderData: LoaderData<typeof itemLoader>;
}

export function HomeItemScreen({ loaderData }: HomeItemScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof itemAction>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const sent = navigation.formData?.get("image_file");
  const withPicture = sent instanceof File && sent.size > 0;
  const { section, item, uploadError } = loaderData;
  const name = sectionName(t, section.key);
  const typed = answer?.values;
  const text = (field: "title" | "body" | "cta_label") =>
    typed ? { en: typed[`${field}_en`] ?? "", vi: typed[`${field}_vi`] ?? "" } : (item?.[field] ?? { en: "", vi: "" });
  const value = (field: "link_url" | "image_path") => (typed ? (typed[field] ?? "") : (item?.[field] ?? ""));
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const image = value("image_path");
  return (
    <section aria-labelledby="home-item-title" data-testid="admin-home-item-page">
      <p>
        <Link to={localizePath(`/admin/home/sections/${section.id}`, locale)} className="font-semibold text-brand-dark underline">
          {t("adminHome.backToSection", { name })}
        </Link>
      </p>
      <h1 id="home-item-title" className="mt-2 break-words text-3xl font-black">
        {item ? t("adminHome.editItem", { title: item.title[locale] || item.title.en }) : t("adminHome.newItem", { section: name })}
      </h1>
      {item && <MissingTranslations fields={item.missing_translations} />}
      {/* Keyed by the version: after a stale save the form shows the item as it is now. */}
      <Form
        method="post"
        encType="multipart/form-data"
        className={`${ADMIN_CARD} mt-4 grid gap-4`}
        data-testid="home-item-form"
        key={item?.updated_at ?? "new"}
      >
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {item && <input type="hidden" name="expected_updated_at" value={item.updated_at} />}
        <BilingualField
          name="title"
          label={t("adminHome.fieldTitle")}
          values={text("title")}
          errors={errors}
          required
          hint={t("adminHome.titleHint")}
          maxLength={ITEM_TITLE_MAX}
        />
        <BilingualField
          name="body"
          label={t("adminHome.fieldBody")}
          values={text("body")}
          errors={errors}
          multiline
          maxLength={ITEM_BODY_MAX}
        />
        <BilingualField name="cta_label" label={t("adminHome.fieldCta")} values={text("cta_label")} errors={errors} maxLength={CTA_MAX} />
        <FormField
          name="link_url"
          label={t("adminHome.fieldLink")}
          hint={t("adminHome.linkHint")}
          defaultValue={value("link_url")}
          errors={errors("link_url")}
          autoComplete="off"
          inputMode="url"
          maxLength={LINK_MAX}
        />
        <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
          <div className="grid gap-3">
            <FormField
              name="image_file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              label={t("adminHome.fieldUpload")}
              hint={t("adminHome.uploadHint")}
              errors={errors("image_file") ?? (uploadError && !answer ? [uploadError] : undefined)}
            />
            <FormField
              name="image_path"
              label={t("adminHome.fieldImage")}
              hint={t("adminHome.imageHint")}
              defaultValue={image}
              errors={errors("image_path")}
              autoComplete="off"
              maxLength={LINK_MAX}
            />
          </div>
          {image && (
            <figure>
              <img
                src={image}
                alt=""
                width={160}
                height={120}
                className="h-[120px] w-40 rounded-lg object-cover"
                data-testid="image-preview"
              />
              <figcaption className="text-sm text-crust">{t("adminHome.currentImage")}</figcaption>
            </figure>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={ADMIN_BUTTON} disabled={saving} aria-busy={saving || undefined}>
            {saving ? t("adminPending.saving") : item ? t("adminHome.saveItem") : t("adminHome.createItem")}
          </button>
          <p role="status" className="text-sm text-crust">
            {saving && withPicture ? t("adminPending.savingUpload") : ""}
          </p>
        </div>
      </Form>
    </section>
  );
}
