import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { NEW_SLUG_PATTERN, SLUG_MAX_LENGTH } from "./slugs.ts";

// The back office's news posts and plain pages: each language's side (title, excerpt or summary, the body
// as rich text, SEO title and description) beside the other; a side left without a title is a missing translation
// (the storefront shows the post or page only in the languages it has). The body is stored sanitised
// (rich-text.ts) by the service, whatever is sent.

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 1_000;
export const BODY_MAX = 20_000;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
export const AUTHOR_MAX = 80;
export const LOCALES = ["en", "vi"] as const;
export type ContentLocale = (typeof LOCALES)[number];

/** Control characters other than tab and line breaks (a paragraph keeps its lines). */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/** One line of plain text, trimmed: no control characters, at most `max` characters. */
const line = (max: number, message: Parameters<typeof key>[0]) =>
  z
    .string(key(message))
    .trim()
    .max(max, key(message))
    .refine((text) => !/[\r\n]/.test(text) && !CONTROL_CHARACTER.test(text), key("fieldInvalid"));

const paragraph = (max: number, message: Parameters<typeof key>[0]) =>
  z
    .string(key(message))
    .trim()
    .max(max, key(message))
    .refine((text) => !CONTROL_CHARACTER.test(text), key("fieldInvalid"));

const common = {
  title: line(TITLE_MAX, "contentTitleInvalid"),
  body_html: z.string(key("contentBodyInvalid")).max(BODY_MAX, key("contentBodyInvalid")).default(""),
  seo_title: line(SEO_TITLE_MAX, "contentSeoTitleInvalid").default(""),
  seo_description: paragraph(SEO_DESCRIPTION_MAX, "contentSeoDescriptionInvalid").default(""),
};
const postSide = z.object({ ...common, excerpt: paragraph(EXCERPT_MAX, "contentExcerptInvalid").default("") });
const pageSide = z.object({ ...common, summary: paragraph(EXCERPT_MAX, "contentExcerptInvalid").default("") });

/** Each language's side, or null (or left out) when there is no translation in that language; at least one. */
function bothSides(value: { en: { title: string } | null; vi: { title: string } | null }, ctx: z.RefinementCtx) {
  if (value.en === null && value.vi === null)
    ctx.addIssue({ code: "custom", path: ["en", "title"], message: "contentTranslationRequired" });
  for (const locale of LOCALES) {
    if (value[locale]?.title === "") ctx.addIssue({ code: "custom", path: [locale, "title"], message: "contentTitleRequired" });
  }
}
const postSides = z
  .object({ en: postSide.nullable().default(null), vi: postSide.nullable().default(null) }, key("contentTranslationRequired"))
  .superRefine(bothSides);
const pageSides = z
  .object({ en: pageSide.nullable().default(null), vi: pageSide.nullable().default(null) }, key("contentTranslationRequired"))
  .superRefine(bothSides);

export const slugField = z
  .string(key("contentSlugInvalid"))
  .trim()
  .max(SLUG_MAX_LENGTH, key("contentSlugInvalid"))
  .regex(NEW_SLUG_PATTERN, key("contentSlugInvalid"));

/** A cover is a path on this site (an uploaded image or one of the shop's files), never another site's URL. */
const imagePath = z
  .string(key("contentImageInvalid"))
  .trim()
  .max(300, key("contentImageInvalid"))
  .regex(/^\/(?!\/)[A-Za-z0-9/_.-]+\.(?:jpe?g|png|webp|avif|svg)$/i, key("contentImageInvalid"));

const instant = z.iso.datetime({ offset: true, error: "contentDateInvalid" });

/** A save carries the version the staff member saw: the item's `updated_at` as read. */
const version = z.string(key("contentVersionRequired")).min(1, key("contentVersionRequired")).max(40, key("contentVersionRequired"));

const status = z.enum(["published", "draft"], key("contentStatusInvalid"));

export const postInput = z.object({
  slug: slugField,
  status: status.default("draft"),
  /** When it appears; a future date keeps a published post off the site until then. Null: now, when published. */
  published_at: instant.nullable().default(null),
  author_name: line(AUTHOR_MAX, "contentAuthorInvalid").default(""),
  image_path: imagePath.nullable().default(null),
  translations: postSides,
});
export type PostInput = z.infer<typeof postInput>;

export const postUpdateInput = postInput.extend({ expected_updated_at: version });
export type PostUpdateInput = z.infer<typeof postUpdateInput>;

export const pageInput = z.object({
  slug: slugField,
  status: status.default("draft"),
  translations: pageSides,
});
export type PageInput = z.infer<typeof pageInput>;

export const pageUpdateInput = pageInput.extend({ expected_updated_at: version });
export type PageUpdateInput = z.infer<typeof pageUpdateInput>;

/** Publish (now, or from `published_at` for a post) or take off the site. */
export const publishInput = z.object({
  published: z.boolean(key("fieldInvalid")),
  published_at: instant.nullable().default(null),
  expected_updated_at: version,
});
export type PublishInput = z.infer<typeof publishInput>;

export const contentListQuery = z.object({
  q: z.string().trim().max(100).default(""),
  status: z.enum(["all", "published", "scheduled", "draft"], key("contentStatusInvalid")).default("all"),
  page: z.coerce
    .number(key("fieldInvalid"))
    .int(key("fieldInvalid"))
    .min(1, key("fieldInvalid"))
    .max(10_000, key("fieldInvalid"))
    .default(1),
});
export type ContentListQuery = z.infer<typeof contentListQuery>;
