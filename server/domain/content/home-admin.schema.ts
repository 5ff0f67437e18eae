import { z } from "zod";
import { key, whenMissing } from "../shared/fields.schema.ts";
import {
  CTA_MAX,
  ITEM_BODY_MAX,
  ITEM_TITLE_MAX,
  LINK_MAX,
  SECTION_BODY_MAX,
  SECTION_SUBTITLE_MAX,
  SECTION_TITLE_MAX,
} from "./home-limits.shared.ts";

// The back office's home page forms and calls: a section's texts in both languages and whether it shows;
// a slide's (an item's) texts, its link and its picture. English is the shop's default language and is required for a
// title; a Vietnamese text left empty is a missing translation: the back office flags it and the storefront shows the
// English text meanwhile.

const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\n\r\t]/u;

/** Trimmed text of at most `max` characters; one line unless `lines`. "" is allowed unless `required`. */
function text(max: number, { lines = false, required = false } = {}) {
  const base = z
    .string(whenMissing("fieldInvalid"))
    .trim()
    .max(max)
    .refine((v) => !(lines ? CONTROL_EXCEPT_LINES : CONTROL).test(v), key("fieldInvalid"));
  return required ? base.refine((v) => v.length > 0, key("homeTitleRequired")) : base;
}

/** One text in both languages: the English one required when `required`, the Vietnamese one may be missing. */
function bilingual(max: number, options: { lines?: boolean; required?: boolean } = {}) {
  return z.object({ en: text(max, options), vi: text(max, { lines: options.lines }) }, key("fieldInvalid"));
}

/**
 * Where a slide's button goes: a path of the shop ("/products?category=cakes", shown in the visitor's language) or an
 * http(s) address. Anything else — `javascript:`, `data:`, "//elsewhere", a bare word — is refused. "" means no link.
 */
export function isSafeLink(value: string): boolean {
  if (value.length > LINK_MAX || /[\s\p{Cc}\\]/u.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const link = z
  .string(whenMissing("homeLinkInvalid"))
  .trim()
  .nullable()
  .transform((v) => (v === null || v === "" ? null : v))
  .refine((v) => v === null || isSafeLink(v), key("homeLinkInvalid"));

/** A picture of the shop's own: a path under /images/ or /media/ (what the seed and the upload pipeline give). */
export function isImagePath(value: string): boolean {
  return value.length <= LINK_MAX && /^\/(images|media)\/[\w\-./]+$/.test(value) && !value.includes("..");
}

const image = z
  .string(whenMissing("homeImageInvalid"))
  .trim()
  .nullable()
  .transform((v) => (v === null || v === "" ? null : v))
  .refine((v) => v === null || isImagePath(v), key("homeImageInvalid"));

/** A save carries the version the staff member saw: the row's `updated_at` as read. */
const version = z.string(key("homeVersionRequired")).min(1, key("homeVersionRequired")).max(40, key("homeVersionRequired"));

export const homeSectionUpdateInput = z.object({
  active: z.boolean(key("fieldInvalid")),
  title: bilingual(SECTION_TITLE_MAX, { required: true }),
  subtitle: bilingual(SECTION_SUBTITLE_MAX),
  body: bilingual(SECTION_BODY_MAX, { lines: true }),
  expected_updated_at: version,
});
export type HomeSectionUpdateInput = z.infer<typeof homeSectionUpdateInput>;

export const homeMoveInput = z.object({
  direction: z.enum(["up", "down"], key("fieldInvalid")),
  expected_updated_at: version,
});
export type HomeMoveInput = z.infer<typeof homeMoveInput>;

const itemFields = z.object({
  title: bilingual(ITEM_TITLE_MAX, { required: true }),
  body: bilingual(ITEM_BODY_MAX, { lines: true }),
  cta_label: bilingual(CTA_MAX),
  link_url: link.default(null),
  image_path: image.default(null),
});

export const homeItemCreateInput = itemFields;
export type HomeItemCreateInput = z.infer<typeof homeItemCreateInput>;

export const homeItemUpdateInput = itemFields.extend({ expected_updated_at: version });
export type HomeItemUpdateInput = z.infer<typeof homeItemUpdateInput>;
