import { useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { fieldsOf, PictureField, UploadSaveButton } from "../form-fields.tsx";
import { ContentEditor } from "./ContentEditor.tsx";
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
  const { post, timeZone, saved, uploadError } = loaderData;
  const { value, errors, field } = fieldsOf(answer);
  const cover = value("image_path", post?.image_path ?? "");
  return (
    <ContentEditor
      kind="post"
      record={post}
      answer={answer}
      saved={saved}
      published={post?.state === "published"}
      viewNote={
        post && (
          <>
            {" · "}
            {t("adminContent.comments", { comments: post.comment_count, ratings: post.rating_count })}
          </>
        )
      }
      encType="multipart/form-data"
      general={
        <>
          <FormField
            {...field("published_at", post && post.status === "published" ? post.published_field : "")}
            type="datetime-local"
            label={t("adminContent.publishedAt")}
            hint={t("adminContent.publishedAtHint", { timeZone: timeZoneName(timeZone, locale) })}
          />
          <FormField
            {...field("author_name", post?.author_name ?? "")}
            label={t("adminContent.author")}
            maxLength={80}
            autoComplete="off"
          />
          <div className="md:col-span-2">
            <FormField
              {...field("image_path", post?.image_path ?? "")}
              label={t("adminContent.cover")}
              hint={t("adminContent.coverHint")}
              maxLength={300}
              autoComplete="off"
            />
            {cover && (
              <img
                src={cover}
                alt={t("adminContent.coverPreview")}
                className="mt-2 h-32 w-auto max-w-full rounded-xl object-cover"
                data-testid="cover-preview"
              />
            )}
          </div>
          <div className="md:col-span-2">
            <PictureField
              name="cover_file"
              label={t("adminContent.coverUpload")}
              hint={t("adminContent.coverUploadHint")}
              errors={errors("cover_file")}
              uploadError={uploadError}
              answered={!!answer}
            />
          </div>
        </>
      }
      submit={
        <UploadSaveButton file="cover_file" testId="content-save">
          {post ? t("adminContent.save") : t("adminContent.create")}
        </UploadSaveButton>
      }
    />
  );
}
