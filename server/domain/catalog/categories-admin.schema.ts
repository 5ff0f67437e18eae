import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { NEW_SLUG_PATTERN, SLUG_MAX_LENGTH } from "../content/slugs.ts";
import { structureVersion } from "../content/structure.schema.ts";

// The back office's category form: a slug of the categories' own (the storefront's
// /products?category=<slug>), the name and description in English and Vietnamese, an optional image and a position.

const trimmed = (message: Parameters<typeof key>[0], min: number, max: number) =>
  z
    .string(key(message))
    .transform((text) => text.trim())
    .pipe(z.string().min(min, key(message)).max(max, key(message)));

const fields = z.object({
  slug: z
    .string(key("categorySlugInvalid"))
    .transform((text) => text.trim().toLowerCase())
    .pipe(z.string().max(SLUG_MAX_LENGTH, key("categorySlugInvalid")).regex(NEW_SLUG_PATTERN, key("categorySlugInvalid"))),
  name_en: trimmed("categoryNameInvalid", 1, 80),
  name_vi: trimmed("categoryNameInvalid", 1, 80),
  description_en: trimmed("categoryDescriptionInvalid", 0, 1000).default(""),
  description_vi: trimmed("categoryDescriptionInvalid", 0, 1000).default(""),
  /** Empty: after the last one. */
  position: z
    .number(key("categoryPositionInvalid"))
    .int(key("categoryPositionInvalid"))
    .min(0, key("categoryPositionInvalid"))
    .max(9999, key("categoryPositionInvalid"))
    .nullable()
    .default(null),
  image_path: z
    .string(key("categoryImageInvalid"))
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(300, key("categoryImageInvalid"))
        .regex(/^(?:$|\/(?![/\\])[^\s\\]*)$/, key("categoryImageInvalid")),
    )
    .transform((text) => (text === "" ? null : text))
    .nullable()
    .default(null),
});

export const categoryCreateInput = fields;
export type CategoryCreateInput = z.infer<typeof categoryCreateInput>;

/** A save carries the version the staff member saw: the category's `updated_at` as read. */
export const categoryUpdateInput = fields.extend({ expected_updated_at: structureVersion });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;
