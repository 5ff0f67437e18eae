import { Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { HiddenFieldsButton } from "../form-fields.tsx";
import { MissingTranslations, sectionName } from "./home-text.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { homeAction, homeLoader } from "../../../routes/admin/home.server.ts";

// /admin/home: the home page's sections in the order visitors see them — move, show or hide, open one to edit.

export interface HomeScreenProps {
  loaderData: LoaderData<typeof homeLoader>;
}

export function HomeScreen({ loaderData }: HomeScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof homeAction>();
  const { sections } = loaderData;
  return (
    <section aria-labelledby="home-admin-title" data-testid="admin-home-page">
      <h1 id="home-admin-title" className="text-3xl font-black">
        {t("adminHome.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminHome.intro")}</p>
      {answer && answer.id === undefined && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      <ol className="mt-6 grid gap-3" data-testid="home-sections">
        {sections.map((section, index) => {
          const name = sectionName(t, section.key);
          return (
            <li
              key={section.id}
              className={ADMIN_CARD}
              data-testid="home-section"
              data-key={section.key}
              data-active={section.active ? "1" : "0"}
            >
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-lg font-bold">{name}</span>
                <span className={section.active ? "font-semibold text-green-800" : "font-semibold text-crust"}>
                  {section.active ? t("adminHome.shown") : t("adminHome.hidden")}
                </span>
                <span className="text-sm text-crust">{t("adminHome.place", { place: index + 1, count: sections.length })}</span>
              </p>
              <p className="mt-1 break-words" lang="en">
                {section.title.en}
              </p>
              <p className="break-words" lang="vi">
                {section.title.vi}
              </p>
              {section.has_items && <p className="mt-1 text-sm">{t("adminHome.itemCount", { count: section.items.length })}</p>}
              <MissingTranslations fields={[...section.missing_translations, ...section.items.flatMap((i) => i.missing_translations)]} />
              {answer?.id === section.id && (
                <p className="mt-2 font-semibold text-red-800" role="alert">
                  {answer.message}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={localizePath(`/admin/home/sections/${section.id}`, locale)} className={ADMIN_BUTTON_QUIET}>
                  {t("adminHome.edit")}
                  <span className="sr-only"> {name}</span>
                </Link>
                {(["up", "down"] as const)
                  .filter((direction) => (direction === "up" ? index > 0 : index < sections.length - 1))
                  .map((direction) => (
                    <HiddenFieldsButton
                      key={direction}
                      fields={{ intent: "move", id: section.id, direction, expected_updated_at: section.updated_at }}
                    >
                      <span aria-hidden="true">{direction === "up" ? "↑\u00a0" : "↓\u00a0"}</span>
                      {direction === "up" ? t("adminHome.moveUp") : t("adminHome.moveDown")}
                      <span className="sr-only"> {name}</span>
                    </HiddenFieldsButton>
                  ))}
                <HiddenFieldsButton
                  fields={{ intent: "active", id: section.id, active: section.active ? "0" : "1", expected_updated_at: section.updated_at }}
                >
                  {section.active ? t("adminHome.hide") : t("adminHome.show")}
                  <span className="sr-only"> {name}</span>
                </HiddenFieldsButton>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
