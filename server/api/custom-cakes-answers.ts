import { customCakeWordsEn, customCakeWordsVi } from "../domain/custom-cakes/custom-cake-words.shared.ts";
import { PHOTO_MAX_BYTES } from "../domain/custom-cakes/custom-cake-rules.shared.ts";
import type { CakeRequestError } from "../domain/custom-cakes/custom-cakes.types.ts";
import { isUploadRefusal, uploadRefusalMessage } from "./upload-answers.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { formatDate, formatDateTime, wallClockIn, wallOf } from "../i18n/formatters.shared.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError, type FieldErrors } from "./envelope.ts";
import { formErrors } from "./form-errors.ts";
import { CakeRequestFormSchema, fieldsOf, photosOf } from "../domain/custom-cakes/custom-cakes.schema.ts";
import type { CakeRequestInput } from "../domain/custom-cakes/custom-cakes.types.ts";

// How a custom cake's refusal is said: one wording for the API (server/api/v1/custom-cakes.ts, admin/custom-cakes.ts)
// and the pages' forms, which work without JavaScript. A date is written as the reader writes dates, a photo's
// refusal in the upload's own words, a status as the shop calls it.

const dayWords = (date: string, lang: Lang) => formatDate(wallOf(date), lang, { weekday: "long", month: "long" });

/** The refusal's sentence in `lang`; an instant (a quote's expiry) is written on the shop's clock (`time_zone`, sent with it). */
export function cakeErrorMessage(error: CakeRequestError, lang: Lang): string {
  const params: Record<string, string | number> = { ...(error.text.params ?? {}) };
  const { key } = error.text;
  if (key === "cakePhotoRefused") {
    const refusal = params.refusal;
    params.reason = isUploadRefusal(refusal) ? uploadRefusalMessage(lang, refusal, PHOTO_MAX_BYTES) : String(refusal);
  }
  if (key === "cakeQuoteExpired" && typeof params.date === "string" && params.date && typeof params.time_zone === "string") {
    params.date = formatDateTime(wallClockIn(params.date, params.time_zone), lang, { weekday: "long", month: "long" });
  } else if (typeof params.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(params.date)) {
    params.date = dayWords(params.date, lang);
  }
  if (key === "cakeRequestClosed" && typeof params.status === "string") {
    const words: Record<string, string> = lang === "vi" ? customCakeWordsVi : customCakeWordsEn;
    params.status = (words[`status.${params.status}`] ?? params.status).toLowerCase();
  }
  return apiMessage(lang, key, params);
}

/** The API's error for a refusal: its status, the field's message, Retry-After when there is one. */
export function cakeApiError(error: CakeRequestError, lang: Lang): ApiError {
  const message = cakeErrorMessage(error, lang);
  const headers = error.extra.retryAfterSeconds ? { "Retry-After": String(error.extra.retryAfterSeconds) } : undefined;
  return new ApiError(error.status, error.text.key, error.field ? { [error.field]: [message] } : undefined, headers, message);
}

export type ParsedCakeRequest = { ok: true; input: CakeRequestInput; photos: File[] } | { ok: false; fields: FieldErrors };

/** A request's form (the API's multipart or the page's post): its input and photos, or each field's first problem in `lang`. */
export function parseCakeRequestForm(form: FormData, lang: Lang): ParsedCakeRequest {
  const parsed = CakeRequestFormSchema.safeParse(fieldsOf(form));
  if (!parsed.success) return { ok: false, fields: formErrors(parsed.error.issues, lang) };
  const v = parsed.data;
  const delivery = v.shipping_option === "delivery";
  return {
    ok: true,
    photos: photosOf(form),
    input: {
      ...v,
      address: delivery ? v.address : "",
      city: delivery ? v.city : "",
      state: delivery ? v.state : "",
      zip: delivery ? v.zip : "",
    },
  };
}
