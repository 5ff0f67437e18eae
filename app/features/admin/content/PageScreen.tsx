import { Form, Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { ContentSides } from "./ContentSides.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { pageAction, pageLoader } from "../../../routes/admin/content.server.ts";

// /admin/pages/new and /admin/pages/:id: one plain form — the address and status, then both languages side by side.

export interface PageScreenProps {
  loaderData: LoaderData<typeof pageLoader>;
}

export function PageScreen({ loaderData }: PageScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof pageAction>();
  const { page, saved } = loaderData;
  const typed = answer?.values;
  const value = (field: string, fromPage: string) => (typed ? (typed[field] ?? "") : fromPage);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const name = page ? (page.translations[locale]?.title ?? page.translations[locale === "en" ? "vi" : "en"]?.title ?? page.slug) : "";
  return (
    <section aria-labelledby="page-title" data-testid="admin-page-page">
      <p>
        <Link to={localizePath("/admin/pages", locale)} className="font-semibold text-brand-dark underline">
          {t("adminContent.backPages")}
        </Link>
      </p>
      <h1 id="page-title" className="mt-2 break-words text-3xl font-black">
        {page ? t("adminContent.editPageTitle", { title: name }) : t("adminContent.createPageTitle")}
      </h1>
      {page?.status === "published" && (
        <p className="mt-1">
          <a href={localizePath(`/${page.slug}`, locale)} className="font-semibold underline underline-offset-4">
            {t("adminContent.view")}
          </a>
        </p>
      )}
      {/* Keyed by the version: after a stale save the form shows the page as it is now. */}
      <Form method="post" className="mt-4 grid gap-4" data-testid="page-form" key={page?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {!answer && saved && <FormAlert message={t("adminContent.saved")} tone="success" />}
        {page && <input type="hidden" name="expected_updated_at" value={page.updated_at} />}
        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 md:grid-cols-2`}>
          <legend className="px-1 text-xl font-black">{t("adminContent.general")}</legend>
          <FormField
            name="slug"
            label={t("adminContent.slug")}
            required
            autoComplete="off"
            maxLength={120}
            hint={t("adminContent.slugHint", { slug: value("slug", page?.slug ?? "") || "…" })}
            defaultValue={value("slug", page?.slug ?? "")}
            errors={errors("slug")}
          />
          <label className={ADMIN_LABEL}>
            {t("adminContent.status")}
            <select
              name="status"
              defaultValue={value("status", page?.status ?? "draft")}
              className={ADMIN_INPUT}
              aria-invalid={errors("status") ? true : undefined}
            >
              <option value="draft">{t("adminContent.statusDraft")}</option>
              <option value="published">{t("adminContent.statusPublished")}</option>
            </select>
            {errors("status") && <span className="mt-1 block font-normal text-red-800">{errors("status")![0]}</span>}
          </label>
        </fieldset>
        <ContentSides kind="page" saved={page?.translations ?? null} typed={typed} errors={errors} />
        <div>
          <button type="submit" className={ADMIN_BUTTON} data-testid="content-save">
            {page ? t("adminContent.save") : t("adminContent.create")}
          </button>
        </div>
      </Form>
    </section>
  );
}
