import { useEffect, useState } from "react";
import { BackLink } from "../form-fields.tsx";
import type { LoaderData } from "../../../lib/route-data.ts";
import { Form, useActionData } from "react-router";
import { ResponsiveImage } from "../../../components/ResponsiveImage.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { productImagesAction, productImagesLoader } from "../../../routes/admin/product-images.server.ts";
import { orderField } from "../../../routes/admin/product-images.shared.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

// /admin/products/:id/images: upload a photo (a whole-document multipart post: works without JavaScript), then each
// photo with its alt texts in English and Vietnamese side by side (a missing one flagged), moved up or down, removed.
// Every form carries the version it shows; a stale one comes back with why and the photos as they are now.

type Loaded = LoaderData<typeof productImagesLoader>;

/** The product's name in the language shown, the other one when that is empty (the page's title too). */
export const nameIn = (product: Loaded["product"], locale: string) =>
  locale === "vi" ? product.name_vi || product.name_en : product.name_en || product.name_vi;

/** One labelled alt-text field, its message beside it; `id` unique on the page. */
function AltField({
  id,
  name,
  label,
  hint,
  value,
  error,
  lang,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  lang: "en" | "vi";
}) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={ADMIN_LABEL}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        lang={lang}
        defaultValue={value}
        maxLength={300}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
        className={ADMIN_INPUT}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-crust">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export interface ProductImagesScreenProps {
  loaderData: Loaded;
}

export function ProductImagesScreen({ loaderData }: ProductImagesScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof productImagesAction>();
  const { product, images, uploadError, done, limitMb } = loaderData;
  const name = nameIn(product, locale);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    // Back to this page from the browser's cache: the upload it was waiting for is over.
    const reset = (event: PageTransitionEvent) => event.persisted && setUploading(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  const upload = answer?.intent === "upload" ? answer : undefined;
  const fileError = upload?.errors?.file ?? (!answer ? uploadError : null);
  const pagePath = localizePath(`/admin/products/${product.id}/images`, locale);
  const order = orderField(images);
  return (
    <section aria-labelledby="images-title" data-testid="admin-product-images-page" className="min-w-0">
      <BackLink to={`/admin/products/${product.id}`}>{t("adminProductImages.back", { name })}</BackLink>
      <h1 id="images-title" className="mt-2 text-3xl font-black wrap-break-word">
        {t("adminProductImages.title", { name })}
      </h1>
      <p className="mt-2 max-w-2xl text-crust">{t("adminProductImages.intro")}</p>
      {done && !answer && (
        <div className="mt-4">
          <FormAlert message={t(`adminProductImages.done.${done}`)} tone="success" />
        </div>
      )}
      {answer && answer.intent !== "upload" && answer.image_id === undefined && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}

      {/* A whole-document post: the file goes as multipart/form-data, with or without JavaScript. */}
      <Form
        method="post"
        action={pagePath}
        encType="multipart/form-data"
        reloadDocument
        className={`${ADMIN_CARD} mt-4 grid gap-4`}
        data-testid="image-upload-form"
        aria-labelledby="upload-title"
        onSubmit={(event) => {
          // The whole-page post goes on; a second press while it does would send the photo twice.
          if (uploading) event.preventDefault();
          else setUploading(true);
        }}
      >
        <h2 id="upload-title" className="text-xl font-black">
          {t("adminProductImages.uploadTitle")}
        </h2>
        {upload && <FormAlert message={upload.message} tone="error" focusKey={1} />}
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="image-file" className={ADMIN_LABEL}>
            {t("adminProductImages.file")}
          </label>
          <input
            id="image-file"
            name="file"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`image-file-hint${fileError ? " image-file-error" : ""}`}
            className={`${ADMIN_INPUT} file:mr-3 file:rounded-lg file:border-0 file:bg-cream file:px-3 file:py-2 file:font-semibold`}
          />
          <p id="image-file-hint" className="mt-1 text-sm text-crust">
            {t("adminProductImages.fileHint", { mb: limitMb })}
          </p>
          {fileError && (
            <p id="image-file-error" className="mt-1 font-semibold text-red-800" data-testid="file-error">
              {fileError}
            </p>
          )}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <AltField
            id="upload-alt-en"
            name="alt_en"
            lang="en"
            label={t("adminProductImages.altEn")}
            hint={t("adminProductImages.altHint")}
            value={upload?.values?.alt_en ?? ""}
            error={upload?.errors?.alt_en}
          />
          <AltField
            id="upload-alt-vi"
            name="alt_vi"
            lang="vi"
            label={t("adminProductImages.altVi")}
            value={upload?.values?.alt_vi ?? ""}
            error={upload?.errors?.alt_vi}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={ADMIN_BUTTON}
            disabled={uploading}
            aria-busy={uploading || undefined}
            data-testid="image-upload-submit"
          >
            {uploading ? t("adminProductImages.uploading") : t("adminProductImages.upload")}
          </button>
          {/* A big photo takes seconds to check and resize: said aloud, and shown, while the page waits. */}
          <p role="status" className="text-sm text-crust">
            {uploading ? t("adminProductImages.uploadingHint") : ""}
          </p>
        </div>
      </Form>

      <h2 className="mt-8 text-2xl font-black">{t("adminProductImages.listTitle", { count: images.length })}</h2>
      {images.length === 0 ? (
        <p className="mt-2 text-crust">{t("adminProductImages.none")}</p>
      ) : (
        <ol className="mt-3 grid gap-4" data-testid="product-images">
          {images.map((image, index) => {
            const mine = answer && answer.intent !== "upload" && answer.image_id === image.id ? answer : undefined;
            const typed = mine?.values;
            const label = t("adminProductImages.position", { index: index + 1, count: images.length });
            return (
              <li
                key={`${image.id}-${image.updated_at}`}
                className={`${ADMIN_CARD} grid gap-4 sm:grid-cols-[10rem_1fr]`}
                data-testid="product-image"
                data-image-id={image.id}
              >
                <div>
                  <ResponsiveImage
                    image={image}
                    alt={(locale === "vi" ? image.alt_vi : image.alt_en) || label}
                    sizes="(min-width: 640px) 160px, 90vw"
                    className="aspect-[4/3] w-full rounded-xl bg-cream object-cover"
                  />
                  <p className="mt-2 text-sm font-semibold">{label}</p>
                  {index === 0 && <p className="text-sm text-brand-dark">{t("adminProductImages.first")}</p>}
                  {image.media_id === null && <p className="text-sm text-crust">{t("adminProductImages.drawing")}</p>}
                </div>
                <div className="grid min-w-0 gap-3">
                  {mine && <FormAlert message={mine.message} tone="error" focusKey={1} />}
                  {image.missing.length > 0 && (
                    <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900" data-testid="missing-alt">
                      {t("adminProductImages.missing", { langs: image.missing.map((l) => t(`adminProductImages.lang.${l}`)).join(", ") })}
                    </p>
                  )}
                  <Form method="post" className="grid gap-3" aria-label={label}>
                    <input type="hidden" name="intent" value="alt" />
                    <input type="hidden" name="image_id" value={image.id} />
                    <input type="hidden" name="expected_updated_at" value={image.updated_at} />
                    <div className="grid gap-3 md:grid-cols-2">
                      <AltField
                        id={`alt-en-${image.id}`}
                        name="alt_en"
                        lang="en"
                        label={t("adminProductImages.altEn")}
                        value={typed?.alt_en ?? image.alt_en}
                        error={mine?.errors?.alt_en}
                      />
                      <AltField
                        id={`alt-vi-${image.id}`}
                        name="alt_vi"
                        lang="vi"
                        label={t("adminProductImages.altVi")}
                        value={typed?.alt_vi ?? image.alt_vi}
                        error={mine?.errors?.alt_vi}
                      />
                    </div>
                    <div>
                      <button type="submit" className={ADMIN_BUTTON}>
                        {t("adminProductImages.saveAlt")}
                      </button>
                    </div>
                  </Form>
                  <div className="flex flex-wrap gap-2">
                    {(["up", "down"] as const).map((direction) => {
                      const disabled = direction === "up" ? index === 0 : index === images.length - 1;
                      if (disabled) return null;
                      return (
                        <Form method="post" key={direction}>
                          <input type="hidden" name="intent" value="move" />
                          <input type="hidden" name="image_id" value={image.id} />
                          <input type="hidden" name="direction" value={direction} />
                          <input type="hidden" name="order" value={order} />
                          <button
                            type="submit"
                            className={ADMIN_BUTTON_QUIET}
                            aria-label={t(direction === "up" ? "adminProductImages.moveUpLabel" : "adminProductImages.moveDownLabel", {
                              index: index + 1,
                            })}
                          >
                            {t(direction === "up" ? "adminProductImages.moveUp" : "adminProductImages.moveDown")}
                          </button>
                        </Form>
                      );
                    })}
                    <ConfirmForm
                      intent="remove"
                      fields={{ image_id: image.id, expected_updated_at: image.updated_at }}
                      className={`${ADMIN_BUTTON_QUIET} text-red-800 ring-red-800/50`}
                      aria-label={t("adminProductImages.removeLabel", { index: index + 1 })}
                      title={t("adminConfirm.imageTitle", { index: index + 1, name })}
                      body={<p>{t("adminConfirm.imageBody", { index: index + 1, name })}</p>}
                      confirmLabel={t("adminConfirm.imageConfirm", { index: index + 1 })}
                    >
                      {t("adminProductImages.remove")}
                    </ConfirmForm>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
