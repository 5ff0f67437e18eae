import { MAX_INPUT_PIXELS, type UploadRefusal } from "../domain/media/media-check.ts";
import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// How a refused upload is answered: one wording for the API (server/api/v1/admin/images.ts) and the back office's
// form posts (app/routes/admin/*.server.ts).

const KEYS: Record<UploadRefusal, ApiMessageKey> = {
  missing: "uploadMissing",
  notImage: "uploadNotImage",
  wrongFormat: "uploadWrongFormat",
  tooLarge: "uploadTooLarge",
  tooManyPixels: "uploadTooManyPixels",
  unreadable: "uploadUnreadable",
};

export function isUploadRefusal(value: unknown): value is UploadRefusal {
  return typeof value === "string" && Object.hasOwn(KEYS, value);
}

/** The answer to an upload refused because too many wait their turn (UploadBusy), in `lang`. */
export function uploadBusyMessage(lang: Lang, retryAfterSeconds: number): string {
  return apiMessage(lang, "uploadBusy", { seconds: retryAfterSeconds });
}

/** Why an upload was refused, in `lang`: the message to show beside the file field. */
export function uploadRefusalMessage(lang: Lang, refusal: UploadRefusal, limitBytes: number): string {
  return apiMessage(lang, KEYS[refusal], {
    mb: Math.round((limitBytes / (1024 * 1024)) * 10) / 10,
    megapixels: MAX_INPUT_PIXELS / 1_000_000,
  });
}
