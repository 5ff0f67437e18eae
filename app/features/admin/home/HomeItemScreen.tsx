import { Form, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { CTA_MAX, ITEM_BODY_MAX, ITEM_TITLE_MAX, LINK_MAX } from "../../../../server/domain/content/home-limits.shared.ts";
import { ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, fieldsOf, PictureField, UploadSaveButton } from "../form-fields.tsx";
import { HomeTexts, MissingTranslations, sectionName } from "./home-text.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
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
  const { section, item, uploadError } = loaderData;
  const name = sectionName(t, section.key);
  const { typed, value, errors, field } = fieldsOf(answer);
  const image = value("image_path", item?.image_path ?? "");
  return (
    <section aria-labelledby="home-item-title" data-testid="admin-home-item-page">
      <BackLink to={`/admin/home/sections/${section.id}`}>{t("adminHome.backToSection", { name })}</BackLink>
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
        <HomeTexts limits={{ title: ITEM_TITLE_MAX, body: ITEM_BODY_MAX, cta_label: CTA_MAX }} saved={item} typed={typed} errors={errors} />
        <FormField
          {...field("link_url", item?.link_url ?? "")}
          label={t("adminHome.fieldLink")}
          hint={t("adminHome.linkHint")}
          autoComplete="off"
          inputMode="url"
          maxLength={LINK_MAX}
        />
        <div className="grid gap-3 md:grid-cols-[1fr_auto] md:items-start">
          <div className="grid gap-3">
            <PictureField
              name="image_file"
              label={t("adminHome.fieldUpload")}
              hint={t("adminHome.uploadHint")}
              errors={errors("image_file")}
              uploadError={uploadError}
              answered={!!answer}
            />
            <FormField
              {...field("image_path", item?.image_path ?? "")}
              label={t("adminHome.fieldImage")}
              hint={t("adminHome.imageHint")}
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
        <UploadSaveButton file="image_file">{item ? t("adminHome.saveItem") : t("adminHome.createItem")}</UploadSaveButton>
      </Form>
    </section>
  );
}
