import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { ProductImageError } from "../domain/catalog/product-images.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import { ApiError } from "./envelope.ts";

// How each refusal of the back office's product pictures service is answered by the API.

/** A refusal: 404, 422 beside image_id, or 409 with the pictures now in `data`. */
export function productImageAnswer(error: ProductImageError, c: Context<AppEnv>) {
  const lang = c.get("lang");
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
      return c.json({ error: true as const, message: apiMessage(lang, "productImageChanged"), data: error.current }, 409);
  }
}
