import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { ProductImageError } from "../domain/catalog/product-images.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the back office's product pictures service is answered: by the API and the pictures page.

/** A refusal in `lang`: 404, 422 beside image_id, or 409 (the page shows the pictures as they are now). */
export function productImageRefusal(error: ProductImageError, lang: Lang): ApiError {
  switch (error.failure) {
    case "productNotFound":
      return new ApiError(404, "productImageProductNotFound");
    case "imageNotFound":
      return new ApiError(404, "productImageNotFound");
    case "mediaNotFound":
      return new ApiError(422, "validationFailed", { image_id: [apiMessage(lang, "productImageIdInvalid")] });
    case "alreadyAttached":
      return new ApiError(422, "validationFailed", { image_id: [apiMessage(lang, "productImageAlreadyAttached")] });
    case "changed":
      return new ApiError(409, "productImageChanged");
  }
}

/** The API's answer: the refusal, and for a stale change 409 with the pictures now in `data`. */
export function productImageAnswer(error: ProductImageError, c: Context<AppEnv>) {
  const lang = c.get("lang");
  if (error.failure === "changed")
    return c.json({ error: true as const, message: apiMessage(lang, "productImageChanged"), data: error.current }, 409);
  return productImageRefusal(error, lang);
}
