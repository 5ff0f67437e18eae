import { Form, Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { SECTION_BODY_MAX, SECTION_SUBTITLE_MAX, SECTION_TITLE_MAX } from "../../../../server/domain/content/home-limits.shared.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, CheckboxField, fieldsOf, HiddenFieldsButton } from "../form-fields.tsx";
import { HomeTexts, MissingTranslations, sectionName } from "./home-text.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { sectionAction, sectionLoader } from "../../../routes/admin/home.server.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

// /admin/home/sections/:id: a section's texts in both languages and whether it shows; its items in order (move,
// edit, remove, add).

export interface HomeSectionScreenProps {
  loaderData: LoaderData<typeof sectionLoader>;
}

export function HomeSectionScreen({ loaderData }: HomeSectionScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof sectionAction>();
  const { section } = loaderData;
  const name = sectionName(t, section.key);
  // An item's answer shows beside the item; the form's beside the form.
  const formAnswer = answer && answer.id === undefined ? answer : undefined;
  const { typed, errors } = fieldsOf(formAnswer);
  return (
    <section aria-labelledby="home-section-title" data-testid="admin-home-section-page" data-key={section.key}>
      <BackLink to="/admin/home">{t("adminHome.back")}</BackLink>
      <h1 id="home-section-title" className="mt-2 text-3xl font-black">
        {t("adminHome.sectionTitle", { name })}
      </h1>
      <MissingTranslations fields={section.missing_translations} />
      {/* Keyed by the version: after a stale save the form shows the section as it is now. */}
      <Form method="post" className={`${ADMIN_CARD} mt-4 grid gap-4`} data-testid="home-section-form" key={section.updated_at}>
        {formAnswer && <FormAlert message={formAnswer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="expected_updated_at" value={section.updated_at} />
        <HomeTexts
          limits={{ title: SECTION_TITLE_MAX, subtitle: SECTION_SUBTITLE_MAX, body: SECTION_BODY_MAX }}
          saved={section}
          typed={typed}
          errors={errors}
        />
        <CheckboxField name="active" label={t("adminHome.activeField")} defaultChecked={typed ? typed.active === "1" : section.active} />
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {t("adminHome.saveSection")}
          </button>
        </div>
      </Form>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-black">{t("adminHome.items")}</h2>
        {section.has_items && (
          <Link to={localizePath(`/admin/home/sections/${section.id}/items/new`, locale)} className={ADMIN_BUTTON}>
            {t("adminHome.addItem")}
          </Link>
        )}
      </div>
      {!section.has_items ? (
        <p className="mt-2 max-w-3xl text-crust">{t("adminHome.productsNote")}</p>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-crust">{t("adminHome.itemsHint")}</p>
          {section.items.length === 0 && <p className="mt-4">{t("adminHome.noItems")}</p>}
          <ol className="mt-4 grid gap-3 md:grid-cols-2" data-testid="home-items">
            {section.items.map((item, index) => {
              const title = item.title[locale] || item.title.en;
              return (
                <li key={item.id} className={ADMIN_CARD} data-testid="home-item" data-id={item.id}>
                  <div className="flex gap-3">
                    {item.image_path && (
                      <img src={item.image_path} alt="" width={96} height={72} className="h-[72px] w-24 shrink-0 rounded-lg object-cover" />
                    )}
                    <div className="min-w-0">
                      <p className="break-words font-bold" lang="en">
                        {item.title.en}
                      </p>
                      <p className="break-words" lang="vi">
                        {item.title.vi}
                      </p>
                      <p className="mt-1 wrap-anywhere text-sm text-crust">{item.link_url ?? t("adminHome.noLink")}</p>
                    </div>
                  </div>
                  <MissingTranslations fields={item.missing_translations} />
                  {answer?.id === item.id && (
                    <p className="mt-2 font-semibold text-red-800" role="alert">
                      {answer.message}
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Link to={localizePath(`/admin/home/sections/${section.id}/items/${item.id}`, locale)} className={ADMIN_BUTTON_QUIET}>
                      {t("adminHome.edit")}
                      <span className="sr-only"> {title}</span>
                    </Link>
                    {(["up", "down"] as const)
                      .filter((direction) => (direction === "up" ? index > 0 : index < section.items.length - 1))
                      .map((direction) => (
                        <HiddenFieldsButton
                          key={direction}
                          fields={{ intent: "move-item", item_id: item.id, direction, expected_updated_at: item.updated_at }}
                        >
                          <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}&nbsp;</span>
                          {direction === "up" ? t("adminHome.moveUp") : t("adminHome.moveDown")}
                          <span className="sr-only"> {title}</span>
                        </HiddenFieldsButton>
                      ))}
                    <ConfirmForm
                      intent="delete-item"
                      fields={{ item_id: item.id }}
                      className={ADMIN_BUTTON_QUIET}
                      title={t("adminConfirm.homeItemTitle", { title })}
                      body={
                        <p>
                          {t("adminConfirm.homeItemBody", { title })} {t("adminConfirm.noUndo")}
                        </p>
                      }
                      confirmLabel={t("adminConfirm.homeItemConfirm", { title })}
                    >
                      {t("adminHome.remove")}
                      <span className="sr-only"> {title}</span>
                    </ConfirmForm>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
