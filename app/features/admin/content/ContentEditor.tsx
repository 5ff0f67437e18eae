import type { ReactNode } from "react";
import { Form } from "react-router";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import { ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, fieldsOf, SelectField, type FieldsAnswer } from "../form-fields.tsx";
import { ContentSides, type ContentSidesProps } from "./ContentSides.tsx";

// A page's or a post's edit screen: the link back, the title, the link to it on the site once published, and one
// plain form — the address and status (and, for a post, what `general` adds), then both languages side by side.

export interface ContentEditorProps {
  kind: "page" | "post";
  /** The saved page or post; null for a new one. */
  record: { slug: string; status: string; updated_at: string; translations: NonNullable<ContentSidesProps["saved"]> } | null;
  answer: (FieldsAnswer & { message: string }) | undefined;
  /** The last save's word ("?saved=1"), shown until the form answers. */
  saved: boolean;
  /** Whether it is on the site now: the link to it shows. */
  published: boolean;
  /** After the link to it on the site (a post's comments and ratings). */
  viewNote?: ReactNode;
  /** More fields in the "general" card, after the address and status. */
  general?: ReactNode;
  /** The form's save button and what goes with it. */
  submit: ReactNode;
  encType?: "multipart/form-data";
}

export function ContentEditor({ kind, record, answer, saved, published, viewNote, general, submit, encType }: ContentEditorProps) {
  const t = useT();
  const locale = useLocale();
  const { typed, value, errors, field } = fieldsOf(answer);
  const name = record
    ? (record.translations[locale]?.title ?? record.translations[locale === "en" ? "vi" : "en"]?.title ?? record.slug)
    : "";
  const slug = value("slug", record?.slug ?? "");
  return (
    <section aria-labelledby={`${kind}-title`} data-testid={`admin-${kind}-page`}>
      <BackLink to={`/admin/${kind}s`}>{t(kind === "post" ? "adminContent.back" : "adminContent.backPages")}</BackLink>
      <h1 id={`${kind}-title`} className="mt-2 break-words text-3xl font-black">
        {record
          ? t(kind === "post" ? "adminContent.editPostTitle" : "adminContent.editPageTitle", { title: name })
          : t(kind === "post" ? "adminContent.createPostTitle" : "adminContent.createPageTitle")}
      </h1>
      {record && published && (
        <p className="mt-1">
          <a href={localizePath(`/${record.slug}`, locale)} className="font-semibold underline underline-offset-4">
            {t("adminContent.view")}
          </a>
          {viewNote}
        </p>
      )}
      {/* Keyed by the version: after a stale save the form shows the page or post as it is now. */}
      <Form method="post" encType={encType} className="mt-4 grid gap-4" data-testid={`${kind}-form`} key={record?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {!answer && saved && <FormAlert message={t("adminContent.saved")} tone="success" />}
        {record && <input type="hidden" name="expected_updated_at" value={record.updated_at} />}
        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 md:grid-cols-2`}>
          <legend className="px-1 text-xl font-black">{t("adminContent.general")}</legend>
          <FormField
            {...field("slug", record?.slug ?? "")}
            label={t("adminContent.slug")}
            required
            autoComplete="off"
            maxLength={120}
            hint={t("adminContent.slugHint", { slug: slug || "…" })}
          />
          <SelectField
            name="status"
            label={t("adminContent.status")}
            defaultValue={value("status", record?.status ?? "draft")}
            errors={errors("status")}
          >
            <option value="draft">{t("adminContent.statusDraft")}</option>
            <option value="published">{t("adminContent.statusPublished")}</option>
          </SelectField>
          {general}
        </fieldset>
        <ContentSides kind={kind} saved={record?.translations ?? null} typed={typed} errors={errors} />
        {submit}
      </Form>
    </section>
  );
}
