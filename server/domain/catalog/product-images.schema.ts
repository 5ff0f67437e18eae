import { z } from "zod";
import { key } from "../shared/fields.schema.ts";

// A product's pictures in the back office: an uploaded image attached with its alt text in English and
// Vietnamese, their order, removal. Saves carry the version (updated_at) of the rows the staff member saw.

export const MAX_ALT = 250;
const MAX_IMAGES_ORDERED = 100;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** An alt text: trimmed, on one line, at most MAX_ALT characters; empty means "missing" (flagged). */
const alt = z
  .string(key("fieldInvalid"))
  .transform((text) => text.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .max(MAX_ALT, key("productImageAltTooLong"))
      .refine((text) => !CONTROL.test(text), key("fieldInvalid")),
  )
  .default("");

const version = z
  .string(key("productImageVersionRequired"))
  .min(1, key("productImageVersionRequired"))
  .max(40, key("productImageVersionRequired"));
const id = z
  .number(key("productImageIdInvalid"))
  .int(key("productImageIdInvalid"))
  .min(1, key("productImageIdInvalid"))
  .max(2_147_483_647, key("productImageIdInvalid"));

export const productImageAttachInput = z.object({
  /** An uploaded image (POST /admin/images → data.image.id). */
  image_id: id,
  alt_en: alt,
  alt_vi: alt,
});
export type ProductImageAttachInput = z.infer<typeof productImageAttachInput>;

export const productImageAltInput = z.object({
  alt_en: alt,
  alt_vi: alt,
  expected_updated_at: version,
});
export type ProductImageAltInput = z.infer<typeof productImageAltInput>;

/** The product's images in their new order, each with the version seen: every one of them, once. */
export const productImageOrderInput = z.object({
  order: z
    .array(z.object({ id, expected_updated_at: version }), key("productImageOrderInvalid"))
    .min(1, key("productImageOrderInvalid"))
    .max(MAX_IMAGES_ORDERED, key("productImageOrderInvalid"))
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, key("productImageOrderInvalid")),
});
export type ProductImageOrderInput = z.infer<typeof productImageOrderInput>;

export const productImageRemoveInput = z.object({ expected_updated_at: version });
