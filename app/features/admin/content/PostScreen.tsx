import { Form, Link, useActionData, useNavigation } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { ContentSides } from "./ContentSides.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { timeZoneName } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { postAction, postLoader } from "../../../routes/admin/content.server.ts";

// /admin/posts/new and /admin/posts/:id: one plain form — the address and publishing, then both languages side by side.

export interface PostScreenProps {
  loaderData: LoaderData<typeof postLoader>;
}

export function PostScreen({ loaderData }: PostScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof postAction>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const sent = navigation.formData?.get("cover_file");
  const withPicture = sent instanceof File && sent.size > 0;
  const { post, timeZone, saved, uploadError } = loaderData;
  const typed = answer?.values;
  const value = (field: string, fromPost: string) => (typed ? (typed[field] ?? "") : fromPost);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const name = post ? (post.translations[locale]?.title ?? post.translations[locale === "en" ? "vi" : "en"]?.title ?? post.slug) : "";
  const status = value("status", post?.status ?? "draft");
  return (
    <section aria-labelledby="post-title" data-testid="admin-post-page">
      <p>
        <Link to={localizePath("/admin/posts", locale)} className="font-semibold text-brand-dark underline">
          {t("adminContent.back")}
        </Link>
      </p>
      <h1 id="post-title" className="mt-2 break-words text-3xl font-black">
        {post ? t("adminContent.editPostTitle", { title: name }) : t("adminContent.createPostTitle")}
      </h1>
      {post?.state === "published" && (
        <p className="mt-1">
          <a href={localizePath(`/${post.slug}`, locale)} className="font-semibold underline underline-offset-4">
            {t("adminContent.view")}
          </a>
          {" · "}
          {t("adminContent.comments", { comments: post.comment_count, ratings: post.rating_count })}
        </p>
      )}
      {/* Keyed by the version: after a stale save the form shows the post as it is now. */}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4" data-testid="post-form" key={post?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {!answer && saved && <FormAlert message={t("adminContent.saved")} tone="success" />}
        {post && <input type="hidden" name="expected_updated_at" value={post.updated_at} />}
        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 md:grid-cols-2`}>
          <legend className="px-1 text-xl font-black">{t("adminContent.general")}</legend>
          <FormField
            name="slug"
            label={t("adminContent.slug")}
            required
            autoComplete="off"
            maxLength={120}
            hint={t("adminContent.slugHint", { slug: value("slug", post?.slug ?? "") || "…" })}
            defaultValue={value("slug", post?.slug ?? "")}
            errors={errors("slug")}
          />
          <label className={ADMIN_LABEL}>
            {t("adminContent.status")}
            <select name="status" defaultValue={status} className={ADMIN_INPUT} aria-invalid={errors("status") ? true : undefined}>
              <option value="draft">{t("adminContent.statusDraft")}</option>
              <option value="published">{t("adminContent.statusPublished")}</option>
            </select>
            {errors("status") && <span className="mt-1 block font-normal text-red-800">{errors("status")![0]}</span>}
          </label>
          <FormField
            name="published_at"
            type="datetime-local"
            label={t("adminContent.publishedAt")}
            hint={t("adminContent.publishedAtHint", { timeZone: timeZoneName(timeZone, locale) })}
            defaultValue={value("published_at", post && post.status === "published" ? post.published_field : "")}
            errors={errors("published_at")}
          />
          <FormField
            name="author_name"
            label={t("adminContent.author")}
            maxLength={80}
            autoComplete="off"
            defaultValue={value("author_name", post?.author_name ?? "")}
            errors={errors("author_name")}
          />
          <div className="md:col-span-2">
            <FormField
              name="image_path"
              label={t("adminContent.cover")}
              hint={t("adminContent.coverHint")}
              maxLength={300}
              autoComplete="off"
              defaultValue={value("image_path", post?.image_path ?? "")}
              errors={errors("image_path")}
            />
            {value("image_path", post?.image_path ?? "") && (
              <img
                src={value("image_path", post?.image_path ?? "")}
                alt={t("adminContent.coverPreview")}
                className="mt-2 h-32 w-auto max-w-full rounded-xl object-cover"
                data-testid="cover-preview"
              />
            )}
          </div>
          <div className="md:col-span-2">
            <FormField
              name="cover_file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              label={t("adminContent.coverUpload")}
              hint={t("adminContent.coverUploadHint")}
              errors={errors("cover_file") ?? (uploadError && !answer ? [uploadError] : undefined)}
            />
          </div>
        </fieldset>
        <ContentSides kind="post" saved={post?.translations ?? null} typed={typed} errors={errors} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={ADMIN_BUTTON} disabled={saving} aria-busy={saving || undefined} data-testid="content-save">
            {saving ? t("adminPending.saving") : post ? t("adminContent.save") : t("adminContent.create")}
          </button>
          <p role="status" className="text-sm text-crust">
            {saving && withPicture ? t("adminPending.savingUpload") : ""}
          </p>
        </div>
      </Form>
    </section>
  );
}
