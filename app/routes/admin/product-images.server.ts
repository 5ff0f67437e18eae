import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import {
  productImageAltInput,
  productImageAttachInput,
  productImageOrderInput,
} from "../../../server/domain/catalog/product-images.schema.ts";
import {
  attachProductImage,
  getProductImages,
  removeProductImage,
  reorderProductImages,
  saveProductImageAlt,
} from "../../../server/domain/catalog/product-images.service.ts";
import { isUploadRefusal, uploadRefusalMessage } from "../../../server/api/upload-answers.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Lang } from "../../../server/i18n/language.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attemptUpload, uploadRefusalSaid } from "../../features/admin/upload.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import { parseOrderField } from "./product-images.shared.ts";
import type { Route } from "./+types/product-images";

// /admin/products/:id/images, the managers' and the owner's: plain form posts (the upload a multipart one, posted as
// a whole document so it works without JavaScript) to the same services as /api/v1/admin/images and
// /api/v1/admin/products/{id}/images — checked by content, audited, each save from the version shown.

export const DONE = ["attached", "saved", "reordered", "removed"] as const;
export type Done = (typeof DONE)[number];

const productId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
};

export async function productImagesLoader({ params, request, context }: Route.LoaderArgs) {
  const id = productId(params.id);
  const found = id === undefined ? undefined : await getProductImages(context.db, id);
  if (!found) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const url = new URL(request.url);
  // A file over the upload limit is refused before the form is read: the server sends the page back with ?upload_error.
  const refusal = url.searchParams.get("upload_error");
  const uploadError = isUploadRefusal(refusal) ? uploadRefusalMessage(context.locale, refusal, context.config.UPLOAD_LIMIT_BYTES) : null;
  const done = url.searchParams.get("done");
  return data(
    {
      ...found,
      uploadError,
      done: (DONE as readonly string[]).includes(done ?? "") ? (done as Done) : null,
      limitMb: Math.round((context.config.UPLOAD_LIMIT_BYTES / 1024 / 1024) * 10) / 10,
    },
    { headers: ADMIN_NO_STORE },
  );
}

export interface ProductImagesAnswer {
  intent: "upload" | "alt" | "move" | "remove";
  /** The picture the answer is about (its form shows the messages). */
  image_id?: number;
  message: string;
  /** One message a field: file, alt_en, alt_vi. */
  errors?: Record<string, string>;
  /** What was typed, given back when refused (not after a stale save: the page then shows the pictures now). */
  values?: { alt_en: string; alt_vi: string };
}

export async function productImagesAction({ params, request, context }: Route.ActionArgs) {
  const locale: Lang = context.locale;
  const id = productId(params.id);
  const answer = (body: ProductImagesAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const done = (what: Done) =>
    redirect(`${localizePath(`/admin/products/${id}/images`, locale)}?done=${what}`, { status: 303, headers: ADMIN_NO_STORE });
  const form = await readForm(request);
  askFirst(request, form, ["remove"]);
  const intent = formText(form, "intent");
  if (id === undefined) return answer({ intent: "upload", message: apiMessage(locale, "productImageProductNotFound") }, 404);
  const actor = signedInStaff(context);
  const ctx = { db: context.db };
  const imageId = Number(formText(form, "image_id"));
  const typed = { alt_en: formText(form, "alt_en"), alt_vi: formText(form, "alt_vi") };

  const refused = ({ status, message, fields }: Refusal, kind: ProductImagesAnswer["intent"]) => {
    // The service says a picture it refuses (422) beside image_id; anything else in its message.
    const said = fields.image_id ?? message;
    // On the upload form, a refusal of the file is said beside the field; the form's alert only points at it.
    const besideFile = kind === "upload" && status === 422;
    return answer(
      {
        intent: kind,
        image_id: Number.isInteger(imageId) ? imageId : undefined,
        message: besideFile ? apiMessage(locale, "validationFailed") : said,
        errors: besideFile ? { file: said } : undefined,
        // A stale change (409): the page shows the pictures as they are now.
        values: status === 409 ? undefined : typed,
      },
      status,
    );
  };

  if (intent === "upload") {
    const altsChecked = productImageAttachInput.omit({ image_id: true }).safeParse(typed);
    if (!altsChecked.success) {
      const errors = Object.fromEntries(Object.entries(formErrors(altsChecked.error.issues, locale)).map(([f, [m]]) => [f, m ?? ""]));
      return answer({ intent, message: apiMessage(locale, "validationFailed"), errors, values: typed }, 422);
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      return answer(
        { intent, message: apiMessage(locale, "validationFailed"), errors: { file: apiMessage(locale, "uploadMissing") }, values: typed },
        422,
      );
    }
    const stored = await attemptUpload(context, actor, file);
    if (!stored.ok) {
      const { status, message, alert } = uploadRefusalSaid(stored.refusal, locale);
      return answer({ intent, message: alert, errors: { file: message }, values: typed }, status);
    }
    const attached = await attempt(locale, () => attachProductImage(ctx, actor, id, { image_id: stored.value.id, ...altsChecked.data }));
    if (!attached.ok) return refused(attached.refusal, "upload");
    return done("attached");
  }

  if (intent === "alt") {
    const parsed = productImageAltInput.safeParse({ ...typed, expected_updated_at: formText(form, "expected_updated_at") });
    if (!parsed.success) {
      const errors = Object.fromEntries(Object.entries(formErrors(parsed.error.issues, locale)).map(([f, [m]]) => [f, m ?? ""]));
      return answer(
        { intent, image_id: imageId, message: errors.expected_updated_at ?? apiMessage(locale, "validationFailed"), errors, values: typed },
        422,
      );
    }
    const saved = await attempt(locale, () => saveProductImageAlt(ctx, actor, id, imageId, parsed.data));
    if (!saved.ok) return refused(saved.refusal, "alt");
    return done("saved");
  }

  if (intent === "move") {
    const order = parseOrderField(formText(form, "order"));
    const from = order.findIndex((o) => o.id === imageId);
    const to = from + (formText(form, "direction") === "up" ? -1 : 1);
    if (from < 0 || to < 0 || to >= order.length)
      return answer({ intent, image_id: imageId, message: apiMessage(locale, "productImageOrderInvalid") }, 422);
    [order[from], order[to]] = [order[to]!, order[from]!];
    const parsed = productImageOrderInput.safeParse({ order });
    if (!parsed.success) return answer({ intent, image_id: imageId, message: apiMessage(locale, "productImageOrderInvalid") }, 422);
    const moved = await attempt(locale, () => reorderProductImages(ctx, actor, id, parsed.data));
    if (!moved.ok) return refused(moved.refusal, "move");
    return done("reordered");
  }

  if (intent === "remove") {
    const expected = formText(form, "expected_updated_at");
    if (!expected) return answer({ intent, image_id: imageId, message: apiMessage(locale, "productImageVersionRequired") }, 422);
    const removed = await attempt(locale, () => removeProductImage(ctx, actor, id, imageId, expected));
    if (!removed.ok) return refused(removed.refusal, "remove");
    return done("removed");
  }

  return answer({ intent: "upload", message: apiMessage(locale, "validationFailed") }, 422);
}
